import { describe, expect, it } from 'vitest';
import { portableRandom } from '../portable/random';
import { newReferralToken } from './referralToken';

describe('referral tokens', () => {
  it('are 9 random bytes, the same under the same seed (stories) and unguessable without one', () => {
    const token = newReferralToken(portableRandom({ seed: 31 }));
    expect(token).toMatch(/^rf_[A-Za-z0-9_-]{12}$/);
    expect(newReferralToken(portableRandom({ seed: 31 }))).toBe(token);
    expect(newReferralToken(portableRandom({ seed: 32 }))).not.toBe(token);
    expect(newReferralToken(portableRandom())).not.toBe(newReferralToken(portableRandom()));
  });
});
