import type { HttpHandler } from 'msw';
import type { Schema } from '../../../../schema';
import { missingRequired } from '../../../engine';
import { adminHttp } from '../../../http';
import type { MockStore } from '../../../store';
import type { Credential } from '../seed/people';
import { failure, missing, readBody, text } from '../shared';

/** The one password-reset code the mock accepts: the contract's example (6 digits, as sent). */
const acceptedOtps = new Set(['482913']);

const wrongCredentials = 'These credentials do not match our records.';

/** Failed sign-ins of one username that lock it, and for how long (the server's defaults). */
const signInLimit = { failures: 10, lockMinutes: 15 };

const lockedOut = (minutes: number) => ({
  message: `Too many login attempts. Please try again in ${String(minutes)} minute${minutes === 1 ? '' : 's'}.`,
});

const invalidCode = () => failure({ otp_code: ['The otp code is invalid or has expired.'] });

const hours = (iso: string, count: number) =>
  new Date(Date.parse(iso) + count * 3_600_000).toISOString().replace('.000Z', 'Z');

const mask = (contact: string) =>
  contact.includes('@')
    ? `${contact.slice(0, 2)}***${contact.slice(contact.indexOf('@'))}`
    : `${contact.slice(0, 4)}****${contact.slice(-3)}`;

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A deterministic 40-character token secret derived from a seed text. */
function opaqueToken(seed: string): string {
  let state = 2166136261;
  for (let index = 0; index < seed.length; index += 1) {
    state = Math.imul(state ^ seed.charCodeAt(index), 16777619);
  }
  let secret = '';
  while (secret.length < 40) {
    state = Math.imul(state ^ (state >>> 15), 2246822507) + 0x6d2b79f5;
    secret += alphabet[(state >>> 0) % alphabet.length] ?? 'x';
  }
  return secret;
}

/** Reads a JSON or multipart body as a record of strings and values. */
async function readAnyBody(request: Request): Promise<Record<string, unknown>> {
  if ((request.headers.get('content-type') ?? '').includes('multipart/form-data')) {
    const form = await request.formData().catch(() => undefined);
    const body: Record<string, unknown> = {};
    form?.forEach((value, key) => {
      body[key] =
        typeof value === 'string'
          ? value
          : `https://console.telco-kit.my/storage/avatars/${encodeURIComponent(value.name)}`;
    });
    return body;
  }
  return readBody(request);
}

