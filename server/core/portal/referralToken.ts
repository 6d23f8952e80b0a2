import { base64url } from '../encoding';
import type { Random } from '../ports';

/**
 * A new referral token (share links carry it; a referral credits its owner): 72 bits from the
 * random port, so nobody can guess another subscriber's; a seeded random makes it repeatable.
 */
export const newReferralToken = (random: Random): string => `rf_${base64url(random.bytes(9))}`;
