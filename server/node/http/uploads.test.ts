// @vitest-environment node
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Schema } from '../../../domain/schema';
import * as relativeAvatars from '../../core/db/migrations/009_relative_avatars';
import { testDatabases } from '../../testing/databases';
import { startTestServer, type TestServer } from '../../testing/testServer';

/** A 1×1 PNG. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const boundary = '----avatar-upload';

/** A profile change with an avatar file, as the console's multipart form sends it. */
const avatarForm = (file: Buffer) =>
  Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="me.png"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);

describe.each(testDatabases())('avatars on $name', (database) => {
  let server: TestServer;
  let token: string;

  const upload = (payload: Buffer, headers: Record<string, string> = {}) =>
    server.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        ...headers,
      },
      payload,
    });

  beforeAll(async () => {
    server = await startTestServer(database);
    token = await server.login();
  });
  afterAll(() => server.close());

  it('answers a truncated multipart body with 4xx, never 500', async () => {
    const whole = avatarForm(Buffer.concat([png, Buffer.alloc(4096, 1)]));
    for (const cut of [40, 120, whole.length - 60, whole.length - 3]) {
      const response = await upload(whole.subarray(0, cut));
      expect(response.statusCode, `cut at ${cut}`).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, `cut at ${cut}`).toBeLessThan(500);
    }
  });

  it('stores the uploaded picture as a path of this server, whatever Host the request named', async () => {
    const response = await upload(avatarForm(png), { host: 'evil.example' });
    expect(response.statusCode).toBe(200);
    const { data } = response.json<Schema<'ProfileResponse'>>();
    expect(data.avatar).toMatch(/^\/uploads\/avatars\/[A-Za-z0-9_-]{16,64}\.png$/);
    const stored = await server.app.db
      .selectFrom('admin_users')
      .select('avatar')
      .where('id', '=', data.id)
      .executeTakeFirstOrThrow();
    expect(stored.avatar).toBe(data.avatar);
  });

  it('rewrites avatars stored as URLs of whatever host to their path on this server', async () => {
    const id = await server.createAdmin('legacy.avatar', 'legacy-password');
    const legacy = 'http://evil.example:8080/uploads/avatars/AbCdEfGhIjKlMnOpQrStUv.png';
    const db = server.app.db;
    await db.updateTable('admin_users').set({ avatar: legacy }).where('id', '=', id).execute();
    // Migrations are written against an untyped database, as they run before the schema exists.
    await relativeAvatars.up(db as unknown as Kysely<unknown>);
    const row = await db
      .selectFrom('admin_users')
      .select('avatar')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.avatar).toBe('/uploads/avatars/AbCdEfGhIjKlMnOpQrStUv.png');
  });

  it('accepts as an avatar only an upload of this server or an https URL', async () => {
    const profile = (avatar: string) =>
      server.api.request<Schema<'ValidationError'>>({
        method: 'POST',
        url: '/api/auth/change-password',
        token,
        body: { avatar },
      });
    for (const avatar of [
      'javascript:alert(document.cookie)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'http://evil.example/pixel.png',
      '//evil.example/pixel.png',
      '/uploads/avatars/../../telco.sqlite',
      '/api/auth/logout',
    ]) {
      const refused = await profile(avatar);
      expect(refused.status, avatar).toBe(422);
      expect(refused.body.errors.avatar, avatar).toEqual(['The avatar format is invalid.']);
    }
    for (const avatar of [
      'https://cdn.telco-kit.my/avatars/nurul.png',
      '/uploads/avatars/AbCdEfGhIjKlMnOpQrStUv.png',
    ]) {
      expect((await profile(avatar)).status, avatar).toBe(200);
    }
    const user = await server.api.request<Schema<'ValidationError'>>({
      method: 'POST',
      url: '/api/admin-users',
      token,
      body: {
        username: 'script.avatar',
        name: 'Script avatar',
        password: 'script-password',
        password_confirmation: 'script-password',
        avatar: 'javascript:alert(1)',
      },
    });
    expect(user.status).toBe(422);
    expect(user.body.errors.avatar).toEqual(['The avatar format is invalid.']);
  });
});
