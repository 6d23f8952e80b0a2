// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Schema } from '../../../domain/schema';
import { readConfig } from '../../node/config';
import type { ApiResponse } from '../../testing/contractClient';
import { testDatabases } from '../../testing/databases';
import { startTestServer, type TestServer } from '../../testing/testServer';

const defaults = readConfig({});

const credentialsRefused = {
  message: 'These credentials do not match our records.',
  errors: { username: ['These credentials do not match our records.'] },
};
const lockedOut = { message: 'Too many login attempts. Please try again in 15 minutes.' };

/** What a caller sees of an answer: its status and body. */
const seen = (response: ApiResponse) => ({ status: response.status, body: response.body });

describe('the sign-in limits per account', () => {
  it('are 10 failed sign-ins within 15 minutes, then 15 minutes locked, unless configured', () => {
    expect(defaults.loginUserFailures).toBe(10);
    expect(defaults.loginLockMinutes).toBe(15);
    const configured = readConfig({ LOGIN_USER_FAILURES: '3', LOGIN_LOCK_MINUTES: '60' });
    expect(configured.loginUserFailures).toBe(3);
    expect(configured.loginLockMinutes).toBe(60);
  });
});

/** Sign-ins check a password with scrypt: tens of them take seconds on a busy machine. */
const slow = 30_000;

