// @vitest-environment node
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installSecurityHeaders } from '../http/securityHeaders';
import { inlineScriptHashes, serveStorybook } from './serveStorybook';

const settings = "window.CONFIG_TYPE = 'PRODUCTION';";
const entry = "import './sb-manager/runtime.js';";
const manager = `<!doctype html><html><head><script>${settings}</script></head><body><div id="root"></div><script type="module">${entry}</script><script src="./sb-manager/globals.js"></script></body></html>`;
const preview =
  '<!doctype html><html><head><script>window.STORIES = [];</script></head><body></body></html>';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** A server with the app's page policy (no framing) and, under /storybook, the built Storybook. */
async function serverWith(storybookDir: string): Promise<FastifyInstance> {
  const app = Fastify();
  installSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: { defaultSrc: ["'self'"], scriptSrc: ["'self'"], frameAncestors: ["'none'"] },
    },
  });
  await serveStorybook(app, storybookDir);
  app.get('/*', (_request, reply) => reply.type('text/html').send('<!doctype html><p>an app'));
  return app;
}

describe('serving the static Storybook under /storybook', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'telco-storybook-'));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  };
  let app: FastifyInstance;

  beforeAll(async () => {
    write('index.html', manager);
    write('iframe.html', preview);
    write('assets/iframe-Ab12Cd.js', 'export {};');
    write('sb-manager/runtime.js', 'export {};');
    write('index.json', '{"v":5,"entries":{}}');
    writeFileSync(path.join(path.dirname(dir), 'telco-storybook-secret.txt'), 'not for the web');
    app = await serverWith(dir);
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('opens the Storybook UI at /storybook/, its inline scripts allowed by their hashes alone', async () => {
    const moved = await app.inject({ url: '/storybook' });
    expect(moved.statusCode).toBe(302);
    expect(moved.headers.location).toBe('/storybook/');
    const page = await app.inject({ url: '/storybook/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe(manager);
    expect(page.headers['cache-control']).toBe('no-cache');
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toContain(`script-src 'self' ${sha256(settings)} ${sha256(entry)};`);
    expect(policy).not.toMatch(/script-src[^;]*unsafe/);
    // Framed by its own pages only, and nothing from another origin.
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).toContain("frame-src 'self'");
    expect(policy).not.toMatch(/https?:|\*/);
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('gives the preview page its own hashes, and the mock API its WebAssembly and validators', async () => {
    const page = await app.inject({ url: '/storybook/iframe.html' });
    expect(page.statusCode).toBe(200);
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toContain(
      `script-src 'self' 'wasm-unsafe-eval' 'unsafe-eval' ${sha256('window.STORIES = [];')};`,
    );
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it('caches fingerprinted files for a year and revalidates the others', async () => {
    const hashed = await app.inject({ url: '/storybook/assets/iframe-Ab12Cd.js' });
    expect(hashed.statusCode).toBe(200);
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/storybook/sb-manager/runtime.js', '/storybook/index.json']) {
      const file = await app.inject({ url });
      expect(file.statusCode, url).toBe(200);
      expect(file.headers['cache-control'], url).toBe('no-cache');
      expect(String(file.headers['content-security-policy']), url).toContain("default-src 'self'");
    }
  });

  it('answers 404 for what the build does not hold, and never a file outside it', async () => {
    expect((await app.inject({ url: '/storybook/missing.js' })).statusCode).toBe(404);
    for (const url of [
      '/storybook/../telco-storybook-secret.txt',
      '/storybook/%2e%2e/telco-storybook-secret.txt',
      '/storybook/..%2ftelco-storybook-secret.txt',
    ]) {
      const answer = await app.inject({ url });
      expect(answer.body, url).not.toContain('not for the web');
    }
  });

  it("leaves the apps' own policy to the apps' pages", async () => {
    const page = await app.inject({ url: '/admin' });
    expect(String(page.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
  });

  it('finds the inline scripts of a page, not the ones it loads', () => {
    expect(inlineScriptHashes(manager)).toEqual(
      [sha256(settings), sha256(entry)].map((s) => s.slice(1, -1)),
    );
  });
});

describe('without a built Storybook', () => {
  it('says at /storybook how to build one', async () => {
    const app = await serverWith(path.join(os.tmpdir(), 'telco-no-storybook-here'));
    for (const url of ['/storybook', '/storybook/', '/storybook/iframe.html']) {
      const answer = await app.inject({ url });
      expect(answer.statusCode, url).toBe(404);
      expect(answer.body, url).toContain('npm run build-storybook');
    }
    await app.close();
  });
});
