// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, sql, SqliteDialect } from 'kysely';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testDatabases } from '../../testing/databases';
import { connectSharedRedis, type SharedRedis } from '../redis/sharedRedis';
import { startOwnRedis, startRedis, type OwnRedis, type TestRedis } from '../../testing/redis';
import { dropTestSchema } from '../../testing/schemaLock';
import { tableChanges, trackChanges } from '../../core/db/changes';
import { openDatabase, type DatabaseHandle } from './database';
import { cachedRead, cacheReadsOf } from '../../core/db/readCache';
import { createReadCache, currentReads } from './readCache';
import type { Database } from '../../core/db/schema';
import { sharedTableChanges } from './sharedChanges';

interface Tables {
  t: { n: number };
  u: { n: number };
}

/** The test's two tables, on the server's database type. */
const tablesOf = (db: Kysely<Database>) => db as unknown as Kysely<Tables>;

describe.each(testDatabases())('the read cache on $name', (database) => {
  let handle: DatabaseHandle;
  let db: Kysely<Tables>;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'telco-read-cache-'));
  const schema = `test_read_cache_${process.pid}`;

  beforeAll(async () => {
    handle = await openDatabase({
      databaseUrl: database.url,
      dataDir,
      cacheReads: 'local',
      ...(database.url === undefined ? {} : { postgresSchema: schema }),
    });
    db = tablesOf(handle.db);
    for (const table of ['t', 'u'] as const) {
      await db.schema.createTable(table).ifNotExists().addColumn('n', 'integer').execute();
    }
  });
  beforeEach(async () => {
    await db.deleteFrom('t').execute();
    await db.deleteFrom('u').execute();
  });
  afterAll(async () => {
    await handle.close();
    if (database.url !== undefined) await dropTestSchema(database.url, schema);
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** A cached count of `t`'s rows that tells how often it was computed. */
  const counter = (key: string) => {
    let computed = 0;
    const read = () =>
      cachedRead(handle.db, key, async () => {
        computed += 1;
        return (await db.selectFrom('t').select('n').execute()).length;
      });
    return { read, computed: () => computed };
  };

  it('keeps an answer until a write changes a table it read, whatever wrote it', async () => {
    const count = counter('count t');
    expect(await count.read()).toBe(0);
    expect(await count.read()).toBe(0);
    expect(count.computed()).toBe(1);

    // Another table's write leaves it; a write of its table is seen by the very next read.
    await db.insertInto('u').values({ n: 1 }).execute();
    expect(await count.read()).toBe(0);
    expect(count.computed()).toBe(1);
    await db.insertInto('t').values({ n: 1 }).execute();
    expect(await count.read()).toBe(1);
    await db.updateTable('t').set({ n: 2 }).execute();
    await count.read();
    await db.deleteFrom('t').execute();
    expect(await count.read()).toBe(0);
    expect(count.computed()).toBe(4);

    // Raw SQL that writes may have written anything.
    await sql`insert into t (n) values (5)`.execute(db);
    expect(await count.read()).toBe(1);
    expect(count.computed()).toBe(5);
  });

  it('sees a transaction once it commits, and nothing of one rolled back', async () => {
    const count = counter('count t in transactions');
    expect(await count.read()).toBe(0);
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('t').values({ n: 1 }).execute();
      // Inside the transaction nothing is cached: it reads its own writes.
      expect(
        await cachedRead(
          trx,
          'count t',
          async () => (await trx.selectFrom('t').selectAll().execute()).length,
        ),
      ).toBe(1);
    });
    expect(await count.read()).toBe(1);
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto('t').values({ n: 2 }).execute();
        throw new Error('undone');
      }),
    ).rejects.toThrow('undone');
    expect(await count.read()).toBe(1);
  });

  it.runIf(database.name === 'postgres')(
    'does not keep what it read beside a transaction that commits later',
    async () => {
      const count = counter('count t beside a transaction');
      let commit: () => void = () => undefined;
      const committed = new Promise<void>((resolve) => (commit = resolve));
      let written: () => void = () => undefined;
      const inserted = new Promise<void>((resolve) => (written = resolve));
      const transaction = db.transaction().execute(async (trx) => {
        await trx.insertInto('t').values({ n: 1 }).execute();
        written();
        await committed;
      });
      await inserted;
      // Another connection does not see the insert yet, and must not keep that answer.
      expect(await count.read()).toBe(0);
      commit();
      await transaction;
      expect(await count.read()).toBe(1);
    },
  );

  it('does not keep an answer whose table changed while it was computed', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let selected: () => void = () => undefined;
    const hasRead = new Promise<void>((resolve) => (selected = resolve));
    let computed = 0;
    const read = () =>
      cachedRead(handle.db, 'count t while written', async () => {
        computed += 1;
        const rows = await db.selectFrom('t').select('n').execute();
        selected();
        await gate;
        return rows.length;
      });
    const first = read();
    // A call of another request writes once the first read has read, while it waits.
    await hasRead;
    await db.insertInto('t').values({ n: 1 }).execute();
    release();
    expect(await first).toBe(0);
    expect(await read()).toBe(1);
    expect(computed).toBe(2);
  });

  it('does not keep computations that write, fail, or read SQL whose tables it cannot tell', async () => {
    const calls: string[] = [];
    const writes = () =>
      cachedRead(handle.db, 'writes', async () => {
        calls.push('writes');
        await db.insertInto('u').values({ n: 1 }).execute();
        return 1;
      });
    const raw = () =>
      cachedRead(handle.db, 'raw', async () => {
        calls.push('raw');
        const { rows } = await sql<{ count: number }>`select count(*) as count from t`.execute(db);
        return Number(rows[0]?.count);
      });
    let fail = true;
    const fails = () =>
      cachedRead(handle.db, 'fails', async () => {
        calls.push('fails');
        await db.selectFrom('t').selectAll().execute();
        if (fail) throw new Error('refused');
        return 1;
      });
    await writes();
    await writes();
    await raw();
    await raw();
    await expect(fails()).rejects.toThrow('refused');
    fail = false;
    await fails();
    expect(calls).toEqual(['writes', 'writes', 'raw', 'raw', 'fails', 'fails']);
  });

  it('makes an answer depend on the tables of the cached answers it used', async () => {
    const inner = () =>
      cachedRead(handle.db, 'inner u', async () =>
        (await db.selectFrom('u').select('n').execute()).map((row) => row.n),
      );
    let outerComputed = 0;
    const outer = () =>
      cachedRead(handle.db, 'outer', async () => {
        outerComputed += 1;
        return (await inner()).length;
      });
    await inner();
    expect(await outer()).toBe(0);
    await db.insertInto('u').values({ n: 1 }).execute();
    expect(await outer()).toBe(1);
    expect(outerComputed).toBe(2);
  });
});

