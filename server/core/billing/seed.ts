import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { seedBilling } from '../../../domain/billing';
import type { Database } from '../db/schema';
import { storedValues, type Row } from '../resources/engine';
import { billingResources } from './definitions';
import type { BillingTables } from '../db/schema/billing';

/**
 * The billing demo rows: the shared billing seed the mock API serves too (customers, ledger, commissions, products, rating,
 * payments, subscriptions, usage and invoices, all cross-referenced by id), stored as the
 * resources store their rows. Write-only secrets (merchant keys, vault tokens) are not seeded.
 */
export async function seedBillingDemo(db: Kysely<Database>): Promise<void> {
  const data = seedBilling();
  const collections: [keyof BillingTables, readonly object[]][] = [
    ['cbs_general_ledger_accounts', data.generalLedgerAccounts],
    ['cbs_accounts', data.accounts],
    ['cbs_accounting_transactions', data.accountingTransactions],
    ['cbs_commission_plans', data.commissionPlans],
    ['cbs_commission_condition_names', data.commissionConditionNames],
    ['cbs_commission_configs', data.commissionConfigs],
    ['cbs_commission_deferreds', data.commissionDeferreds],
    ['cbs_commission_logs', data.commissionLogs],
    ['cbs_sales_logs', data.salesLogs],
    ['cbs_product_categories', data.productCategories],
    ['cbs_products', data.products],
    ['cbs_rating_types', data.ratingTypes],
    ['cbs_rating_condition_names', data.ratingConditionNames],
    ['cbs_rating_plans', data.ratingPlans],
    ['cbs_rating_configs', data.ratingConfigs],
    ['cbs_gateways', data.gateways],
    ['cbs_merchant_gateways', data.merchantGateways],
    ['cbs_payment_transactions', data.paymentTransactions],
    ['cbs_payment_transaction_events', data.paymentTransactionEvents],
    ['cbs_subscription_plans', data.subscriptionPlans],
    ['cbs_subscriptions', data.subscriptions],
    ['cbs_usage_records', data.usageRecords],
    ['cbs_user_payment_methods', data.userPaymentMethods],
    ['cbs_invoices', data.invoices],
  ];
  // The rows keep the mock's ids (they name each other), so the insert goes through an
  // untyped view: Kysely cannot type a builder over a table chosen at run time.
  const loose = db as unknown as Kysely<Record<string, Row>>;
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  for (const [table, rows] of collections) {
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
