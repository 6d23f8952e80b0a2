// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deref, type JsonSchema } from '../../../openapi/contract';
import { requiredBodyFields } from '../../../openapi/generated/requiredBodyFields';
import type { Schema } from '../../../domain/schema';
import { attribute } from '../../../domain/laravel';
import { int32 } from '../api/inputLimits';
import { indexEntryOf, type ResourceConfig } from '../resources/engine';
import { testDatabases } from '../../testing/databases';
import { startTestServer, type TestServer } from '../../testing/testServer';
import { largestAmount } from '../../../domain/billing';
import { billingResources } from './definitions';
import type { BillingTables } from '../db/schema/billing';

type Row = Record<string, unknown> & { id: number };
type Table = keyof BillingTables;
interface Single {
  message?: string;
  data: Row;
}
interface Page {
  current_page: number;
  per_page: number;
  from: number | null;
  total: number;
  data: Row[];
}

/** A valid body of a resource, and a change to make to it. */
interface Sample {
  body: Record<string, unknown>;
  change: Record<string, unknown>;
}

/** Valid bodies per table; `id(table)` is the id of one of that table's demo rows. */
const samples = (id: (table: Table) => number): Partial<Record<Table, Sample>> => ({
  cbs_general_ledger_accounts: {
    body: {
      code: '4200-07',
      name: 'Roaming revenue',
      account_type: 'revenue',
      normal_balance: 'credit',
      parent_id: id('cbs_general_ledger_accounts'),
      currency: 'MYR',
      description: 'Roaming passes and pay-per-use roaming.',
      is_active: true,
    },
    change: { name: 'Roaming and IDD revenue', is_active: false },
  },
  cbs_accounts: {
    body: {
      account_number: 'ACC-00090001',
      customer_id: 91001,
      account_name: 'Hafiz bin Rahman',
      account_type: 'postpaid',
      general_ledger_account_id: id('cbs_general_ledger_accounts'),
      msisdn: '60129876543',
      currency: 'MYR',
      credit_limit: 750.5,
      status: 'active',
      opened_at: '2025-06-03',
      closed_at: null,
    },
    change: { status: 'suspended', credit_limit: 0 },
  },
  cbs_commission_plans: {
    body: {
      name: 'Kiosk reload dealer 2026',
      code: 'KIOSK-RELOAD-26',
      description: '2.75% on kiosk reloads.',
      commission_type: 'percentage',
      rate: 2.75,
      flat_amount: null,
      currency: 'MYR',
      settlement_cycle: 'weekly',
      deferral_days: 14,
      effective_from: '2026-01-01',
      effective_to: null,
      status: 'active',
    },
    change: { rate: 3.25, status: 'inactive' },
  },
  cbs_commission_condition_names: {
    body: {
      name: 'Loyalty tier',
      key: 'loyalty_tier',
      data_type: 'string',
      description: 'Gold, silver or bronze loyalty member.',
      status: 'active',
    },
    change: { description: null, status: 'inactive' },
  },
  cbs_commission_configs: {
    body: {
      commission_plan_id: id('cbs_commission_plans'),
      commission_condition_name_id: id('cbs_commission_condition_names'),
      condition_operator: 'in',
      condition_value: 'gold,silver',
      rate: 4.5,
      flat_amount: null,
      priority: 3,
      status: 'active',
    },
    change: { rate: 5, priority: 1 },
  },
  cbs_commission_deferreds: {
    body: {
      commission_plan_id: id('cbs_commission_plans'),
      beneficiary_id: 412,
      sales_log_id: id('cbs_sales_logs'),
      amount: 12.4,
      currency: 'MYR',
      release_date: '2026-02-01',
      status: 'pending',
      released_at: null,
      remarks: 'Held 30 days',
    },
    change: { status: 'released', released_at: '2026-02-01T00:00:00Z' },
  },
  cbs_product_categories: {
    body: {
      name: 'Roaming passes',
      code: 'ROAMING_PASS',
      parent_id: id('cbs_product_categories'),
      description: 'Passes for travel abroad',
      sort_order: 7,
      status: 'active',
    },
    change: { sort_order: 8, status: 'inactive' },
  },
  cbs_products: {
    body: {
      product_category_id: id('cbs_product_categories'),
      sku: 'DG-ROAM-ASEAN-7D',
      name: 'Roaming ASEAN 7 days',
      description: '5GB in ASEAN countries for 7 days.',
      product_type: 'data_pack',
      operator_id: 1,
      price: 38,
      currency: 'MYR',
      tax_rate: 8,
      validity_days: 7,
      data_allowance_mb: 5120,
      voice_minutes: null,
      sms_count: null,
      status: 'active',
    },
    change: { price: 35.9, status: 'discontinued' },
  },
  cbs_rating_types: {
    body: {
      name: 'Video call',
      code: 'VIDEO',
      unit: 'second',
      description: 'Video calls, rated per second.',
      status: 'active',
    },
    change: { unit: 'minute' },
  },
  cbs_rating_condition_names: {
    body: {
      name: 'Cell site',
      key: 'cell_site',
      data_type: 'string',
      description: 'The serving cell id.',
      status: 'active',
    },
    change: { data_type: 'integer' },
  },
  cbs_rating_plans: {
    body: {
      name: 'Video call per second',
      code: 'VIDEO-SEC',
      product_id: id('cbs_products'),
      rating_type_id: id('cbs_rating_types'),
      currency: 'MYR',
      unit_price: 0.0035,
      billing_increment: 1,
      minimum_charge: 0.1,
      effective_from: '2026-01-01',
      effective_to: '2026-12-31',
      status: 'active',
    },
    change: { unit_price: 0.003, billing_increment: 60 },
  },
  cbs_rating_configs: {
    body: {
      rating_plan_id: id('cbs_rating_plans'),
      rating_condition_name_id: id('cbs_rating_condition_names'),
      condition_operator: 'between',
      condition_value: '00:00,06:59',
      adjustment_type: 'discount',
      rate: 25,
      priority: 2,
      status: 'active',
    },
    change: { adjustment_type: 'surcharge', rate: 10.5 },
  },
  cbs_gateways: {
    body: {
      name: 'ShopeePay Malaysia',
      code: 'shopeepay',
      provider: 'ShopeePay Malaysia Sdn Bhd',
      api_base_url: 'https://api.shopeepay.com.my/v3',
      supported_currencies: ['MYR'],
      supported_methods: ['ewallet'],
      is_sandbox: false,
      status: 'active',
    },
    change: { status: 'maintenance', is_sandbox: true },
  },
  cbs_merchant_gateways: {
    body: {
      gateway_id: id('cbs_gateways'),
      merchant_name: 'Telco Console Kit - ShopeePay',
      merchant_code: 'SPP-TCK-01',
      merchant_key: 'mk_live_4f1c9a2e7b',
      callback_url: 'https://api.telco-kit.my/api/payments/shopeepay/callback',
      return_url: null,
      currency: 'MYR',
      fee_rate: 1.25,
      operator_id: null,
      status: 'active',
    },
    change: { fee_rate: 1.1, operator_id: 2 },
  },
  cbs_payment_transaction_events: {
    body: {
      payment_transaction_id: id('cbs_payment_transactions'),
      event_type: 'callback_received',
      status_from: 'pending',
      status_to: 'success',
      payload: { RefNo: 'PT-20250601-00001', Status: '1' },
      remarks: null,
      occurred_at: '2025-06-01T04:00:00Z',
    },
    change: { remarks: 'Replayed by the gateway', payload: null },
  },
  cbs_subscription_plans: {
    body: {
      name: 'Postpaid 128 monthly',
      code: 'PP128-M',
      product_id: id('cbs_products'),
      operator_id: 1,
      billing_cycle: 'monthly',
      price: 128,
      currency: 'MYR',
      trial_days: 0,
      auto_renew: true,
      commission_plan_id: id('cbs_commission_plans'),
      status: 'active',
    },
    change: { price: 118, auto_renew: false },
  },
  cbs_subscriptions: {
    body: {
      subscription_number: 'SUB-00990001',
      customer_id: 91001,
      subscription_plan_id: id('cbs_subscription_plans'),
      msisdn: '60129876543',
      status: 'active',
      start_date: '2026-01-05',
      end_date: null,
      next_billing_at: '2026-02-05T00:00:00Z',
      auto_renew: true,
      cancelled_at: null,
      cancel_reason: null,
    },
    change: {
      status: 'cancelled',
      cancelled_at: '2026-01-20T08:00:00Z',
      cancel_reason: 'Moved abroad',
    },
  },
  cbs_usage_records: {
    // The first demo rating type (voice, in seconds) and its first plan.
    body: {
      subscription_id: id('cbs_subscriptions'),
      msisdn: '60129876543',
      usage_type: 'voice',
      rating_type_id: id('cbs_rating_types'),
      rating_plan_id: id('cbs_rating_plans'),
      quantity: 185,
      unit: 'second',
      destination: '60387654321',
      rated_amount: 0.47,
      currency: 'MYR',
      recorded_at: '2025-05-30T10:15:00Z',
    },
    change: { quantity: 125.5, rated_amount: 0.32, destination: null },
  },
  cbs_user_payment_methods: {
    body: {
      customer_id: 91001,
      msisdn: '60129876543',
      method_type: 'card',
      provider: 'Mastercard',
      masked_number: '**** **** **** 5521',
      holder_name: 'HAFIZ BIN RAHMAN',
      expiry_month: 4,
      expiry_year: 2029,
      token: 'tok_ipay88_b7a6c5d4e3',
      is_default: false,
      status: 'active',
    },
    change: { status: 'expired' },
  },
  cbs_invoices: {
    body: {
      customer_id: 91001,
      subscription_id: id('cbs_subscriptions'),
      lines: [
        {
          description: 'Postpaid 128 monthly commitment (January 2026)',
          product_id: id('cbs_products'),
          quantity: 1,
          unit_price: 128,
          tax_rate: 8,
        },
      ],
      currency: 'MYR',
      status: 'draft',
      issued_at: null,
      due_at: null,
      paid_at: null,
      notes: 'First bill',
    },
    change: { status: 'issued', issued_at: '2026-01-16T00:00:00Z' },
  },
});

