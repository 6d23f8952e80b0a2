// The Node host's ports: node:crypto for randomness and hashes, scrypt for passwords, the data
// folder for uploads. The others (live messages, report targets, caches, the OTP sender) are
// made by the app from its configuration (see app.ts).

import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Clock, Hashing, Random } from '../core/ports';

/** The system clock. */
export const systemClock: Clock = { now: () => new Date() };

/** A cryptographic source (node:crypto). */
export const cryptoRandom: Random = {
  bytes: (length) => randomBytes(length),
  integer: (below) => randomInt(below),
  code: (digits) => Array.from({ length: digits }, () => String(randomInt(10))).join(''),
};

/** SHA-256 and HMAC-SHA256 of node:crypto (hex), and its constant-time comparison. */
export const cryptoHashing: Hashing = {
  sha256: (text) => Promise.resolve(createHash('sha256').update(text).digest('hex')),
  hmacSha256: (key, text) => Promise.resolve(createHmac('sha256', key).update(text).digest('hex')),
  equal: (a, b) => {
    const left = Buffer.from(a);
    const right = Buffer.from(b);
    return left.length === right.length && timingSafeEqual(left, right);
  },
};
