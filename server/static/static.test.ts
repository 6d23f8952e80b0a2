// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/testServer';
import { appEntries } from './appForPath';

describe('serving the built apps', () => {
  const appsDir = mkdtempSync(path.join(os.tmpdir(), 'telco-apps-'));
  let server: TestServer;

  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(appsDir, file)), { recursive: true });
    writeFileSync(path.join(appsDir, file), text);
  };

  beforeAll(async () => {
    write(appEntries.admin, '<!doctype html><title>admin</title>');
    write(appEntries.portal, '<!doctype html><title>portal</title>');
    write('assets/admin-AbC123.js', `console.log(${JSON.stringify('x'.repeat(4000))});`);
    server = await startTestServer({ name: 'sqlite', url: undefined }, { appsDir });
  });
  afterAll(async () => {
    await server.close();
    rmSync(appsDir, { recursive: true, force: true });
  });

  it('caches hashed assets for a year, compressed', async () => {
    const response = await server.app.inject({
      url: '/assets/admin-AbC123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('answers each app entry for its client-side routes, revalidated on every load', async () => {
    for (const [url, title] of [
      ['/admin/departments', 'admin'],
      ['/login', 'admin'],
      ['/', 'portal'],
      ['/history', 'portal'],
    ] as const) {
      const response = await server.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain(`<title>${title}</title>`);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(String(response.headers['content-security-policy'])).toContain(
        "style-src 'self' 'unsafe-inline'",
      );
      // The portal's U Mobile payment form goes to its provider, and nowhere else.
      expect(String(response.headers['content-security-policy'])).toContain(
        "form-action 'self' https://mpay.umobile.com.my",
      );
    }
  });
});
