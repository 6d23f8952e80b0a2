// Hashes and passwords with the Web Crypto API (browsers, and Node 20 and later).

import { base64url, hex } from '../encoding';
import type { Hashing, Passwords, Random } from '../ports';

const encoder = new TextEncoder();

/** SHA-256 and HMAC-SHA256 (hex) of the Web Crypto API, and a constant-time comparison. */
export const webHashing: Hashing = {
  async sha256(text) {
    return hex(new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(text))));
  },
  async hmacSha256(key, text) {
    const secret = await crypto.subtle.importKey(
      'raw',
      encoder.encode(key),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign'],
    );
    return hex(new Uint8Array(await crypto.subtle.sign('HMAC', secret, encoder.encode(text))));
  },
  equal(a, b) {
    // Every character is compared, wherever the first difference is.
    let difference = a.length ^ b.length;
    for (let index = 0; index < Math.max(a.length, b.length); index += 1) {
      difference |= (a.charCodeAt(index) || 0) ^ (b.charCodeAt(index) || 0);
    }
    return difference === 0;
  },
};

/** The PBKDF2-SHA256 key of a password and a salt. */
async function derive(
  password: string,
  salt: Uint8Array<ArrayBuffer>,
  iterations: number,
): Promise<string> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(password), 'PBKDF2', false, [
    'deriveBits',
  ]);
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations },
    key,
    256,
  );
  return base64url(new Uint8Array(bits));
}

const base64urlBytes = (text: string) =>
  Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0));

/**
 * Password hashes as `pbkdf2$<iterations>$<salt>$<key>` (base64url), PBKDF2-SHA256 of the Web
 * Crypto API with few iterations by default: the portable host is a stand-in (the mock API),
 * whose sign-ins must be quick; the Node host's scrypt hashes never verify here, nor these there.
 */
export function webPasswords(random: Random, iterations = 1000): Passwords {
  return {
    async hash(password) {
      const salt = Uint8Array.from(random.bytes(16));
      return ['pbkdf2', iterations, base64url(salt), await derive(password, salt, iterations)].join(
        '$',
      );
    },
    async verify(password, stored) {
      const [scheme, rounds, salt, key] = stored.split('$');
      const count = Number(rounds);
      if (scheme !== 'pbkdf2' || salt === undefined || key === undefined) return false;
      if (!Number.isInteger(count) || count < 1 || count > 1_000_000) return false;
      return webHashing.equal(await derive(password, base64urlBytes(salt), count), key);
    },
  };
}
