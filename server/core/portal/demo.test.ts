// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Schema } from '../../../domain/schema';
import { testDatabases } from '../../testing/databases';
import { startTestServer, type TestServer } from '../../testing/testServer';
import { portalCall, portalSignIn } from '../../testing/portalSession';

describe.each(testDatabases())('portal demo data on $name', (database) => {
  let server: TestServer;
  // Mohd Rizal, the mock API's main subscriber (Digi).
  const msisdn = '60123456789';
  let token: string;

  beforeAll(async () => {
    server = await startTestServer(database, { demoData: true });
    token = await portalSignIn(server, msisdn);
  });
  afterAll(() => server.close());

  it('gives a demo install the mock subscribers’ subscriptions, points and history', async () => {
    const mine = await portalCall<Schema<'MySubscriptionResponse'>>(
      server,
      '/my-subscription',
      { msisdn, operatorId: 1, languageId: 23 },
      token,
    );
    expect(mine.body.data.subscriptions.map((row) => [row.service, row.status])).toEqual([
      ['game_zone', 'active'],
      ['bangla_barta', 'active'],
      ['caller_tunes', 'suspended'],
    ]);
    // Dated from the day of seeding: active subscriptions renew after today, not in the past.
    const seeded = Date.now();
    for (const row of mine.body.data.subscriptions.filter((item) => item.status === 'active')) {
      expect(Date.parse(row.next_renewal_at ?? '')).toBeGreaterThan(seeded - 86_400_000);
      expect(Date.parse(row.subscribed_at)).toBeLessThan(seeded);
    }
    const balance = await server.api.request<Schema<'BalanceInfoResponse'>>({
      method: 'GET',
      url: `/api/portal/get_user_balance_info/${msisdn}`,
      token,
    });
    expect(balance.body.data).toEqual({ refund_point: 120, total_point: 450 });
    const refer = await portalCall<Schema<'ReferFriendPageResponse'>>(
      server,
      `/content/refer-friend-page?languageId=1&msisdn=${msisdn}&operatorId=1`,
      undefined,
      token,
    );
    expect(refer.body.data.referral_point).toBe(60);
    const history = await portalCall<Schema<'UserHistoryResponse'>>(
      server,
      '/user-history',
      { msisdn, operatorId: 1, languageId: 1 },
      token,
    );
    expect(history.body.data.histories).toHaveLength(10);
    // The newest transaction is of the last days, not of the year the demo was written.
    const newest = Date.parse(history.body.data.histories[0]?.created_at ?? '');
    expect(Date.now() - newest).toBeLessThan(30 * 86_400_000);
    expect(history.body.data.has_more).toBe(true);
  });

  it('keeps the demo favourites and the open ticket of the number', async () => {
    const favourites = await portalCall<Schema<'FavouriteNumberListResponse'>>(
      server,
      `/content/favourite-number-list?languageId=1&msisdn=${msisdn}`,
      undefined,
      token,
    );
    expect(favourites.body.data.favourite_numbers).toHaveLength(4);
    const ticket = await portalCall<Schema<'SupportTicketResponse'>>(
      server,
      '/create_ticket_service',
      { msisdn, languageId: 1, operatorId: 1, service: 'other', message: 'Hello' },
      token,
    );
    expect(ticket.body.code).toBe(202);
    expect(ticket.body.message).toContain('TKT-250601-00871');
  });
});
