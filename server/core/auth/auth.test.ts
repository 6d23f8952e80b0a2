// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Schema } from '../../../domain/schema';
import { seededAdmin } from '../seeds/seed';
import { testDatabases } from '../../testing/databases';
import { startTestServer, type TestServer } from '../../testing/testServer';
import { tokenCookie } from './handlers';
import { hashPassword, verifyPassword } from '../../node/auth/passwords';
import { readConfig } from '../../node/config';

describe('password hashes', () => {
  it('verifies the right password only, and never stores it in clear', async () => {
    const hash = await hashPassword('s3cret-pass');
    // scrypt at N 16384, r 8, p 1 unless the server is told another cost.
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(hash).not.toContain('s3cret-pass');
    expect(await verifyPassword('s3cret-pass', hash)).toBe(true);
    expect(await verifyPassword('s3cret-Pass', hash)).toBe(false);
    expect(await verifyPassword('s3cret-pass', 'garbage')).toBe(false);
  });

  it('makes new hashes at the configured cost, and verifies each at the cost it was made with', async () => {
    expect(readConfig({}).passwordHashCost).toBe(16384);
    expect(readConfig({ PASSWORD_HASH_COST: '32768' }).passwordHashCost).toBe(32768);
    // Not a power of two, or out of range: the default.
    for (const ignored of ['1000', '512', '65536', 'lots', '']) {
      expect(readConfig({ PASSWORD_HASH_COST: ignored }).passwordHashCost, ignored).toBe(16384);
    }
    const cheap = await hashPassword('s3cret-pass', 1024);
    const dear = await hashPassword('s3cret-pass', 32768);
    expect(cheap).toMatch(/^scrypt\$1024\$/);
    expect(dear).toMatch(/^scrypt\$32768\$/);
    expect(await verifyPassword('s3cret-pass', cheap)).toBe(true);
    expect(await verifyPassword('s3cret-pass', dear)).toBe(true);
    expect(await verifyPassword('s3cret-Pass', dear)).toBe(false);
  });
});

