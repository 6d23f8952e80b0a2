import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { passwordResetCode } from '../../domain/one-time-codes';
import type { Schema } from '../../domain/schema';
import type { Authenticator, OperationHandlers } from '../contract/routes';
import type { Database } from '../db/schema';
import { HttpError, invalid, unauthenticated } from '../http/errors';
import { storeImage } from '../http/uploads';
import type { Notifier } from '../notifications/notifier';
import {
  isEmail,
  maskAddress,
  withinOtpLimits,
  type OtpCheck,
  type OtpCodes,
  type OtpSender,
} from '../otp';
import { hashPassword, verifyPassword } from './passwords';
import type { TokenCache } from './tokenCache';
import { adminTokens, bearerTokenOf, profileOf, userForToken, type AuthUser } from './tokens';

/**
 * Name of the HttpOnly cookie that carries the admin token. It differs from the console's own
 * readable `token` cookie (which it sends as the bearer header and to the broker), because a
 * script cannot write a cookie whose name an HttpOnly one already holds.
 */
export const tokenCookie = 'tck_session';

/** The token of a request and where it came from: the Authorization header, else the cookie. */
export function tokenOf(
  request: FastifyRequest,
): { token: string; from: 'bearer' | 'cookie' } | undefined {
  const bearer = bearerTokenOf(request);
  if (bearer !== undefined) return { token: bearer, from: 'bearer' };
  const cookie = request.cookies[tokenCookie];
  return cookie === undefined || cookie === '' ? undefined : { token: cookie, from: 'cookie' };
}

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The host (and port) of a URL, or undefined for anything that is not one (`null`). */
const hostOf = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return undefined;
  }
};

/**
 * Whether a request comes from a page of this server: its Origin (else its Referer) names the
 * host it was sent to. Browsers send Origin with every POST, PUT and DELETE.
 */
function fromThisSite(request: FastifyRequest): boolean {
  const { origin, referer } = request.headers;
  const source = origin ?? referer;
  if (source === undefined) return false;
  const own = hostOf(`${request.protocol}://${request.host}`);
  return own !== undefined && hostOf(source) === own;
}

/** 403 for a change a cookie authenticated but another site (or no site) sent. */
const crossSite = () =>
  new HttpError(403, {
    message: 'Cross-site request refused: send the bearer token, or call from this site.',
  });

/**
 * Finds the administrator of a request from its token (undefined when missing or invalid). A
 * browser sends the cookie with requests other sites make, so a change authenticated by the
 * cookie alone must come from this site (403 otherwise); a page elsewhere cannot send the
 * bearer header, which the console uses.
 */