describe.each(testDatabases())('sign-in limits per account on $name', (database) => {
  /** The server under test: the documented limits, or 3 failures to keep the other tests short. */
  let server: TestServer;
  let adminToken: string;

  /** Signs in from a client address (the server trusts X-Forwarded-For, as behind a proxy). */
  const signIn = (username: string, password: string, address = '192.0.2.1') =>
    server.api.request<Schema<'LoginResponse'>>({
      method: 'POST',
      url: '/api/auth/login',
      body: { username, password },
      headers: { 'x-forwarded-for': address },
    });

  /** Sends `count` wrong passwords for a username, each from its own address, one after another. */
  const wrongPasswords = async (username: string, count: number) => {
    const answers: ApiResponse[] = [];
    for (let attempt = 1; attempt <= count; attempt += 1) {
      answers.push(await signIn(username, `wrong-${String(attempt)}`, `198.51.100.${attempt}`));
    }
    return answers;
  };

  const userOf = async (id: number) =>
    (
      await server.api.request<Schema<'AdminUserResponse'>>({
        method: 'GET',
        url: `/api/admin-users/${String(id)}`,
        token: adminToken,
      })
    ).body.data;

  const unlock = (id: number, token = adminToken) =>
    server.api.request<Schema<'AdminUserResponse'>>({
      method: 'POST',
      url: `/api/admin-users/${String(id)}/unlock`,
      token,
    });

  /** Runs the tests of a block on a server of their own with these limits. */
  const withLimits = (loginUserFailures: number) => {
    beforeAll(async () => {
      server = await startTestServer(database, {
        trustProxy: true,
        loginUserFailures,
        loginLockMinutes: defaults.loginLockMinutes,
      });
      adminToken = await server.login();
    });
    afterAll(() => server.close());
  };

  describe('with the documented limits', () => {
    withLimits(defaults.loginUserFailures);

    it(
      'locks an account after 10 wrong passwords from 10 addresses: even the right one is refused until an administrator unlocks it',
      async () => {
        const id = await server.createAdmin('sprayed.user', 'the-right-password');
        const answers = await wrongPasswords('sprayed.user', 30);

        // Nine wrong passwords are checked and refused; the tenth locks the account.
        expect(answers.slice(0, 9).map(seen)).toEqual(
          Array.from({ length: 9 }, () => ({ status: 422, body: credentialsRefused })),
        );
        expect(answers.slice(9).map(seen)).toEqual(
          Array.from({ length: 21 }, () => ({ status: 429, body: lockedOut })),
        );
        const retryAfter = Number(answers.at(-1)?.headers['retry-after']);
        expect(retryAfter).toBeGreaterThan(15 * 60 - 60);
        expect(retryAfter).toBeLessThanOrEqual(15 * 60);

        // The right password, from yet another address, gets the very same answer.
        const right = await signIn('sprayed.user', 'the-right-password', '203.0.113.7');
        expect(seen(right)).toEqual({ status: 429, body: lockedOut });

        // The users screen can tell until when.
        const lockedUntil = (await userOf(id)).locked_until;
        expect(Date.parse(lockedUntil ?? '')).toBeGreaterThan(Date.now() + 14 * 60_000);

        const unlocked = await unlock(id);
        expect(unlocked.status).toBe(200);
        expect(unlocked.body.message).toBe('The user can sign in again.');
        expect(unlocked.body.data).toMatchObject({
          id,
          username: 'sprayed.user',
          locked_until: null,
        });
        expect((await userOf(id)).locked_until).toBeNull();
        expect((await signIn('sprayed.user', 'the-right-password')).status).toBe(200);
      },
      slow,
    );
  });

  describe('with a limit of 3 failures (shorter tests)', () => {
    withLimits(3);

    it(
      'writes each lock in the operation log, with the address that set it and no password',
      async () => {
        const id = await server.createAdmin('logged.user', 'the-right-password');
        await wrongPasswords('logged.user', 5);
        await server.app.operationLog.drain();
        const log = await server.api.request<{ data: Schema<'OperationLog'>[] }>({
          method: 'GET',
          url: `/api/auth/logs?path=api/auth/login&per_page=50`,
          token: adminToken,
        });
        const entries = log.body.data.filter((entry) => entry.user_id === id);
        expect(entries).toHaveLength(1);
        const [entry] = entries;
        expect(entry).toMatchObject({
          user: { id, name: 'logged.user' },
          method: 'POST',
          path: 'api/auth/login',
          ip: '198.51.100.3',
        });
        const input = JSON.parse(entry?.input ?? '{}') as Record<string, unknown>;
        expect(input).toMatchObject({ username: 'logged.user', password: '***' });
        expect(Date.parse(String(input.locked_until))).toBeGreaterThan(Date.now());
      },
      slow,
    );

    it(
      'lets the account sign in once the lock has ended, counting afresh',
      async () => {
        await server.createAdmin('waiting.user', 'the-right-password');
        await wrongPasswords('waiting.user', 3);
        expect((await signIn('waiting.user', 'the-right-password')).status).toBe(429);

        // Fifteen minutes later: the failures and the lock's end are in the past.
        await server.app.db
          .updateTable('login_failures')
          .set({ created_at: new Date(Date.now() - 16 * 60_000).toISOString() })
          .where('account', '=', 'waiting.user')
          .execute();
        await server.app.db
          .updateTable('login_locks')
          .set({ locked_until: new Date(Date.now() - 60_000).toISOString() })
          .where('account', '=', 'waiting.user')
          .execute();
        expect(seen(await signIn('waiting.user', 'wrong-again'))).toEqual({
          status: 422,
          body: credentialsRefused,
        });
        expect((await signIn('waiting.user', 'the-right-password')).status).toBe(200);
      },
      slow,
    );

    it(
      'forgets the failures of an account an administrator unlocks',
      async () => {
        const id = await server.createAdmin('helped.user', 'the-right-password');
        await wrongPasswords('helped.user', 3);
        expect((await unlock(id)).status).toBe(200);
        // One more wrong password does not lock it again.
        expect((await signIn('helped.user', 'wrong-once-more')).status).toBe(422);
        expect((await signIn('helped.user', 'the-right-password')).status).toBe(200);
      },
      slow,
    );

    it('lets no one unlock a user who holds more than they do, nor a user that does not exist', async () => {
      const permission = await server.api.request<{ data: { id: number } }>({
        method: 'POST',
        url: '/api/admin-permissions',
        token: adminToken,
        body: { name: 'Users', slug: 'users.unlock', http_method: [], http_path: '/admin-users*' },
      });
      await server.api.request({
        method: 'POST',
        url: '/api/admin-roles',
        token: adminToken,
        body: { name: 'Helpdesk', slug: 'helpdesk', permissions: [permission.body.data.id] },
      });
      await server.createAdmin('help.desk', 'helpdesk-password', 'helpdesk');
      const helpdesk = await server.login('help.desk', 'helpdesk-password');
      const administrator = await server.userIdOf(adminToken);
      expect((await unlock(administrator, helpdesk)).status).toBe(403);
      const peer = await server.createAdmin('plain.user', 'plain-password');
      expect((await unlock(peer, helpdesk)).status).toBe(200);
      expect((await unlock(999_999)).status).toBe(404);
    });

    it(
      'counts unknown usernames the same way, so the answers tell nothing about who exists',
      async () => {
        await server.createAdmin('existing.user', 'the-right-password');
        const known = await wrongPasswords('existing.user', 5);
        const unknown = await wrongPasswords('nobody.at.all', 5);
        expect(unknown.map(seen)).toEqual(known.map(seen));
        expect(unknown.map((answer) => answer.status)).toEqual([422, 422, 429, 429, 429]);
      },
      slow,
    );

    it(
      'forgets the failures of an account that signs in before the limit',
      async () => {
        await server.createAdmin('clumsy.user', 'the-right-password');
        await wrongPasswords('clumsy.user', 2);
        expect((await signIn('clumsy.user', 'the-right-password')).status).toBe(200);
        const again = await wrongPasswords('clumsy.user', 2);
        expect(again.map((answer) => answer.status)).toEqual([422, 422]);
        expect((await signIn('clumsy.user', 'the-right-password')).status).toBe(200);
      },
      slow,
    );

    it(
      'checks at most as many passwords as the limit when attempts come at once',
      async () => {
        await server.createAdmin('rushed.user', 'the-right-password');
        const answers = await Promise.all(
          Array.from({ length: 30 }, (_, n) =>
            signIn('rushed.user', `wrong-${String(n)}`, `198.51.100.${String(n + 1)}`),
          ),
        );
        const refused = answers.filter((answer) => answer.status === 422).length;
        expect(refused).toBeLessThanOrEqual(2);
        expect(answers.filter((answer) => answer.status === 429)).toHaveLength(30 - refused);
        expect((await signIn('rushed.user', 'the-right-password')).status).toBe(429);
      },
      slow,
    );
  });
});
