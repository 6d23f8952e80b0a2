// @vitest-environment node
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { mockOtp, mockPaymentSecret } from './identity';

const origin = 'http://127.0.0.1/api/portal';

const call = (path: string, body?: unknown, token?: string) =>
  fetch(`${origin}${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(token === undefined ? {} : { Authorization: `Bearer ${token}` }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

const signIn = async (msisdn: string) => {
  const response = await call(`/verify-otp?otp=${mockOtp}&msisdn=${msisdn}`);
  return ((await response.json()) as { data: { session_token: string } }).data.session_token;
};

describe('the mock portal asks for the subscriber’s session as the server does', () => {
  const victim = '60125551001';
  const service = { msisdn: victim, service: 'bangla_barta', operatorId: 1, languageId: 1 };
  const calls: [string, unknown][] = [
    ['/check-reg-status', { msisdn: victim, operatorId: 1, service: 'bangla_barta' }],
    ['/service-registration', service],
    ['/service-deregistration', service],
    ['/umobile/failed', { ...service, type: 'subscription', pageType: 'failed' }],
    ['/save_user_histories', { operatorId: 1, msisdn: victim }],
    ['/bd-topup', { languageId: 1, operatorId: 1, sessionId: 'visit-1', msisdn: victim }],
    ['/user-history', { msisdn: victim, operatorId: 1, languageId: 1 }],
  ];

  it('answers 401 without a session, 403 for another number and 200 for the owner', async () => {
    const attacker = await signIn('60125551002');
    const owner = await signIn(victim);
    for (const [path, body] of calls) {
      const anonymous = await call(path, body);
      expect(anonymous.status, path).toBe(401);
      expect(await anonymous.json()).toEqual({ message: 'Unauthenticated.' });
      expect((await call(path, body, 'ps_forged')).status, path).toBe(401);
      const other = await call(path, body, attacker);
      expect(other.status, path).toBe(403);
      expect(await other.json()).toEqual({
        message: 'This number is not verified in this session.',
      });
      expect((await call(path, body, owner)).status, path).toBe(200);
    }
  });

  it('subscribes after a payment only on the provider’s signed callback, once', async () => {
    const msisdn = '60185550006';
    const owner = await signIn(msisdn);
    const result = {
      msisdn,
      service: 'bangla_barta',
      languageId: 1,
      operatorId: 2,
      type: 'subscription',
      pageType: 'success',
    };
    const signed = {
      requestId: 'REQ-20250601-0042',
      amount: '3.00',
      signature: createHmac('sha256', mockPaymentSecret)
        .update('REQ-20250601-0042|3.00')
        .digest('hex'),
    };
    expect((await call('/umobile/success', result, owner)).status).toBe(422);
    const forged = { ...signed, signature: 'f'.repeat(64) };
    expect((await call('/umobile/success', { ...result, ...forged }, owner)).status).toBe(422);
    expect((await call('/umobile/success', { ...result, ...signed }, owner)).status).toBe(200);
    expect((await call('/umobile/success', { ...result, ...signed }, owner)).status).toBe(422);
  });

  it('ends a session on sign-out, and a number’s earlier sessions when it is verified again', async () => {
    const msisdn = '60125551003';
    const status = { msisdn, operatorId: 1, service: 'bangla_barta' };
    const first = await signIn(msisdn);
    expect((await call('/check-reg-status', status, first)).status).toBe(200);
    const second = await signIn(msisdn);
    expect((await call('/check-reg-status', status, first)).status).toBe(401);
    expect((await call('/check-reg-status', status, second)).status).toBe(200);

    const out = await call('/sign-out', undefined, second);
    expect(out.status).toBe(200);
    expect(await out.json()).toEqual({ code: 200, message: 'Signed out' });
    expect((await call('/check-reg-status', status, second)).status).toBe(401);
    expect((await call('/sign-out', undefined, second)).status).toBe(401);
    expect((await call('/sign-out')).status).toBe(401);
  });

  it('starts a guest top-up without a session', async () => {
    const guest = await call('/bd-topup', {
      languageId: 23,
      operatorId: 1,
      sessionId: 'visit-2',
      msisdn: 'guest-user',
    });
    expect(guest.status).toBe(200);
  });
});
