// @vitest-environment node
import { linkSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/testServer';
import { placeOfUrl, samePgDatabase } from './ownDatabase';

interface Failure {
  message: string;
  errors: Record<string, string[]>;
}

describe("the console's own PostgreSQL database", () => {
  it('is read from DATABASE_URL with libpq defaults', () => {
    expect(placeOfUrl('postgres://console@db.internal:6432/telco')).toEqual({
      host: 'db.internal',
      port: 6432,
      database: 'telco',
    });
    expect(placeOfUrl('postgres:///telco?host=/var/run/postgresql', {})).toEqual({
      host: '/var/run/postgresql',
      port: 5432,
      database: 'telco',
    });
    expect(placeOfUrl('postgres://console@%2Fvar%2Frun%2Fpostgresql/telco', {})).toEqual({
      host: '/var/run/postgresql',
      port: 5432,
      database: 'telco',
    });
    expect(placeOfUrl('postgres://console@[::1]', {})).toEqual({
      host: '::1',
      port: 5432,
      database: 'console',
    });
  });

  it('is the same database under any name of this machine, and only with its port and name', async () => {
    const console = { host: '127.0.0.1', port: 5432, database: 'telco' };
    for (const host of [
      'localhost',
      'LOCALHOST',
      '127.0.0.1',
      '127.1.2.3',
      '::1',
      '[::1]',
      '0.0.0.0',
      '/tmp',
    ]) {
      expect(await samePgDatabase({ ...console, host }, console), host).toBe(true);
    }
    expect(await samePgDatabase({ ...console, port: 5433 }, console)).toBe(false);
    expect(await samePgDatabase({ ...console, database: 'reporting' }, console)).toBe(false);
    expect(await samePgDatabase({ ...console, host: '192.0.2.10' }, console)).toBe(false);
  });
});

describe("the console's own SQLite file", () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'telco-own-'));
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    server = await startTestServer({ name: 'sqlite', url: undefined }, { dataDir });
    token = await server.login();
    const reporting = path.join(dataDir, 'reporting');
    symlinkSync(path.join(dataDir, 'telco.sqlite'), path.join(reporting, 'mirror.sqlite'));
    linkSync(path.join(dataDir, 'telco.sqlite'), path.join(reporting, 'twin.sqlite'));
    symlinkSync('/etc/hostname', path.join(reporting, 'elsewhere.sqlite'));
  });
  afterAll(async () => {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it.each([
    [
      'mirror',
      "The SQLite database mirror.sqlite is the console's own database, which reports cannot read.",
    ],
    [
      'twin',
      "The SQLite database twin.sqlite is the console's own database, which reports cannot read.",
    ],
    ['elsewhere', 'The SQLite database elsewhere.sqlite links outside the reporting folder.'],
  ])('cannot be reached through %s.sqlite, saved or used', async (name, message) => {
    const saved = await server.api.request<Failure>({
      method: 'POST',
      url: '/api/database-connections',
      token,
      body: {
        connection_name: `link_${name}`,
        driver: 'sqlite',
        host: 'localhost',
        port: 1,
        database: name,
        username: 'reports',
        password: 'x',
        status: 1,
      },
    });
    expect(saved.status).toBe(422);
    expect(saved.body.errors.database).toEqual([message]);
    const now = new Date().toISOString();
    const row = await server.app.db
      .insertInto('database_connections')
      .values({
        connection_name: `stored_${name}`,
        driver: 'sqlite',
        host: 'localhost',
        port: 1,
        database: name,
        username: 'reports',
        password: 'x',
        status: 1,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const tables = await server.api.request<Failure>({
      method: 'GET',
      url: `/api/ext-report-builder/get-tables-by-connection?connection=${String(row.id)}`,
      token,
    });
    expect(tables.status).toBe(422);
    expect(tables.body.errors.connection).toEqual([message]);
  });
});
