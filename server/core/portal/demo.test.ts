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
    // The stories' ids: they edit 302 and expect 303's edit button.
    expect(
      favourites.body.data.favourite_numbers.map((row) => [row.id, row.name, row.mobile_number]),
    ).toEqual([
      [301, 'Abang Karim', '60198765432'],
      [302, 'আম্মা', '01712345678'],
      [303, 'Kak Ros', '60112345678'],
      [304, 'ভাইয়া (Robi)', '01812233445'],
    ]);
    const ticket = await portalCall<Schema<'SupportTicketResponse'>>(
      server,
      '/create_ticket_service',
      { msisdn, languageId: 1, operatorId: 1, service: 'other', message: 'Hello' },
      token,
    );
    expect(ticket.body.code).toBe(202);
    expect(ticket.body.message).toContain('TKT-250601-00871');
  });

  it('numbers a new favourite after the demo ones', async () => {
    const other = '60183456789';
    const otherToken = await portalSignIn(server, other, 2);
    const saved = await portalCall<Schema<'FavouriteNumberSaveResponse'>>(
      server,
      '/save_or_update_favourite_number',
      {
        editId: 0,
        name: 'Adik',
        receiverMsisdn: '60191234567',
        receiverCountry: 'MY',
        receiverOperatorId: 1,
      },
      otherToken,
    );
    expect(saved.body.code).toBe('00');
    const list = await portalCall<Schema<'FavouriteNumberListResponse'>>(
      server,
      `/content/favourite-number-list?languageId=1&msisdn=${other}`,
      undefined,
      otherToken,
    );
    const added = list.body.data.favourite_numbers.find((row) => row.name === 'Adik');
    expect(added?.id).toBeGreaterThan(307);
  });

  it('gives the subscriber who shared links its token, and others a random one of their own', async () => {
    const refer = (number: string, session: string) =>
      portalCall<Schema<'ReferFriendPageResponse'>>(
        server,
        `/content/refer-friend-page?languageId=1&msisdn=${number}&operatorId=1`,
        undefined,
        session,
      );
    const tokenOf = (answer: Awaited<ReturnType<typeof refer>>) =>
      new URL(answer.body.data.cards[0]?.share_url ?? '').searchParams.get('re_token');
    expect(tokenOf(await refer(msisdn, token))).toBe('rf_9KX2QZ');
    const friend = '60146789012';
    const friendToken = await portalSignIn(server, friend);
    const first = tokenOf(await refer(friend, friendToken));
    // 9 random bytes, not a value derived from the number that anyone could compute.
    expect(first).toMatch(/^rf_[A-Za-z0-9_-]{12}$/);
    expect(tokenOf(await refer(friend, friendToken))).toBe(first);
  });
});