/** Suites that use no server database run once, with the SQLite suites. */
const once = testDatabases().some(({ name }) => name === 'sqlite');

describe.runIf(once)('read cache bounds', () => {
  const memory = () => {
    const changes = tableChanges();
    const db = new Kysely<Tables>({
      dialect: trackChanges(
        new SqliteDialect({ database: new SqliteDatabase(':memory:') }),
        changes,
        currentReads,
      ),
    });
    return { db, changes };
  };

  it('computes an answer again once it is older than its time, and keeps the most recent keys', async () => {
    const { db, changes } = memory();
    let clock = 0;
    cacheReadsOf(db, createReadCache(changes, { now: () => clock, maxEntries: 2 }));
    await db.schema.createTable('t').addColumn('n', 'integer').execute();
    const computed: string[] = [];
    const read = (key: string) =>
      cachedRead(db, key, async () => {
        computed.push(key);
        return db.selectFrom('t').selectAll().execute();
      });
    await read('a');
    await read('a');
    clock += 5_001;
    await read('a');
    await read('b');
    await read('c');
    // `a` was the least recently used of three: it went.
    await read('c');
    await read('b');
    await read('a');
    expect(computed).toEqual(['a', 'a', 'b', 'c', 'a']);
    await db.destroy();
  });

  it('computes every time for a database without a cache', async () => {
    const { db } = memory();
    await db.schema.createTable('t').addColumn('n', 'integer').execute();
    let computed = 0;
    for (let round = 0; round < 3; round += 1) {
      await cachedRead(db, 'a', async () => {
        computed += 1;
        return db.selectFrom('t').selectAll().execute();
      });
    }
    expect(computed).toBe(3);
    await db.destroy();
  });
});

