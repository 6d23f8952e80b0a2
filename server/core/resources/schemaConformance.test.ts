// @vitest-environment node
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingResources } from '../billing/definitions';
import type { Database } from '../db/schema';
import { reportResource } from '../reportBuilder/reports';
import { testDatabases } from '../../testing/databases';
import { whileMigrating } from '../../testing/schemaLock';
import { startTestServer, type TestServer } from '../../testing/testServer';
import { resources } from './definitions';
import { storedShape, type ResourceConfig } from './engine';

const configs: readonly ResourceConfig[] = [...resources, ...billingResources, reportResource];

/**
 * The migrations and the contract describe each resource twice: a column for every field the
 * contract lets a client write, and nothing stored that the contract does not answer (but for
 * the secrets a resource keeps to itself); a billing table stores its whole record.
 */
describe.each(testDatabases())('tables and the contract on $name', (database) => {
  let server: TestServer;
  let columns: Map<string, Set<string>>;

  beforeAll(async () => {
    server = await startTestServer(database);
    const db = (server.app as unknown as { db: Kysely<Database> }).db;
    // The introspection scans every schema's tables: no other suite may drop one meanwhile.
    const tables = await whileMigrating(database.url, () => db.introspection.getTables());
    columns = new Map(
      tables.map((table) => [table.name, new Set(table.columns.map((column) => column.name))]),
    );
  });
  afterAll(() => server.close());

  it.each(configs.map((config) => [config.path, config] as const))('%s', (_, config) => {
    const shape = storedShape(config);
    const stored = columns.get(config.table);
    expect(stored, `table ${config.table}`).toBeDefined();
    const missing = shape.columns.filter((field) => stored?.has(field) !== true);
    expect(missing, `body fields of ${config.path} without a column`).toEqual([]);
    const answered = new Set([...shape.entry.record, ...shape.hidden]);
    const unknown = [...(stored ?? [])].filter((column) => !answered.has(column));
    expect(unknown, `columns of ${config.table} the contract does not answer`).toEqual([]);
    // The billing tables' types are their records' (billing/schema.ts): every field is a column.
    if (config.path.startsWith('/cbs/')) {
      const unstored = shape.entry.record.filter((field) => stored?.has(field) !== true);
      expect(unstored, `record fields of ${config.path} without a column`).toEqual([]);
    }
  });
});
