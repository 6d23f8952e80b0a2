// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Schema } from '../../../domain/schema';
import { testDatabases } from '../../testing/databases';
import { startTestServer, type TestServer } from '../../testing/testServer';
import { portalCall, portalSignIn } from '../../testing/portalSession';

/** Every call that acts on or reveals a subscriber, made for `msisdn`. */
const subscriberCalls = (msisdn: string): [string, unknown][] => {
  const service = { msisdn, service: 'bangla_barta', operatorId: 1, languageId: 1 };
  const result = { ...service, service: 'rashifol', operatorId: 2, type: 'subscription' };
  return [
    ['/check-reg-status', { msisdn, operatorId: 1, service: 'bangla_barta' }],
    [`/check-reg-status?msisdn=${msisdn}&operatorId=1&service=bangla_barta`, undefined],
    ['/service-registration', service],
    ['/service-deregistration', service],
    // A well-formed payment proof: the session is checked before the payment.
    [
      '/umobile/success',
      {
        ...result,
        pageType: 'success',
        requestId: 'REQ-1',
        amount: '3.00',
        signature: 'a'.repeat(64),
      },
    ],
    ['/umobile/failed', { ...result, pageType: 'failed' }],
    ['/bd-topup', { languageId: 1, operatorId: 1, sessionId: 'visit-1', msisdn }],
    ['/save_user_histories', { operatorId: 1, msisdn }],
    [
      `/store-referal-info?msisdn=${msisdn}&reToken=rf_x&reProductId=2&tId=TID-20250101-000001&price=3`,
      undefined,
    ],
  ];
};

describe.each(testDatabases())('portal calls about a subscriber on $name', (database) => {
  let server: TestServer;
  const victim = '60125551001';
  const attacker = '60125551002';
  let attackerToken: string;
  let victimToken: string;

  beforeAll(async () => {
    server = await startTestServer(database);
    attackerToken = await portalSignIn(server, attacker);
    victimToken = await portalSignIn(server, victim);
  });
  afterAll(() => server.close());

  /** What the server holds about the victim: subscriptions, transactions, visits. */
  const victimState = async () => {
    const db = server.app.db;
    return {
      subscriptions: await db
        .selectFrom('portal_subscriptions')
        .select('service')
        .where('msisdn', '=', victim)
        .execute(),
      transactions: await db
        .selectFrom('portal_transactions')
        .select('transaction_id')
        .where('msisdn', '=', victim)
        .execute(),
      visits: await db
        .selectFrom('portal_visits')
        .select('id')
        .where('msisdn', '=', victim)
        .execute(),
    };
  };

  it('answers 401 without the subscriber’s session and 403 with another number’s, changing nothing', async () => {
    const before = await victimState();
    for (const [path, body] of subscriberCalls(victim)) {
      const anonymous = await portalCall(server, path, body);
      expect(anonymous.status, path).toBe(401);
      expect(anonymous.body).toEqual({ message: 'Unauthenticated.' });
      const forged = await portalCall(server, path, body, 'ps_forged');
      expect(forged.status, path).toBe(401);
      const other = await portalCall(server, path, body, attackerToken);
      expect(other.status, path).toBe(403);
      expect(other.body).toEqual({ message: 'This number is not verified in this session.' });
    }
    expect(await victimState()).toEqual(before);
    expect(before.subscriptions).toEqual([]);
  });

  it('lets the subscriber’s own session through', async () => {
    // The payment result and the referral need more than a session: their own tests cover them.
    const plain = subscriberCalls(victim).filter(
      ([path]) => !path.startsWith('/umobile/success') && !path.startsWith('/store-referal-info'),
    );
    for (const [path, body] of plain) {
      const own = await portalCall(server, path, body, victimToken);
      expect(own.status, `${path} ${JSON.stringify(own.body)}`).toBe(200);
    }
  });

  it('starts a guest top-up without a session, but a number’s top-up needs its session', async () => {
    const topup = (msisdn: string, token?: string) =>
      portalCall<Schema<'TopupResponse'>>(
        server,
        '/bd-topup',
        { languageId: 23, operatorId: 1, sessionId: 'visit-2', msisdn, source: 'campaign-dg' },
        token,
      );
    const guest = await topup('guest-user');
    expect(guest.status).toBe(200);
    expect(guest.body.data?.transaction_id).toMatch(/^BDT-\d{8}-\d{5}$/);
    expect((await topup(victim)).status).toBe(401);
    expect((await topup(victim, attackerToken)).status).toBe(403);
    expect((await topup(victim, victimToken)).status).toBe(200);
  });
});
