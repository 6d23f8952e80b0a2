/**
 * Fails when the TypeScript modules of a folder import each other in a circle (type-only imports
 * and re-exports count: a circle of types still ties the layers together). Run by
 * `npm run lint:code` and `npm run check:code` over `server/`; `tsx tools/importCycles.ts
 * [folder…]` checks other folders. Prints each circle as the chain of files that closes it.
 * No dependency: TypeScript's own pre-processor lists a file's imports.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(import.meta.dirname, '..');

/** The TypeScript files under a folder (node_modules aside). */
function sourcesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourcesUnder(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

const candidates = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** The file a relative specifier names, as the bundler finds it; undefined for packages. */
function resolve(specifier: string, importer: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(importer), specifier.split('?')[0] ?? specifier);
  return candidates
    .map((suffix) => base + suffix)
    .find((file) => statSync(file, { throwIfNoEntry: false })?.isFile());
}

/** Each file's imports among the files checked. */
export function importGraph(files: readonly string[]): Map<string, string[]> {
  const known = new Set(files);
  return new Map(
    files.map((file) => {
      const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
      const targets = importedFiles
        .map(({ fileName }) => resolve(fileName, file))
        .filter((target): target is string => target !== undefined && known.has(target));
      return [file, [...new Set(targets)]];
    }),
  );
}

/** The circles of a graph: its strongly connected parts of more than one file, or a self-import. */
export function circlesOf(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  // Tarjan's algorithm, iterative so a deep chain cannot overflow the stack.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  let next = 0;
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work: { file: string; edge: number }[] = [{ file: start, edge: 0 }];
    index.set(start, next);
    low.set(start, next);
    next += 1;
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      if (frame === undefined) break;
      const edges = graph.get(frame.file) ?? [];
      const target = edges[frame.edge];
      if (target !== undefined) {
        frame.edge += 1;
        if (!index.has(target)) {
          index.set(target, next);
          low.set(target, next);
          next += 1;
          stack.push(target);
          onStack.add(target);
          work.push({ file: target, edge: 0 });
        } else if (onStack.has(target)) {
          low.set(frame.file, Math.min(low.get(frame.file) ?? 0, index.get(target) ?? 0));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent !== undefined) {
        low.set(parent.file, Math.min(low.get(parent.file) ?? 0, low.get(frame.file) ?? 0));
      }
      if (low.get(frame.file) !== index.get(frame.file)) continue;
      const part: string[] = [];
      for (;;) {
        const file = stack.pop();
        if (file === undefined) break;
        onStack.delete(file);
        part.push(file);
        if (file === frame.file) break;
      }
      if (part.length > 1 || edges.includes(frame.file)) circles.push(part);
    }
  }
  return circles;
}

/** One chain of imports that goes round a circle, from its first file back to it. */
function chainOf(graph: ReadonlyMap<string, readonly string[]>, circle: readonly string[]) {
  const members = new Set(circle);
  const [first] = [...circle].sort();
  if (first === undefined) return [];
  // Breadth-first from the first file to itself, inside the circle: the shortest round.
  const previous = new Map<string, string>();
  const queue = [first];
  while (queue.length > 0) {
    const file: string = queue.shift() ?? first;
    for (const target of graph.get(file) ?? ([] as string[])) {
      if (!members.has(target)) continue;
      if (target === first) {
        const chain: string[] = [];
        for (let at: string | undefined = file; at !== undefined && at !== first;) {
          chain.unshift(at);
          at = previous.get(at);
        }
        return [first, ...chain, first];
      }
      if (!previous.has(target)) {
        previous.set(target, file);
        queue.push(target);
      }
    }
  }
  return [first, first];
}

/**
 * The circles of imports among the TypeScript files under `folders` (relative to the repo), one
 * line per circle (its chain of files) and a closing count.
 */
export function importCircleReport(folders: readonly string[]): {
  circles: number;
  lines: string[];
} {
  const checked = folders.map((folder) => path.resolve(root, folder));
  const graph = importGraph(checked.flatMap(sourcesUnder));
  const circles = circlesOf(graph);
  const name = (file: string) => path.relative(root, file);
  return {
    circles: circles.length,
    lines: [
      ...circles.map(
        (circle) =>
          `import circle of ${String(circle.length)} files: ${chainOf(graph, circle).map(name).join(' → ')}`,
      ),
      `import circles: ${String(circles.length)} in ${String(graph.size)} files under ${checked.map(name).join(', ')}`,
    ],
  };
}

/** The folders the lint step checks. */
export const checkedFolders = ['server'];

if (process.argv[1] !== undefined && path.resolve(process.argv[1]) === import.meta.filename) {
  const folders = process.argv.slice(2);
  const report = importCircleReport(folders.length === 0 ? checkedFolders : folders);
  for (const line of report.lines) console.log(line);
  process.exitCode = report.circles > 0 ? 1 : 0;
}
