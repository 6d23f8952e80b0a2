// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Schema } from '../../../domain/schema';
import { testDatabases } from '../../testing/databases';
import { startTestServer, type TestServer } from '../../testing/testServer';
import { tokenCookie } from './handlers';

describe.each(testDatabases())(
  'cross-site requests with the session cookie on $name',
  (database) => {
    let server: TestServer;
    let token: string;

    /** The profile change a cross-site page can send as a plain HTML form (no preflight). */
    const renameByForm = (headers: Record<string, string>, name: string) => {
      const boundary = '----cross-site-form';
      return server.app.inject({
        method: 'POST',
        url: '/api/auth/change-password',
        cookies: { [tokenCookie]: token },
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...headers },
        payload: `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\n${name}\r\n--${boundary}--\r\n`,
      });
    };
    const nameNow = async () =>
      (
        await server.api.request<Schema<'Profile'>>({
          method: 'GET',
          url: '/api/auth/get-user',
          token,
        })
      ).body.name;

    beforeAll(async () => {
      server = await startTestServer(database);
      await server.createAdmin('cookie.user', 'cookie-password');
      token = await server.login('cookie.user', 'cookie-password');
    });
    afterAll(() => server.close());

    it('refuses a cookie-authenticated change sent from another site, or from nowhere', async () => {
      const before = await nameNow();
      const senders: Record<string, string>[] = [
        { origin: 'https://evil.example' },
        { origin: 'null' },
        { referer: 'https://evil.example/page.html' },
        {},
      ];
      for (const headers of senders) {
        const refused = await renameByForm(headers, 'Renamed by another site');
        expect(refused.statusCode, JSON.stringify(headers)).toBe(403);
        expect(refused.json()).toEqual({
          message: 'Cross-site request refused: send the bearer token, or call from this site.',
        });
      }
      expect(await nameNow()).toBe(before);

      const logout = await server.api.request({
        method: 'POST',
        url: '/api/auth/logout',
        cookies: { [tokenCookie]: token },
        headers: { origin: 'https://evil.example' },
      });
      expect(logout.status).toBe(403);
      expect(
        (await server.api.request({ method: 'GET', url: '/api/auth/get-user', token })).status,
      ).toBe(200);
    });

    it('lets the same site change with the cookie, and the bearer header from anywhere', async () => {
      const sameSite = await renameByForm({ origin: 'http://localhost' }, 'Renamed here');
      expect(sameSite.statusCode).toBe(200);
      expect(await nameNow()).toBe('Renamed here');
      const byReferer = await renameByForm(
        { referer: 'http://localhost/admin/auth/profile' },
        'Renamed from the profile',
      );
      expect(byReferer.statusCode).toBe(200);
      // A page elsewhere cannot set Authorization without CORS, which the server does not allow.
      const bearer = await server.api.request({
        method: 'POST',
        url: '/api/auth/change-password',
        token,
        headers: { origin: 'https://tools.example' },
        body: { name: 'Renamed by a script' },
      });
      expect(bearer.status).toBe(200);
      // Reading is not a change: the cookie still reads from a page of this site's links.
      const read = await server.api.request({
        method: 'GET',
        url: '/api/auth/get-user',
        cookies: { [tokenCookie]: token },
        headers: { origin: 'https://evil.example' },
      });
      expect(read.status).toBe(200);
    });
  },
);
