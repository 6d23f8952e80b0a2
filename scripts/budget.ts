/**
 * `npm run test:budget`: what each screen of the production build (`npm run build`, no mocks)
 * downloads before it can show itself, in compressed bytes, against its budget; and what no
 * build may hold: mock code anywhere, or a heavy library in an entry's static import graph.
 * Prints every figure; exits 1 when one is over its budget or a rule is broken.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildInfoDir, type ChunkModules } from '../tools/vite/buildPlugins.ts';

const root = path.resolve(import.meta.dirname, '..');
const buildDir = path.join(root, process.env.BUDGET_DIR ?? 'dist/apps');

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** A screen as the browser first loads it: an app entry plus the screen parts it fetches. */
interface Screen {
  /** What the figure is of. */
  name: string;
  /** The app's HTML entry (a manifest key). */
  entry: string;
  /** Lazily loaded parts the screen needs before it shows (manifest keys). */
  parts: string[];
  /** Compressed kilobytes allowed. */
  budgetKb: number;
}

/** Libraries that only the screens that use them may load, never an entry up front. */
const lazyOnly = [
  { name: 'mqtt.js', pattern: /node_modules\/(mqtt|mqtt-packet)\// },
  { name: 'ECharts', pattern: /node_modules\/(echarts|zrender)\// },
  { name: 'CodeMirror', pattern: /node_modules\/(codemirror|@codemirror|@lezer)\// },
];

/**
 * Modules of the mock API (its glue, the server's core it runs, sql.js and MSW), which the
 * production build must not contain at all.
 */
const mockCode = /^(openapi\/mocks\/|server\/|node_modules\/(msw|openapi-msw|@mswjs|sql\.js)\/)/;

/** One build of the folder (each app is built on its own): its manifest and chunk modules. */
interface Build {
  manifest: Manifest;
  modulesOf: Map<string, ChunkModules['modules']>;
}

function readJson(file: string): unknown {
  return JSON.parse(readFileSync(path.join(buildDir, buildInfoDir, file), 'utf8'));
}

const infoFiles = existsSync(path.join(buildDir, buildInfoDir))
  ? readdirSync(path.join(buildDir, buildInfoDir))
  : [];
const builds: Build[] = infoFiles
  .filter((file) => /^manifest.*\.json$/.test(file))
  .map((file) => {
    const suffix = file.slice('manifest'.length, -'.json'.length);
    const chunks = readJson(`chunk-modules${suffix}.json`) as ChunkModules[];
    return {
      manifest: readJson(file) as Manifest,
      modulesOf: new Map(chunks.map((chunk) => [chunk.file, chunk.modules])),
    };
  });
if (builds.length === 0) {
  console.error(`${path.relative(root, buildDir)} holds no build manifest: run \`npm run build\`.`);
  process.exit(1);
}

/** The build an entry belongs to. */
function buildOf(entry: string): Build {
  const build = builds.find(({ manifest }) => entry in manifest);
  if (build === undefined) throw new Error(`${entry} is in no build manifest`);
  return build;
}

const screens: Screen[] = [
  {
    name: 'portal home',
    entry: 'apps/portal/index.html',
    parts: ['apps/portal/screens/home.tsx'],
    budgetKb: 140,
  },
  {
    name: 'admin sign-in',
    entry: 'apps/admin/index.html',
    parts: ['apps/admin/screens/auth.tsx'],
    budgetKb: 150,
  },
  {
    name: 'admin shell after sign-in',
    entry: 'apps/admin/index.html',
    parts: ['apps/admin/ConsoleLayout.tsx', 'apps/admin/screens/console.tsx'],
    budgetKb: 180,
  },
];

/** Every manifest key a set of chunks loads statically (itself and its imports, recursively). */
function staticGraph({ manifest }: Build, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (chunk === undefined) throw new Error(`${key} is not in the build manifest`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return seen;
}

/** The files (JavaScript and CSS) a set of chunks downloads. */
function filesOf({ manifest }: Build, keys: Set<string>): Set<string> {
  const files = new Set<string>();
  for (const key of keys) {
    const chunk = manifest[key];
    if (chunk === undefined) continue;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
  }
  return files;
}

const gzipSize = (file: string) => gzipSync(readFileSync(path.join(buildDir, file))).length;
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

const problems: string[] = [];

console.log(`Bundle budget of ${path.relative(root, buildDir)} (gzip):`);
for (const screen of screens) {
  const build = buildOf(screen.entry);
  const files = [...filesOf(build, staticGraph(build, [screen.entry, ...screen.parts]))];
  const bytes = files.reduce((sum, file) => sum + gzipSize(file), 0);
  const over = bytes > screen.budgetKb * 1024;
  console.log(
    `${over ? 'OVER' : 'ok  '} ${screen.name}: ${kb(bytes)} kB of ${screen.budgetKb} kB (${files.length} files)`,
  );
  if (over) problems.push(`${screen.name} is over its budget`);
}

for (const build of builds) {
  for (const [key, chunk] of Object.entries(build.manifest)) {
    if (chunk.isEntry !== true) continue;
    const graph = staticGraph(build, [key]);
    const bytes = [...filesOf(build, graph)].reduce((sum, file) => sum + gzipSize(file), 0);
    console.log(`     entry ${key}: ${kb(bytes)} kB up front`);
    const modules = [...graph].flatMap(
      (chunkKey) => build.modulesOf.get(build.manifest[chunkKey]?.file ?? '') ?? [],
    );
    for (const library of lazyOnly) {
      if (modules.some((module) => library.pattern.test(module.path)))
        problems.push(`${library.name} is in the static import graph of ${key}`);
    }
  }
}

const mockModules = builds.flatMap(({ modulesOf }) =>
  [...modulesOf].flatMap(([file, modules]) =>
    modules
      .filter((module) => mockCode.test(module.path))
      .map((module) => `${file}: ${module.path}`),
  ),
);
if (mockModules.length > 0)
  problems.push(`mock code in the build:\n  ${mockModules.slice(0, 20).join('\n  ')}`);
if (existsSync(path.join(buildDir, 'mockServiceWorker.js')))
  problems.push('the mock service worker is in the build');
// sql.js's WebAssembly is an asset of its own, not a module of a chunk.
const wasmFiles = readdirSync(buildDir, { recursive: true, encoding: 'utf8' }).filter((file) =>
  file.endsWith('.wasm'),
);
if (wasmFiles.length > 0) problems.push(`WebAssembly in the build: ${wasmFiles.join(', ')}`);
console.log(
  `     mock API modules in the build (openapi/mocks, server/, sql.js, msw): ${mockModules.length}; WebAssembly files: ${wasmFiles.length}`,
);

if (problems.length > 0) {
  console.error(`\n${problems.join('\n')}`);
  process.exit(1);
}
