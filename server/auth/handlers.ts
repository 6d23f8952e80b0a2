import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Schema } from '../../openapi/schema';
import type { Authenticator, OperationHandlers } from '../contract/routes';
import type { Database } from '../db/schema';
import { HttpError, invalid, unauthenticated } from '../http/errors';
import { hashPassword, verifyPassword } from './passwords';
import {
  issueToken,
  profileOf,
  revokeOtherTokens,
  revokeToken,
  userForToken,
  type AuthUser,
} from './tokens';

/**
 * Name of the HttpOnly cookie that carries the admin token. It differs from the console's own
 * readable `token` cookie (which it sends as the bearer header and to the broker), because a
 * script cannot write a cookie whose name an HttpOnly one already holds.
 */
export const tokenCookie = 'tck_session';

/** The bearer token of a request: the Authorization header, else the session cookie. */
export function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header === undefined ? null : /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (match?.[1] !== undefined) return match[1];
  const cookie = request.cookies[tokenCookie];
  return cookie === undefined || cookie === '' ? undefined : cookie;
}

/** Finds the administrator of a request from its token (undefined when missing or invalid). */
export function createAuthenticator(db: Kysely<Database>): Authenticator {
  return async (request) => {
    const token = tokenOf(request);
    return token === undefined ? undefined : userForToken(db, token);
  };
}

const cookieOptions = (request: FastifyRequest) => ({
  path: '/',
  httpOnly: true,
  sameSite: 'lax' as const,
  // `request.protocol` honours X-Forwarded-Proto only when TRUST_PROXY is set.
  secure: request.protocol === 'https',
});

const requireUser = (user: AuthUser | undefined): AuthUser => {
  if (user === undefined) throw unauthenticated();
  return user;
};

async function profile(db: Kysely<Database>, userId: number): Promise<Schema<'Profile'>> {
  const found = await profileOf(db, userId);
  // The token outlived its user (deleted meanwhile): the session is over.
  if (found === undefined) throw unauthenticated();
  return found;
}

const setCookie = (reply: FastifyReply, request: FastifyRequest, token: string, expires: Date) =>
  reply.setCookie(tokenCookie, token, { ...cookieOptions(request), expires });

/** Sign-in, sign-out, the current profile and the password/profile change. */
export function authHandlers(db: Kysely<Database>, tokenTtlMinutes: number): OperationHandlers {
  return {
    async loginAdmin({ body, request, reply }) {
      const { username, password } = body as Schema<'LoginRequest'>;
      const user = await db
        .selectFrom('admin_users')
        .select(['id', 'password_hash'])
        .where('username', '=', username)
        .executeTakeFirst();
      const rejected = () => invalid('username', 'These credentials do not match our records.');
      if (user === undefined) {
        // Hash anyway, so the answer time does not reveal which usernames exist.
        await verifyPassword(password, await dummyHash);
        throw rejected();
      }
      if (!(await verifyPassword(password, user.password_hash))) throw rejected();
      const { token, expiresAt } = await issueToken(db, user.id, tokenTtlMinutes);
      setCookie(reply, request, token, new Date(expiresAt));
      const result: Schema<'LoginResponse'> = {
        token,
        token_type: 'Bearer',
        expires_at: expiresAt,
        user: await profile(db, user.id),
      };
      return { body: result };
    },

    async logoutAdmin({ user, request, reply }) {
      await revokeToken(db, requireUser(user).tokenHash);
      reply.clearCookie(tokenCookie, cookieOptions(request));
      return { body: { message: 'Logged out successfully.' } };
    },

    async getAuthUser({ user }) {
      return { body: await profile(db, requireUser(user).id) };
    },

    async changePassword({ user, body }) {
      const me = requireUser(user);
      const input = body as Schema<'ChangePasswordRequest'>;
      const now = new Date().toISOString();
      const changes: { name?: string; avatar?: string | null; password_hash?: string } = {};
      if (input.name !== undefined) changes.name = input.name;
      if (input.avatar !== undefined) changes.avatar = input.avatar;
      let message = 'Profile updated successfully.';
      if (input.password !== undefined) {
        const row = await db
          .selectFrom('admin_users')
          .select('password_hash')
          .where('id', '=', me.id)
          .executeTakeFirst();
        if (row === undefined) throw unauthenticated();
        if (!(await verifyPassword(input.old_password ?? '', row.password_hash))) {
          throw invalid('old_password', 'The old password is incorrect.');
        }
        if (input.password !== input.password_confirmation) {
          throw invalid('password', 'The password confirmation does not match.');
        }
        changes.password_hash = await hashPassword(input.password);
        message = 'Password changed successfully.';
      }
      if (Object.keys(changes).length === 0) {
        throw new HttpError(422, {
          message: 'The name field is required when password is not present.',
          errors: { name: ['The name field is required when password is not present.'] },
        });
      }
      await db
        .updateTable('admin_users')
        .set({ ...changes, updated_at: now })
        .where('id', '=', me.id)
        .execute();
      // A new password ends every other session of this user; the current one stays signed in.
      if (changes.password_hash !== undefined) await revokeOtherTokens(db, me.id, me.tokenHash);
      const result: Schema<'ProfileResponse'> = { message, data: await profile(db, me.id) };
      return { body: result };
    },
  };
}

// Computed once, lazily, for the unknown-user branch of sign-in.
const dummyHash = hashPassword('not-a-real-password');