/** Sign-in, profile, password and the forgot-password flow (admin §2.1, §7.3), and the user list. */
export function authRoutes(store: MockStore): HttpHandler[] {
  const { admin } = store;
  let issuedTokens = 41;
  /** Failed sign-ins by username (known or not), and the locks they set. */
  const failures = new Map<string, number>();
  const locks = new Map<string, string>();

  /** Shows a lock (or its end: null) on the user of a username, as the users list does. */
  const setLockedUntil = (username: string, until: string | null) => {
    const index = admin.users.findIndex((row) => row.username === username);
    const user = admin.users[index];
    if (user !== undefined) admin.users[index] = { ...user, locked_until: until };
    return admin.users[index];
  };

  /** Minutes until a username's lock ends, or undefined when it is not locked. */
  const lockedFor = (username: string): number | undefined => {
    const until = locks.get(username);
    const left = until === undefined ? 0 : Date.parse(until) - Date.parse(store.clock());
    return left > 0 ? Math.ceil(left / 60_000) : undefined;
  };

  /** Counts a failed sign-in; the one that reaches the limit locks the username. */
  const failed = (username: string): boolean => {
    const count = (failures.get(username) ?? 0) + 1;
    failures.set(username, count);
    if (count < signInLimit.failures) return false;
    const until = new Date(Date.parse(store.clock()) + signInLimit.lockMinutes * 60_000)
      .toISOString()
      .replace('.000Z', 'Z');
    locks.set(username, until);
    failures.delete(username);
    setLockedUntil(username, until);
    return true;
  };

  /** The permissions a user holds through its roles and directly, as the server lists them. */
  const grantsOf = (user: Schema<'AdminUser'>): Schema<'PermissionGrant'>[] => {
    const roleIds = new Set(user.roles.map((role) => role.id));
    const held = new Set([
      ...admin.roles
        .filter((role) => roleIds.has(role.id))
        .flatMap((role) => (role.permissions ?? []).map((permission) => permission.id)),
      ...user.permissions.map((permission) => permission.id),
    ]);
    return admin.permissions
      .filter((permission) => held.has(permission.id))
      .map(({ http_method, http_path }) => ({ http_method, http_path }));
  };

  const profileOf = (userId: number): Schema<'Profile'> | undefined => {
    if (userId === admin.profile.id) return admin.profile;
    const user = admin.users.find((row) => row.id === userId);
    return user === undefined
      ? undefined
      : {
          id: user.id,
          name: user.name,
          username: user.username,
          avatar: user.avatar,
          created_at: user.created_at,
          roles: user.roles,
          permission_flag: '0',
          grants: grantsOf(user),
        };
  };

  const credentialOf = (contact: string): Credential | undefined => {
    const wanted = contact.trim().toLowerCase();
    return admin.credentials.find(
      (credential) => credential.mobile === wanted || credential.email.toLowerCase() === wanted,
    );
  };

  return [
    adminHttp.post('/auth/login', async ({ request, response }) => {
      const body = await readBody(request);
      const invalid = missingRequired('loginAdmin', body);
      if (invalid !== undefined) return response(422).json(invalid);
      const username = text(body, 'username') ?? '';
      const password = text(body, 'password') ?? '';
      // A locked username gets the lock's answer, whatever the password.
      const minutes = lockedFor(username);
      if (minutes !== undefined) return response(429).json(lockedOut(minutes));
      const user = admin.users.find((row) => row.username === username);
      const credential = admin.credentials.find((row) => row.userId === user?.id);
      const profile = user === undefined ? undefined : profileOf(user.id);
      if (profile === undefined || credential?.passwords.includes(password) !== true) {
        return failed(username)
          ? response(429).json(lockedOut(signInLimit.lockMinutes))
          : response(422).json(failure({ username: [wrongCredentials] }));
      }
      failures.delete(username);
      issuedTokens += 1;
      const now = store.clock();
      const secret = opaqueToken(`${profile.username}|${issuedTokens}`);
      return response(200).json({
        token: `${issuedTokens}|${secret}`,
        token_type: 'Bearer',
        expires_at: hours(now, 8),
        user: profile,
      });
    }),

    adminHttp.post('/auth/logout', ({ response }) =>
      response(200).json({ message: 'Logged out successfully.' }),
    ),

    // The one call that checks the token, so the console's sign-in and guards work on mocks too.
    adminHttp.get('/auth/get-user', ({ request, response }) =>
      /^Bearer \S+/.test(request.headers.get('Authorization') ?? '')
        ? response(200).json(admin.profile)
        : response(401).json({ message: 'Unauthenticated.' }),
    ),

    adminHttp.post('/auth/change-password', async ({ request, response }) => {
      const body = await readAnyBody(request);
      const name = text(body, 'name');
      const avatar = body.avatar === null ? null : text(body, 'avatar');
      const password = text(body, 'password');
      const errors: Record<string, string[]> = {};
      if (name === undefined && avatar === undefined && password === undefined) {
        errors.name = ['The name field is required when password is not present.'];
      }
      if (name?.trim() === '') errors.name = ['The name field is required.'];
      const credential = admin.credentials.find((row) => row.userId === admin.profile.id);
      if (password !== undefined) {
        const old = text(body, 'old_password');
        if (old === undefined || old === '') {
          errors.old_password = ['The old password field is required.'];
        } else if (credential?.passwords.includes(old) !== true) {
          errors.old_password = ['The old password is incorrect.'];
        }
        if (password.length < 8) {
          errors.password = ['The password must be at least 8 characters.'];
        } else if (text(body, 'password_confirmation') !== password) {
          errors.password = ['The password confirmation does not match.'];
        }
      }
      if (Object.keys(errors).length > 0) return response(422).json(failure(errors));
      if (name !== undefined) admin.profile.name = name;
      if (avatar !== undefined) admin.profile.avatar = avatar;
      const user = admin.users.find((row) => row.id === admin.profile.id);
      if (user !== undefined) {
        user.name = admin.profile.name;
        user.avatar = admin.profile.avatar;
      }
      if (password !== undefined && credential !== undefined) credential.passwords = [password];
      return response(200).json({
        message:
          password === undefined
            ? 'Profile updated successfully.'
            : 'Password changed successfully.',
        data: admin.profile,
      });
    }),

    adminHttp.post('/auth/forgot-password', async ({ request, response }) => {
      const body = await readBody(request);
      const invalid = missingRequired('forgotPassword', body);
      if (invalid !== undefined) return response(422).json(invalid);
      // An unknown address gets the same answer as a registered one (no code goes to it).
      const contact = text(body, 'mobile_or_email') ?? '';
      return response(200).json({
        message: `An OTP has been sent to ${mask(contact.trim())}.`,
        expires_in: 300,
      });
    }),

    adminHttp.post('/auth/verify-otp', async ({ request, response }) => {
      const body = await readBody(request);
      const invalid = missingRequired('verifyPasswordResetOtp', body);
      if (invalid !== undefined) return response(422).json(invalid);
      // An unknown address was sent no code: its codes are all wrong.
      if (
        credentialOf(text(body, 'mobile_or_email') ?? '') === undefined ||
        !acceptedOtps.has(text(body, 'otp_code') ?? '')
      ) {
        return response(422).json(invalidCode());
      }
      return response(200).json({
        message: 'OTP verified. You may now reset your password.',
        verified: true,
      });
    }),

    adminHttp.post('/users/reset-password', async ({ request, response }) => {
      const body = await readBody(request);
      const invalid = missingRequired('resetPassword', body);
      if (invalid !== undefined) return response(422).json(invalid);
      const password = text(body, 'password') ?? '';
      const errors: Record<string, string[]> = {};
      // The code resets the account named with it (the contract requires the name); an unknown
      // address was sent no code, so its code is wrong.
      const credential = credentialOf(text(body, 'mobile_or_email') ?? '');
      if (credential === undefined || !acceptedOtps.has(text(body, 'otp_code') ?? '')) {
        errors.otp_code = ['The otp code is invalid or has expired.'];
      }
      if (password.length < 8) {
        errors.password = ['The password must be at least 8 characters.'];
      } else if (text(body, 'password_confirmation') !== password) {
        errors.password = ['The password confirmation does not match.'];
      }
      if (credential === undefined || Object.keys(errors).length > 0) {
        return response(422).json(failure(errors));
      }
      credential.passwords = [password];
      return response(200).json({ message: 'Your password has been reset. Please sign in.' });
    }),

    adminHttp.post('/admin-users/{id}/unlock', ({ params, response }) => {
      const user = admin.users.find((row) => row.id === Number(params.id));
      if (user === undefined) return response(404).json(missing);
      locks.delete(user.username);
      failures.delete(user.username);
      const data = setLockedUntil(user.username, null) ?? user;
      return response(200).json({ message: 'The user can sign in again.', data });
    }),
  ];
}
