import { describe, expect, it } from 'vitest';
import { seededRandom } from './seededRandom';

describe('seededRandom', () => {
  it('gives the same numbers for the same seed, and others for another', () => {
    const take = (seed: number) => Array.from({ length: 5 }, seededRandom(seed));
    expect(take(42)).toEqual(take(42));
    expect(take(42)).not.toEqual(take(43));
    expect(take(42).every((value) => value >= 0 && value < 1)).toBe(true);
  });
});
