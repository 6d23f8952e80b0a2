// @vitest-environment node
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Schema } from '../../../domain/schema';
import { testDatabases } from '../../testing/databases';
import { startTestServer, type TestServer } from '../../testing/testServer';
import { portalCall, portalSignIn } from '../../testing/portalSession';

const secret = 'mpay-callback-secret-for-tests';

/** The provider's signature of a payment: HMAC-SHA256 of `requestId|amount`, hex. */
const sign = (requestId: string, amount: string, key = secret) =>
  createHmac('sha256', key).update(`${requestId}|${amount}`).digest('hex');

describe.each(testDatabases())('operator-2 payment results on $name', (database) => {
  let server: TestServer;
  const msisdn = '60185559001';
  const other = '60185559002';
  let token: string;
  let otherToken: string;

  const result = {
    msisdn,
    service: 'rashifol',
    languageId: 1,
    operatorId: 2,
    type: 'subscription',
  };

  /** The confirmation page's payment form for a number: what the server issued. */
  const paymentForm = async (forMsisdn = msisdn) => {
    const page = await portalCall<Schema<'ConfirmationPageResponse'>>(
      server,
      '/content/service-confirmation-page',
      { service: 'rashifol', languageId: 1, operatorId: 2, msisdn: forMsisdn },
    );
    const form = page.body.data.payment_form;
    if (form === null || form === undefined) throw new Error('no payment form');
    return form;
  };

  const succeed = (proof: Record<string, unknown>, withToken = token) =>
    portalCall<Schema<'Operator2ResultResponse'> & Schema<'ValidationError'>>(
      server,
      '/umobile/success',
      { ...result, pageType: 'success', ...proof },
      withToken,
    );

  const subscribed = async () =>
    (
      await server.app.db
        .selectFrom('portal_subscriptions')
        .select('status')
        .where('msisdn', '=', msisdn)
        .where('service', '=', 'rashifol')
        .executeTakeFirst()
    )?.status;

  beforeAll(async () => {
    server = await startTestServer(database, {
      mpayCallbackSecret: secret,
      portalPublicOrigin: 'https://portal.example',
      mpayReturnUrl: 'https://pay.portal.example/return',
    });
    token = await portalSignIn(server, msisdn, 2);
    otherToken = await portalSignIn(server, other, 2);
  });
  afterAll(() => server.close());

  it('returns the visitor to the configured address, and links to the public origin', async () => {
    const form = await paymentForm();
    expect(form.callbackUrl).toBe(
      'https://pay.portal.example/return/umobile/success/subscription/rashifol',
    );
    const topup = await portalCall<Schema<'TopupResponse'>>(server, '/bd-topup', {
      languageId: 1,
      operatorId: 2,
      sessionId: 'session-9',
      msisdn: 'guest-user',
    });
    expect(topup.body.data?.redirect_url).toMatch(
      /^https:\/\/portal\.example\/wallet-select-page\//,
    );
  });

  it('turns nothing on without the provider’s signed word for a request it issued', async () => {
    const form = await paymentForm();
    const theirs = await paymentForm(other);
    const attempts: [Record<string, unknown>, string[]][] = [
      [{}, ['requestId', 'amount', 'signature']],
      [{ requestId: form.requestId, amount: form.price, signature: 'f'.repeat(64) }, ['signature']],
      [
        {
          requestId: form.requestId,
          amount: form.price,
          signature: sign(form.requestId, form.price, 'a-guessed-secret'),
        },
        ['signature'],
      ],
      // Signed for a smaller amount than the request's price.
      [
        { requestId: form.requestId, amount: '0.01', signature: sign(form.requestId, '0.01') },
        ['amount'],
      ],
      // Made up, or issued for another number.
      [
        {
          requestId: 'REQ-20250101-9999',
          amount: form.price,
          signature: sign('REQ-20250101-9999', form.price),
        },
        ['requestId'],
      ],
      [
        {
          requestId: theirs.requestId,
          amount: theirs.price,
          signature: sign(theirs.requestId, theirs.price),
        },
        ['requestId'],
      ],
    ];
    for (const [proof, fields] of attempts) {
      const refused = await succeed(proof);
      expect(refused.status, JSON.stringify(proof)).toBe(422);
      expect(Object.keys(refused.body.errors), JSON.stringify(proof)).toEqual(fields);
    }
    expect(await subscribed()).toBeUndefined();
  });

  it('subscribes once on a signed callback for its own request', async () => {
    const form = await paymentForm();
    const proof = {
      requestId: form.requestId,
      amount: form.price,
      signature: sign(form.requestId, form.price),
    };
    // The other number's session cannot spend this number's payment.
    expect((await succeed(proof, otherToken)).status).toBe(403);
    const paid = await succeed(proof);
    expect(paid.status).toBe(200);
    expect(paid.body.data).toMatchObject({ status: 200, registeredUser: true });
    expect(await subscribed()).toBe('active');

    const replay = await succeed(proof);
    expect(replay.status).toBe(422);
    expect(replay.body.errors).toEqual({ requestId: ['This payment has already been used.'] });
    const charges = await server.app.db
      .selectFrom('portal_transactions')
      .select('transaction_id')
      .where('msisdn', '=', msisdn)
      .where('type', '=', 'subscription')
      .execute();
    expect(charges).toHaveLength(1);
  });

  // Starts a second server: on a loaded machine that alone can take several seconds.
  it(
    'refuses every payment callback when no secret is configured',
    { timeout: 30_000 },
    async () => {
      const unconfigured = await startTestServer(database);
      try {
        const session = await portalSignIn(unconfigured, msisdn, 2);
        const page = await portalCall<Schema<'ConfirmationPageResponse'>>(
          unconfigured,
          '/content/service-confirmation-page',
          { service: 'rashifol', languageId: 1, operatorId: 2, msisdn },
        );
        const form = page.body.data.payment_form;
        const requestId = form?.requestId ?? '';
        const amount = form?.price ?? '';
        const refused = await portalCall<Schema<'ValidationError'>>(
          unconfigured,
          '/umobile/success',
          { ...result, pageType: 'success', requestId, amount, signature: sign(requestId, amount) },
          session,
        );
        expect(refused.status).toBe(422);
        expect(refused.body.errors).toEqual({
          signature: [
            'Payment callbacks are not configured on this server (MPAY_CALLBACK_SECRET).',
          ],
        });
      } finally {
        await unconfigured.close();
      }
    },
  );
});
