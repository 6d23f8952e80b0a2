// @vitest-environment node
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Schema } from '../../../domain/schema';
import * as usageRecordUpdates from '../db/migrations/012_usage_record_updates';
import { testDatabases } from '../../testing/databases';
import { whileMigrating } from '../../testing/schemaLock';
import { startTestServer, type TestServer } from '../../testing/testServer';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
interface Stored {
  data: Schema<'UsageRecord'>;
}

const usage = '/api/cbs/subscription/usage';

/**
 * Usage records added and corrected by hand (the generic suite of billing.test.ts stores,
 * updates and destroys one): the rules a body of the contract cannot express, and who may write.
 */
describe.each(testDatabases())('usage records on $name', (database) => {
  let server: TestServer;
  let token: string;
  /** A demo voice record: rating type 1 (Voice call, in seconds) and its plan 6. */
  let voice: Schema<'UsageRecord'>;

  const request = <Body = unknown>(method: Method, url: string, body?: unknown) =>
    server.api.request<Body>({ method, url, token, body });

  /** A valid body: the demo voice record's values, with `change` over them. */
  const bodyWith = (change: Record<string, unknown> = {}) => {
    const readOnly = new Set(['id', 'created_at', 'updated_at']);
    const values = Object.entries(voice).filter(([field]) => !readOnly.has(field));
    return { ...Object.fromEntries(values), ...change };
  };

  beforeAll(async () => {
    server = await startTestServer(database, { demoData: true });
    token = await server.login();
    const shown = await request<Stored>('GET', `${usage}/9120044`);
    voice = shown.body.data;
  });
  afterAll(() => server.close());

  it('dates the last change of the records an installed console had as their creation', async () => {
    // Migrations are written against an untyped database, as they run before the schema exists.
    const db = server.app.db as unknown as Kysely<unknown>;
    await whileMigrating(database.url, async () => {
      await usageRecordUpdates.down(db);
      await usageRecordUpdates.up(db);
    });
    const rows = await server.app.db
      .selectFrom('cbs_usage_records')
      .select(['created_at', 'updated_at'])
      .execute();
    expect(rows.length).toBeGreaterThan(6);
    for (const row of rows) expect(row.updated_at).toBe(row.created_at);
  });

  it('adds a missed record, corrects it and says when it last changed', async () => {
    expect(voice).toMatchObject({ rating_type_id: 1, rating_plan_id: 6, unit: 'second' });
    expect(voice.updated_at).toBe(voice.created_at);
    const added = await request<Stored>('POST', usage, bodyWith({ quantity: 61 }));
    expect(added.status).toBe(201);
    expect(added.body.data.updated_at).toBe(added.body.data.created_at);
    const url = `${usage}/${String(added.body.data.id)}`;
    const corrected = await request<Stored>(
      'PUT',
      url,
      bodyWith({ quantity: 60, rating_plan_id: null }),
    );
    expect(corrected.status).toBe(200);
    expect(corrected.body.data).toMatchObject({ quantity: 60, rating_plan_id: null });
    expect(corrected.body.data.created_at).toBe(added.body.data.created_at);
    expect(corrected.body.data.updated_at >= added.body.data.updated_at).toBe(true);
  });

  it.each([
    // What the contract says of each field.
    [{ msisdn: '0123456789' }, 'msisdn', 'The msisdn format is invalid.'],
    [{ usage_type: 'mms' }, 'usage_type', 'The selected usage type is invalid.'],
    [{ quantity: -1 }, 'quantity', 'The quantity must be at least 0.'],
    [{ quantity: 2e9 }, 'quantity', 'The quantity must not be greater than 1000000000.'],
    [{ quantity: '240' }, 'quantity', 'The quantity must be a number.'],
    [{ rated_amount: 0.125 }, 'rated_amount', 'The rated amount must be a multiple of 0.01.'],
    [{ rated_amount: 250000 }, 'rated_amount', 'The rated amount must not be greater than 100000.'],
    [{ destination: 'internet digi' }, 'destination', 'The destination format is invalid.'],
    [{ recorded_at: '1 June 2025' }, 'recorded_at', 'The recorded at is not a valid date.'],
    [{ subscription_id: 2147483647 }, 'subscription_id', 'The selected subscription is invalid.'],
    // What only the server can check.
    [{ unit: 'minute' }, 'unit', 'The unit must be second, the unit of the rating type.'],
    [
      // Plan 2 rates mobile data, not voice.
      { rating_plan_id: 2 },
      'rating_plan_id',
      "The rating plan must be one of the rating type's plans.",
    ],
    [
      { recorded_at: '2999-01-01T00:00:00Z' },
      'recorded_at',
      'The recorded at must be a date before or equal to now.',
    ],
    [
      // SMS (rating type 3) are counted whole.
      { rating_type_id: 3, rating_plan_id: 3, usage_type: 'sms', unit: 'sms', quantity: 1.5 },
      'quantity',
      'The quantity must be an integer.',
    ],
  ] as const)('refuses %o on store and update (422)', async (change, field, message) => {
    for (const [method, url] of [
      ['POST', usage],
      ['PUT', `${usage}/${String(voice.id)}`],
    ] as const) {
      const refused = await request<Schema<'ValidationError'>>(method, url, bodyWith(change));
      expect(refused.status, method).toBe(422);
      expect(refused.body.errors, method).toEqual({ [field]: [message] });
    }
    // Nothing was changed by the refused update.
    const shown = await request<Stored>('GET', `${usage}/${String(voice.id)}`);
    expect(shown.body.data).toEqual(voice);
  });

  it('lets a role granted usage writes add and correct records, and refuses every other role', async () => {
    const signIn = async (username: string, role: string) => {
      await server.createAdmin(username, `${username}-password`, role);
      const userToken = await server.login(username, `${username}-password`);
      return async (method: Method, url: string, body?: unknown) =>
        (await server.api.request({ method, url, token: userToken, body })).status;
    };
    const permission = await request<{ data: { id: number } }>('POST', '/api/admin-permissions', {
      name: 'Usage corrections',
      slug: 'cbs.subscription.usage',
      http_method: ['POST', 'PUT'],
      http_path: '/cbs/subscription/usage*',
    });
    const reader = await request<{ data: Schema<'Permission'>[] }>(
      'GET',
      '/api/admin-permissions?per_page=100',
    );
    const subscriptions = reader.body.data.find((row) => row.slug === 'cbs.subscription');
    const role = await request('POST', '/api/admin-roles', {
      name: 'Rating desk',
      slug: 'rating-desk',
      permissions: [permission.body.data.id, subscriptions?.id],
    });
    expect(role.status).toBe(201);

    const item = `${usage}/${String(voice.id)}`;
    const desk = await signIn('rating.desk', 'rating-desk');
    expect(await desk('GET', usage)).toBe(200);
    expect(await desk('POST', usage, bodyWith({ quantity: 30 }))).toBe(201);
    expect(await desk('PUT', item, bodyWith({ quantity: 241 }))).toBe(200);
    // Deleting was not granted, nor writing the subscriptions themselves.
    expect(await desk('DELETE', item)).toBe(403);
    expect(await desk('PUT', '/api/cbs/subscription/subscription/120553', {})).toBe(403);

    // The seeded billing roles read usage only: the officer writes invoices, not usage.
    for (const seeded of ['billing-officer', 'billing-viewer', 'revenue-assurance']) {
      const as = await signIn(`usage.${seeded}`, seeded);
      expect(await as('GET', usage), seeded).toBe(200);
      expect(await as('GET', `${usage}/export`), seeded).toBe(200);
      expect(await as('POST', usage, bodyWith()), seeded).toBe(403);
      expect(await as('PUT', item, bodyWith()), seeded).toBe(403);
      expect(await as('DELETE', item), seeded).toBe(403);
    }
    // A role without the subscription area does not even read it.
    const care = await signIn('usage.customer-care', 'customer-care');
    expect(await care('GET', usage)).toBe(403);

    // A refused write leaves the record as it was; the administrator may delete it.
    const shown = await request<Stored>('GET', item);
    expect(shown.body.data.quantity).toBe(241);
    expect((await request('DELETE', item)).status).toBe(200);
  });
});
