// @vitest-environment node
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Schema } from '../../../domain/schema';
import { readConfig } from '../../node/config';
import type { ApiResponse } from '../../testing/contractClient';
import { testDatabases } from '../../testing/databases';
import { startTestServer, type TestServer } from '../../testing/testServer';
import { otpSecretOf } from '../../node/otp/secret';

const defaults = readConfig({});

/** The Retry-After header of a refusal, in seconds. */
const secondsUntilRetry = (response: Pick<ApiResponse, 'headers'>) =>
  Number(response.headers['retry-after']);

describe('the one-time-code secret', () => {
  it('is the configured one, else one generated once and kept under DATA_DIR', () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'otp-secret-'));
    try {
      expect(otpSecretOf({ otpSecret: 'configured-secret-value', dataDir })).toBe(
        'configured-secret-value',
      );
      expect(existsSync(path.join(dataDir, 'otp-secret'))).toBe(false);
      const generated = otpSecretOf({ otpSecret: undefined, dataDir });
      expect(generated).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const file = path.join(dataDir, 'otp-secret');
      expect(readFileSync(file, 'utf8').trim()).toBe(generated);
      // Readable by the server's user only.
      expect(statSync(file).mode & 0o077).toBe(0);
      expect(otpSecretOf({ otpSecret: undefined, dataDir })).toBe(generated);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe.each(testDatabases())('one-time-code limits per number on $name', (database) => {
  let server: TestServer;

  const post = <Body = unknown>(url: string, body?: unknown) =>
    server.api.request<Body>({ method: 'POST', url, body });
  const sendPortalCode = (msisdn: string) =>
    post<Schema<'PortalStatusResponse'>>(
      `/api/portal/send_otp?languageId=1&msisdn=${msisdn}&operatorId=1`,
    );
  const checkPortalCode = (msisdn: string, otp: string) =>
    post<Schema<'VerifyOtpResponse'>>(`/api/portal/verify-otp?otp=${otp}&msisdn=${msisdn}`);
  const wrongCodeFor = (msisdn: string) => (server.lastOtpFor(msisdn) === '0000' ? '1111' : '0000');

  beforeAll(async () => {
    // The documented limits, whatever the test server raises them to for other suites.
    server = await startTestServer(database, {
      otpSendsPerNumber: defaults.otpSendsPerNumber,
      otpFailuresPerNumber: defaults.otpFailuresPerNumber,
    });
    const id = await server.createAdmin('reset.limits', 'first-password');
    await server.app.db
      .updateTable('admin_users')
      .set({ mobile: '60129990000' })
      .where('id', '=', id)
      .execute();
  });
  afterAll(() => server.close());

  it('documents sensible limits: 5 codes per 15 minutes, 10 wrong codes per hour', () => {
    expect(defaults.otpSendsPerNumber).toBe(5);
    expect(defaults.otpFailuresPerNumber).toBe(10);
  });

  it('sends one number at most 5 codes in 15 minutes, whatever address asks', async () => {
    const msisdn = '60129990001';
    for (let send = 0; send < 5; send += 1) {
      expect((await sendPortalCode(msisdn)).status).toBe(200);
    }
    const refused = await sendPortalCode(msisdn);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      message: 'Too many codes were sent to this number. Try again in 15 minutes.',
    });
    // Counted from the first code sent, which a slow run sent seconds before this call.
    expect(secondsUntilRetry(refused)).toBeGreaterThan(900 - 60);
    expect(secondsUntilRetry(refused)).toBeLessThanOrEqual(900);
    expect(server.sentOtps.filter((sent) => sent.to === msisdn)).toHaveLength(5);
    // Another number is not held up.
    expect((await sendPortalCode('60129990002')).status).toBe(200);

    // Once the oldest send is 15 minutes old, one more code may go.
    const earlier = new Date(Date.now() - 15 * 60_000).toISOString();
    const oldest = await server.app.db
      .selectFrom('otp_events')
      .select('id')
      .where('recipient', '=', msisdn)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await server.app.db
      .updateTable('otp_events')
      .set({ created_at: earlier })
      .where('id', '=', oldest.id)
      .execute();
    expect((await sendPortalCode(msisdn)).status).toBe(200);
  });

  it('locks a number out for an hour after 10 wrong codes, even with the right one', async () => {
    const msisdn = '60129990003';
    for (let code = 0; code < 2; code += 1) {
      await sendPortalCode(msisdn);
      const wrong = wrongCodeFor(msisdn);
      for (let attempt = 0; attempt < 5; attempt += 1) {
        expect((await checkPortalCode(msisdn, wrong)).body.code).toBe(400);
      }
    }
    const locked = await sendPortalCode(msisdn);
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({
      message: 'Too many wrong codes for this number. Try again in 60 minutes.',
    });
    // The right code of a code sent before the lockout is refused too.
    await server.app.db
      .updateTable('otp_codes')
      .set({ attempts: 0 })
      .where('recipient', '=', msisdn)
      .execute();
    const right = await checkPortalCode(msisdn, server.lastOtpFor(msisdn));
    expect(right.status).toBe(429);
    // Counted from the tenth wrong code, which a slow run checked seconds before this call.
    expect(secondsUntilRetry(right)).toBeGreaterThan(3600 - 60);
    expect(secondsUntilRetry(right)).toBeLessThanOrEqual(3600);
  });

  it('counts wrong codes per account for the admin reset, and says when to come back', async () => {
    const contact = { mobile_or_email: '60129990000' };
    for (let code = 0; code < 2; code += 1) {
      expect((await post('/api/auth/forgot-password', contact)).status).toBe(200);
      const wrong = server.lastOtpFor('60129990000') === '000000' ? '111111' : '000000';
      for (let attempt = 0; attempt < 5; attempt += 1) {
        await post('/api/auth/verify-otp', { ...contact, otp_code: wrong });
      }
    }
    const locked = await post<{ message: string }>('/api/auth/forgot-password', contact);
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe(
      'Too many wrong codes for this account. Try again in 60 minutes.',
    );
  });

  it('limits the codes of an unknown address as those of an account, with the same answers', async () => {
    const answers = async (contact: string) => {
      const seen = [];
      for (let send = 0; send < 6; send += 1) {
        const answer = await post('/api/auth/forgot-password', { mobile_or_email: contact });
        seen.push({ status: answer.status, body: answer.body });
      }
      return seen;
    };
    const id = await server.createAdmin('reset.strangers', 'first-password');
    await server.app.db
      .updateTable('admin_users')
      .set({ email: 'reset.strangers@telco-kit.my' })
      .where('id', '=', id)
      .execute();
    const known = await answers('reset.strangers@telco-kit.my');
    expect(known.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 429]);
    expect(await answers('re.unknown@telco-kit.my')).toEqual(known);
  });

  it('stores codes as an HMAC with the server secret, never a plain SHA-256', async () => {
    const msisdn = '60129990004';
    await sendPortalCode(msisdn);
    const code = server.lastOtpFor(msisdn);
    const stored = await server.app.db
      .selectFrom('otp_codes')
      .select('code_hash')
      .where('recipient', '=', msisdn)
      .executeTakeFirstOrThrow();
    // Ten thousand SHA-256 guesses would find a plain hash of four digits.
    const plain = Array.from({ length: 10_000 }, (_, n) =>
      createHash('sha256').update(String(n).padStart(4, '0')).digest('hex'),
    );
    expect(plain).not.toContain(stored.code_hash);
    expect(stored.code_hash).not.toContain(code);
  });
});
