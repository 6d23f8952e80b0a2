import type { Kysely } from 'kysely';

/**
 * Keeps the package a subscription was taken with (a package page offers several, each with
 * its own price and validity), and the package an operator-2 payment request is for, so the
 * provider's callback subscribes to what was paid.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('portal_subscriptions').addColumn('product_id', 'integer').execute();
  await db.schema
    .alterTable('portal_payment_requests')
    .addColumn('product_id', 'integer')
    .execute();
}

/** Drops what `up` added. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('portal_payment_requests').dropColumn('product_id').execute();
  await db.schema.alterTable('portal_subscriptions').dropColumn('product_id').execute();
}
