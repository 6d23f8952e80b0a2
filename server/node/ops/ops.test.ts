// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../testing/databases';
import { startOwnRedis } from '../../testing/redis';
import { startTcpProxy } from '../../testing/tcpProxy';
import { startTestServer, type TestServer } from '../../testing/testServer';
import { apiReferencePolicy, redocScriptUrl } from './apiReference';

describe.each(testDatabases())('operations endpoints ($name)', (database) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(database);
  });
  afterAll(() => server.close());

  it('serves the bundled contract and its reference page, under a strict policy', async () => {
    const contract = await server.app.inject({ url: '/api/openapi.json' });
    expect(contract.statusCode).toBe(200);
    expect(contract.headers['content-type']).toBe('application/json; charset=utf-8');
    const document = contract.json<{ info: { title: string }; paths: object }>();
    expect(document.info.title).toBe('Telco Console Kit API');
    expect(Object.keys(document.paths)).toContain('/auth/login');

    const page = await server.app.inject({ url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toBe(apiReferencePolicy);
    expect(page.body).toContain(`<script src="${redocScriptUrl}"></script>`);
    expect(page.body).toContain('<redoc spec-url="/api/openapi.json"></redoc>');
    const script = await server.app.inject({ url: redocScriptUrl });
    expect(script.statusCode).toBe(200);
    expect(script.body).not.toContain('cdn.redoc.ly');
  });

  it('is alive and ready while the database and the broker answer', async () => {
    const alive = await server.app.inject({ url: '/healthz' });
    expect(alive.statusCode).toBe(200);
    expect(alive.json()).toEqual({ status: 'ok' });
    const ready = await server.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.headers['cache-control']).toBe('no-store');
    expect(ready.json()).toEqual({
      status: 'ready',
      checks: { database: 'up', broker: 'up' },
    });
  });

  it('still answers 404 for any other path under /api', async () => {
    for (const url of ['/api/docs/other.js', '/api/docsx', '/api/openapi.yaml']) {
      const response = await server.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({ message: 'Not found.' });
    }
  });
});

/** `/readyz`'s status code and body. */
async function readiness(server: TestServer) {
  const response = await server.app.inject({ url: '/readyz' });
  return { status: response.statusCode, body: response.json<unknown>() };
}

// Once, on SQLite: what Redis does to readiness does not depend on the database.
describe.each(testDatabases().filter(({ name }) => name === 'sqlite'))(
  'readiness when Redis stops ($name)',
  (database) => {
    it('names Redis as degraded while it is away, and is ready again once it is back', async () => {
      const redis = await startOwnRedis();
      const server = await startTestServer(database, {
        redisUrl: redis.url,
        redisTimeoutMs: 200,
      });
      try {
        expect(await readiness(server)).toEqual({
          status: 200,
          body: { status: 'ready', checks: { database: 'up', redis: 'up', broker: 'up' } },
        });
        await redis.kill();
        await expect
          .poll(() => readiness(server), { timeout: 10_000 })
          .toEqual({
            status: 503,
            body: {
              status: 'degraded',
              checks: { database: 'up', redis: 'down', broker: 'up' },
              degraded: ['redis'],
            },
          });
        await redis.startAgain();
        await expect
          .poll(async () => (await readiness(server)).status, { timeout: 10_000 })
          .toBe(200);
      } finally {
        await server.close();
        await redis.stop();
      }
    });
  },
);

describe.each(testDatabases().filter(({ name }) => name === 'postgres'))(
  'readiness when the database is unreachable ($name)',
  (database) => {
    it('names the database as degraded while it cannot be reached', async () => {
      const url = new URL(database.url ?? '');
      const proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
      url.hostname = '127.0.0.1';
      url.port = String(proxy.port);
      const server = await startTestServer({ ...database, url: url.toString() });
      try {
        expect(await readiness(server)).toMatchObject({ status: 200 });
        await proxy.cut();
        expect(await readiness(server)).toEqual({
          status: 503,
          body: {
            status: 'degraded',
            checks: { database: 'down', broker: 'up' },
            degraded: ['database'],
          },
        });
        await proxy.restore();
        await expect
          .poll(async () => (await readiness(server)).status, { timeout: 10_000 })
          .toBe(200);
      } finally {
        await server.close();
        await proxy.cut();
      }
    });
  },
);
