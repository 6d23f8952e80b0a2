// @vitest-environment node
import { describe, expect, it } from 'vitest';

const origin = 'http://127.0.0.1/api';

const post = async (path: string, body?: unknown, token?: string) => {
  const response = await fetch(`${origin}${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(token === undefined ? {} : { Authorization: `Bearer ${token}` }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

describe('the mock sign-in and forgot-password answer as the server does', () => {
  it('locks a username after 10 failed sign-ins, the right password included, until unlocked', async () => {
    const answers = [];
    for (let attempt = 0; attempt < 12; attempt += 1) {
      answers.push((await post('/auth/login', { username: 'tan.weiming', password: 'x' })).status);
    }
    expect(answers).toEqual([422, 422, 422, 422, 422, 422, 422, 422, 422, 429, 429, 429]);
    const right = await post('/auth/login', { username: 'tan.weiming', password: 'secret123' });
    // The mock's clock moves a minute a call: the wait shrinks as calls go by.
    expect(right.status).toBe(429);
    expect(Object.keys(right.body)).toEqual(['message']);
    expect(right.body.message).toMatch(
      /^Too many login attempts\. Please try again in \d+ minutes?\.$/,
    );
    // The same for a username that does not exist.
    const unknown = [];
    for (let attempt = 0; attempt < 12; attempt += 1) {
      unknown.push((await post('/auth/login', { username: 'nobody.here', password: 'x' })).status);
    }
    expect(unknown).toEqual(answers);

    const admin = await post('/auth/login', { username: 'admin', password: 'admin123' });
    const token = String(admin.body.token);
    const unlocked = await post('/admin-users/3/unlock', undefined, token);
    expect(unlocked.status).toBe(200);
    expect(unlocked.body.data).toMatchObject({
      id: 3,
      username: 'tan.weiming',
      locked_until: null,
    });
    const again = await post('/auth/login', { username: 'tan.weiming', password: 'secret123' });
    expect(again.status).toBe(200);
    expect((await post('/admin-users/999999/unlock', undefined, token)).status).toBe(404);
  });

  it('answers an unknown address in forgot-password as a registered one', async () => {
    const known = await post('/auth/forgot-password', { mobile_or_email: '60123456789' });
    const unknown = await post('/auth/forgot-password', { mobile_or_email: '60129999789' });
    expect(known.status).toBe(200);
    expect(unknown).toEqual(known);
    const wrongCode = { otp_code: '000000' };
    expect(
      await post('/auth/verify-otp', { mobile_or_email: '60129999789', ...wrongCode }),
    ).toEqual(await post('/auth/verify-otp', { mobile_or_email: '60123456789', ...wrongCode }));
  });
});
