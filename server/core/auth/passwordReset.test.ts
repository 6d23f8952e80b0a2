// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Schema } from '../../../domain/schema';
import { maskAddress } from '../otp';
import { testDatabases } from '../../testing/databases';
import { startTestServer, type TestServer } from '../../testing/testServer';

describe('maskAddress', () => {
  it.each([
    ['60123456789', '6012****789'],
    ['nurul.aisyah@telco-kit.my', 'nu****@telco-kit.my'],
    ['12345', '****'],
  ])('%s → %s', (address, masked) => {
    expect(maskAddress(address)).toBe(masked);
  });
});

type Answer = Schema<'ValidationError'> & Schema<'ForgotPasswordResponse'>;

/** A test that starts a server of its own (migrations included) on a busy machine. */
const startsAServer = 30_000;

describe.each(testDatabases())('forgot and reset password on $name', (database) => {
  let server: TestServer;
  const mobile = '60123456789';
  const email = 'nurul.aisyah@telco-kit.my';

  const post = (url: string, body: unknown) =>
    server.api.request<Answer>({ method: 'POST', url: `/api${url}`, body });

  beforeAll(async () => {
    server = await startTestServer(database);
    const id = await server.createAdmin('nurul.aisyah', 'first-password');
    await server.app.db
      .updateTable('admin_users')
      .set({ mobile, email })
      .where('id', '=', id)
      .execute();
  });
  beforeEach(() => {
    server.sentOtps.length = 0;
  });
  afterAll(() => server.close());

  it('sends a six-digit code by SMS to a registered mobile number, and says where', async () => {
    const sent = await post('/auth/forgot-password', { mobile_or_email: mobile });
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ message: 'An OTP has been sent to 6012****789.', expires_in: 300 });
    expect(server.sentOtps).toHaveLength(1);
    expect(server.sentOtps[0]).toMatchObject({ to: mobile, channel: 'sms' });
    expect(server.lastOtpFor(mobile)).toMatch(/^\d{6}$/);
  });

  it('sends the code by e-mail, whatever the case of the address typed', async () => {
    const sent = await post('/auth/forgot-password', {
      mobile_or_email: 'Nurul.Aisyah@Telco-Kit.my',
    });
    expect(sent.status).toBe(200);
    expect(server.sentOtps[0]).toMatchObject({ to: email, channel: 'email' });
  });

  it('answers an unknown address exactly as a registered one, sending nothing', async () => {
    // Addresses that mask alike: the answer names only the masked address typed.
    for (const [registered, unknown] of [
      [mobile, '60129999789'],
      [email, 'nu.stranger@telco-kit.my'],
    ] as const) {
      const known = await post('/auth/forgot-password', { mobile_or_email: registered });
      const sent = server.sentOtps.length;
      const stranger = await post('/auth/forgot-password', { mobile_or_email: unknown });
      expect({ status: stranger.status, body: stranger.body }).toEqual({
        status: known.status,
        body: known.body,
      });
      expect(stranger.status).toBe(200);
      expect(stranger.headers['content-type']).toBe(known.headers['content-type']);
      expect(server.sentOtps).toHaveLength(sent);
    }
  });

  it('answers the code steps of an unknown address as a wrong code', async () => {
    const stranger = '60129999789';
    await post('/auth/forgot-password', { mobile_or_email: stranger });
    await post('/auth/forgot-password', { mobile_or_email: mobile });
    const wrong = server.lastOtpFor(mobile) === '000000' ? '111111' : '000000';
    const steps = async (contact: string) => [
      await post('/auth/verify-otp', { mobile_or_email: contact, otp_code: wrong }),
      await post('/users/reset-password', {
        mobile_or_email: contact,
        otp_code: wrong,
        password: 'guessed-password',
        password_confirmation: 'guessed-password',
      }),
    ];
    const known = await steps(mobile);
    const unknown = await steps(stranger);
    expect(unknown.map(({ status, body }) => ({ status, body }))).toEqual(
      known.map(({ status, body }) => ({ status, body })),
    );
    expect(unknown[0]?.body.errors).toEqual({
      otp_code: ['The otp code is invalid or has expired.'],
    });
  });

  it(
    'answers before the code is delivered, and the same when the gateway fails',
    async () => {
      // A gateway that holds every message until the test lets it go, then refuses it.
      const held: (() => void)[] = [];
      const slow = await startTestServer(
        database,
        {},
        {
          deliverOtp: () =>
            new Promise<void>((_resolve, reject) => {
              held.push(() => reject(new Error('gateway down')));
            }),
        },
      );
      try {
        const id = await slow.createAdmin('slow.gateway', 'first-password');
        await slow.app.db.updateTable('admin_users').set({ mobile }).where('id', '=', id).execute();
        const answer = await slow.api.request<Answer>({
          method: 'POST',
          url: '/api/auth/forgot-password',
          body: { mobile_or_email: mobile },
        });
        // Answered while the gateway still holds the code: the answer cannot wait for it.
        expect(held).toHaveLength(1);
        expect(answer.status).toBe(200);
        expect(answer.body).toEqual({
          message: 'An OTP has been sent to 6012****789.',
          expires_in: 300,
        });
        for (const release of held) release();
      } finally {
        await slow.close();
      }
    },
    startsAServer,
  );

  it('verifies the code, resets the password with it once, ends sessions and notifies', async () => {
    const session = await server.login('nurul.aisyah', 'first-password');
    await post('/auth/forgot-password', { mobile_or_email: mobile });
    const code = server.lastOtpFor(mobile);
    const wrong = code === '000000' ? '111111' : '000000';

    const refused = await post('/auth/verify-otp', { mobile_or_email: mobile, otp_code: wrong });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ otp_code: ['The otp code is invalid or has expired.'] });
    const verified = await post('/auth/verify-otp', { mobile_or_email: mobile, otp_code: code });
    expect(verified.status).toBe(200);
    expect(verified.body).toEqual({
      message: 'OTP verified. You may now reset your password.',
      verified: true,
    });

    const mismatch = await post('/users/reset-password', {
      mobile_or_email: mobile,
      otp_code: code,
      password: 'second-password',
      password_confirmation: 'second-passwor',
    });
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.errors).toEqual({
      password: ['The password confirmation does not match.'],
    });

    const reset = await post('/users/reset-password', {
      mobile_or_email: mobile,
      otp_code: code,
      password: 'second-password',
      password_confirmation: 'second-password',
    });
    expect(reset.status).toBe(200);
    expect(reset.body).toEqual({ message: 'Your password has been reset. Please sign in.' });

    const again = await post('/users/reset-password', {
      mobile_or_email: mobile,
      otp_code: code,
      password: 'third-password',
      password_confirmation: 'third-password',
    });
    expect(again.status).toBe(422);

    const oldSession = await server.api.request({
      method: 'GET',
      url: '/api/auth/get-user',
      token: session,
    });
    expect(oldSession.status).toBe(401);
    await expect(server.login('nurul.aisyah', 'first-password')).rejects.toThrow();
    const token = await server.login('nurul.aisyah', 'second-password');
    const bell = await server.api.request<Schema<'NotificationPage'>>({
      method: 'GET',
      url: '/api/auth/notifications?limit=10',
      token,
    });
    expect(bell.body.data[0]?.title).toBe('Password changed');
  });

  it('does not reset with a code that was never verified', async () => {
    await post('/auth/forgot-password', { mobile_or_email: mobile });
    const code = server.lastOtpFor(mobile);
    const reset = await post('/users/reset-password', {
      mobile_or_email: mobile,
      otp_code: code,
      password: 'fourth-password',
      password_confirmation: 'fourth-password',
    });
    expect(reset.status).toBe(422);
    expect(reset.body.errors).toEqual({ otp_code: ['The otp code is invalid or has expired.'] });
  });

  it('burns a code after five wrong tries, and a resend replaces the old code', async () => {
    await post('/auth/forgot-password', { mobile_or_email: mobile });
    const code = server.lastOtpFor(mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await post('/auth/verify-otp', { mobile_or_email: mobile, otp_code: wrong });
    }
    const burnt = await post('/auth/verify-otp', { mobile_or_email: mobile, otp_code: code });
    expect(burnt.status).toBe(422);
    expect(burnt.body.errors).toEqual({
      otp_code: ['Too many wrong codes. Please request a new one.'],
    });

    await post('/auth/forgot-password', { mobile_or_email: mobile });
    const fresh = server.lastOtpFor(mobile);
    if (fresh !== code) {
      const old = await post('/auth/verify-otp', { mobile_or_email: mobile, otp_code: code });
      expect(old.status).toBe(422);
    }
    const ok = await post('/auth/verify-otp', { mobile_or_email: mobile, otp_code: fresh });
    expect(ok.status).toBe(200);
  });

  it('refuses an expired code', async () => {
    await post('/auth/forgot-password', { mobile_or_email: mobile });
    await server.app.db
      .updateTable('otp_codes')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    const expired = await post('/auth/verify-otp', {
      mobile_or_email: mobile,
      otp_code: server.lastOtpFor(mobile),
    });
    expect(expired.status).toBe(422);
  });

  it('resets only the account named with the code, and never without one', async () => {
    const otherId = await server.createAdmin('other.account', 'other-password');
    await server.app.db
      .updateTable('admin_users')
      .set({ mobile: '60123450000' })
      .where('id', '=', otherId)
      .execute();
    await post('/auth/forgot-password', { mobile_or_email: mobile });
    const code = server.lastOtpFor(mobile);
    expect(
      (await post('/auth/verify-otp', { mobile_or_email: mobile, otp_code: code })).status,
    ).toBe(200);
    const reset = (body: Record<string, unknown>) =>
      post('/users/reset-password', {
        otp_code: code,
        password: 'taken-over-password',
        password_confirmation: 'taken-over-password',
        ...body,
      });

    const unnamed = await reset({});
    expect(unnamed.status).toBe(422);
    expect(unnamed.body.errors).toEqual({
      mobile_or_email: ['The mobile or email field is required.'],
    });
    const another = await reset({ mobile_or_email: '60123450000' });
    expect(another.status).toBe(422);
    expect(another.body.errors).toEqual({
      otp_code: ['The otp code is invalid or has expired.'],
    });
    await expect(server.login('other.account', 'taken-over-password')).rejects.toThrow();
    await expect(server.login('other.account', 'other-password')).resolves.toBeTypeOf('string');
    // The code still resets the account it was sent for.
    expect((await reset({ mobile_or_email: mobile })).status).toBe(200);
  });

  it('counts every wrong code on the reset itself: five burn the verified code', async () => {
    await post('/auth/forgot-password', { mobile_or_email: mobile });
    const code = server.lastOtpFor(mobile);
    await post('/auth/verify-otp', { mobile_or_email: mobile, otp_code: code });
    const reset = (otp: string) =>
      post('/users/reset-password', {
        mobile_or_email: mobile,
        otp_code: otp,
        password: 'guessed-password',
        password_confirmation: 'guessed-password',
      });
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await reset(wrong)).status).toBe(422);
    }
    const burnt = await reset(code);
    expect(burnt.status).toBe(422);
    expect(burnt.body.errors).toEqual({
      otp_code: ['Too many wrong codes. Please request a new one.'],
    });
  });

  it(
    'rate-limits the code requests per client address with 429',
    async () => {
      const limited = await startTestServer(database, { otpRateLimit: 2 });
      try {
        const statuses: number[] = [];
        for (let attempt = 0; attempt < 3; attempt += 1) {
          const response = await limited.api.request({
            method: 'POST',
            url: '/api/auth/forgot-password',
            body: { mobile_or_email: mobile },
          });
          statuses.push(response.status);
        }
        expect(statuses).toEqual([200, 200, 429]);
      } finally {
        await limited.close();
      }
    },
    startsAServer,
  );
});
