// @vitest-environment node
// Report connections on PostgreSQL, tried as an attacker would: SQL handed to functions as text,
// dblink to a second, writable session, programs run by COPY, other sessions killed, locks kept
// past the report, roles that can write, the console's own database, results larger than the
// server should hold. Each database here is a throwaway one; dblink is installed in one of them.
import { randomBytes } from 'node:crypto';
import { existsSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Schema } from '../../../domain/schema';
import { startTestServer, type TestServer } from '../../testing/testServer';
import type { ConnectionRow } from '../../core/reportBuilder/targets';
import { ReportConnections } from './connections';
import { reportPool, runStatement } from './pgRunner';
import { storedColumnsOf } from '../../core/reportBuilder/reports';
import { maxResultBytes, resultTooLarge } from '../../core/reportBuilder/resultLimits';

interface Failure {
  message: string;
  errors: Record<string, string[]>;
}

const base = '/api/ext-report-builder';
const postgresUrl = process.env.TEST_DATABASE_URL;
// Runs once, in the PostgreSQL project (or wherever no engine is chosen).
const onPostgres =
  postgresUrl !== undefined && postgresUrl !== '' && process.env.TEST_DATABASE_ENGINE !== 'sqlite';
const readOnlyFix = 'reports need a read-only role (see the README: a reporting role).';
/** Two databases, three roles and a server: seconds on a busy machine. */
const setupTimeoutMs = 60_000;

