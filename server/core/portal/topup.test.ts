// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Schema } from '../../../domain/schema';
import { testDatabases } from '../../testing/databases';
import { startTestServer, type TestServer } from '../../testing/testServer';
import { portalCall, portalSignIn } from '../../testing/portalSession';

type Topup = Schema<'TopupResponse'>;

describe.each(testDatabases())('the top-up journey and its content on $name', (database) => {
  let server: TestServer;
  const owner = '60125552001';
  const other = '60125552002';
  let token: string;
  let otherToken: string;
  const startedAt = Date.now();

  const topup = (body: Record<string, unknown>, withToken?: string) =>
    portalCall<Topup>(
      server,
      '/bd-topup',
      { languageId: 1, operatorId: 1, sessionId: 'visit-topup', ...body },
      withToken,
    );
  /** The transaction rows a top-up left. */
  const rowOf = (transactionId: string | undefined) =>
    server.app.db
      .selectFrom('portal_transactions')
      .select(['msisdn', 'type', 'receiver_number', 'amount', 'status'])
      .where('transaction_id', '=', transactionId ?? '')
      .executeTakeFirst();

  beforeAll(async () => {
    server = await startTestServer(database);
    token = await portalSignIn(server, owner);
    otherToken = await portalSignIn(server, other);
  });
  afterAll(() => server.close());

  it('lists the packages of each kind priced in RM, and the wallets, in the language asked', async () => {
    const hub = await portalCall<Schema<'TopupHubResponse'>>(
      server,
      '/content/topup-page?languageId=22&operatorId=1',
    );
    const { packages = [], wallets = [] } = hub.body.data;
    expect(packages.filter((item) => item.type === 'self').map((item) => item.price)).toEqual([
      5, 10, 30, 50,
    ]);
    expect(packages.find((item) => item.type === 'bd')).toMatchObject({
      title: 'Tambah nilai RM 10.00',
      price: 10,
    });
    expect(wallets.map((wallet) => wallet.id)).toEqual(['tng', 'boost', 'grabpay', 'fpx']);
    // Brand names stay; a wallet named in words is named in the visitor's language.
    expect(wallets.map((wallet) => wallet.name)).toEqual([
      "Touch 'n Go eWallet",
      'Boost',
      'GrabPay',
      'Perbankan dalam talian FPX',
    ]);
  });

  it('records a number’s top-up with the server’s price, the receiver and its kind', async () => {
    const own = await topup({ msisdn: owner, packageId: 2, wallet: 'tng' }, token);
    expect(own.status).toBe(200);
    expect(own.body.code).toBe(200);
    expect(await rowOf(own.body.data?.transaction_id)).toMatchObject({
      msisdn: owner,
      type: 'topup',
      receiver_number: owner,
      status: 'pending',
    });
    expect(Number((await rowOf(own.body.data?.transaction_id))?.amount)).toBe(10);

    const bd = await topup(
      { msisdn: owner, packageId: 9, wallet: 'fpx', receiverMsisdn: '8801711223344' },
      token,
    );
    expect(await rowOf(bd.body.data?.transaction_id)).toMatchObject({
      type: 'bd-topup',
      receiver_number: '8801711223344',
    });
    expect(Number((await rowOf(bd.body.data?.transaction_id))?.amount)).toBe(20);
  });

  it('refuses another number’s top-up, a missing session, and packages or wallets it does not offer', async () => {
    const body = { msisdn: owner, packageId: 2, wallet: 'tng' };
    expect((await topup(body)).status).toBe(401);
    expect((await topup(body, 'ps_forged')).status).toBe(401);
    const forged = await topup(body, otherToken);
    expect(forged.status).toBe(403);
    expect(forged.body).toEqual({ message: 'This number is not verified in this session.' });

    const unknownPackage = await topup({ ...body, packageId: 99 }, token);
    expect(unknownPackage.status).toBe(422);
    expect(unknownPackage.body).toMatchObject({
      errors: { packageId: ['The selected package id is invalid.'] },
    });
    const unknownWallet = await topup({ ...body, wallet: 'bitcoin' }, token);
    expect(unknownWallet.status).toBe(422);
    expect(unknownWallet.body).toMatchObject({
      errors: { wallet: ['The selected wallet is invalid.'] },
    });
    // Malformed bodies: the contract refuses them before anything is recorded.
    for (const malformed of [
      { ...body, packageId: 'two' },
      { ...body, packageId: 0 },
      { ...body, receiverMsisdn: '+60 12 555' },
      { ...body, wallet: '<script>' },
      { ...body, amount: 0.01, packageId: undefined, price: 0.01 },
    ]) {
      const answer = await topup(malformed, token);
      if (answer.status === 200) {
        // An unknown field is ignored; the price never comes from the client.
        expect(Number((await rowOf(answer.body.data?.transaction_id))?.amount)).toBe(0);
      } else {
        expect(answer.status, JSON.stringify(malformed)).toBe(422);
      }
    }
  });

  it('lets a guest top up another number without a session', async () => {
    const guest = await topup({
      msisdn: 'guest-user',
      packageId: 6,
      wallet: 'boost',
      receiverMsisdn: '60195551234',
      source: 'campaign-dg',
    });
    expect(guest.status).toBe(200);
    expect(await rowOf(guest.body.data?.transaction_id)).toMatchObject({
      msisdn: null,
      type: 'topup',
      receiver_number: '60195551234',
    });
  });

  it('answers an offer’s detail in the language of the list, English without one', async () => {
    const detail = (query: string) =>
      portalCall<Schema<'OfferDetailResponse'>>(server, `/content/offer-details-page/31${query}`);
    expect((await detail('')).body.data.offerDetail).toMatchObject({
      title: 'Internet 10GB',
      validity: '30 days',
    });
    expect((await detail('?languageId=23')).body.data.offerDetail).toMatchObject({
      validity: '৩০ দিন',
    });
    expect((await detail('?languageId=22')).body.data.offerDetail.validity).toBe('30 hari');
    expect((await detail('?languageId=abc')).status).toBe(422);
  });

  it('dates the demo notices and news just before the install, not in the past year', async () => {
    const notices = await portalCall<Schema<'NoticeListResponse'>>(
      server,
      '/content/notice-page?languageId=1&operatorId=1',
    );
    const news = await portalCall<Schema<'KhoborPageResponse'>>(
      server,
      '/content/rashifol-khobor?languageId=1',
    );
    const dates = [
      ...notices.body.data.notices.map((notice) => notice.published_at),
      ...news.body.data.items.map((item) => item.published_at),
    ].map((at) => Date.parse(at));
    expect(dates.length).toBeGreaterThan(2);
    const day = 24 * 60 * 60 * 1000;
    for (const at of dates) {
      expect(at).toBeLessThanOrEqual(Date.now());
      expect(at).toBeGreaterThan(startedAt - 60 * day);
    }
  });
});
