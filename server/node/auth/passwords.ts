import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import type { Passwords } from '../../core/ports';

const keyLength = 64;

/** scrypt's CPU and memory cost N of new hashes unless the server is told another (a power of two). */
export const defaultHashCost = 16384;

/** The most memory one hash may take: enough for N up to 32768 (128 · N · r bytes). */
const maxmem = 64 * 1024 * 1024;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, keyLength, options, (error, key) =>
      error === null ? resolve(key) : reject(error),
    );
  });
}

/** Hashes a password with scrypt (cost N, r 8, p 1) as `scrypt$N$r$p$salt$hash` (base64url parts). */
export async function hashPassword(password: string, N = defaultHashCost): Promise<string> {
  const cost = { N, r: 8, p: 1 };
  const salt = randomBytes(16);
  const key = await derive(password, salt, { ...cost, maxmem });
  return [
    'scrypt',
    cost.N,
    cost.r,
    cost.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

/** Whether a password matches a stored hash (constant-time; false for a malformed hash). */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || salt === undefined || hash === undefined) return false;
  const expected = Buffer.from(hash, 'base64url');
  // The cost comes from the stored hash, so raising `cost` later keeps old hashes valid.
  const key = await derive(password, Buffer.from(salt, 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem,
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/**
 * The Node host's password hashes: scrypt, new ones at cost `N`; a stored hash verifies at the
 * cost it was made with. A hash of another scheme (the portable host's `pbkdf2$…`, made with few
 * iterations for speed) never verifies here.
 */
export const scryptPasswords = (N = defaultHashCost): Passwords => ({
  hash: (password) => hashPassword(password, N),
  verify: verifyPassword,
});