describe.runIf(once)('the read caches of two processes sharing one count in Redis', () => {
  let redis: TestRedis;
  let own: OwnRedis;
  let opened: { redis: SharedRedis; db: Kysely<Tables> }[] = [];
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'telco-shared-changes-'));
  const file = path.join(dataDir, 'shared.sqlite');
  const prefix = `telco-console-kit:test-changes:${String(process.pid)}:`;
  const quiet = { warn: () => undefined, debug: () => undefined };

  beforeAll(async () => {
    [redis, own] = await Promise.all([startRedis(), startOwnRedis()]);
  });
  afterAll(async () => {
    for (const { redis: shared, db } of opened) {
      await db.destroy();
      await shared.close();
    }
    opened = [];
    await Promise.all([redis.stop(), own.stop()]);
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** A "process": its own connection to the file and to Redis, and its own cache. */
  const processOf = async (url: string) => {
    const shared = connectSharedRedis(url, { timeoutMs: 300, log: quiet });
    const changes = sharedTableChanges(shared, prefix);
    await shared.start();
    const sqlite = new SqliteDatabase(file);
    sqlite.pragma('journal_mode = WAL');
    const db = new Kysely<Tables>({
      dialect: trackChanges(new SqliteDialect({ database: sqlite }), changes, currentReads),
    });
    cacheReadsOf(db, createReadCache(changes));
    opened.push({ redis: shared, db });
    return { db, redis: shared };
  };

  /** A cached count of table `t` as `on` reads it, and how many times it was computed. */
  const countOf = (on: Kysely<Tables>, key: string) => {
    const counted = {
      computed: 0,
      read: () =>
        cachedRead(on, key, async () => {
          counted.computed += 1;
          return (await on.selectFrom('t').selectAll().execute()).length;
        }),
    };
    return counted;
  };

  it('serves on one process what another wrote the moment that write answered', async () => {
    const { db: a } = await processOf(redis.url);
    const { db: b } = await processOf(redis.url);
    await a.schema.createTable('t').ifNotExists().addColumn('n', 'integer').execute();
    await a.deleteFrom('t').execute();
    const onB = countOf(b, 'count t');
    expect(await onB.read()).toBe(0);
    expect(await onB.read()).toBe(0);
    expect(onB.computed).toBe(1);
    await a.insertInto('t').values({ n: 1 }).execute();
    expect(await onB.read()).toBe(1);
    await a.transaction().execute((trx) => trx.insertInto('t').values({ n: 2 }).execute());
    expect(await onB.read()).toBe(2);
    expect(onB.computed).toBe(3);
  });

  it('neither keeps nor serves kept answers while Redis cannot be asked, and still writes', async () => {
    const { db: away, redis: state } = await processOf('redis://127.0.0.1:1');
    expect(state.health.state).toBe('down');
    await away.schema.createTable('u').ifNotExists().addColumn('n', 'integer').execute();
    let computed = 0;
    const count = () =>
      cachedRead(away, 'count u', async () => {
        computed += 1;
        return (await away.selectFrom('u').selectAll().execute()).length;
      });
    await count();
    await away.insertInto('u').values({ n: 1 }).execute();
    expect(await count()).toBe(1);
    expect(computed).toBe(2);
  });

  it('serves nothing kept before Redis lost its count, with or without losing the connection', async () => {
    const a = await processOf(own.url);
    const b = await processOf(own.url);
    await a.db.schema.createTable('t').ifNotExists().addColumn('n', 'integer').execute();
    await a.db.deleteFrom('t').execute();
    const onB = countOf(b.db, 'count t after a loss');
    expect(await onB.read()).toBe(0);
    expect(await onB.read()).toBe(0);
    expect(onB.computed).toBe(1);

    // Restarted empty: the write is made while Redis is away, and counted in the new one.
    await own.kill();
    await a.db.insertInto('t').values({ n: 1 }).execute();
    await own.startAgain();
    await expect.poll(() => [a.redis.health.state, b.redis.health.state]).toEqual(['up', 'up']);
    expect(await onB.read()).toBe(1);
    expect(await onB.read()).toBe(1);
    expect(onB.computed).toBe(2);

    // Emptied under the connections (a flush, a replica that took over): counted from zero,
    // soon below the numbers of answers kept before.
    for (const n of [2, 3, 4]) await a.db.insertInto('t').values({ n }).execute();
    expect(await onB.read()).toBe(4);
    const admin = new Redis(own.url);
    await admin.flushall();
    admin.disconnect();
    await a.db.insertInto('t').values({ n: 5 }).execute();
    expect(await onB.read()).toBe(5);
  });
});
