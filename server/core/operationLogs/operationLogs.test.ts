// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Schema } from '../../../domain/schema';
import { buildServer } from '../../node/app';
import { readConfig } from '../../node/config';
import { openDatabase } from '../../node/db/database';
import type { Database } from '../db/schema';
import { testDatabases } from '../../testing/databases';
import { startTestServer, type TestServer } from '../../testing/testServer';
import { operationLogWriter, pathOf, redact } from './recorder';

type LogPage = Omit<Schema<'OperationLogPage'>, 'data'> & { data: Schema<'OperationLog'>[] };

describe('redacting logged input', () => {
  it('masks password, token and secret fields at any depth, and cuts deep nesting', () => {
    expect(
      redact({
        name: 'Care',
        password: 'p',
        old_password: 'o',
        app_secret: 's',
        nested: { api_token: 't', list: [{ Password_Confirmation: 'c', keep: 1 }] },
      }),
    ).toEqual({
      name: 'Care',
      password: '***',
      old_password: '***',
      app_secret: '***',
      nested: { api_token: '***', list: [{ Password_Confirmation: '***', keep: 1 }] },
    });
    let deep: unknown = 'bottom';
    for (let level = 0; level < 100; level += 1) deep = { level: deep };
    expect(JSON.stringify(redact(deep))).toContain('…');
  });
});

describe('the logged path', () => {
  it('is the path a URL parser reads, without its leading slash or query', () => {
    for (const url of [
      '/api/departments?page=1',
      '/api/departments',
      '//api/users/7?x=/y',
      '/api/a/../b?x=1',
      '/api/a%2Fb/./c',
      '/api/caf\u00e9',
      '/api\\users',
      '/api/x#frag',
      '/',
    ]) {
      expect(pathOf(url), url).toBe(new URL(url, 'http://localhost').pathname.replace(/^\/+/, ''));
    }
  });
});

describe('the operation log writer', () => {
  /** A database double whose inserts finish when the test says so. */
  const fakeDatabase = () => {
    const batches: string[][] = [];
    const pending: { resolve: () => void; reject: (error: Error) => void }[] = [];
    const db = {
      insertInto: () => ({
        values: (rows: { path: string }[]) => ({
          execute: () =>
            new Promise<void>((resolve, reject) => {
              batches.push(rows.map((row) => row.path));
              pending.push({ resolve, reject });
            }),
        }),
      }),
    } as unknown as Kysely<Database>;
    /** Lets the oldest insert finish (or fail), then the writer take its next step. */
    const settle = async (error?: Error) => {
      const next = pending.shift();
      if (error === undefined) next?.resolve();
      else next?.reject(error);
      await new Promise((resolve) => setImmediate(resolve));
    };
    return { db, batches, settle };
  };
  const entry = (path: string) => ({
    user_id: 1,
    method: 'GET',
    path,
    ip: '127.0.0.1',
    input: '[]',
    created_at: '2025-06-01T00:00:00.000Z',
  });

  it('writes the entries of one delay in one batch, off the call that queued them', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const { db, batches, settle } = fakeDatabase();
      const writer = operationLogWriter(db, { error: () => undefined }, { flushDelayMs: 100 });
      writer.record(entry('a'));
      writer.record(entry('b'));
      expect(batches).toEqual([]);
      await vi.advanceTimersByTimeAsync(99);
      writer.record(entry('c'));
      expect(batches).toEqual([]);
      // The delay counts from the first entry of the batch, not the last.
      await vi.advanceTimersByTimeAsync(1);
      expect(batches).toEqual([['a', 'b', 'c']]);
      // Entries queued while a batch is being written go into the next one, right after it.
      writer.record(entry('d'));
      writer.record(entry('e'));
      await settle();
      expect(batches).toEqual([
        ['a', 'b', 'c'],
        ['d', 'e'],
      ]);
      await settle();
      await writer.drain();
      writer.record(entry('f'));
      await vi.advanceTimersByTimeAsync(100);
      expect(batches).toEqual([['a', 'b', 'c'], ['d', 'e'], ['f']]);
      await settle();
    } finally {
      vi.useRealTimers();
    }
  });

  it('writes at once when a batch is full, and on drain', async () => {
    const { db, batches, settle } = fakeDatabase();
    const writer = operationLogWriter(db, { error: () => undefined }, { flushDelayMs: 60_000 });
    for (let index = 0; index < 500; index += 1) writer.record(entry(`full-${index}`));
    expect(batches).toHaveLength(1);
    expect(batches[0]).toHaveLength(500);
    await settle();
    writer.record(entry('late'));
    expect(batches).toHaveLength(1);
    let drained = false;
    const draining = writer.drain().then(() => {
      drained = true;
    });
    expect(batches[1]).toEqual(['late']);
    await new Promise((resolve) => setImmediate(resolve));
    expect(drained).toBe(false);
    await settle();
    await draining;
    expect(drained).toBe(true);
  });

  it('reports a failed write and goes on with the next entries', async () => {
    const { db, batches, settle } = fakeDatabase();
    const errors: unknown[] = [];
    const writer = operationLogWriter(db, { error: (...args: unknown[]) => errors.push(args) });
    writer.record(entry('a'));
    void writer.drain();
    writer.record(entry('b'));
    await settle(new Error('disk full'));
    await settle();
    await writer.drain();
    expect(batches).toEqual([['a'], ['b']]);
    expect(errors).toHaveLength(1);
  });
});

