import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { seedBilling } from '../../../domain/billing';
import type { Database } from '../db/schema';
import { storedValues, type Row } from '../resources/engine';
import { billingResources } from './definitions';

/**
 * The billing demo rows: the shared billing seed the mock API serves too (customers, ledger, commissions, products, rating,
 * payments, subscriptions, usage and invoices, all cross-referenced by id), stored as the
 * resources store their rows, each table from its key in the seed. Write-only secrets (merchant
 * keys, vault tokens) are not seeded.
 */
export async function seedBillingDemo(db: Kysely<Database>): Promise<void> {
  // The rows keep the mock's ids (they name each other), so the insert goes through an
  // untyped view: Kysely cannot type a builder over a table chosen at run time.
  const loose = db as unknown as Kysely<Record<string, Row>>;
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  for (const [table, rows] of Object.entries(seedBilling()) as [string, readonly object[]][]) {
    const config = billingResources.find((candidate) => candidate.table === table);
    if (config === undefined) throw new Error(`No billing resource stores ${table}`);
    await loose
      .insertInto(table)
      .values(rows.map((row) => storedValues(config, row as Row)))
      .execute();
    if (postgres) {
      // Explicit ids leave the serial behind: move it past them, or the next insert collides.
      const last = sql`(select max(id) from ${sql.table(table)})`;
      await sql`select setval(pg_get_serial_sequence(${table}, 'id'), ${last})`.execute(db);
    }
  }
}
