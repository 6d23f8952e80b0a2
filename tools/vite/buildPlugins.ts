import { readFileSync } from 'node:fs';
import path from 'node:path';
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
