import type { Kysely } from 'kysely';
import { otpLimitReached } from '../api/errors';
import type { Database } from '../db/schema';
import type { Ports } from '../ports';

/** What a one-time code proves: a reset of an admin password, or a portal sign-in. */
export type OtpPurpose = 'admin-password-reset' | 'portal-login';

/** Wrong tries a code survives; the next one burns it, so guessing is bounded per code. */
export const maxOtpAttempts = 5;

/** The window of the per-recipient send limit. */
export const sendWindowMinutes = 15;

/** The window of the per-recipient limit of wrong codes, and so the longest lockout. */
export const failureWindowMinutes = 60;

/** What `verify` found. */
export type OtpCheck = 'ok' | 'invalid' | 'expired' | 'too-many-attempts';

/** How many codes a recipient may be sent, and how many wrong codes it may try, per window. */
export interface OtpLimits {
  /** Codes sent to one recipient per 15 minutes. */
  sendsPerRecipient: number;
  /** Wrong codes tried for one recipient per hour; past it the recipient is locked out. */
  failuresPerRecipient: number;
}

/**
 * A recipient reached a limit: too many codes sent lately (`sends`), or too many wrong codes
 * (`failures`, a lockout). `retryAfterSeconds` says when the limit lets the next call through.
 */
export class OtpLimitError extends Error {
  constructor(
    readonly limit: 'sends' | 'failures',
    readonly retryAfterSeconds: number,
  ) {
    super(`one-time-code ${limit} limit reached`);
    this.name = 'OtpLimitError';
  }
}

/** Options of `issue`. */
export interface IssueOtpOptions {
  purpose: OtpPurpose;
  /** Who the code is for: a mobile number, or an account (`user:{id}`). */
  recipient: string;
  /** Length of the code (the portal uses 4, the admin reset 6). */
  digits: number;
  /** Seconds until the code expires. */
  ttlSeconds: number;
  now?: Date;
}

/** Options of `verify`. */
export interface VerifyOtpOptions {
  purpose: OtpPurpose;
  recipient: string;
  code: string;
  /** Mark the code used, so it cannot be verified again (default true). */
  consume?: boolean;
  now?: Date;
}

/** Issuing and checking one-time codes, with their per-recipient limits. */
export interface OtpCodes {
  /**
   * Issues a fresh code and returns it (to be sent); only its HMAC is stored. Earlier codes of
   * the same recipient and purpose stop working. Throws OtpLimitError past a limit.
   */
  issue(options: IssueOtpOptions): Promise<string>;
  /**
   * Checks a code against the recipient's latest one. A wrong code counts an attempt on the code
   * (burnt after `maxOtpAttempts`) and a failure of the recipient. A right code is marked
   * verified (and used, unless `consume` is false, which leaves it for `redeem`). Throws
   * OtpLimitError while the recipient is locked out, whatever the code.
   */
  verify(options: VerifyOtpOptions): Promise<OtpCheck>;
  /**
   * Uses up the recipient's code that `verify(..., { consume: false })` accepted, when `code` is
   * it and it has not expired. A wrong code counts as in `verify`.
   */
  redeem(options: VerifyOtpOptions): Promise<OtpCheck>;
}

const minutesAgo = (now: Date, minutes: number) =>
  new Date(now.getTime() - minutes * 60_000).toISOString();

/**
 * One-time codes stored as HMAC-SHA256 under `secret` (bound to their purpose and recipient),
 * so a leaked table does not give away a code of 4 to 6 digits, and limited per recipient:
 * `sendsPerRecipient` codes per 15 minutes, `failuresPerRecipient` wrong codes per hour. The
 * codes come from the host's `random` port (a cryptographic source in the Node host).
 */
