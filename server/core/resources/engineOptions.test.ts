// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Schema } from '../../../domain/schema';
import { testDatabases } from '../../testing/databases';
import { startTestServer, type TestServer } from '../../testing/testServer';

// The engine's options for boolean, optional and dated columns, described lookups and hooks that
// know the action, exercised through billing resources that use them (on an empty database).

type Row = Record<string, unknown> & { id: number };
interface Single {
  data: Row;
}

const ledger = (code: string, isActive: boolean) => ({
  code,
  name: `Ledger ${code}`,
  account_type: 'asset',
  normal_balance: 'debit',
  currency: 'MYR',
  is_active: isActive,
});

describe.each(testDatabases())('resource engine options on $name', (database) => {
  let server: TestServer;
  let token: string;

  const request = <Body = unknown>(method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) =>
    server.api.request<Body>({ method, url, token, body });

  beforeAll(async () => {
    server = await startTestServer(database);
    token = await server.login();
  });
  afterAll(() => server.close());

  it('stores boolean columns as 0/1, answers and filters them as booleans', async () => {
    const url = '/api/cbs/accounting/general-ledger-account';
    const active = await request<Single>('POST', url, ledger('1000', true));
    const inactive = await request<Single>('POST', url, ledger('1100', false));
    expect(active.body.data.is_active).toBe(true);
    expect(inactive.body.data.is_active).toBe(false);
    const stored = await server.app.db
      .selectFrom('cbs_general_ledger_accounts')
      .select('is_active')
      .orderBy('id')
      .execute();
    expect(stored.map((row) => row.is_active)).toEqual([1, 0]);

    for (const [value, expected] of [
      ['false', [inactive.body.data.id]],
      ['0', [inactive.body.data.id]],
      ['true', [active.body.data.id]],
    ] as const) {
      const page = await request<{ data: Row[] }>('GET', `${url}?is_active=${value}`);
      expect(page.body.data.map((row) => row.id)).toEqual(expected);
    }
    const changed = await request<Single>('PUT', `${url}/${String(active.body.data.id)}`, {
      ...ledger('1000', false),
    });
    expect(changed.body.data.is_active).toBe(false);
  });

  it('leaves an optional column out of the answer while it is null', async () => {
    const url = '/api/cbs/payment/gateway';
    const gateway = {
      name: 'Billplz',
      code: 'billplz',
      provider: 'Billplz Sdn Bhd',
      supported_currencies: ['MYR'],
      supported_methods: ['fpx'],
      is_sandbox: false,
      status: 'active',
    };
    const without = await request<Single>('POST', url, gateway);
    expect(without.status).toBe(201);
    expect(without.body.data).not.toHaveProperty('api_base_url');
    const withUrl = await request<Single>('PUT', `${url}/${String(without.body.data.id)}`, {
      ...gateway,
      api_base_url: 'https://www.billplz.com/api/v4',
    });
    expect(withUrl.body.data.api_base_url).toBe('https://www.billplz.com/api/v4');
  });

  it('bounds date_from and date_to by the configured date column', async () => {
    const posted = (id: number, day: string) => ({
      id,
      transaction_ref: `AT-${day.replaceAll('-', '')}-00000${String(id)}`,
      account_id: 1,
      general_ledger_account_id: 1,
      entry_type: 'debit',
      amount: 10,
      currency: 'MYR',
      balance_after: -10,
      description: null,
      source_type: 'adjustment',
      source_id: null,
      transaction_date: `${day}T10:00:00Z`,
      // Recorded long after the fact: created_at must not be what the range bounds.
      created_at: '2025-06-30T00:00:00Z',
    });
    await server.app.db
      .insertInto('cbs_accounting_transactions')
      .values([posted(1, '2025-05-01'), posted(2, '2025-05-15'), posted(3, '2025-05-31')])
      .execute();
    const url = '/api/cbs/accounting/accounting-transaction';
    const ids = async (query: string) =>
      (await request<{ data: Row[] }>('GET', `${url}?${query}`)).body.data.map((row) => row.id);
    expect(await ids('date_from=2025-05-15')).toEqual([3, 2]);
    expect(await ids('date_to=2025-05-15')).toEqual([2, 1]);
    expect(await ids('date_from=2025-05-02&date_to=2025-05-30')).toEqual([2]);
    expect(await ids('date_from=2025-06-30')).toEqual([]);
  });

  it('names lookup options by several columns, ordered by name', async () => {
    await request('POST', '/api/cbs/accounting/general-ledger-account', ledger('0900', true));
    const lookup = await request<Schema<'LookupListResponse'>>(
      'GET',
      '/api/cbs/accounting/all-general-ledger-account',
    );
    expect(lookup.body.data.map((option) => option.name)).toEqual([
      '0900 Ledger 0900',
      '1000 Ledger 1000',
      '1100 Ledger 1100',
    ]);
  });

  it('tells afterWrite whether the row was created or changed', async () => {
    // A stored payment event moves its transaction; changing an old event does not.
    await server.app.db
      .insertInto('cbs_payment_transactions')
      .values({
        id: 1,
        transaction_ref: 'PT-20250601-00001',
        merchant_gateway_id: 1,
        gateway_id: 1,
        customer_id: 88120,
        invoice_id: null,
        msisdn: '60123456789',
        amount: 30,
        currency: 'MYR',
        payment_method: 'card',
        gateway_reference: null,
        status: 'initiated',
        failure_reason: null,
        initiated_at: '2025-06-01T01:00:00Z',
        completed_at: null,
        created_at: '2025-06-01T01:00:00Z',
        updated_at: '2025-06-01T01:00:00Z',
      })
      .execute();
    const event = {
      payment_transaction_id: 1,
      event_type: 'redirected',
      status_from: 'initiated',
      status_to: 'pending',
      occurred_at: '2025-06-01T01:00:04Z',
    };
    const url = '/api/cbs/payment/payment-transaction-event';
    const stored = await request<Single>('POST', url, event);
    const statusOf = async () =>
      (
        await server.app.db
          .selectFrom('cbs_payment_transactions')
          .select(['status', 'completed_at'])
          .executeTakeFirstOrThrow()
      ).status;
    expect(await statusOf()).toBe('pending');
    await request('PUT', `${url}/${String(stored.body.data.id)}`, {
      ...event,
      status_to: 'failed',
    });
    expect(await statusOf()).toBe('pending');
  });
});
