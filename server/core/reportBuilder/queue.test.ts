// @vitest-environment node
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Schema } from '../../../domain/schema';
import { testDatabases } from '../../testing/databases';
import { startTestServer, type TestServer } from '../../testing/testServer';
import { ReportsBusyError, Slots } from './limiter';

// One user's slow reports must not hold another user's quick one: a user holds at most one
// fewer of the readers (or pooled connections) than there are, and waiting calls take turns by
// user. How long the quick report waits is measured by `npx tsx server/bench/reports.ts`.

/** Places whose work is held until the test finishes it; the order the calls started in. */
function heldSlots(size: number, queueLimit: number, perUser?: number) {
  const slots = new Slots(size, queueLimit, perUser);
  const started: string[] = [];
  const finishers = new Map<string, () => void>();
  const settled = () => new Promise((resolve) => setImmediate(resolve));
  return {
    started,
    /** Asks for a place for `user`; the call's outcome ('done' or the error's name). */
    call: (user: number, label: string) =>
      slots
        .run(user, () => {
          started.push(label);
          return new Promise<string>((resolve) => finishers.set(label, () => resolve('done')));
        })
        .catch((error: unknown) => (error instanceof Error ? error.name : String(error))),
    /** Ends a started call's work and lets the next call start. */
    finish: async (label: string) => {
      finishers.get(label)?.();
      await settled();
    },
    settled,
  };
}

describe('the places of report queries', () => {
  it('lets one user hold one fewer than the places, leaving one for another user', async () => {
    const places = heldSlots(2, 64);
    const calls = ['a1', 'a2', 'a3', 'a4'].map((label) => places.call(1, label));
    await places.settled();
    expect(places.started).toEqual(['a1']);
    void places.call(2, 'b1');
    await places.settled();
    expect(places.started).toEqual(['a1', 'b1']);
    for (const label of ['a1', 'a2', 'a3', 'a4']) await places.finish(label);
    expect(await Promise.all(calls)).toEqual(['done', 'done', 'done', 'done']);
  });

  it('serves waiting users in turn, not in the order they asked', async () => {
    const places = heldSlots(1, 64);
    void places.call(9, 'x');
    for (const [user, label] of [
      [1, 'a1'],
      [1, 'a2'],
      [1, 'a3'],
      [2, 'b1'],
      [2, 'b2'],
      [3, 'c1'],
    ] as const) {
      void places.call(user, label);
    }
    await places.settled();
    for (const label of ['x', 'a1', 'b1', 'c1', 'a2', 'b2', 'a3']) await places.finish(label);
    expect(places.started).toEqual(['x', 'a1', 'b1', 'c1', 'a2', 'b2', 'a3']);
  });

  it('lets a lone user use every place when told to', async () => {
    const places = heldSlots(2, 64, 2);
    void places.call(1, 'a1');
    void places.call(1, 'a2');
    await places.settled();
    expect(places.started).toEqual(['a1', 'a2']);
  });

  it('refuses past the queue, the newest call of the user waiting with the most first', async () => {
    const places = heldSlots(1, 3);
    void places.call(9, 'x');
    const a = ['a1', 'a2', 'a3'].map((label) => places.call(1, label));
    const b1 = places.call(2, 'b1');
    // The queue is full: a3, the newest of the user with the most waiting, gives b1 its place.
    expect(await a[2]).toBe(ReportsBusyError.name);
    expect(await places.call(2, 'b2')).toBe(ReportsBusyError.name);
    expect(await places.call(1, 'a4')).toBe(ReportsBusyError.name);
    for (const label of ['x', 'a1', 'b1', 'a2']) await places.finish(label);
    expect(await Promise.all([a[0], a[1], b1])).toEqual(['done', 'done', 'done']);
    expect(places.started).toEqual(['x', 'a1', 'b1', 'a2']);
  });
});

const postgresUrl = process.env.TEST_DATABASE_URL ?? '';

/**
 * A query that counts to `n`: its count is slow, its first page quick (a run's page query stops
 * after a few rows), so each run of it holds a reader for about one slow query.
 */
const counting = (n: number) =>
  `WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < ${String(n)}) SELECT x FROM c`;

