import type { Random } from '../ports';
import { seededRandom } from '../../../domain/seeded-random';

/** Options of `portableRandom`. */
export interface PortableRandomOptions {
  /**
   * A seed: the same seed gives the same tokens, ids and codes (pictures and tests that must not
   * change). Without one, bytes come from the Web Crypto API.
   */
  seed?: number;
  /** `fixed`: every one-time code is the start of `1234567890` (`1234` for the portal's 4 digits). */
  oneTimeCodes?: 'random' | 'fixed';
}

/** Randomness from Web APIs only, seeded or not (see the options). */
export function portableRandom({
  seed,
  oneTimeCodes = 'random',
}: PortableRandomOptions = {}): Random {
  const next = seed === undefined ? undefined : seededRandom(seed);
  const bytes = (length: number) => {
    const out = new Uint8Array(length);
    if (next === undefined) return crypto.getRandomValues(out);
    for (let index = 0; index < length; index += 1) out[index] = Math.floor(next() * 256);
    return out;
  };
  const integer = (below: number) => {
    if (next !== undefined) return Math.floor(next() * below);
    // Rejection sampling over 32 bits, so every value is as likely as another.
    const limit = Math.floor(0x1_0000_0000 / below) * below;
    for (;;) {
      const [value = 0] = crypto.getRandomValues(new Uint32Array(1));
      if (value < limit) return value % below;
    }
  };
  return {
    bytes,
    integer,
    code: (digits) =>
      oneTimeCodes === 'fixed'
        ? '1234567890'.repeat(Math.ceil(digits / 10)).slice(0, digits)
        : Array.from({ length: digits }, () => String(integer(10))).join(''),
  };
}
