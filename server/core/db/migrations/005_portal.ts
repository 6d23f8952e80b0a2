import type { Kysely } from 'kysely';
import { tableWithId } from './schemaBuilders';

/** Content tables first (state tables name none of them: content can change under old rows). */
const tables = [
  'portal_operators',
  'portal_languages',
  'portal_msisdn_prefixes',
  'portal_services',
  'portal_service_operators',
  'portal_packages',
  'portal_countries',
  'portal_receiver_operators',
  'portal_receiver_prefixes',
  'portal_settings',
  'portal_content',
  'portal_counters',
  'portal_subscribers',
  'portal_subscriptions',
  'portal_subscription_events',
  'portal_transactions',
  'portal_referrals',
  'portal_visits',
  'portal_journeys',
  'portal_favourites',
  'portal_tickets',
];

/**
 * Creates the customer portal's tables: its content (operators, languages, number prefixes,
 * services, packages, countries, receiver operators, settings and the shown texts and lists)
 * and its subscribers' state (subscriptions, requests, transactions, referrals, visits, page
 * views, favourite numbers and support tickets).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const table = (name: string) => tableWithId(db, name);
  const money = 'numeric(10, 2)';

  await db.schema
    .createTable('portal_operators')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('logo', 'text', (c) => c.notNull())
    .addColumn('default_language_id', 'integer', (c) => c.notNull())
    .addColumn('home_page_id', 'varchar(40)', (c) => c.notNull())
    .addColumn('number_check_code', 'integer', (c) => c.notNull())
    .addColumn('number_check_message', 'text', (c) => c.notNull())
    .addColumn('invalid_number_message', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('portal_languages')
    .addColumn('operator_id', 'integer', (c) =>
      c.notNull().references('portal_operators.id').onDelete('cascade'),
    )
    .addColumn('id', 'integer', (c) => c.notNull())
    .addColumn('code', 'varchar(8)', (c) => c.notNull())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('icon', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('portal_languages_pk', ['operator_id', 'id'])
    .execute();
  await db.schema.createIndex('portal_languages_id').on('portal_languages').column('id').execute();

  await db.schema
    .createTable('portal_msisdn_prefixes')
    .addColumn('prefix', 'varchar(12)', (c) => c.primaryKey())
    .addColumn('operator_id', 'integer', (c) =>
      c.notNull().references('portal_operators.id').onDelete('cascade'),
    )
    .execute();

  await db.schema
    .createTable('portal_services')
    .addColumn('service', 'varchar(100)', (c) => c.primaryKey())
    .addColumn('image', 'text', (c) => c.notNull())
    .addColumn('price', money, (c) => c.notNull())
    .addColumn('cycle', 'varchar(10)', (c) => c.notNull())
    .addColumn('dial', 'varchar(40)', (c) => c.notNull())
    .addColumn('visit_url', 'text')
    .addColumn('app_url', 'text')
    .addColumn('option_id', 'integer', (c) => c.notNull())
    .addColumn('service_id', 'integer', (c) => c.notNull())
    .addColumn('umobile_code', 'varchar(40)', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('portal_service_operators')
    .addColumn('service', 'varchar(100)', (c) =>
      c.notNull().references('portal_services.service').onDelete('cascade'),
    )
    .addColumn('operator_id', 'integer', (c) =>
      c.notNull().references('portal_operators.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('portal_service_operators_pk', ['service', 'operator_id'])
    .execute();

  await db.schema
    .createTable('portal_packages')
    .addColumn('service', 'varchar(100)', (c) =>
      c.notNull().references('portal_services.service').onDelete('cascade'),
    )
    .addColumn('product_id', 'integer', (c) => c.notNull())
    .addColumn('validity_days', 'integer', (c) => c.notNull())
    .addColumn('price', money, (c) => c.notNull())
    .addPrimaryKeyConstraint('portal_packages_pk', ['service', 'product_id'])
    .execute();

  await db.schema
    .createTable('portal_countries')
    .addColumn('code', 'varchar(2)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('flag', 'text', (c) => c.notNull())
    .addColumn('calling_code', 'varchar(4)', (c) => c.notNull())
    .addColumn('local_pattern', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('portal_receiver_operators')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('country_code', 'varchar(2)', (c) =>
      c.notNull().references('portal_countries.code').onDelete('cascade'),
    )
    .addColumn('image', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('portal_receiver_prefixes')
    .addColumn('operator_id', 'integer', (c) =>
      c.notNull().references('portal_receiver_operators.id').onDelete('cascade'),
    )
    .addColumn('prefix', 'varchar(3)', (c) => c.notNull())
    .addPrimaryKeyConstraint('portal_receiver_prefixes_pk', ['operator_id', 'prefix'])
    .execute();

  await db.schema
    .createTable('portal_settings')
    .addColumn('name', 'varchar(60)', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();

  await table('portal_content')
    .addColumn('section', 'varchar(60)', (c) => c.notNull())
    .addColumn('item_key', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('operator_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('language', 'varchar(8)', (c) => c.notNull().defaultTo(''))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('data', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('portal_content_lookup')
    .on('portal_content')
    .columns(['section', 'item_key', 'language', 'operator_id'])
    .execute();

  await db.schema
    .createTable('portal_counters')
    .addColumn('name', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('value', 'integer', (c) => c.notNull())
    .execute();

  await table('portal_subscribers')
    .addColumn('msisdn', 'varchar(20)', (c) => c.notNull().unique())
    .addColumn('operator_id', 'integer', (c) => c.notNull())
    .addColumn('language_id', 'integer', (c) => c.notNull())
    .addColumn('refund_point', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('total_point', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('referral_token', 'varchar(64)', (c) => c.unique())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await table('portal_subscriptions')
    .addColumn('msisdn', 'varchar(20)', (c) => c.notNull())
    .addColumn('service', 'varchar(100)', (c) => c.notNull())
    .addColumn('operator_id', 'integer', (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('subscribed_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('next_renewal_at', 'varchar(32)')
    .addColumn('unsubscribed_at', 'varchar(32)')
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('portal_subscriptions_msisdn_service', ['msisdn', 'service'])
    .execute();

  await table('portal_subscription_events')
    .addColumn('tid', 'varchar(40)', (c) => c.notNull().unique())
    .addColumn('msisdn', 'varchar(20)', (c) => c.notNull())
    .addColumn('service', 'varchar(100)', (c) => c.notNull())
    .addColumn('operator_id', 'integer', (c) => c.notNull())
    .addColumn('action', 'varchar(20)', (c) => c.notNull())
    .addColumn('price', money, (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('portal_subscription_events_msisdn')
    .on('portal_subscription_events')
    .columns(['msisdn', 'service'])
    .execute();

  await table('portal_transactions')
    .addColumn('transaction_id', 'varchar(40)', (c) => c.notNull().unique())
    .addColumn('msisdn', 'varchar(20)')
    .addColumn('type', 'varchar(20)', (c) => c.notNull())
    .addColumn('service', 'varchar(100)', (c) => c.notNull())
    .addColumn('receiver_number', 'varchar(20)')
    .addColumn('amount', money, (c) => c.notNull())
    .addColumn('currency', 'varchar(3)', (c) => c.notNull())
    .addColumn('status', 'varchar(10)', (c) => c.notNull())
    .addColumn('session_id', 'text')
    .addColumn('source', 'text')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('portal_transactions_msisdn')
    .on('portal_transactions')
    .columns(['msisdn', 'created_at'])
    .execute();

  await table('portal_referrals')
    .addColumn('msisdn', 'varchar(20)', (c) => c.notNull())
    .addColumn('re_token', 'varchar(64)', (c) => c.notNull())
    .addColumn('re_product_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('t_id', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('price', money, (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('portal_referrals_re_token')
    .on('portal_referrals')
    .column('re_token')
    .execute();

  await table('portal_visits')
    .addColumn('msisdn', 'varchar(20)', (c) => c.notNull())
    .addColumn('operator_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await table('portal_journeys')
    .addColumn('session_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('operator_id', 'integer', (c) => c.notNull())
    .addColumn('language_id', 'integer', (c) => c.notNull())
    .addColumn('service', 'varchar(100)')
    .addColumn('msisdn', 'varchar(20)')
    .addColumn('option_id', 'integer')
    .addColumn('service_id', 'integer')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await table('portal_favourites')
    .addColumn('owner', 'varchar(20)', (c) => c.notNull())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('mobile_number', 'varchar(12)', (c) => c.notNull())
    .addColumn('country_code', 'varchar(2)', (c) => c.notNull())
    .addColumn('operator_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('portal_favourites_owner_number', ['owner', 'mobile_number'])
    .execute();

  await table('portal_tickets')
    .addColumn('ticket_number', 'varchar(40)', (c) => c.notNull().unique())
    .addColumn('msisdn', 'varchar(20)', (c) => c.notNull())
    .addColumn('operator_id', 'integer', (c) => c.notNull())
    .addColumn('customer_id', 'integer', (c) => c.notNull())
    .addColumn('service', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('receiver_number', 'varchar(20)')
    .addColumn('transaction_id', 'varchar(64)')
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('remarks', 'text')
    .addColumn('request_time', 'varchar(32)', (c) => c.notNull())
    .addColumn('resolve_date', 'varchar(32)')
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('portal_tickets_msisdn')
    .on('portal_tickets')
    .columns(['msisdn', 'status'])
    .execute();
}

/** Drops what `up` created. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of [...tables].reverse()) await db.schema.dropTable(name).execute();
}