describe.each(testDatabases())('one user’s slow reports on $name', (database) => {
  let server: TestServer;
  let tokenA: string;
  let tokenB: string;
  let connection: string;
  // On PostgreSQL, reports run as a role of their own.
  const suffix = randomBytes(5).toString('hex');
  const role = `queue_reader_${suffix}`;
  // Reports may not read the console's own database: the pool points at a database of its own.
  const reporting = `tck_queue_${suffix}`;
  let admin: pg.Client | undefined;
  /** The reporting database's URL, as the test's superuser. */
  const reportingUrl = () => {
    const url = new URL(postgresUrl);
    url.pathname = `/${reporting}`;
    return url.toString();
  };
  /** How many of the reports' sessions wait for a lock (asked outside the lock's transaction). */
  const waitingOnLocks = async (client: pg.Client) => {
    const { rows } = await client.query<{ waiting: number }>(
      "SELECT count(*)::int AS waiting FROM pg_stat_activity WHERE usename = $1 AND wait_event_type = 'Lock'",
      [role],
    );
    return rows[0]?.waiting;
  };

  const request = <Body = unknown>(
    token: string,
    method: 'GET' | 'POST',
    url: string,
    body?: unknown,
  ) => server.api.request<Body>({ method, url, token, body });
  const store = async (token: string, name: string, rawQuery: string) => {
    const saved = await request<{ id: number }>(
      token,
      'POST',
      '/api/ext-report-builder/store-report-query/0',
      {
        data: {
          id: 0,
          report_name: name,
          db_connection_name: connection,
          query_type: 'raw_query',
          raw_query: rawQuery,
        },
      },
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    return saved.body.id;
  };
  /** Runs a saved report; resolves with when it answered (ms since `since`) and its status. */
  const run = async (token: string, id: number, since: number) => {
    const answer = await request<Schema<'ReportRunResult'>>(
      token,
      'GET',
      `/api/ext-report-builder/query-reports/${String(id)}/run`,
    );
    return { status: answer.status, at: performance.now() - since };
  };

  beforeAll(async () => {
    server = await startTestServer(database, { demoData: true, reportReaders: 2 });
    tokenA = await server.login();
    await server.createAdmin('report.user.b', 'report-user-b-password', 'administrator');
    tokenB = await server.login('report.user.b', 'report-user-b-password');
    if (database.name === 'sqlite') {
      // Two SQLite readers: user A may hold one of them.
      const demo = await server.app.db
        .selectFrom('database_connections')
        .select('id')
        .where('connection_name', '=', 'cbs_reporting')
        .executeTakeFirstOrThrow();
      connection = String(demo.id);
    } else {
      // A pgsql connection's pool of four: user A may hold three of them.
      const url = new URL(postgresUrl);
      admin = new pg.Client({ connectionString: postgresUrl });
      await admin.connect();
      await admin.query(`CREATE ROLE ${role} LOGIN PASSWORD 'reports-pass'`);
      await admin.query(`CREATE DATABASE ${reporting}`);
      const saved = await request<Schema<'DatabaseConnectionResponse'>>(
        tokenA,
        'POST',
        '/api/database-connections',
        {
          connection_name: 'queue_pg',
          driver: 'pgsql',
          host: url.hostname,
          port: Number(url.port || 5432),
          database: reporting,
          username: role,
          password: 'reports-pass',
          status: 1,
        },
      );
      expect(saved.status, JSON.stringify(saved.body)).toBe(201);
      connection = String(saved.body.data.id);
    }
  });
  afterAll(async () => {
    await server.close();
    if (admin !== undefined) {
      await admin.query(`DROP DATABASE IF EXISTS ${reporting} WITH (FORCE)`);
      await admin.query(`DROP ROLE IF EXISTS ${role}`);
      await admin.end();
    }
  });

  // SQLite: A's reports count for a while on their reader; B's quick one must not wait for them.
  it.runIf(database.name === 'sqlite')(
    'answers another user’s quick report before one slow query could finish',
    { timeout: 60_000 },
    async () => {
      const slow = await store(tokenA, 'Counting', counting(1_500_000));
      const quick = await store(tokenB, 'One', 'SELECT 1 AS one');
      // Every reader started, then how long one slow run takes alone.
      await Promise.all([run(tokenA, quick, 0), run(tokenB, quick, 0)]);
      const alone = await run(tokenA, slow, performance.now());
      expect(alone.status).toBe(200);

      const started = performance.now();
      // Twice as many slow runs as readers: served first come first served, B's report would
      // wait for two rounds of them.
      const runsOfA = Array.from({ length: 4 }, () => run(tokenA, slow, started));
      // A's runs are at the readers (or waiting for them) before B asks.
      await new Promise((resolve) => setTimeout(resolve, alone.at / 3));
      const asked = performance.now();
      const ofB = await run(tokenB, quick, started);
      const ofA = await Promise.all(runsOfA);

      expect(ofB.status).toBe(200);
      expect(ofA.every((answer) => answer.status === 200)).toBe(true);
      // B's report did not wait for one of A's slow queries, let alone four of them.
      expect(ofB.at).toBeLessThan(Math.min(...ofA.map((answer) => answer.at)));
      expect(ofB.at - (asked - started)).toBeLessThan(alone.at);
    },
  );

  // PostgreSQL: A's reports wait on a table lock the test holds, so they keep their pooled
  // connections however fast or busy the machine is; B's report is answered while they wait.
  it.runIf(database.name === 'postgres')(
    'answers another user’s quick report while all of one user’s reports are held',
    { timeout: 60_000 },
    async () => {
      const holder = new pg.Client({ connectionString: reportingUrl() });
      await holder.connect();
      const checker = admin;
      if (checker === undefined) throw new Error('No PostgreSQL admin connection');
      try {
        await holder.query('CREATE TABLE held (x integer)');
        await holder.query('INSERT INTO held VALUES (1)');
        await holder.query(`GRANT SELECT ON held TO ${role}`);
        const slow = await store(tokenA, 'Held', 'SELECT x FROM held');
        const quick = await store(tokenB, 'One', 'SELECT 1 AS one');
        await Promise.all([run(tokenA, quick, 0), run(tokenB, quick, 0)]);

        await holder.query('BEGIN');
        await holder.query('LOCK TABLE held IN ACCESS EXCLUSIVE MODE');
        // Twice as many runs as the pool's four connections.
        const runsOfA = Array.from({ length: 8 }, () => run(tokenA, slow, 0));
        // A holds three of the four connections, each waiting on the lock.
        await expect.poll(() => waitingOnLocks(checker), { timeout: 30_000 }).toBe(3);
        let released = false;
        const release = async () => {
          if (released) return;
          released = true;
          await holder.query('COMMIT');
        };
        // If B's report queued behind A's, it could only be answered once the lock is gone.
        const backstop = setTimeout(() => void release(), 30_000);
        const ofB = await run(tokenB, quick, 0);
        const answeredWhileHeld = !released;
        clearTimeout(backstop);
        await release();
        const ofA = await Promise.all(runsOfA);

        expect(ofB.status).toBe(200);
        expect(answeredWhileHeld).toBe(true);
        expect(ofA.map((answer) => answer.status)).toEqual(Array(8).fill(200));
      } finally {
        await holder.end();
      }
    },
  );
});
