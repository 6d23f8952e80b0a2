import { readdirSync, readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const root = path.resolve(import.meta.dirname, '../..');

/** Where the mock API's service worker lives: with the mocks, never in the public folder. */
export const mockWorkerFile = path.join(root, 'openapi/mocks/worker/mockServiceWorker.js');

/**
 * Serves and ships the mock API's service worker at /mockServiceWorker.js, only for builds that
 * answer with the mocks (`VITE_API_MOCKS` is not 'false'); the production build carries none.
 */
export function mockWorker(enabled: boolean): Plugin {
  return {
    name: 'telco-mock-worker',
    configureServer(server) {
      if (!enabled) return;
      server.middlewares.use('/mockServiceWorker.js', (_req, res) => {
        res.setHeader('Content-Type', 'text/javascript');
        res.end(readFileSync(mockWorkerFile));
      });
    },
    generateBundle() {
      if (!enabled) return;
      this.emitFile({
        type: 'asset',
        fileName: 'mockServiceWorker.js',
        source: readFileSync(mockWorkerFile),
      });
    },
  };
}

/** One chunk of a build and the source modules in it (paths relative to the repo). */
export interface ChunkModules {
  /** The chunk's file, relative to the build folder. */
  file: string;
  /** The modules bundled into it, with the bytes each adds (before compression). */
  modules: { path: string; bytes: number }[];
}

/** The folder, next to Vite's manifests, of the files that list the modules of every chunk. */
export const buildInfoDir = '.vite';

/**
 * Writes which source modules each chunk holds, so the bundle budget can prove what an entry
 * ships (no mock code, no chart or broker library loaded up front).
 */
export function chunkModules(suffix: string): Plugin {
  return {
    name: 'telco-chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks: ChunkModules[] = Object.values(bundle).flatMap((output) =>
        output.type === 'chunk'
          ? [
              {
                file: output.fileName,
                modules: Object.entries(output.modules).map(([id, module]) => ({
                  path: path.relative(root, id.replace(/^\0/, '')),
                  bytes: module.renderedLength,
                })),
              },
            ]
          : [],
      );
      this.emitFile({
        type: 'asset',
        fileName: `${buildInfoDir}/chunk-modules${suffix}.json`,
        source: JSON.stringify(chunks, null, 1),
      });
    },
  };
}

/**
 * Links, as module preloads in each app's HTML, the chunks its entry imports and those of its
 * lazily loaded first screen (`firstScreens`: HTML entry to screen modules, relative to the repo),
 * so the browser fetches them beside the entry instead of after running it. Vite's own preloading
 * is off (`build.modulePreload: false`): its helper weighed more in every entry than it saved.
 */
export function preloadStartup(firstScreens: Record<string, string[]>): Plugin {
  return {
    name: 'telco-preload-startup',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { path: htmlPath, bundle }) {
        if (bundle === undefined) return html;
        const entryHtml = htmlPath.replace(/^\//, '');
        const chunks = [...Object.values(bundle)].flatMap((output) =>
          output.type === 'chunk' ? [output] : [],
        );
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const chunkOf = (module: string) => {
          const id = path.resolve(root, module);
          const chunk = chunks.find((candidate) => candidate.facadeModuleId === id);
          if (chunk === undefined) throw new Error(`${module} is no chunk of ${entryHtml}`);
          return chunk.fileName;
        };
        const files = new Set<string>();
        const add = (file: string) => {
          if (files.has(file)) return;
          files.add(file);
          for (const imported of byFile.get(file)?.imports ?? []) add(imported);
        };
        add(chunkOf(entryHtml));
        for (const module of firstScreens[entryHtml] ?? []) add(chunkOf(module));
        return [...files]
          .filter((file) => !html.includes(`/${file}"`))
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: '', href: `/${file}` },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}

/** Text files worth sending compressed; smaller ones gain less than their headers cost. */
const compressible = /\.(js|mjs|css|html|svg|json|webmanifest)$/;
const compressFrom = 1024;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Every file under a folder, relative to it. */
function filesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)));
}

/**
 * Writes a Brotli copy (`.br`) and a gzip copy (`.gz`) beside each compressible file a build
 * writes, public files included. The reference server sends them as they are: no compression
 * work per request, and about a seventh fewer bytes than Brotli at the quality a server affords
 * per request.
 */
export function precompress(enabled: boolean): Plugin {
  let outDir = '';
  let publicDir = '';
  return {
    name: 'telco-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      publicDir = config.publicDir;
    },
    async writeBundle(_options, bundle) {
      if (!enabled) return;
      const files = new Set([...Object.keys(bundle), ...(publicDir ? filesUnder(publicDir) : [])]);
      await Promise.all(
        [...files]
          .filter((file) => compressible.test(file))
          .map(async (file) => {
            const target = path.join(outDir, file);
            const source = await readFile(target);
            if (source.length < compressFrom) return;
            const [br, gz] = await Promise.all([
              brotli(source, {
                params: {
                  // 10, not 11: 2 % more bytes, in 40 % of the time (1.8 s against 4.4 s
                  // of one core for both apps' files).
                  [constants.BROTLI_PARAM_QUALITY]: 10,
                  [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
                },
              }),
              gzipped(source, { level: constants.Z_BEST_COMPRESSION }),
            ]);
            await Promise.all([writeFile(`${target}.br`, br), writeFile(`${target}.gz`, gz)]);
          }),
      );
    },
  };
}