describe.each(testDatabases())('operation log on $name', (database) => {
  let server: TestServer;
  let adminToken: string;
  let adminId: number;
  let otherToken: string;
  let otherId: number;

  const logs = async (query = '') => {
    const response = await server.api.request<LogPage>({
      method: 'GET',
      url: `/api/auth/logs${query}`,
      token: adminToken,
    });
    expect(response.status).toBe(200);
    return response.body;
  };

  /**
   * Waits until the entries of answered calls are written: they are queued by the onResponse
   * hook once the answer is out, so let that turn finish, then drain the writer.
   */
  const settled = async (app = server.app) => {
    await new Promise((resolve) => setImmediate(resolve));
    await app.operationLog.drain();
  };

  beforeAll(async () => {
    server = await startTestServer(database);
    adminToken = await server.login();
    adminId = await server.userIdOf(adminToken);
    // Another administrator: the calls under test are theirs to make.
    otherId = await server.createAdmin('care.agent', 'care-password', 'administrator');
    otherToken = await server.login('care.agent', 'care-password');
  });
  afterAll(() => server.close());

  it('records every authenticated call with user, method, path, IP and masked input', async () => {
    const stored = await server.api.request<Schema<'OrganizationResponse'>>({
      method: 'POST',
      url: '/api/organizations?source=import',
      token: otherToken,
      body: { name: 'U Mobile Sdn Bhd', mobile_no: '60183881888', status: 1 },
      headers: { 'x-forwarded-for': '203.106.88.14' },
    });
    expect(stored.status).toBe(201);
    await server.api.request({
      method: 'POST',
      url: '/api/admin-users',
      token: otherToken,
      body: {
        username: 'nurul.aisyah',
        name: 'Nurul Aisyah',
        password: 'Welcome@2025',
        password_confirmation: 'Welcome@2025',
      },
    });
    // Refused (401) calls name no user: they are not recorded.
    await server.api.request({ method: 'GET', url: '/api/departments', token: 'nope' });
    await settled();

    const page = await logs(`?user_id=${otherId}`);
    expect(page.data.map((entry) => `${entry.method} ${entry.path}`)).toEqual([
      'POST api/admin-users',
      'POST api/organizations',
    ]);
    const [user, organization] = page.data;
    expect(organization).toMatchObject({
      user_id: otherId,
      user: { id: otherId, name: 'care.agent' },
      // Without TRUST_PROXY the header is ignored: the address is the connection's.
      ip: '127.0.0.1',
    });
    expect(JSON.parse(organization?.input ?? '')).toEqual({
      source: 'import',
      name: 'U Mobile Sdn Bhd',
      mobile_no: '60183881888',
      status: 1,
    });
    expect(JSON.parse(user?.input ?? '')).toMatchObject({
      password: '***',
      password_confirmation: '***',
    });
    expect(JSON.stringify(page)).not.toContain('Welcome@2025');

    const shown = await server.api.request<Schema<'OperationLogResponse'>>({
      method: 'GET',
      url: `/api/auth/logs/${organization?.id ?? 0}`,
      token: adminToken,
    });
    expect(shown.body.data).toEqual(organization);
  });

  it('records sign-out, validation failures and unimplemented calls, and never the sign-in', async () => {
    const token = await server.login('care.agent', 'care-password');
    await server.api.request({ method: 'POST', url: '/api/departments', token, body: {} });
    await server.api.request({ method: 'GET', url: '/api/cbs/product/all-product', token });
    await server.api.request({ method: 'POST', url: '/api/auth/logout', token });
    await settled();
    const page = await logs(`?user_id=${otherId}&per_page=3`);
    expect(page.data.map((entry) => `${entry.method} ${entry.path} ${entry.input}`)).toEqual([
      'POST api/auth/logout []',
      'GET api/cbs/product/all-product []',
      'POST api/departments []',
    ]);
    const logins = await logs('?path=api/auth/login');
    expect(logins.total).toBe(0);
  });

  it('filters by user, method, path prefix and IP', async () => {
    await server.api.request({ method: 'GET', url: '/api/departments?page=1', token: adminToken });
    await server.api.request({ method: 'GET', url: '/api/departments/999', token: adminToken });
    await settled();

    const byPath = await logs('?path=api/departments');
    expect(byPath.data.every((entry) => entry.path.startsWith('api/departments'))).toBe(true);
    expect(byPath.data.map((entry) => entry.path)).toEqual(
      expect.arrayContaining(['api/departments', 'api/departments/999']),
    );
    // A pasted leading slash finds the same entries; the prefix is case-sensitive.
    expect((await logs('?path=/api/departments')).total).toBe(byPath.total);
    expect((await logs('?path=API/departments')).total).toBe(0);
    expect((await logs('?path=departments')).total).toBe(0);

    const posts = await logs('?method=POST');
    expect(posts.data.every((entry) => entry.method === 'POST')).toBe(true);
    expect(posts.total).toBeGreaterThan(0);
    const mine = await logs(`?user_id=${adminId}&method=GET`);
    expect(mine.data.every((entry) => entry.user_id === adminId)).toBe(true);

    // Injected requests come from 127.0.0.1; the address matches whole, not as a prefix.
    const local = await logs('?ip=127.0.0.1');
    expect(local.total).toBeGreaterThan(0);
    expect(local.data.every((entry) => entry.ip === '127.0.0.1')).toBe(true);
    expect((await logs('?ip=127.0.0')).total).toBe(0);
    const bad = await server.api.request<Schema<'ValidationError'>>({
      method: 'GET',
      url: '/api/auth/logs?method=FETCH',
      token: adminToken,
    });
    expect(bad.status).toBe(422);
  });

  it('takes the client address from X-Forwarded-For behind a trusted proxy', async () => {
    const proxied = await startTestServer(database, { trustProxy: true });
    try {
      const token = await proxied.login();
      await proxied.api.request({
        method: 'GET',
        url: '/api/all-roles',
        token,
        headers: { 'x-forwarded-for': '203.106.88.14' },
      });
      await settled(proxied.app);
      const response = await proxied.api.request<LogPage>({
        method: 'GET',
        url: '/api/auth/logs?ip=203.106.88.14',
        token,
      });
      expect(response.body.data.map((entry) => entry.path)).toEqual(['api/all-roles']);
    } finally {
      await proxied.close();
    }
  });

  it('is read-only, and keeps the entries of a deleted user', async () => {
    const post = await server.api.request({
      method: 'POST',
      url: '/api/auth/logs',
      token: adminToken,
      body: {},
    });
    expect(post.status).toBe(404);
    await server.api.request({
      method: 'DELETE',
      url: `/api/admin-users/${otherId}`,
      token: adminToken,
    });
    await settled();
    const page = await logs(`?user_id=${otherId}`);
    expect(page.total).toBeGreaterThan(0);
    for (const entry of page.data)
      expect(entry.user).toEqual({ id: otherId, name: 'Deleted user' });
  });

  it.runIf(database.name === 'sqlite')(
    'writes what is still queued when the server closes',
    async () => {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'telco-log-'));
      try {
        const config = { ...readConfig({}), dataDir, logLevel: 'silent', demoData: false };
        const app = await buildServer(config);
        const login = await app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { username: 'admin', password: 'admin123' },
        });
        const { token } = login.json<{ token: string }>();
        await app.inject({
          method: 'GET',
          url: '/api/all-roles',
          headers: { authorization: `Bearer ${token}` },
        });
        // Closed at once: the entry may still be queued, and must be written before the
        // database closes.
        await app.close();
        const handle = await openDatabase({ databaseUrl: undefined, dataDir });
        const rows = await handle.db.selectFrom('operation_logs').select('path').execute();
        await handle.close();
        expect(rows).toEqual([{ path: 'api/all-roles' }]);
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  );
});