describe.runIf(onPostgres)('pgsql report connections, tried as an attacker', () => {
  const url = new URL(postgresUrl ?? 'postgres://localhost');
  const host = url.hostname;
  const port = Number(url.port || 5432);
  const superuser = decodeURIComponent(url.username) || 'postgres';
  const suffix = randomBytes(5).toString('hex');
  const plainDb = `tck_reports_${suffix}`;
  const dblinkDb = `tck_dblink_${suffix}`;
  const owner = `sec_owner_${suffix}`;
  const reader = `sec_reader_${suffix}`;
  const marker = path.join(os.tmpdir(), `tck_program_${suffix}`);
  const lockKey = 7_000_000 + Math.floor(Math.random() * 1_000_000);
  const viewLockKey = lockKey + 1;
  let admin: pg.Client;
  const on: Record<string, pg.Client> = {};
  let server: TestServer;
  let token: string;
  const connection: Record<'reader' | 'owner' | 'superuser' | 'linkedSuperuser', string> = {
    reader: '',
    owner: '',
    superuser: '',
    linkedSuperuser: '',
  };

  const clientOn = (database: string, user = superuser, name = 'tck-tests') =>
    new pg.Client({
      host,
      port,
      database,
      user,
      password: 'reports-pass',
      application_name: name,
    });
  const request = <Body = unknown>(method: 'GET' | 'POST', route: string, body?: unknown) =>
    server.api.request<Body>({ method, url: route, token, body });
  const saveConnection = (username: string, database: string) =>
    request<Schema<'DatabaseConnectionResponse'>>('POST', '/api/database-connections', {
      connection_name: `sec_${username}_${database}`.slice(0, 100),
      driver: 'pgsql',
      host,
      port,
      database,
      username,
      password: 'reports-pass',
      status: 1,
    });
  const saveRaw = (on: string, query: string) =>
    request<Failure>('POST', `${base}/store-report-query/0`, {
      data: {
        id: 0,
        report_name: 'Probe',
        db_connection_name: on,
        query_type: 'raw_query',
        raw_query: query,
      },
    });
  /** Runs a raw report stored as one saved before these checks would have been. */
  const runStored = async (on: string, query: string) => {
    const now = new Date().toISOString();
    const stored = await server.app.db
      .insertInto('query_reports')
      .values({
        ...storedColumnsOf(
          { report_name: 'Stored probe', query_type: 'raw_query', raw_query: query },
          Number(on),
        ),
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return request<Failure & Schema<'ReportRunResult'>>(
      'GET',
      `${base}/query-reports/${String(stored.id)}/run`,
    );
  };
  const rowsIn = async (client: pg.Client) =>
    Number((await client.query<{ n: string }>('SELECT COUNT(*) AS n FROM reporting.t')).rows[0]?.n);
  const lockIsFree = async (key: number) => {
    const taken = await on.plain?.query<{ taken: boolean }>(
      `SELECT pg_try_advisory_lock(${String(key)}) AS taken`,
    );
    if (taken?.rows[0]?.taken === true) {
      await on.plain?.query(`SELECT pg_advisory_unlock(${String(key)})`);
    }
    return taken?.rows[0]?.taken;
  };
  const rowOf = async (id: string): Promise<ConnectionRow> =>
    server.app.db
      .selectFrom('database_connections')
      .selectAll()
      .where('id', '=', Number(id))
      .executeTakeFirstOrThrow();

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`CREATE ROLE ${owner} LOGIN PASSWORD 'reports-pass'`);
    await admin.query(`CREATE ROLE ${reader} LOGIN PASSWORD 'reports-pass'`);
    await admin.query(`ALTER ROLE ${reader} SET search_path = reporting`);
    for (const [name, database] of [
      ['plain', plainDb],
      ['linked', dblinkDb],
    ] as const) {
      await admin.query(`CREATE DATABASE ${database}`);
      const client = clientOn(database);
      await client.connect();
      on[name] = client;
      await client.query(`CREATE SCHEMA reporting AUTHORIZATION ${owner}`);
      await client.query('CREATE TABLE reporting.t (id integer PRIMARY KEY)');
      await client.query('INSERT INTO reporting.t SELECT generate_series(1, 5)');
      // A view whose owner made it take a lock: a way to a session lock without the report asking.
      await client.query(
        `CREATE VIEW reporting.locker AS SELECT 1 AS one FROM (SELECT pg_advisory_lock(${String(viewLockKey)})) AS taken`,
      );
      await client.query(`ALTER TABLE reporting.t OWNER TO ${owner}`);
      await client.query(`ALTER VIEW reporting.locker OWNER TO ${owner}`);
      await client.query(`GRANT USAGE ON SCHEMA reporting TO ${reader}`);
      await client.query(`GRANT SELECT ON ALL TABLES IN SCHEMA reporting TO ${reader}`);
    }
    await on.linked?.query('CREATE EXTENSION dblink');

    server = await startTestServer({ name: 'sqlite', url: undefined });
    token = await server.login();
    const saves = {
      reader: await saveConnection(reader, plainDb),
      owner: await saveConnection(owner, plainDb),
      superuser: await saveConnection(superuser, plainDb),
      linkedSuperuser: await saveConnection(superuser, dblinkDb),
    };
    for (const [name, saved] of Object.entries(saves)) {
      expect(saved.status, JSON.stringify(saved.body)).toBe(201);
      connection[name as keyof typeof connection] = String(saved.body.data.id);
    }
    expect(saves.reader.body.message).toBe('Database connection created successfully.');
  }, setupTimeoutMs);

  afterAll(async () => {
    await server.close();
    for (const client of Object.values(on)) await client.end();
    for (const database of [plainDb, dblinkDb]) {
      await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    }
    await admin.query(`DROP ROLE IF EXISTS ${reader}`);
    await admin.query(`DROP ROLE IF EXISTS ${owner}`);
    await admin.end();
    rmSync(marker, { force: true });
  }, setupTimeoutMs);

  it('refuses SQL handed to query_to_xml as text before it reaches the database', async () => {
    const query = "SELECT query_to_xml('DELETE FROM reporting.t', true, false, '') AS x";
    const saved = await saveRaw(connection.reader, query);
    expect(saved.status).toBe(422);
    expect(saved.body.errors['data.raw_query']).toEqual([
      'The function query_to_xml is not allowed in a report.',
    ]);
    const ran = await runStored(connection.reader, query);
    expect(ran.status).toBe(422);
    expect(ran.body.errors.raw_query).toEqual([
      'The function query_to_xml is not allowed in a report.',
    ]);
    expect(await rowsIn(on.plain ?? admin)).toBe(5);
  });

  it('deletes no row and runs no program through dblink, even on a superuser connection', async () => {
    const link = `host=${host} port=${String(port)} dbname=${dblinkDb} user=${superuser}`;
    const throughDblink = (command: string) =>
      `SELECT query_to_xml($q$SELECT dblink_exec('${link}', $c$${command}$c$)$q$, true, false, '') AS x`;
    const answers: [number, number, string][] = [];
    for (const query of [
      throughDblink('DELETE FROM reporting.t'),
      throughDblink(`COPY (SELECT 1) TO PROGRAM 'touch ${marker}'`),
      `SELECT dblink_exec('${link}', 'DELETE FROM reporting.t')`,
    ]) {
      const saved = await saveRaw(connection.linkedSuperuser, query);
      const ran = await runStored(connection.linkedSuperuser, query);
      answers.push([saved.status, ran.status, JSON.stringify(ran.body.errors)]);
    }
    expect(await rowsIn(on.linked ?? admin)).toBe(5);
    expect(existsSync(marker)).toBe(false);
    for (const [saved, ran, errors] of answers) {
      expect([saved, ran]).toEqual([422, 422]);
      expect(errors).toMatch(/is not allowed in a report/);
    }
  });

  it('kills no other session: pg_terminate_backend is refused, as a call or as text', async () => {
    const victimName = `victim_${suffix}`;
    const victim = clientOn(plainDb, reader, victimName);
    await victim.connect();
    try {
      const kill = `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = '${victimName}'`;
      const ran = await runStored(
        connection.reader,
        `SELECT query_to_xml($$${kill}$$, true, false, '') AS x`,
      );
      const saved = await saveRaw(connection.reader, kill);
      expect((await victim.query<{ one: number }>('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
      expect(ran.status).toBe(422);
      expect(saved.body.errors['data.raw_query']).toEqual([
        'The function pg_terminate_backend is not allowed in a report.',
      ]);
    } finally {
      await victim.end();
    }
  });

  it('takes no advisory lock that would outlive the report', async () => {
    const query = `SELECT pg_advisory_lock(${String(lockKey)}) AS locked`;
    const ran = await runStored(connection.reader, query);
    const saved = await saveRaw(connection.reader, query);
    expect(await lockIsFree(lockKey)).toBe(true);
    expect(ran.status).toBe(422);
    expect(saved.body.errors['data.raw_query']).toEqual([
      'The function pg_advisory_lock is not allowed in a report.',
    ]);
  });

  it('resets each connection before the pool takes it back: a lock a view took ends with the report', async () => {
    const ran = await runStored(connection.reader, 'SELECT one FROM locker');
    expect(ran.status, JSON.stringify(ran.body)).toBe(200);
    expect(ran.body.rows).toEqual([{ one: 1 }]);
    expect(await lockIsFree(viewLockKey)).toBe(true);
    const pooled = await on.plain?.query<{ query: string }>(
      "SELECT query FROM pg_stat_activity WHERE application_name = 'telco-console-reports' AND usename = $1",
      [reader],
    );
    expect(pooled?.rows.length).toBeGreaterThan(0);
    for (const session of pooled?.rows ?? []) expect(session.query).toBe('DISCARD ALL');
  });

  it('refuses FOR UPDATE and FOR SHARE', async () => {
    for (const [query, message] of [
      ['SELECT id FROM t FOR UPDATE', 'FOR UPDATE is not allowed in a report.'],
      ['SELECT id FROM t FOR SHARE', 'FOR SHARE is not allowed in a report.'],
    ]) {
      const saved = await saveRaw(connection.reader, query ?? '');
      expect(saved.status).toBe(422);
      expect(saved.body.errors['data.raw_query']).toEqual([message]);
    }
  });

  it('refuses every report on a role that can do more than read, naming what to change', async () => {
    const superuserProblem = `The role ${superuser} is a superuser: ${readOnlyFix}`;
    const cases: [string, string][] = [
      [connection.superuser, superuserProblem],
      [
        connection.owner,
        `The role ${owner} can create objects (in the schema reporting) and can change data (locker, t): ${readOnlyFix}`,
      ],
    ];
    for (const [id, problem] of cases) {
      const tables = await request<Failure>(
        'GET',
        `${base}/get-tables-by-connection?connection=${id}`,
      );
      expect(tables.status).toBe(422);
      expect(tables.body.errors.connection).toEqual([problem]);
      const saved = await saveRaw(id, 'SELECT id FROM reporting.t');
      expect(saved.status).toBe(422);
      expect(saved.body.errors['data.raw_query']).toEqual([problem]);
      const ran = await runStored(id, 'SELECT id FROM reporting.t');
      expect(ran.status).toBe(422);
      expect(ran.body.errors.raw_query).toEqual([problem]);
    }
    // Saving is allowed, and its answer says reports will be refused.
    const renamed = await request<Schema<'DatabaseConnectionResponse'>>(
      'POST',
      '/api/database-connections',
      {
        connection_name: `sec_again_${suffix}`,
        driver: 'pgsql',
        host,
        port,
        database: plainDb,
        username: superuser,
        password: 'reports-pass',
        status: 1,
      },
    );
    expect(renamed.status).toBe(201);
    expect(renamed.body.message).toBe(
      `Database connection created successfully. ${superuserProblem} Reports on this connection are refused until then.`,
    );
    // A reader on a database where dblink is installed is refused too.
    const linkedReader = await saveConnection(reader, dblinkDb);
    expect(linkedReader.body.message).toContain(
      'The database has dblink installed, which opens other sessions: reports need a read-only role on a database without them',
    );
  });

  it('runs reports on a read-only role', async () => {
    const saved = await saveRaw(connection.reader, 'SELECT id FROM t ORDER BY id');
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const ran = await runStored(connection.reader, 'SELECT id FROM t ORDER BY id');
    expect(ran.status).toBe(200);
    expect(ran.body.rows.map((row) => row.id)).toEqual([1, 2, 3, 4, 5]);
  });

  it('inspects a role once per address and credentials for a while, and again when they change', async () => {
    const connections = new ReportConnections(os.tmpdir());
    const row = await rowOf(connection.reader);
    const select = { sql: 'SELECT id FROM t', parameters: [] };
    try {
      expect((await connections.target(row, 'c', 1).query(select, 10)).rows).toHaveLength(5);
      await on.plain?.query(`GRANT INSERT ON reporting.t TO ${reader}`);
      expect((await connections.target(row, 'c', 1).query(select, 10)).rows).toHaveLength(5);
      const changed = { ...row, password: 'another-pass' };
      await expect(connections.target(changed, 'c', 1).query(select, 10)).rejects.toThrow(
        `The role ${reader} can change data (t): ${readOnlyFix}`,
      );
    } finally {
      await on.plain?.query(`REVOKE INSERT ON reporting.t FROM ${reader}`);
      await connections.close();
    }
  });

  it("runs every statement under the time limits, whatever the role's own defaults", async () => {
    await admin.query(`ALTER ROLE ${reader} SET statement_timeout = 0`);
    const pool = reportPool(
      { host, port, database: plainDb, user: reader, password: 'reports-pass' },
      4000,
      1,
    );
    try {
      const settings = {
        sql: "SELECT current_setting('statement_timeout'), current_setting('lock_timeout'), current_setting('idle_in_transaction_session_timeout')",
        parameters: [],
      };
      // Twice on one connection: DISCARD ALL between them keeps the session's own settings.
      for (let run = 0; run < 2; run += 1) {
        expect((await runStatement(pool, settings, 1, 4000)).rows).toEqual([['4s', '2s', '9s']]);
      }
    } finally {
      await pool.end();
      await admin.query(`ALTER ROLE ${reader} RESET statement_timeout`);
    }
  });

  it('waits for a lock no longer than the time limit', async () => {
    const connections = new ReportConnections(os.tmpdir(), { timeoutMs: 300 });
    const holder = clientOn(plainDb);
    await holder.connect();
    try {
      await holder.query('BEGIN');
      await holder.query('LOCK TABLE reporting.t IN ACCESS EXCLUSIVE MODE');
      const target = connections.target(await rowOf(connection.reader), 'c', 1);
      await expect(target.query({ sql: 'SELECT id FROM t', parameters: [] }, 10)).rejects.toThrow(
        /lock timeout/,
      );
    } finally {
      await holder.query('ROLLBACK');
      await holder.end();
      await connections.close();
    }
  });

  it('reads a large result only up to the row and byte limits', async () => {
    // Counts what the database sends, between the server and PostgreSQL.
    let received = 0;
    const proxy = net.createServer((socket) => {
      const upstream = net.connect(port, host);
      socket.pipe(upstream);
      upstream.on('data', (chunk: Buffer) => {
        received += chunk.length;
      });
      upstream.pipe(socket);
      socket.on('error', () => upstream.destroy());
      upstream.on('error', () => socket.destroy());
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    const proxyPort = (proxy.address() as net.AddressInfo).port;
    const connections = new ReportConnections(os.tmpdir());
    try {
      const target = connections.target(
        { ...(await rowOf(connection.reader)), host: '127.0.0.1', port: proxyPort },
        'c',
        1,
      );
      // 100 MB of rows: refused at the byte limit, having read little past it.
      await expect(
        target.query(
          {
            sql: "SELECT g, repeat('x', 5000) AS pad FROM generate_series(1, 20000) AS g",
            parameters: [],
          },
          100_000,
        ),
      ).rejects.toThrow(resultTooLarge);
      expect(received).toBeLessThan(3 * maxResultBytes);
      // Two million rows, ten wanted: ten (and a batch) are read.
      received = 0;
      const ten = await target.query(
        { sql: 'SELECT g FROM generate_series(1, 2000000) AS g', parameters: [] },
        10,
      );
      expect(ten.rows).toEqual(Array.from({ length: 10 }, (_, index) => [index + 1]));
      expect(received).toBeLessThan(64 * 1024);
    } finally {
      await connections.close();
      await new Promise((resolve) => proxy.close(resolve));
    }
  });
});

describe.runIf(onPostgres)("a report connection to the console's own PostgreSQL database", () => {
  const url = new URL(postgresUrl ?? 'postgres://localhost');
  const database = url.pathname.slice(1) || 'postgres';
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    server = await startTestServer({ name: 'postgres', url: postgresUrl });
    token = await server.login();
  }, setupTimeoutMs);
  afterAll(() => server.close());

  it('is refused when saved, whichever name of this machine it uses, and when used', async () => {
    const message =
      "The connection names the console's own database, which reports cannot read: point it at a reporting database.";
    for (const host of ['localhost', '127.0.0.1', '::1', url.hostname]) {
      const saved = await server.api.request<Failure>({
        method: 'POST',
        url: '/api/database-connections',
        token,
        body: {
          connection_name: `own_${randomBytes(3).toString('hex')}`,
          driver: 'pgsql',
          host,
          port: Number(url.port || 5432),
          database,
          username: decodeURIComponent(url.username) || 'postgres',
          password: 'x',
          status: 1,
        },
      });
      expect(saved.status, host).toBe(422);
      expect(saved.body.errors.database, host).toEqual([message]);
    }
    // A row saved before the check: every report on it is refused.
    const now = new Date().toISOString();
    const row = await server.app.db
      .insertInto('database_connections')
      .values({
        connection_name: 'own_database',
        driver: 'pgsql',
        host: 'localhost',
        port: Number(url.port || 5432),
        database,
        username: decodeURIComponent(url.username) || 'postgres',
        password: 'x',
        status: 1,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const tables = await server.api.request<Failure>({
      method: 'GET',
      url: `${base}/get-tables-by-connection?connection=${String(row.id)}`,
      token,
    });
    expect(tables.status).toBe(422);
    expect(tables.body.errors.connection).toEqual([message]);
  });
});
