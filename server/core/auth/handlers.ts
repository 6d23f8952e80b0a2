import { passwordResetCode } from '../../../domain/one-time-codes';
import type { Schema } from '../../../domain/schema';
import { HttpError, invalid, unauthenticated } from '../api/errors';
import {
  bearerTokenOf,
  cookiesOf,
  type ApiCookie,
  type ApiRequest,
  type Authenticator,
  type OperationHandlers,
} from '../api/operation';
import { storeImage } from '../api/uploads';
import type { Notifier } from '../notifications/notifier';
import { pathOf, redact, type OperationLogWriter } from '../operationLogs/recorder';
import { isEmail, maskAddress, withinOtpLimits, type OtpCheck, type OtpCodes } from '../otp';
import type { Clock, Ports, TokenCache } from '../ports';
import type { Services } from '../services';
import { loginLimiter } from './loginLimits';
import { adminTokens, profileOf, userForToken, type AuthUser } from './tokens';

/**
 * Name of the HttpOnly cookie that carries the admin token. It differs from the console's own
 * readable `token` cookie (which it sends as the bearer header and to the broker), because a
 * script cannot write a cookie whose name an HttpOnly one already holds.
 */
export const tokenCookie = 'tck_session';

/** The token of a request and where it came from: the Authorization header, else the cookie. */
export function tokenOf(
  request: ApiRequest,
): { token: string; from: 'bearer' | 'cookie' } | undefined {
  const bearer = bearerTokenOf(request);
  if (bearer !== undefined) return { token: bearer, from: 'bearer' };
  const cookie = cookiesOf(request)[tokenCookie];
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
function fromThisSite(request: ApiRequest): boolean {
  const { origin, referer, host } = request.headers;
  const source = origin ?? referer;
  if (source === undefined || host === undefined) return false;
  const own = hostOf(`${request.secure ? 'https' : 'http'}://${host}`);
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
export function createAuthenticator(services: Services, cache?: TokenCache): Authenticator {
  return async (request, method) => {
    const found = tokenOf(request);
    if (found === undefined) return undefined;
    // Passed inline: a named closure made per call would be renamed per call under tsx.
    const user = await (cache === undefined
      ? userForToken(services, found.token)
      : cache.userOf(found.token, () => userForToken(services, found.token)));
    if (
      user !== undefined &&
      found.from === 'cookie' &&
      !safeMethods.has(method.toUpperCase()) &&
      !fromThisSite(request)
    ) {
      throw crossSite();
    }
    return user;
  };
}

/** The session cookie, expiring at `expires` (in the past: cleared). */
const sessionCookie = (request: ApiRequest, value: string, expires: Date): ApiCookie => ({
  name: tokenCookie,
  value,
  options: {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    // The host says https only when TRUST_PROXY lets it believe X-Forwarded-Proto.
    secure: request.secure,
    expires,
  },
});

const requireUser = (user: AuthUser | undefined): AuthUser => {
  if (user === undefined) throw unauthenticated();
  return user;
};

async function profile(db: Services['db'], userId: number): Promise<Schema<'Profile'>> {
  const found = await profileOf(db, userId);
  // The token outlived its user (deleted meanwhile): the session is over.
  if (found === undefined) throw unauthenticated();
  return found;
}

/** What the auth handlers need besides the database and the ports. */
export interface AuthDependencies {
  /** Lifetime of a bearer token in minutes. */
  tokenTtlMinutes: number;
  /** Issues and checks password-reset codes, with their limits per account. */
  otpCodes: OtpCodes;
  /** Tells a user about changes to their account. */
  notifier: Notifier;
  /** Failed sign-ins of one username (LOGIN_USER_FAILURES) that lock it for `lockMinutes`. */
  signInLimit: { failures: number; lockMinutes: number };
  /** Where each sign-in lock is written. */
  operationLog: OperationLogWriter;
}

/** A password-reset code: as many digits as the console's reset screen takes (one shared rule). */
const resetCode = { purpose: 'admin-password-reset', ...passwordResetCode } as const;

/**
 * 429 for a username locked after failed sign-ins (Laravel's throttle text, in minutes). It says
 * nothing about the password sent.
 */
function signInLocked(until: string, clock: Clock): HttpError {
  const seconds = Math.max(1, Math.ceil((Date.parse(until) - clock.now().getTime()) / 1000));
  const minutes = Math.ceil(seconds / 60);
  const wait = `${String(minutes)} minute${minutes === 1 ? '' : 's'}`;
  return new HttpError(
    429,
    { message: `Too many login attempts. Please try again in ${wait}.` },
    { 'Retry-After': String(seconds) },
  );
}

/**
 * Whose one-time codes a forgot-password address stands for: its account, or for an address of
 * no account a recipient of its own (a hash, so the typed address is not stored). Codes issued
 * to the latter are never sent, but they are counted, limited and checked alike, so the answers
 * do not tell which addresses belong to an account.
 */
const resetRecipient = async (
  ports: Pick<Ports, 'hashing'>,
  user: { id: number } | undefined,
  contact: string,
) => {
  if (user !== undefined) return `user:${String(user.id)}`;
  const address = contact.trim();
  const normal = isEmail(address) ? address.toLowerCase() : address;
  return `unknown:${await ports.hashing.sha256(normal)}`;
};

const otpMessages: Record<Exclude<OtpCheck, 'ok'>, string> = {
  invalid: 'The otp code is invalid or has expired.',
  expired: 'The otp code is invalid or has expired.',
  'too-many-attempts': 'Too many wrong codes. Please request a new one.',
};

/** The administrator with this e-mail address (any case) or mobile number. */
const userByContact = (db: Services['db'], contact: string) => {
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
  services: Services,
  { tokenTtlMinutes, otpCodes, notifier, signInLimit, operationLog }: AuthDependencies,
): OperationHandlers {
  const { db, ports } = services;
  const signIns = loginLimiter(
    db,
    'admin',
    {
      failures: signInLimit.failures,
      windowMinutes: signInLimit.lockMinutes,
      lockMinutes: signInLimit.lockMinutes,
    },
    ports.clock,
  );
  // Computed once, lazily, for the unknown-user branch of sign-in.
  let dummyHash: Promise<string> | undefined;
  const dummy = () => (dummyHash ??= ports.passwords.hash('not-a-real-password'));
  const passwordChanged = (userId: number, how: string) =>
    notifier.notify({
      userId,
      title: 'Password changed',
      description: `Your password was ${how}. If this was not you, reset it and tell an administrator.`,
    });

  return {
    async loginAdmin({ body, request }) {
      const { username, password } = body as Schema<'LoginRequest'>;
      const user = await db
        .selectFrom('admin_users')
        .select(['id', 'password_hash'])
        .where('username', '=', username)
        .executeTakeFirst();
      // Counted per username whether it exists or not, so a lock tells nothing either.
      const attempt = await signIns.attempt(username, request.ip.slice(0, 45), async () => {
        if (user !== undefined) return ports.passwords.verify(password, user.password_hash);
        // Hash anyway, so the answer time does not reveal which usernames exist.
        await ports.passwords.verify(password, await dummy());
        return false;
      });
      if (attempt.result === 'locked') {
        if (attempt.lockedNow !== undefined) {
          ports.log.warn(
            { username, until: attempt.until, failures: signInLimit.failures },
            'sign-in locked after failed attempts',
          );
          if (user !== undefined) {
            operationLog.record({
              user_id: user.id,
              method: 'POST',
              path: pathOf(request.path),
              ip: request.ip.slice(0, 45),
              input: JSON.stringify(redact({ ...body, locked_until: attempt.until })),
              created_at: ports.clock.now().toISOString(),
            });
          }
        }
        throw signInLocked(attempt.until, ports.clock);
      }
      if (attempt.result === 'refused' || user === undefined) {
        throw invalid('username', 'These credentials do not match our records.');
      }
      const { token, expiresAt } = await adminTokens.issue(services, user.id, {
        ttlMinutes: tokenTtlMinutes,
      });
      const result: Schema<'LoginResponse'> = {
        token,
        token_type: 'Bearer',
        expires_at: expiresAt,
        user: await profile(db, user.id),
      };
      return { body: result, cookies: [sessionCookie(request, token, new Date(expiresAt))] };
    },

    async logoutAdmin({ user, request }) {
      await adminTokens.revoke(services, requireUser(user).tokenHash);
      return {
        body: { message: 'Logged out successfully.' },
        cookies: [sessionCookie(request, '', new Date(0))],
      };
    },

    async getAuthUser({ user }) {
      return { body: await profile(db, requireUser(user).id) };
    },

    async changePassword({ user, body, files }) {
      const me = requireUser(user);
      const input = body as Schema<'ChangePasswordRequest'>;
      const now = ports.clock.now().toISOString();
      const changes: { name?: string; avatar?: string | null; password_hash?: string } = {};
      if (input.name !== undefined) changes.name = input.name;
      if (input.avatar !== undefined) changes.avatar = input.avatar;
      if (files.avatar !== undefined) {
        changes.avatar = await storeImage(ports.files, 'avatars', 'avatar', files.avatar);
      }
      let message = 'Profile updated successfully.';
      if (input.password !== undefined) {
        const row = await db
          .selectFrom('admin_users')
          .select('password_hash')
          .where('id', '=', me.id)
          .executeTakeFirst();
        if (row === undefined) throw unauthenticated();
        if (!(await ports.passwords.verify(input.old_password ?? '', row.password_hash))) {
          throw invalid('old_password', 'The old password is incorrect.');
        }
        if (input.password !== input.password_confirmation) {
          throw invalid('password', 'The password confirmation does not match.');
        }
        changes.password_hash = await ports.passwords.hash(input.password);
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
        await adminTokens.revokeOwner(services, me.id, me.tokenHash);
        await passwordChanged(me.id, 'changed from your profile');
      }
      const result: Schema<'ProfileResponse'> = { message, data: await profile(db, me.id) };
      return { body: result };
    },

    async forgotPassword({ body }) {
      const { mobile_or_email: contact } = body as Schema<'ForgotPasswordRequest'>;
      const user = await userByContact(db, contact);
      const address = contact.trim();
      // An address of no account gets a code too (never sent): the same work and the same
      // limits, so neither the answer nor its time tells whether the account exists.
      const recipient = await resetRecipient(ports, user, address);
      const code = await withinOtpLimits('account', () =>
        otpCodes.issue({ ...resetCode, recipient }),
      );
      if (user !== undefined) {
        const message = {
          to: isEmail(address) ? (user.email ?? address) : address,
          channel: isEmail(address) ? ('email' as const) : ('sms' as const),
          text: `Your Telco Console password reset code is ${code}. It expires in 5 minutes.`,
        };
        // Sent after the answer, never awaited: a gateway's delay (or failure) would tell a
        // registered address from another. A code that did not go is asked for again.
        void Promise.resolve()
          .then(() => ports.otpSender.send(message))
          .catch((error: unknown) => {
            ports.log.error({ err: error }, 'the password-reset code could not be sent');
          });
      }
      const result: Schema<'ForgotPasswordResponse'> = {
        message: `An OTP has been sent to ${maskAddress(address)}.`,
        expires_in: resetCode.ttlSeconds,
      };
      return { body: result };
    },

    async verifyPasswordResetOtp({ body }) {
      const input = body as Schema<'AdminVerifyOtpRequest'>;
      const user = await userByContact(db, input.mobile_or_email);
      const recipient = await resetRecipient(ports, user, input.mobile_or_email);
      const check = await withinOtpLimits('account', () =>
        otpCodes.verify({
          purpose: resetCode.purpose,
          recipient,
          code: input.otp_code,
          // Kept for the reset itself, which names the account and the code again.
          consume: false,
        }),
      );
      // An address of no account was never sent its code: nothing it tries is right.
      if (check !== 'ok' || user === undefined) {
        throw invalid('otp_code', otpMessages[check === 'ok' ? 'invalid' : check]);
      }
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
      const recipient = await resetRecipient(ports, user, input.mobile_or_email);
      const check = await withinOtpLimits('account', () =>
        otpCodes.redeem({
          purpose: resetCode.purpose,
          recipient,
          code: input.otp_code,
        }),
      );
      if (check !== 'ok' || user === undefined) {
        throw invalid('otp_code', otpMessages[check === 'ok' ? 'invalid' : check]);
      }
      const userId = user.id;
      await db
        .updateTable('admin_users')
        .set({
          password_hash: await ports.passwords.hash(input.password),
          updated_at: ports.clock.now().toISOString(),
        })
        .where('id', '=', userId)
        .execute();
      // Whoever held a session before the reset is signed out.
      await adminTokens.revokeOwner(services, userId);
      await passwordChanged(userId, 'reset with a one-time code');
      return { body: { message: 'Your password has been reset. Please sign in.' } };
    },
  };
}
