import { createHash, randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** What a one-time code proves: a reset of an admin password, or a portal sign-in. */
export type OtpPurpose = 'admin-password-reset' | 'portal-login';

/** Wrong tries a code survives; the next one burns it, so guessing is bounded per code. */
export const maxOtpAttempts = 5;

/** What `verifyOtp` found. */
export type OtpCheck = 'ok' | 'invalid' | 'expired' | 'too-many-attempts';

/** Options of `issueOtp`. */
export interface IssueOtpOptions {
  purpose: OtpPurpose;
  /** The mobile number or e-mail address the code is sent to. */
  recipient: string;
  /** Length of the code (the portal uses 4, the admin reset 6). */
  digits: number;
  /** Seconds until the code expires. */
  ttlSeconds: number;
  now?: Date;
}

/** Options of `verifyOtp`. */
export interface VerifyOtpOptions {
  purpose: OtpPurpose;
  recipient: string;
  code: string;
  /** Mark the code used, so it cannot be verified again (default true). */
  consume?: boolean;
  now?: Date;
}

const hashCode = (code: string) => createHash('sha256').update(code).digest('hex');

/** A code of `digits` decimal digits from a cryptographic source (leading zeros kept). */
const randomCode = (digits: number) =>
  Array.from({ length: digits }, () => String(randomInt(10))).join('');

/**
 * Issues a fresh code for a recipient and purpose and returns it (to be sent); only its hash is
 * stored. Earlier codes of the same recipient and purpose stop working: a resend replaces them.
 */
export async function issueOtp(db: Kysely<Database>, options: IssueOtpOptions): Promise<string> {
  const now = options.now ?? new Date();
  const code = randomCode(options.digits);
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('otp_codes')
      .where((eb) =>
        eb.or([
          eb.and([eb('purpose', '=', options.purpose), eb('recipient', '=', options.recipient)]),
          // Housekeeping: expired codes of anyone are useless.
          eb('expires_at', '<=', now.toISOString()),
        ]),
      )
      .execute();
    await trx
      .insertInto('otp_codes')
      .values({
        purpose: options.purpose,
        recipient: options.recipient,
        code_hash: hashCode(code),
        attempts: 0,
        expires_at: new Date(now.getTime() + options.ttlSeconds * 1000).toISOString(),
        verified_at: null,
        consumed_at: null,
        created_at: now.toISOString(),
      })
      .execute();
  });
  return code;
}

/**
 * Checks a code against the recipient's latest one. A wrong code counts an attempt; after
 * `maxOtpAttempts` wrong ones the code is burnt. A right code is marked verified (and used,
 * unless `consume` is false, which leaves it for `redeemVerifiedOtp`).
 */
export async function verifyOtp(
  db: Kysely<Database>,
  options: VerifyOtpOptions,
): Promise<OtpCheck> {
  const now = (options.now ?? new Date()).toISOString();
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('otp_codes')
      .selectAll()
      .where('purpose', '=', options.purpose)
      .where('recipient', '=', options.recipient)
      .where('consumed_at', 'is', null)
      .orderBy('id', 'desc')
      .executeTakeFirst();
    if (row === undefined) return 'invalid';
    if (row.attempts >= maxOtpAttempts) return 'too-many-attempts';
    if (row.expires_at <= now) return 'expired';
    if (row.code_hash !== hashCode(options.code)) {
      await trx
        .updateTable('otp_codes')
        .set({ attempts: row.attempts + 1 })
        .where('id', '=', row.id)
        .execute();
      return row.attempts + 1 >= maxOtpAttempts ? 'too-many-attempts' : 'invalid';
    }
    await trx
      .updateTable('otp_codes')
      .set({ verified_at: now, consumed_at: options.consume === false ? null : now })
      .where('id', '=', row.id)
      .execute();
    return 'ok';
  });
}

/**
 * Uses up a code that `verifyOtp(..., { consume: false })` accepted and that has not expired,
 * and answers its recipient (undefined when there is no such code). Without a recipient the code
 * alone must name exactly one verified code.
 */
export async function redeemVerifiedOtp(
  db: Kysely<Database>,
  options: { purpose: OtpPurpose; code: string; recipient?: string; now?: Date },
): Promise<string | undefined> {
  const now = (options.now ?? new Date()).toISOString();
  return db.transaction().execute(async (trx) => {
    let query = trx
      .selectFrom('otp_codes')
      .select(['id', 'recipient'])
      .where('purpose', '=', options.purpose)
      .where('code_hash', '=', hashCode(options.code))
      .where('verified_at', 'is not', null)
      .where('consumed_at', 'is', null)
      .where('expires_at', '>', now);
    if (options.recipient !== undefined) query = query.where('recipient', '=', options.recipient);
    const rows = await query.limit(2).execute();
    const [row] = rows;
    if (row === undefined || rows.length > 1) return undefined;
    await trx.updateTable('otp_codes').set({ consumed_at: now }).where('id', '=', row.id).execute();
    return row.recipient;
  });
}
