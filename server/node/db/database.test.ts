// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../auth/passwords';
import { testServices } from '../../testing/services';
import { testDatabases } from '../../testing/databases';
import { dropTestSchema, whileMigrating } from '../../testing/schemaLock';
import { migrations } from '../../core/db/migrations';
import { migrateToLatest, openDatabase, type DatabaseHandle } from './database';
import { seed, seededAdmin } from '../../core/seeds/seed';

describe.each(testDatabases())('database on $name', (database) => {
  let handle: DatabaseHandle;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'telco-db-'));
  const schema = `test_db_${process.pid}`;

  beforeAll(async () => {
    handle = await openDatabase({
      databaseUrl: database.url,
      dataDir,
      ...(database.url === undefined ? {} : { postgresSchema: schema }),
    });
  });
  afterAll(async () => {
    if (database.url !== undefined) await dropTestSchema(database.url, schema);
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('migrates to the latest schema, and a second run changes nothing', async () => {
    const first = await whileMigrating(database.url, () => migrateToLatest(handle));
    expect(first.results?.map((result) => result.status)).toEqual(
      Object.keys(migrations).map(() => 'Success'),
    );
    const second = await whileMigrating(database.url, () => migrateToLatest(handle));
    expect(second.results).toEqual([]);
  });

  it('seeds one administrator, idempotently, without resetting a changed password', async () => {
    await seed(testServices(handle.db));
    await handle.db.updateTable('admin_users').set({ password_hash: 'changed' }).execute();
    await seed(testServices(handle.db));
    const users = await handle.db.selectFrom('admin_users').selectAll().execute();
    expect(users.map((user) => user.username)).toEqual([seededAdmin.username]);
    expect(users[0]?.password_hash).toBe('changed');
    const roles = await handle.db.selectFrom('admin_role_users').selectAll().execute();
    expect(roles).toHaveLength(1);
  });

  it('stores the seeded password as an scrypt hash', async () => {
    const freshDir = mkdtempSync(path.join(os.tmpdir(), 'telco-db-'));
    const fresh = await openDatabase({
      databaseUrl: database.url,
      dataDir: freshDir,
      ...(database.url === undefined ? {} : { postgresSchema: `${schema}_fresh` }),
    });
    try {
      await whileMigrating(database.url, () => migrateToLatest(fresh));
      await seed(testServices(fresh.db));
      const admin = await fresh.db.selectFrom('admin_users').selectAll().executeTakeFirstOrThrow();
      expect(await verifyPassword(seededAdmin.password, admin.password_hash)).toBe(true);
    } finally {
      if (database.url !== undefined) await dropTestSchema(database.url, `${schema}_fresh`);
      await fresh.close();
      rmSync(freshDir, { recursive: true, force: true });
    }
  });

  it.runIf(database.name === 'sqlite')(
    'runs SQLite in WAL mode with synchronous=FULL',
    async () => {
      const { rows: journal } = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(
        handle.db,
      );
      expect(journal[0]?.journal_mode).toBe('wal');
      const { rows: sync } = await sql<{ synchronous: number }>`pragma synchronous`.execute(
        handle.db,
      );
      expect(sync[0]?.synchronous).toBe(2);
      const { rows: keys } = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(
        handle.db,
      );
      expect(keys[0]?.foreign_keys).toBe(1);
    },
  );
});