export function createAuthenticator(db: Kysely<Database>, cache?: TokenCache): Authenticator {
  return async (request) => {
    const found = tokenOf(request);
    if (found === undefined) return undefined;
    // Passed inline: a named closure made per call would be renamed per call under tsx.
    const user = await (cache === undefined
      ? userForToken(db, found.token)
      : cache.userOf(found.token, () => userForToken(db, found.token)));
    if (
      user !== undefined &&
      found.from === 'cookie' &&
      !safeMethods.has(request.method) &&
      !fromThisSite(request)
    ) {
      throw crossSite();
    }
    return user;
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

/** What the auth handlers need besides the database. */
export interface AuthDependencies {
  /** Lifetime of a bearer token in minutes. */
  tokenTtlMinutes: number;
  /** Delivers password-reset codes. */
  otpSender: OtpSender;
  /** Issues and checks them, with their limits per account. */
  otpCodes: OtpCodes;
  /** Tells a user about changes to their account. */
  notifier: Notifier;
  /** Where uploaded avatars are stored (under `uploads/avatars`). */
  dataDir: string;
}

/** A password-reset code: as many digits as the console's reset screen takes (one shared rule). */
const resetCode = { purpose: 'admin-password-reset', ...passwordResetCode } as const;

const unknownContact = () =>
  invalid('mobile_or_email', "We can't find a user with that mobile number or e-mail address.");

const otpMessages: Record<Exclude<OtpCheck, 'ok'>, string> = {
  invalid: 'The otp code is invalid or has expired.',
  expired: 'The otp code is invalid or has expired.',
  'too-many-attempts': 'Too many wrong codes. Please request a new one.',
};

/** The administrator with this e-mail address (any case) or mobile number. */
const userByContact = (db: Kysely<Database>, contact: string) => {
  const address = contact.trim();
  const query = db.selectFrom('admin_users').select(['id', 'email', 'mobile']);
  return (
    isEmail(address)
      ? query.where((eb) => eb(eb.fn('lower', ['email']), '=', address.toLowerCase()))
      : query.where('mobile', '=', address)
  ).executeTakeFirst();
};

/**
 * Sign-in, sign-out, the current profile, the password/profile change, and the forgot-password
 * flow (a code sent to the user's mobile or e-mail, checked, then exchanged for a new password).
 */
export function authHandlers(
  db: Kysely<Database>,
  { tokenTtlMinutes, otpSender, otpCodes, notifier, dataDir }: AuthDependencies,
): OperationHandlers {
  const passwordChanged = (userId: number, how: string) =>
    notifier.notify({
      userId,
      title: 'Password changed',
      description: `Your password was ${how}. If this was not you, reset it and tell an administrator.`,
    });

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
      const { token, expiresAt } = await adminTokens.issue(db, user.id, {
        ttlMinutes: tokenTtlMinutes,
      });
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
      await adminTokens.revoke(db, requireUser(user).tokenHash);
      reply.clearCookie(tokenCookie, cookieOptions(request));
      return { body: { message: 'Logged out successfully.' } };
    },

    async getAuthUser({ user }) {
      return { body: await profile(db, requireUser(user).id) };
    },

    async changePassword({ user, body, files }) {
      const me = requireUser(user);
      const input = body as Schema<'ChangePasswordRequest'>;
      const now = new Date().toISOString();
      const changes: { name?: string; avatar?: string | null; password_hash?: string } = {};
      if (input.name !== undefined) changes.name = input.name;
      if (input.avatar !== undefined) changes.avatar = input.avatar;
      if (files.avatar !== undefined) {
        changes.avatar = await storeImage(dataDir, 'avatars', 'avatar', files.avatar);
      }
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
      if (changes.password_hash !== undefined) {
        await adminTokens.revokeOwner(db, me.id, me.tokenHash);
        await passwordChanged(me.id, 'changed from your profile');
      }
      const result: Schema<'ProfileResponse'> = { message, data: await profile(db, me.id) };
      return { body: result };
    },

    async forgotPassword({ body }) {
      const { mobile_or_email: contact } = body as Schema<'ForgotPasswordRequest'>;
      const user = await userByContact(db, contact);
      if (user === undefined) throw unknownContact();
      const address = contact.trim();
      const recipient = isEmail(address) ? (user.email ?? address) : address;
      const code = await withinOtpLimits('account', () =>
        otpCodes.issue({ ...resetCode, recipient: `user:${user.id}` }),
      );
      try {
        await otpSender.send({
          to: recipient,
          channel: isEmail(address) ? 'email' : 'sms',
          text: `Your Telco Console password reset code is ${code}. It expires in 5 minutes.`,
        });
      } catch {
        throw invalid('mobile_or_email', 'The code could not be sent. Please try again later.');
      }
      const result: Schema<'ForgotPasswordResponse'> = {
        message: `An OTP has been sent to ${maskAddress(recipient)}.`,
        expires_in: resetCode.ttlSeconds,
      };
      return { body: result };
    },

    async verifyPasswordResetOtp({ body }) {
      const input = body as Schema<'AdminVerifyOtpRequest'>;
      const user = await userByContact(db, input.mobile_or_email);
      if (user === undefined) throw unknownContact();
      const check = await withinOtpLimits('account', () =>
        otpCodes.verify({
          purpose: resetCode.purpose,
          recipient: `user:${user.id}`,
          code: input.otp_code,
          // Kept for the reset itself, which names the account and the code again.
          consume: false,
        }),
      );
      if (check !== 'ok') throw invalid('otp_code', otpMessages[check]);
      const result: Schema<'AdminVerifyOtpResponse'> = {
        message: 'OTP verified. You may now reset your password.',
        verified: true,
      };
      return { body: result };
    },

    async resetPassword({ body }) {
      const input = body as Schema<'ResetPasswordRequest'>;
      if (input.password !== input.password_confirmation) {
        throw invalid('password', 'The password confirmation does not match.');
      }
      // The code is checked against the account named with it, and every wrong one counts.
      const user = await userByContact(db, input.mobile_or_email);
      if (user === undefined) throw unknownContact();
      const check = await withinOtpLimits('account', () =>
        otpCodes.redeem({
          purpose: resetCode.purpose,
          recipient: `user:${user.id}`,
          code: input.otp_code,
        }),
      );
      if (check !== 'ok') throw invalid('otp_code', otpMessages[check]);
      const userId = user.id;
      await db
        .updateTable('admin_users')
        .set({
          password_hash: await hashPassword(input.password),
          updated_at: new Date().toISOString(),
        })
        .where('id', '=', userId)
        .execute();
      // Whoever held a session before the reset is signed out.
      await adminTokens.revokeOwner(db, userId);
      await passwordChanged(userId, 'reset with a one-time code');
      return { body: { message: 'Your password has been reset. Please sign in.' } };
    },
  };
}

// Computed once, lazily, for the unknown-user branch of sign-in.
const dummyHash = hashPassword('not-a-real-password');