describe.each(testDatabases())('billing resources on $name', (database) => {
  let server: TestServer;
  let token: string;
  const firstIds = new Map<Table, number>();

  const request = <Body = unknown>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    body?: unknown,
  ) => server.api.request<Body>({ method, url, token, body });

  /** The URL of an operation, without its `{id}`. */
  const urlOf = (operationId: string | undefined) => {
    const operation = server.contract.operations.find((o) => o.operationId === operationId);
    if (operation === undefined) throw new Error(`No operation ${String(operationId)}`);
    return `${operation.serverUrl}${operation.path}`.replace('/{id}', '');
  };

  const sampleOf = (table: Table): Sample => {
    const sample = samples((other) => firstIds.get(other) ?? 0)[table];
    if (sample === undefined) throw new Error(`No sample of ${table}`);
    return sample;
  };

  /** Write-only fields of a store body: accepted, never answered. */
  const writeOnlyOf = (operationId: string | undefined): Set<string> => {
    const operation = server.contract.operations.find((o) => o.operationId === operationId);
    const schema = deref(
      server.contract.document,
      operation?.requestBody?.content['application/json']?.schema,
    ) as JsonSchema;
    const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
    return new Set(
      Object.entries(properties)
        .filter(([, property]) => property.writeOnly === true)
        .map(([name]) => name),
    );
  };

  const countOf = async (table: Table) => {
    const row = await server.app.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll().as('count'))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  };

  beforeAll(async () => {
    // The demo seed gives every table realistic, cross-referenced rows to list and to name.
    server = await startTestServer(database, { demoData: true });
    token = await server.login();
    for (const config of billingResources) {
      const table = config.table as Table;
      const row = await server.app.db
        .selectFrom(table)
        .select('id')
        .orderBy('id')
        .executeTakeFirstOrThrow();
      firstIds.set(table, row.id);
    }
  });
  afterAll(() => server.close());

  describe.each(billingResources.map((config) => [config.table, config] as const))(
    '%s',
    (table, config: ResourceConfig) => {
      const listUrl = () => urlOf(indexEntryOf(config).operations.list);

      it('lists a page newest first, and filters by each query parameter', async () => {
        const total = await countOf(table as Table);
        expect(total).toBeGreaterThan(6);
        const page = await request<Page>('GET', `${listUrl()}?page=2&per_page=3`);
        expect(page.status).toBe(200);
        expect(page.body).toMatchObject({ current_page: 2, per_page: 3, from: 4, total });
        const ids = page.body.data.map((row) => row.id);
        expect(ids).toHaveLength(3);
        expect(ids).toEqual([...ids].sort((a, b) => b - a));

        const operation = server.contract.operations.find(
          (o) => o.operationId === indexEntryOf(config).operations.list,
        );
        const filters = (operation?.parameters ?? []).filter(
          (p) => p.in === 'query' && p.name !== 'page' && p.name !== 'per_page',
        );
        expect(filters.length).toBeGreaterThan(0);
        const all = await request<Page>('GET', `${listUrl()}?per_page=100`);
        const dateColumn = config.dateColumn ?? 'created_at';
        for (const filter of filters) {
          const dated = filter.name === 'date_from' || filter.name === 'date_to';
          const column = dated ? dateColumn : filter.name;
          const sample = all.body.data.find((row) => row[column] !== null);
          expect(sample, filter.name).toBeDefined();
          const raw = sample?.[column];
          const value = dated ? String(raw).slice(0, 10) : String(raw);
          const schema = deref(server.contract.document, filter.schema) as JsonSchema;
          const freeText = schema.type === 'string' && schema.enum === undefined && !dated;
          const query = new URLSearchParams({ per_page: '100', [filter.name]: value });
          const url = `${listUrl()}?${query.toString()}`;
          const filtered = await request<Page>('GET', url);
          expect(filtered.status, url).toBe(200);
          expect(filtered.body.total, url).toBeGreaterThan(0);
          for (const row of filtered.body.data) {
            const field = String(row[column]);
            if (filter.name === 'date_from') expect(field.slice(0, 10) >= value, url).toBe(true);
            else if (filter.name === 'date_to') expect(field.slice(0, 10) <= value, url).toBe(true);
            else if (freeText) expect(field.toLowerCase(), url).toContain(value.toLowerCase());
            else expect(field, url).toBe(value);
          }
        }
      });

      if (indexEntryOf(config).operations.show !== undefined) {
        it('shows a record, and answers 404 for an unknown id', async () => {
          const id = firstIds.get(table as Table);
          const shown = await request<Single>('GET', `${listUrl()}/${String(id)}`);
          expect(shown.status).toBe(200);
          expect(shown.body.data.id).toBe(id);
          const gone = await request('GET', `${listUrl()}/${String(int32.max)}`);
          expect(gone.status).toBe(404);
          expect(gone.body).toEqual({ message: 'Record not found.' });
        });
      }
    },
  );

  const writable = billingResources.filter(
    (config) => indexEntryOf(config).operations.store !== undefined,
  );

  describe.each(writable.map((config) => [config.table, config] as const))(
    '%s',
    (table, config: ResourceConfig) => {
      const { operations } = indexEntryOf(config);

      it('stores, shows, updates and (where it can) destroys a record', async () => {
        const { body, change } = sampleOf(table as Table);
        const collection = urlOf(operations.store);
        const writeOnly = writeOnlyOf(operations.store);

        const stored = await request<Single>('POST', collection, body);
        expect(stored.status).toBe(201);
        expect(stored.body.message).toBe(`${indexEntryOf(config).noun} created successfully.`);
        const { id } = stored.body.data;
        for (const [field, value] of Object.entries(body)) {
          if (writeOnly.has(field)) {
            expect(stored.body.data).not.toHaveProperty(field);
          } else if (typeof value === 'object' && value !== null) {
            // Invoice lines come back with their amounts added.
            expect(stored.body.data[field], field).toMatchObject(value);
          } else {
            expect(stored.body.data[field], field).toBe(value);
          }
        }

        const shown = await request<Single>('GET', `${collection}/${String(id)}`);
        expect(shown.body).toEqual({ data: stored.body.data });
        const listed = await request<Page>('GET', collection);
        expect(listed.body.data[0]?.id).toBe(id);

        const updated = await request<Single>('PUT', `${collection}/${String(id)}`, {
          ...body,
          ...change,
        });
        expect(updated.status).toBe(200);
        expect(updated.body.message).toBe(`${indexEntryOf(config).noun} updated successfully.`);
        expect(updated.body.data).toMatchObject(change);
        expect(updated.body.data.created_at).toBe(stored.body.data.created_at);

        const unknown = `${collection}/${String(int32.max)}`;
        const missing = await request('PUT', unknown, body);
        expect(missing.status).toBe(404);
        expect(missing.body).toEqual({ message: 'Record not found.' });

        if (operations.destroy !== undefined) {
          const destroyed = await request('DELETE', `${collection}/${String(id)}`);
          expect(destroyed.status).toBe(200);
          expect(destroyed.body).toEqual({
            message: `${indexEntryOf(config).noun} deleted successfully.`,
          });
          expect((await request('GET', `${collection}/${String(id)}`)).status).toBe(404);
          expect((await request('DELETE', unknown)).status).toBe(404);
        }
      });

      it('answers 422 for a body without its required fields or naming missing rows', async () => {
        const { body } = sampleOf(table as Table);
        const collection = urlOf(operations.store);
        const existing = `${collection}/${String(firstIds.get(table as Table))}`;
        for (const [method, url, operationId] of [
          ['POST', collection, operations.store],
          ['PUT', existing, operations.update],
        ] as const) {
          const required = requiredBodyFields[operationId ?? ''] ?? [];
          const empty = await request<Schema<'ValidationError'>>(method, url, {});
          expect(empty.status, operationId).toBe(422);
          expect(Object.keys(empty.body.errors).sort()).toEqual([...required].sort());

          for (const field of Object.keys(config.references ?? {})) {
            const ghost = await request<Schema<'ValidationError'>>(method, url, {
              ...body,
              [field]: int32.max,
            });
            expect(ghost.status, `${method} ${field}`).toBe(422);
            expect(ghost.body.errors[field]).toEqual([
              `The selected ${attribute(field)} is invalid.`,
            ]);
          }
        }
      });
    },
  );

  const withLookup = billingResources.filter(
    (config) => indexEntryOf(config).operations.lookup !== undefined,
  );

  it.each(withLookup.map((config) => [indexEntryOf(config).operations.lookup, config] as const))(
    '%s names every row',
    async (operationId, config) => {
      const response = await request<Schema<'LookupListResponse'>>('GET', urlOf(operationId));
      expect(response.status).toBe(200);
      expect(response.body.data).toHaveLength(await countOf(config.table as Table));
      for (const option of response.body.data) {
        expect(Object.keys(option)).toEqual(['id', 'name']);
        expect(option.name).not.toBe('');
      }
    },
  );

  it('names accounts, ledger accounts and commission configs as the mocks do', async () => {
    const names = async (operationId: string) =>
      (await request<Schema<'LookupListResponse'>>('GET', urlOf(operationId))).body.data;
    expect(await names('getAllAccounts')).toContainEqual({
      id: 10452,
      name: 'ACC-00010452 Mohd Rizal bin Abdullah',
    });
    expect(await names('getAllGeneralLedgerAccounts')).toContainEqual({
      id: 8,
      name: '4100-01 Prepaid airtime revenue',
    });
    const configs = await names('getAllCommissionConfigs');
    expect(configs.map((option) => option.name)).toContain(
      'RETAIL-RELOAD-25: sales_channel in retail,agent (4.25%)',
    );
    expect(configs.map((option) => option.name)).toContain(
      'PP-ACTIVATION: product_type = postpaid_plan (RM 40.00)',
    );
  });

  it('keeps merchant keys and vault tokens, and never answers them', async () => {
    const merchant = sampleOf('cbs_merchant_gateways').body;
    const stored = await request<Single>('POST', '/api/cbs/payment/merchant-gateway', {
      ...merchant,
      merchant_code: 'SECRET-CHECK',
    });
    const url = `/api/cbs/payment/merchant-gateway/${String(stored.body.data.id)}`;
    // An update without the key keeps it.
    await request('PUT', url, { ...merchant, merchant_key: undefined });
    const method = await request<Single>('POST', '/api/cbs/user-management/user-payment', {
      ...sampleOf('cbs_user_payment_methods').body,
    });
    const methodUrl = `/api/cbs/user-management/user-payment/${String(method.body.data.id)}`;
    for (const response of [
      stored,
      method,
      await request('GET', url),
      await request('GET', '/api/cbs/payment/merchant-gateway?per_page=100'),
      await request('GET', methodUrl),
      await request('GET', '/api/cbs/user-management/user-payment?per_page=100'),
    ]) {
      const text = JSON.stringify(response.body);
      for (const secret of [
        'mk_live_4f1c9a2e7b',
        'tok_ipay88_b7a6c5d4e3',
        'merchant_key',
        'token',
      ]) {
        expect(text).not.toContain(secret);
      }
    }
    // Nor does the operation log, which answers the input of every call.
    await server.app.operationLog.drain();
    const log = await request('GET', `${urlOf('listOperationLogs')}?per_page=100`);
    expect(JSON.stringify(log.body)).toContain('SECRET-CHECK');
    for (const secret of ['mk_live_4f1c9a2e7b', 'tok_ipay88_b7a6c5d4e3']) {
      expect(JSON.stringify(log.body)).not.toContain(secret);
    }
    const keys = await server.app.db
      .selectFrom('cbs_merchant_gateways')
      .select('merchant_key')
      .where('id', '=', stored.body.data.id)
      .executeTakeFirstOrThrow();
    expect(keys.merchant_key).toBe('mk_live_4f1c9a2e7b');
    const tokens = await server.app.db
      .selectFrom('cbs_user_payment_methods')
      .select('token')
      .where('id', '=', method.body.data.id)
      .executeTakeFirstOrThrow();
    expect(tokens.token).toBe('tok_ipay88_b7a6c5d4e3');
  });

  it('moves a payment transaction to the status of a new event', async () => {
    const pending = await request<Page>(
      'GET',
      '/api/cbs/payment/payment-transaction?status=pending&per_page=1',
    );
    const payment = pending.body.data[0];
    expect(payment?.completed_at).toBeNull();
    const event = await request<Single>('POST', '/api/cbs/payment/payment-transaction-event', {
      payment_transaction_id: payment?.id,
      event_type: 'callback_received',
      status_from: 'pending',
      status_to: 'success',
      payload: { Status: '1' },
      occurred_at: '2025-06-02T01:00:00Z',
    });
    expect(event.status).toBe(201);
    const after = await request<Page>(
      'GET',
      `/api/cbs/payment/payment-transaction?transaction_ref=${String(payment?.transaction_ref)}`,
    );
    expect(after.body.data[0]).toMatchObject({
      id: payment?.id,
      status: 'success',
      completed_at: '2025-06-02T01:00:00Z',
    });
    const events = await request<Page>(
      'GET',
      `/api/cbs/payment/payment-transaction-event?payment_transaction_id=${String(payment?.id)}`,
    );
    expect(events.body.data[0]).toMatchObject({ id: event.body.data.id, status_to: 'success' });
  });

  it('keeps one default payment method per customer', async () => {
    const url = '/api/cbs/user-management/user-payment';
    const { body } = sampleOf('cbs_user_payment_methods');
    const customer = { ...body, customer_id: 91077, is_default: true };
    const first = await request<Single>('POST', url, customer);
    const second = await request<Single>('POST', url, { ...customer, provider: 'Visa' });
    expect(second.body.data.is_default).toBe(true);
    const mine = await request<Page>('GET', `${url}?customer_id=91077`);
    expect(mine.body.data.map((method) => [method.id, method.is_default]).sort()).toEqual(
      [
        [first.body.data.id, false],
        [second.body.data.id, true],
      ].sort(),
    );
  });

  it('prices invoice lines, totals them and numbers the invoice', async () => {
    const url = '/api/cbs/invoice/invoice';
    const { body } = sampleOf('cbs_invoices');
    const lines = [
      {
        description: 'Postpaid 98 (June 2026)',
        product_id: null,
        quantity: 1,
        unit_price: 98,
        tax_rate: 8,
      },
      { description: 'IDD to Bangladesh (40 min)', quantity: 40, unit_price: 0.75, tax_rate: 8 },
      { description: 'Bangla Barta weekly', quantity: 4, unit_price: 3, tax_rate: 6 },
    ];
    const stored = await request<Schema<'InvoiceResponse'>>('POST', url, { ...body, lines });
    expect(stored.status).toBe(201);
    const year = new Date().toISOString().slice(0, 4);
    expect(stored.body.data).toMatchObject({
      invoice_number: `INV-${year}-${String(stored.body.data.id).padStart(6, '0')}`,
      subtotal: 140,
      tax_amount: 10.96,
      total: 150.96,
    });
    expect(stored.body.data.lines.map((line) => line.amount)).toEqual([98, 30, 12]);
    expect(stored.body.data.lines[1]?.product_id).toBeNull();

    const itemUrl = `${url}/${String(stored.body.data.id)}`;
    const updated = await request<Schema<'InvoiceResponse'>>('PUT', itemUrl, {
      ...body,
      lines: lines.slice(0, 1),
    });
    expect(updated.body.data).toMatchObject({
      invoice_number: stored.body.data.invoice_number,
      subtotal: 98,
      tax_amount: 7.84,
      total: 105.84,
    });
    const byNumber = await request<Page>(
      'GET',
      `${url}?invoice_number=${stored.body.data.invoice_number}`,
    );
    expect(byNumber.body.data.map((invoice) => invoice.id)).toEqual([stored.body.data.id]);

    const ghostProduct = await request<Schema<'ValidationError'>>('POST', url, {
      ...body,
      lines: [...lines, { ...lines[0], product_id: int32.max }],
    });
    expect(ghostProduct.status).toBe(422);
    expect(ghostProduct.body.errors).toEqual({
      'lines.3.product_id': ['The selected lines.3.product is invalid.'],
    });
    const huge = await request<Schema<'ValidationError'>>('POST', url, {
      ...body,
      lines: [{ ...lines[0], quantity: 100000, unit_price: 1e20 }],
    });
    expect(huge.status).toBe(422);
    expect(huge.body.errors).toEqual({
      lines: [`The lines total must not be greater than ${String(largestAmount)}.`],
    });
  });

  it('takes rates from 0 to 99 with at most 2 decimals (admin §5)', async () => {
    for (const [table, url] of [
      ['cbs_commission_plans', '/api/cbs/commission/commission-plan'],
      ['cbs_commission_configs', '/api/cbs/commission/commission-config'],
      ['cbs_rating_configs', '/api/cbs/product-rating/rating-config'],
    ] as const) {
      const { body } = sampleOf(table);
      for (const [rate, message] of [
        [99.5, 'The rate must not be greater than 99.'],
        [-1, 'The rate must be at least 0.'],
        [12.345, 'The rate must be a multiple of 0.01.'],
        ['12', 'The rate must be a number.'],
      ] as const) {
        const refused = await request<Schema<'ValidationError'>>('POST', url, {
          ...body,
          code: 'RATE-CHECK',
          rate,
        });
        expect(refused.status, `${table} ${String(rate)}`).toBe(422);
        expect(refused.body.errors.rate).toEqual([message]);
      }
    }
    const taken = await request<Single>('POST', '/api/cbs/commission/commission-config', {
      ...sampleOf('cbs_commission_configs').body,
      rate: 99,
    });
    expect(taken.body.data.rate).toBe(99);
  });

  it('refuses a code that another record already has', async () => {
    const taken = await request<Schema<'ValidationError'>>('POST', '/api/cbs/product/products', {
      ...sampleOf('cbs_products').body,
      sku: 'DG-DATA-10GB-30D',
    });
    expect(taken.status).toBe(422);
    expect(taken.body.errors).toEqual({ sku: ['The sku has already been taken.'] });
  });

  it('keeps the §6 record rules on billing records for a user granted /cbs/*', async () => {
    const grant = await request<Single>('POST', '/api/admin-permissions', {
      name: 'Billing area',
      slug: 'billing.area',
      http_method: [],
      http_path: '/cbs/*',
    });
    const role = await request<Single>('POST', '/api/admin-roles', {
      name: 'Invoice reader',
      slug: 'invoice-reader',
      permissions: [grant.body.data.id],
    });
    await server.createAdmin('invoice.reader', 'invoice-reader-password', 'invoice-reader');
    const reader = await server.login('invoice.reader', 'invoice-reader-password');
    const as = <Body = unknown>(
      method: 'GET' | 'POST' | 'PUT' | 'DELETE',
      url: string,
      body?: unknown,
    ) => server.api.request<Body>({ method, url, token: reader, body });

    // The demo's maker-checker guard of the invoice list; this role may only list and view.
    const guard = await server.app.db
      .selectFrom('custom_permissions')
      .select('id')
      .where('table_name', '=', 'cbs_invoices')
      .executeTakeFirstOrThrow();
    const detail = await request('POST', '/api/custom-permission-details', {
      custom_permission_id: guard.id,
      role_id: role.body.data.id,
      permission_names: ['List', 'View'],
      conditions: [
        {
          condition_field: 'status',
          condition_op: 'in',
          condition_value: 'draft,issued,paid,overdue,void',
          joining_rules: 'NA',
        },
      ],
    });
    expect(detail.status, JSON.stringify(detail.body)).toBe(201);

    const url = '/api/cbs/invoice/invoice';
    const invoice = `${url}/${String(firstIds.get('cbs_invoices'))}`;
    const { body } = sampleOf('cbs_invoices');
    expect((await as('GET', url)).status).toBe(200);
    expect((await as('GET', `${url}/export`)).status).toBe(200);
    expect((await as('GET', invoice)).status).toBe(200);
    expect((await as('POST', url, body)).status).toBe(403);
    expect((await as('PUT', invoice, body)).status).toBe(403);
    expect((await as('DELETE', invoice)).status).toBe(403);
    // Billing, not the rest of the console.
    expect((await as('GET', '/api/admin-users')).status).toBe(403);
    // Without a guard, the grant alone decides.
    expect((await as('GET', '/api/cbs/product/products')).status).toBe(200);
    expect((await request('PUT', invoice, body)).status).toBe(200);
  });
});
