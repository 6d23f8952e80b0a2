// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectToBroker } from '../../testing/brokerClient';
import { testDatabases } from '../../testing/databases';
import { portalSignIn } from '../../testing/portalSession';
import { startOwnRedis } from '../../testing/redis';
import { startTcpProxy, type TcpProxy } from '../../testing/tcpProxy';
import { startTestServer, type TestServer } from '../../testing/testServer';
import { apiReferencePolicy, redocScriptUrl } from './apiReference';

/** The token this suite's server takes for /metrics from other machines. */
const metricsToken = 'scrape-3f9c1e7a5b2d4c60';

/**
 * The sum of a metric's samples whose labels include `labels`, in Prometheus's text format
 * (a histogram's `_count` and `_sum` are metrics of their own here).
 */
function sampleSum(text: string, name: string, labels: Record<string, string> = {}): number {
  let sum = 0;
  for (const line of text.split('\n')) {
    const match = /^([a-z_]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (match?.[1] !== name) continue;
    const given = match[2] ?? '';
    if (Object.entries(labels).every(([key, value]) => given.includes(`${key}="${value}"`))) {
      sum += Number(match[3]);
    }
  }
  return sum;
}

/** `/readyz`'s status code and body. */
async function readiness(server: TestServer) {
  const response = await server.app.inject({ url: '/readyz' });
  return { status: response.statusCode, body: response.json<unknown>() };
}

describe.each(testDatabases())('operations endpoints ($name)', (database) => {
  let server: TestServer;
  // PostgreSQL is reached through a relay the last test cuts (the shared server stays up).
  let proxy: TcpProxy | undefined;

  beforeAll(async () => {
    let url = database.url;
    if (url !== undefined) {
      const direct = new URL(url);
      proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
      direct.hostname = '127.0.0.1';
      direct.port = String(proxy.port);
      url = direct.toString();
    }
    server = await startTestServer({ ...database, url }, { metricsToken });
  });

  /** The metrics as a scraper on this machine reads them. */
  const scrape = async () => {
    const response = await server.app.inject({ url: '/metrics' });
    expect(response.statusCode).toBe(200);
    return response.body;
  };
  afterAll(async () => {
    await proxy?.restore();
    await server.close();
    await proxy?.cut();
  });

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

  it('shows requests, latencies, cache reads, broker clients, deliveries and one-time codes move under a short load', async () => {
    const before = await scrape();
    const token = await server.login();
    const calls = 20;
    for (let call = 0; call < calls; call += 1) {
      const response = await server.app.inject({
        url: '/api/auth/get-user',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.statusCode).toBe(200);
    }
    await server.app.inject({ url: '/api/auth/get-user' });
    await portalSignIn(server, '60125552002');
    const url = await server.listenForBroker();
    const userId = await server.userIdOf(token);
    const bell = await connectToBroker(url, { username: 'admin', password: token });
    try {
      await bell.subscribeAsync(`user-${userId}`);
      const heard = new Promise((resolve) => bell.once('message', resolve));
      await server.app.publisher.publish(`user-${userId}`, { title: 'Metered' });
      await heard;
      const after = await scrape();

      const moved = (name: string, labels?: Record<string, string>) =>
        sampleSum(after, name, labels) - sampleSum(before, name, labels);
      const profile = { operation: 'getAuthUser', method: 'GET', status: '200' };
      expect(moved('tck_http_requests_total', profile)).toBe(calls + 1);
      expect(moved('tck_http_request_duration_seconds_count', profile)).toBe(calls + 1);
      expect(moved('tck_http_request_duration_seconds_sum', profile)).toBeGreaterThan(0);
      expect(moved('tck_http_requests_total', { ...profile, status: '401' })).toBe(1);
      expect(moved('tck_http_requests_total', { operation: 'loginAdmin', status: '200' })).toBe(1);
      // The profile each call reads is kept after the first read.
      expect(moved('tck_read_cache_reads_total', { result: 'hit' })).toBeGreaterThan(calls / 2);
      expect(moved('tck_read_cache_reads_total', { result: 'miss' })).toBeGreaterThan(0);
      expect(moved('tck_otp_sends_total', { channel: 'sms' })).toBe(1);
      expect(sampleSum(after, 'tck_mqtt_clients')).toBe(1);
      expect(moved('tck_mqtt_messages_delivered_total', { kind: 'notification' })).toBe(1);
      expect(sampleSum(after, 'tck_report_queue_depth')).toBe(0);
      if (database.name === 'postgres') {
        expect(sampleSum(after, 'tck_db_pool_connections', { state: 'total' })).toBeGreaterThan(0);
      }
      expect(sampleSum(after, 'tck_process_resident_memory_bytes')).toBeGreaterThan(0);
    } finally {
      await bell.endAsync();
    }
  });

  it('shows the metrics only to this machine or to the holder of the token', async () => {
    const from = (remoteAddress: string, headers: Record<string, string> = {}) =>
      server.app.inject({ url: '/metrics', remoteAddress, headers }).then((r) => r.statusCode);
    expect(await from('127.0.0.1')).toBe(200);
    expect(await from('::1')).toBe(200);
    expect(await from('203.0.113.7')).toBe(403);
    expect(await from('203.0.113.7', { authorization: 'Bearer wrong' })).toBe(403);
    expect(await from('203.0.113.7', { authorization: `Bearer ${metricsToken}x` })).toBe(403);
    expect(await from('203.0.113.7', { authorization: `Bearer ${metricsToken}` })).toBe(200);
    // A local balancer's sockets are loopback: what it forwards needs the token too.
    expect(await from('127.0.0.1', { 'x-forwarded-for': '203.0.113.7' })).toBe(403);
    expect(await from('127.0.0.1', { forwarded: 'for=203.0.113.7' })).toBe(403);
  });

  it('still answers 404 for any other path under /api', async () => {
    for (const url of ['/api/docs/other.js', '/api/docsx', '/api/openapi.yaml']) {
      const response = await server.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({ message: 'Not found.' });
    }
  });

  // Last: it cuts the database off, and only PostgreSQL is reached over the network.
  if (database.name === 'postgres') {
    it('names the database as degraded while it cannot be reached', async () => {
      await proxy?.cut();
      expect(await readiness(server)).toEqual({
        status: 503,
        body: {
          status: 'degraded',
          checks: { database: 'down', broker: 'up' },
          degraded: ['database'],
        },
      });
      await proxy?.restore();
      await expect
        .poll(async () => (await readiness(server)).status, { timeout: 10_000 })
        .toBe(200);
    });
  }
});

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
        // A check slower than the 200 ms allowed (a busy machine) counts Redis away until the
        // next one answers: the server is ready once Redis has answered in time.
        await expect
          .poll(() => readiness(server), { timeout: 10_000 })
          .toEqual({
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