describe.each(testDatabases())('auth on $name', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(database);
  });
  afterAll(() => server.close());

  it('signs the seeded administrator in with a bearer token and an HttpOnly cookie', async () => {
    const response = await server.api.request<Schema<'LoginResponse'>>({
      method: 'POST',
      url: '/api/auth/login',
      body: { username: seededAdmin.username, password: seededAdmin.password },
    });
    expect(response.status).toBe(200);
    expect(response.body.token_type).toBe('Bearer');
    expect(response.body.user.username).toBe('admin');
    expect(response.body.user.roles[0]?.slug).toBe('administrator');
    expect(new Date(response.body.expires_at).getTime()).toBeGreaterThan(Date.now());
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toContain(`tck_session=${response.body.token}`);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).not.toContain('Secure');
    // Only the hash of the token is stored.
    const stored = await server.app.db.selectFrom('admin_tokens').select('token_hash').execute();
    expect(stored.map((row) => row.token_hash)).not.toContain(response.body.token);
  });

  it('marks the cookie Secure when the request came over https (behind a trusted proxy)', async () => {
    const proxied = await startTestServer(database, { trustProxy: true });
    try {
      const response = await proxied.api.request({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'x-forwarded-proto': 'https' },
        body: { username: 'admin', password: 'admin123' },
      });
      expect(String(response.headers['set-cookie'])).toContain('Secure');
    } finally {
      await proxied.close();
    }
  });

  it('refuses wrong credentials with 422 on username', async () => {
    for (const body of [
      { username: 'admin', password: 'wrong-password' },
      { username: 'nobody', password: 'admin123' },
    ]) {
      const response = await server.api.request<Schema<'ValidationError'>>({
        method: 'POST',
        url: '/api/auth/login',
        body,
      });
      expect(response.status).toBe(422);
      expect(response.body.errors.username).toEqual([
        'These credentials do not match our records.',
      ]);
    }
  });

  it('answers the profile for a token in the header or in the cookie', async () => {
    const token = await server.login();
    const byHeader = await server.api.request<Schema<'Profile'>>({
      method: 'GET',
      url: '/api/auth/get-user',
      token,
    });
    expect(byHeader.status).toBe(200);
    expect(byHeader.body.username).toBe('admin');
    const byCookie = await server.api.request<Schema<'Profile'>>({
      method: 'GET',
      url: '/api/auth/get-user',
      cookies: { [tokenCookie]: token },
    });
    expect(byCookie.status).toBe(200);
    expect(byCookie.body.id).toBe(byHeader.body.id);
  });

  it('revokes the token on logout and clears the cookie', async () => {
    const token = await server.login();
    const other = await server.login();
    // Used a moment before: the server has just found this token valid.
    const used = await server.api.request({ method: 'GET', url: '/api/auth/get-user', token });
    expect(used.status).toBe(200);
    const logout = await server.api.request({ method: 'POST', url: '/api/auth/logout', token });
    expect(logout.status).toBe(200);
    expect(logout.body).toEqual({ message: 'Logged out successfully.' });
    expect(String(logout.headers['set-cookie'])).toMatch(/tck_session=;.*Expires=Thu, 01 Jan 1970/);

    for (const request of [{ token }, { cookies: { [tokenCookie]: token } }]) {
      const after = await server.api.request({
        method: 'GET',
        url: '/api/auth/get-user',
        ...request,
      });
      expect(after.status).toBe(401);
      expect(after.body).toEqual({ message: 'Unauthenticated.' });
    }
    // Other sessions stay signed in.
    const still = await server.api.request({
      method: 'GET',
      url: '/api/auth/get-user',
      token: other,
    });
    expect(still.status).toBe(200);
  });

  it('ends a deleted user’s sessions at once, even one used a moment before', async () => {
    const id = await server.createAdmin('leaving', 'leaving-password');
    const token = await server.login('leaving', 'leaving-password');
    // The bell's list reads no profile: only the token says who calls.
    const bell = { method: 'GET', url: '/api/auth/notifications?limit=10', token } as const;
    expect((await server.api.request(bell)).status).toBe(200);
    const deleted = await server.api.request({
      method: 'DELETE',
      url: `/api/admin-users/${String(id)}`,
      token: await server.login(),
    });
    expect(deleted.status).toBe(200);
    expect((await server.api.request(bell)).status).toBe(401);
  });

  it('refuses expired tokens', async () => {
    const token = await server.login();
    await server.app.db
      .updateTable('admin_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    const response = await server.api.request({ method: 'GET', url: '/api/auth/get-user', token });
    expect(response.status).toBe(401);
  });

  it('changes the password: checks the old one and the confirmation, ends other sessions', async () => {
    await server.createAdmin('nurul', 'first-password');
    const token = await server.login('nurul', 'first-password');
    const otherSession = await server.login('nurul', 'first-password');
    const used = await server.api.request({
      method: 'GET',
      url: '/api/auth/get-user',
      token: otherSession,
    });
    expect(used.status).toBe(200);

    const wrongOld = await server.api.request<Schema<'ValidationError'>>({
      method: 'POST',
      url: '/api/auth/change-password',
      token,
      body: {
        old_password: 'nope',
        password: 'second-password',
        password_confirmation: 'second-password',
      },
    });
    expect(wrongOld.status).toBe(422);
    expect(wrongOld.body.errors.old_password).toEqual(['The old password is incorrect.']);

    const mismatch = await server.api.request<Schema<'ValidationError'>>({
      method: 'POST',
      url: '/api/auth/change-password',
      token,
      body: {
        old_password: 'first-password',
        password: 'second-password',
        password_confirmation: 'other',
      },
    });
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.errors.password).toEqual(['The password confirmation does not match.']);

    const missing = await server.api.request<Schema<'ValidationError'>>({
      method: 'POST',
      url: '/api/auth/change-password',
      token,
      body: { password: 'second-password' },
    });
    expect(missing.status).toBe(422);
    expect(missing.body.errors.old_password).toEqual([
      'The old password field is required when password is present.',
    ]);

    const changed = await server.api.request<Schema<'ProfileResponse'>>({
      method: 'POST',
      url: '/api/auth/change-password',
      token,
      body: {
        name: 'Nurul Aisyah',
        old_password: 'first-password',
        password: 'second-password',
        password_confirmation: 'second-password',
      },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data.name).toBe('Nurul Aisyah');

    await expect(server.login('nurul', 'first-password')).rejects.toThrow();
    await expect(server.login('nurul', 'second-password')).resolves.toBeTypeOf('string');
    const current = await server.api.request({ method: 'GET', url: '/api/auth/get-user', token });
    expect(current.status).toBe(200);
    const ended = await server.api.request({
      method: 'GET',
      url: '/api/auth/get-user',
      token: otherSession,
    });
    expect(ended.status).toBe(401);
  });

  it('updates the profile name alone', async () => {
    const token = await server.login();
    const response = await server.api.request<Schema<'ProfileResponse'>>({
      method: 'POST',
      url: '/api/auth/change-password',
      token,
      body: { name: 'Ahmad Faizal' },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ message: 'Profile updated successfully.' });
    expect(response.body.data.name).toBe('Ahmad Faizal');
  });

  it('rate-limits sign-in attempts per client address with 429', async () => {
    const limited = await startTestServer(database, { loginRateLimit: 3 });
    try {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 4; attempt += 1) {
        const response = await limited.api.request({
          method: 'POST',
          url: '/api/auth/login',
          body: { username: 'admin', password: 'wrong' },
        });
        statuses.push(response.status);
        if (response.status === 429) {
          expect(response.body).toEqual({ message: 'Too Many Attempts.' });
          expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
        }
      }
      expect(statuses).toEqual([422, 422, 422, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe.each(testDatabases())('avatar upload on $name', (database) => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer(database);
    token = await server.login();
  });
  afterAll(() => server.close());

  /** A 1×1 PNG. */
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );

  const upload = (file: Buffer, filename: string, name = 'Ahmad Faizal') => {
    const boundary = '----telco-avatar';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\n${name}\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="${filename}"\r\n` +
          'Content-Type: image/png\r\n\r\n',
      ),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return server.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload,
    });
  };

  it('stores an uploaded picture and answers its URL, which serves the picture', async () => {
    const response = await upload(png, '../../etc/passwd.png');
    expect(response.statusCode).toBe(200);
    const body = response.json<Schema<'ProfileResponse'>>();
    expect(server.api.schemaErrors('ProfileResponse', body)).toEqual([]);
    expect(body.data.name).toBe('Ahmad Faizal');
    // A path on this server, never a URL built from the request's Host.
    expect(body.data.avatar).toMatch(/^\/uploads\/avatars\/[A-Za-z0-9_-]+\.png$/);
    const avatar = new URL(body.data.avatar ?? '', 'http://localhost');

    const picture = await server.app.inject({ method: 'GET', url: avatar.pathname });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
    expect(picture.rawPayload.equals(png)).toBe(true);
    const me = await server.api.request<Schema<'Profile'>>({
      method: 'GET',
      url: '/api/auth/get-user',
      token,
    });
    expect(me.body.avatar).toBe(body.data.avatar);
  });

  it('refuses a file that is not a PNG, JPEG or GIF, whatever its name and type say', async () => {
    const response = await upload(Buffer.from('<script>alert(1)</script>'), 'avatar.png');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      errors: { avatar: ['The avatar must be a file of type: png, jpg, gif.'] },
    });
  });

  it('refuses a picture over 2 MB', async () => {
    const large = Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)]);
    const response = await upload(large, 'large.png');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      errors: { avatar: ['The avatar may not be greater than 2048 kilobytes.'] },
    });
  });

  it('serves no file outside the uploads', async () => {
    for (const url of ['/uploads/avatars/..%2F..%2Ftelco.sqlite', '/uploads/../telco.sqlite']) {
      const response = await server.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).not.toBe(200);
    }
  });
});
