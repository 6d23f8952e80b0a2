// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/testServer';
import {
  firstAnswersElementId,
  firstBannersElementId,
  visitorBannerScript,
} from '../../../domain/portal-first-visit';
import { appEntries } from './appForPath';
import { visitorBannerScriptSource } from './firstVisitPage';

describe('serving the built apps', () => {
  const appsDir = mkdtempSync(path.join(os.tmpdir(), 'telco-apps-'));
  let server: TestServer;

  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(appsDir, file)), { recursive: true });
    writeFileSync(path.join(appsDir, file), text);
  };

  beforeAll(async () => {
    write(appEntries.admin, '<!doctype html><title>admin</title>');
    write(
      appEntries.portal,
      '<!doctype html><html><head><title>portal</title><script type="module" src="/assets/portal.js"></script><link rel="stylesheet" href="/assets/portal.css"></head><body><div id="root"></div></body></html>',
    );
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

  it("sends a file's Brotli or gzip copy as the request accepts, when the build wrote one", async () => {
    write('assets/portal-Pre123.js', 'plain');
    write('assets/portal-Pre123.js.br', 'brotli');
    write('assets/portal-Pre123.js.gz', 'gzip');
    for (const [accepts, encoding, body] of [
      ['gzip, deflate, br, zstd', 'br', 'brotli'],
      ['gzip', 'gzip', 'gzip'],
      ['identity', undefined, 'plain'],
    ] as const) {
      const response = await server.app.inject({
        url: '/assets/portal-Pre123.js',
        headers: { 'accept-encoding': accepts },
      });
      expect(response.statusCode, accepts).toBe(200);
      expect(response.headers['content-encoding'], accepts).toBe(encoding);
      expect(response.headers['content-type'], accepts).toBe(
        'application/javascript; charset=utf-8',
      );
      expect(response.headers.vary, accepts).toContain('Accept-Encoding');
      expect(response.body, accepts).toBe(body);
    }
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
      // Audio prompts from the portal only, as the broker accepts them without a media origin.
      expect(String(response.headers['content-security-policy'])).toContain("media-src 'self'");
      // A production build runs no WebAssembly and compiles no code at run time; its one
      // inline script is the home pages' banner script, allowed by its hash.
      expect(String(response.headers['content-security-policy'])).toContain(
        `script-src 'self' ${visitorBannerScriptSource};`,
      );
    }
  });

  it("lets a mock build's pages run the mock API (WebAssembly and compiled validators) only", async () => {
    const mockDir = mkdtempSync(path.join(os.tmpdir(), 'telco-apps-mocks-'));
    mkdirSync(path.dirname(path.join(mockDir, appEntries.admin)), { recursive: true });
    writeFileSync(path.join(mockDir, appEntries.admin), '<!doctype html><title>admin</title>');
    writeFileSync(path.join(mockDir, 'mockServiceWorker.js'), '// the mock API worker');
    const mocked = await startTestServer({ name: 'sqlite', url: undefined }, { appsDir: mockDir });
    try {
      const response = await mocked.app.inject({ url: '/admin' });
      expect(String(response.headers['content-security-policy'])).toContain(
        `script-src 'self' ${visitorBannerScriptSource} 'wasm-unsafe-eval' 'unsafe-eval';`,
      );
    } finally {
      await mocked.close();
      rmSync(mockDir, { recursive: true, force: true });
    }
  });

  it("writes the answers of a first visit's home into the portal's home pages, and the first banner's preload", async () => {
    const context = { operatorId: 1, languageId: 1 };
    const asked = await Promise.all([
      server.app.inject({ url: '/api/portal/get-banner?operatorId=1&languageId=1' }),
      server.app.inject({ method: 'POST', url: '/api/portal/paid-service', payload: context }),
      server.app.inject({ method: 'POST', url: '/api/portal/free-service', payload: context }),
      server.app.inject({ url: '/api/portal/get-operator' }),
      server.app.inject({ url: '/api/portal/get-language/1' }),
      server.app.inject({ url: '/api/portal/get-menu/1/1' }),
      server.app.inject({
        method: 'POST',
        url: '/api/portal/get-footer-section',
        payload: context,
      }),
    ]);
    const [banners, paid, free, operators, languages, menu, footer] = asked.map((answer) =>
      answer.json<{ data: unknown }>(),
    );
    // The first banner of each operator in each of its languages, the default visitor's too.
    const bannerOf = async (operatorId: number, languageId: number) =>
      (
        await server.app.inject({
          url: `/api/portal/get-banner?operatorId=${String(operatorId)}&languageId=${String(languageId)}`,
        })
      ).json<{ data: { image: string }[] }>().data[0]?.image;
    const firstBanners: Record<number, Record<number, string | undefined>> = {};
    for (const { id: operatorId } of (operators as { data: { id: number }[] }).data) {
      const listed = await server.app.inject({
        url: `/api/portal/get-language/${String(operatorId)}`,
      });
      const entries = await Promise.all(
        listed
          .json<{ data: { id: number }[] }>()
          .data.map(async ({ id }) => [id, await bannerOf(operatorId, id)] as const),
      );
      firstBanners[operatorId] = Object.fromEntries(entries);
    }
    expect(firstBanners[1]?.[1]).toBe((banners as { data: { image: string }[] }).data[0]?.image);
    expect(Object.keys(firstBanners[2] ?? {})).not.toHaveLength(0);
    // The frame's answers are the demo's, not empty ones that would show nothing.
    expect(operators?.data).toHaveLength(2);
    expect(menu?.data).not.toHaveLength(0);
    for (const url of ['/', '/m', '/home']) {
      const page = await server.app.inject({ url });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(page.headers['cache-control'], url).toBe('no-cache');
      const found = new RegExp(
        `<script type="application/json" id="${firstAnswersElementId}">(.*?)</script></head>`,
      ).exec(page.body);
      expect(found, url).not.toBeNull();
      expect(JSON.parse(found?.[1] ?? '')).toEqual({
        ...context,
        banners,
        paid,
        free,
        operators,
        languages,
        menu,
        footer,
      });
      // No preload of a banner the page cannot know is the visitor's: the page's script
      // chooses it by the visitor's stored operator and language.
      expect(page.body, url).not.toContain('rel="preload"');
      expect(page.body, url).toContain(
        `<script type="application/json" id="${firstBannersElementId}">${JSON.stringify(
          firstBanners,
        )}</script><script>${visitorBannerScript({ operatorId: 1, languageId: 1 })}</script><script type="module"`,
      );
    }
    // Other pages of the portal are the built page as it is.
    const other = await server.app.inject({ url: '/history' });
    expect(other.body).not.toContain(firstAnswersElementId);
    expect(other.body).not.toContain(firstBannersElementId);
  });

  it('keeps what the answers hold from ending their script element', async () => {
    const { db } = server.app;
    const [banner] = await db
      .selectFrom('portal_content')
      .select(['id', 'data'])
      .where('section', '=', 'banners')
      .orderBy('operator_id')
      .orderBy('position')
      .orderBy('id')
      .limit(1)
      .execute();
    expect(banner).toBeDefined();
    const data = JSON.parse(banner?.data ?? '{}') as { title?: string };
    await db
      .updateTable('portal_content')
      .set({ data: JSON.stringify({ ...data, title: '</script><script>alert(1)</script>' }) })
      .where('id', '=', banner?.id ?? 0)
      .execute();
    const page = await server.app.inject({ url: '/' });
    expect(page.body).not.toContain('<script>alert(1)');
    const found = new RegExp(
      `<script type="application/json" id="${firstAnswersElementId}">(.*?)</script>`,
    ).exec(page.body);
    expect(found?.[1]).toContain('\\u003c/script>');
    await db
      .updateTable('portal_content')
      .set({ data: banner?.data ?? '' })
      .where('id', '=', banner?.id ?? 0)
      .execute();
  });
});