export function createOtpCodes(
  db: Kysely<Database>,
  ports: Pick<Ports, 'clock' | 'random' | 'hashing'>,
  secret: string,
  limits: OtpLimits,
): OtpCodes {
  const hashOf = (purpose: OtpPurpose, recipient: string, code: string) =>
    ports.hashing.hmacSha256(secret, `${purpose}\n${recipient}\n${code}`);
  const matches = (stored: string, expected: string) =>
    stored.length === expected.length && ports.hashing.equal(stored, expected);

  /** Throws when the recipient had `max` events of `kind` within the last `minutes`. */
  const checkLimit = async (
    trx: Kysely<Database>,
    { purpose, recipient }: { purpose: OtpPurpose; recipient: string },
    kind: 'sent' | 'failed',
    max: number,
    minutes: number,
    now: Date,
  ) => {
    const recent = await trx
      .selectFrom('otp_events')
      .select('created_at')
      .where('purpose', '=', purpose)
      .where('recipient', '=', recipient)
      .where('kind', '=', kind)
      .where('created_at', '>', minutesAgo(now, minutes))
      .orderBy('created_at', 'desc')
      .limit(max)
      .execute();
    const oldest = recent.at(-1);
    if (recent.length < max || oldest === undefined) return;
    // Open again once the oldest of the last `max` events leaves the window.
    const reopens = Date.parse(oldest.created_at) + minutes * 60_000;
    throw new OtpLimitError(
      kind === 'sent' ? 'sends' : 'failures',
      Math.max(1, Math.ceil((reopens - now.getTime()) / 1000)),
    );
  };

  const record = (
    trx: Kysely<Database>,
    options: { purpose: OtpPurpose; recipient: string },
    kind: 'sent' | 'failed',
    now: Date,
  ) =>
    trx
      .insertInto('otp_events')
      .values({
        purpose: options.purpose,
        recipient: options.recipient,
        kind,
        created_at: now.toISOString(),
      })
      .execute();

  const lockedOut = (trx: Kysely<Database>, options: VerifyOtpOptions, now: Date) =>
    checkLimit(trx, options, 'failed', limits.failuresPerRecipient, failureWindowMinutes, now);

  /** Checks a code against the recipient's latest unused one; `verified` asks for a verified one. */
  const check = async (options: VerifyOtpOptions, verified: boolean): Promise<OtpCheck> => {
    const now = options.now ?? ports.clock.now();
    const stamp = now.toISOString();
    const expected = await hashOf(options.purpose, options.recipient, options.code);
    // Run outside the transaction: a lockout answers before anything is read or written.
    await lockedOut(db, options, now);
    return db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('otp_codes')
        .selectAll()
        .where('purpose', '=', options.purpose)
        .where('recipient', '=', options.recipient)
        .where('consumed_at', 'is', null)
        .orderBy('id', 'desc')
        .executeTakeFirst();
      if (row === undefined || (verified && row.verified_at === null)) return 'invalid';
      if (row.attempts >= maxOtpAttempts) return 'too-many-attempts';
      if (row.expires_at <= stamp) return 'expired';
      if (!matches(row.code_hash, expected)) {
        await trx
          .updateTable('otp_codes')
          .set({ attempts: row.attempts + 1 })
          .where('id', '=', row.id)
          .execute();
        await record(trx, options, 'failed', now);
        return row.attempts + 1 >= maxOtpAttempts ? 'too-many-attempts' : 'invalid';
      }
      const consume = verified || options.consume !== false;
      await trx
        .updateTable('otp_codes')
        .set({ verified_at: row.verified_at ?? stamp, consumed_at: consume ? stamp : null })
        .where('id', '=', row.id)
        .execute();
      return 'ok';
    });
  };

  return {
    async issue(options) {
      const now = options.now ?? ports.clock.now();
      const code = ports.random.code(options.digits);
      const codeHash = await hashOf(options.purpose, options.recipient, code);
      await db.transaction().execute(async (trx) => {
        // A locked-out recipient gets no new code: it could not use it.
        await checkLimit(
          trx,
          options,
          'failed',
          limits.failuresPerRecipient,
          failureWindowMinutes,
          now,
        );
        await checkLimit(trx, options, 'sent', limits.sendsPerRecipient, sendWindowMinutes, now);
        await trx
          .deleteFrom('otp_codes')
          .where((eb) =>
            eb.or([
              eb.and([
                eb('purpose', '=', options.purpose),
                eb('recipient', '=', options.recipient),
              ]),
              // Housekeeping: expired codes of anyone are useless.
              eb('expires_at', '<=', now.toISOString()),
            ]),
          )
          .execute();
        // Events older than the longest window count for nothing any more.
        await trx
          .deleteFrom('otp_events')
          .where('created_at', '<=', minutesAgo(now, failureWindowMinutes))
          .execute();
        await trx
          .insertInto('otp_codes')
          .values({
            purpose: options.purpose,
            recipient: options.recipient,
            code_hash: codeHash,
            attempts: 0,
            expires_at: new Date(now.getTime() + options.ttlSeconds * 1000).toISOString(),
            verified_at: null,
            consumed_at: null,
            created_at: now.toISOString(),
          })
          .execute();
        await record(trx, options, 'sent', now);
      });
      return code;
    },

    verify: (options) => check(options, false),

    redeem: (options) => check(options, true),
  };
}

/** Runs a one-time-code step, answering 429 when the number or account reached a limit. */
export async function withinOtpLimits<Result>(
  whose: 'number' | 'account',
  step: () => Promise<Result>,
): Promise<Result> {
  try {
    return await step();
  } catch (error) {
    if (error instanceof OtpLimitError) {
      throw otpLimitReached(error.limit, error.retryAfterSeconds, whose);
    }
    throw error;
  }
}
