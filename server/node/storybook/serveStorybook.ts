import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Where the static Storybook is served: designers open the current screens there. */
export const storybookPrefix = '/storybook';

/** The pages of the build: the manager (the Storybook UI) and the preview it frames. */
const pages = ['index.html', 'iframe.html'] as const;

/**
 * The sources each page allows: the kit's own origin only. Storybook's pages run inline scripts
 * (their settings and the manager's entry), allowed by their hashes, never by 'unsafe-inline';
 * its UI and the kit's components style with inline styles; the preview is framed by the manager
 * (same origin) and registers the mock API's service worker beside itself.
 */
function storybookPolicy(scriptHashes: readonly string[], page?: (typeof pages)[number]): string {
  // The preview runs the mock API: the server's core on sql.js (WebAssembly), with the contract's
  // validators compiled at run time.
  const extraScripts = page === 'iframe.html' ? " 'wasm-unsafe-eval' 'unsafe-eval'" : '';
  return [
    "default-src 'self'",
    `script-src 'self'${extraScripts}${scriptHashes.map((hash) => ` '${hash}'`).join('')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self'",
    "frame-src 'self'",
    "frame-ancestors 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/** The sha256 sources of a page's inline scripts, for its Content-Security-Policy. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map(
    ([, body = '']) => `sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`,
  );
}

/** Headers of every Storybook answer: framed by its own pages only, and revalidated. */
function storybookHeaders(reply: FastifyReply, policy: string): void {
  reply.header('content-security-policy', policy);
  reply.header('x-frame-options', 'SAMEORIGIN');
}

/**
 * Serves the static Storybook (`npm run build-storybook`) under /storybook when it has been
 * built, with a Content-Security-Policy of its own, as strict as its pages allow; without a
 * build, /storybook says how to make one. A build made later is served after a restart.
 */
export async function serveStorybook(app: FastifyInstance, dir: string): Promise<void> {
  await app.register(async (scope) => {
    const built = pages.every((page) => existsSync(path.join(dir, page)));
    scope.addHook('onRequest', (_request, reply, done) => {
      storybookHeaders(reply, storybookPolicy([]));
      done();
    });
    if (!built) {
      const notBuilt = (_request: unknown, reply: FastifyReply) =>
        reply
          .code(404)
          .type('text/plain; charset=utf-8')
          .send('Storybook has not been built: run `npm run build-storybook`, then restart.\n');
      scope.get(storybookPrefix, notBuilt);
      scope.get(`${storybookPrefix}/*`, notBuilt);
      return;
    }

    const sendPage = async (page: (typeof pages)[number], reply: FastifyReply) => {
      const html = await readFile(path.join(dir, page), 'utf8');
      storybookHeaders(reply, storybookPolicy(inlineScriptHashes(html), page));
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
    };
    scope.get(storybookPrefix, (_request, reply) => reply.redirect(`${storybookPrefix}/`));
    scope.get(`${storybookPrefix}/`, (_request, reply) => sendPage('index.html', reply));
    for (const page of pages) {
      scope.get(`${storybookPrefix}/${page}`, (_request, reply) => sendPage(page, reply));
    }
    await scope.register(fastifyStatic, {
      root: dir,
      prefix: `${storybookPrefix}/`,
      decorateReply: false,
      index: false,
      cacheControl: false,
      setHeaders(response, filePath) {
        // Vite fingerprints the files under assets/; Storybook's own bundles keep their names.
        const immutable = filePath.startsWith(path.join(dir, 'assets') + path.sep);
        response.setHeader(
          'Cache-Control',
          immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  });
}
