import type { Kysely } from 'kysely';
import type { Database, LoginScope } from '../db/schema';
import type { Clock } from '../ports';

/** The account whose lock holds every login of a scope (the IVR's limit over all addresses). */
const everyAccount = '*';

/** How many failed logins lock an account, within what time, and for how long. */
export interface LoginLimit {
  /** Failed logins of one account within `windowMinutes` that lock it. */
  failures: number;
  windowMinutes: number;
  /** How long the lock lasts. */
  lockMinutes: number;
  /**
   * Failed logins of all accounts together within `windowMinutes` that lock every login of the
   * scope for `windowMinutes` (unset: no such limit).
   */
  totalFailures?: number;
}

/** What a login attempt came to. */
export type LoginAttempt =
  | { result: 'accepted' }
  /** A wrong password, counted; the account is not locked (yet). */
  | { result: 'refused' }
  | {
      result: 'locked';
      /** When the lock ends (ISO). */
      until: string;
      /** Whether the password was checked (and wrong) before the lock answered. */
      checked: boolean;
      /** What this attempt locked, when it set the lock: the account, or every login. */
      lockedNow?: 'account' | 'all';
    };

/** Per-account limits of failed logins, counted in the database so processes count together. */
export interface LoginLimiter {
  /**
   * Runs `check` (the password check) unless the account is locked, counting the attempt before
   * it runs, so attempts side by side count each other: at most `failures` passwords of an
   * account are checked per window. A right password forgets the account's failures; the
   * attempt that reaches the limit locks the account (and answers `locked`).
   */
  attempt(account: string, ip: string, check: () => Promise<boolean>): Promise<LoginAttempt>;
}

const minutesBefore = (now: Date, minutes: number) =>
  new Date(now.getTime() - minutes * 60_000).toISOString();

const minutesAfter = (now: Date, minutes: number) =>
  new Date(now.getTime() + minutes * 60_000).toISOString();

/** The later of two ISO times (either may be missing). */
const later = (a: string, b: string | undefined) => (b !== undefined && b > a ? b : a);

/**
 * The login limiter of a scope. An account's failures count from the start of the window, or
 * from the end of its last lock when that is later, so an ended lock starts a fresh count.
 */
export function loginLimiter(
  db: Kysely<Database>,
  scope: LoginScope,
  limit: LoginLimit,
  clock: Clock,
): LoginLimiter {
  const failuresSince = async (since: string, account?: string) => {
    let query = db
      .selectFrom('login_failures')
      .select((eb) => eb.fn.countAll<number | string | bigint>().as('count'))
      .where('scope', '=', scope)
      .where('created_at', '>', since);
    if (account !== undefined) query = query.where('account', '=', account);
    const row = await query.executeTakeFirst();
    return Number(row?.count ?? 0);
  };

  /**
   * Locks an account until `minutes` from now, unless a lock already holds it; answers when the
   * lock ends and whether this call set it.
   */
  const lock = async (account: string, minutes: number, now: Date) => {
    const stamp = now.toISOString();
    const until = minutesAfter(now, minutes);
    const written = await db
      .insertInto('login_locks')
      .values({ scope, account, locked_until: until, created_at: stamp })
      .onConflict((conflict) =>
        conflict
          .columns(['scope', 'account'])
          .doUpdateSet({ locked_until: until, created_at: stamp })
          .where('login_locks.locked_until', '<=', stamp),
      )
      .executeTakeFirst();
    if (Number(written.numInsertedOrUpdatedRows ?? 0) > 0) return { until, set: true };
    // Another attempt locked it a moment ago: its lock stands.
    const held = await db
      .selectFrom('login_locks')
      .select('locked_until')
      .where('scope', '=', scope)
      .where('account', '=', account)
      .executeTakeFirst();
    return { until: held?.locked_until ?? until, set: false };
  };

  return {
    async attempt(account, ip, check) {
      const now = clock.now();
      const stamp = now.toISOString();
      const windowStart = minutesBefore(now, limit.windowMinutes);
      // Without a limit over all accounts, `*` is an account like any other (a username).
      const keys = limit.totalFailures === undefined ? [account] : [account, everyAccount];
      const locks = await db
        .selectFrom('login_locks')
        .select(['account', 'locked_until'])
        .where('scope', '=', scope)
        .where('account', 'in', keys)
        .execute();
      const endOf = (key: string) => locks.find((row) => row.account === key)?.locked_until;
      const holding = locks
        .map((row) => row.locked_until)
        .filter((until) => until > stamp)
        .sort()
        .at(-1);
      if (holding !== undefined) return { result: 'locked', until: holding, checked: false };

      // Housekeeping: failures and locks past the window count for nothing any more.
      await db
        .deleteFrom('login_failures')
        .where('scope', '=', scope)
        .where('created_at', '<=', windowStart)
        .execute();
      await db
        .deleteFrom('login_locks')
        .where('scope', '=', scope)
        .where('locked_until', '<=', windowStart)
        .execute();
      await db
        .insertInto('login_failures')
        .values({ scope, account, ip, created_at: stamp })
        .execute();
      const mine = await failuresSince(later(windowStart, endOf(account)), account);
      const all =
        limit.totalFailures === undefined
          ? 0
          : await failuresSince(later(windowStart, endOf(everyAccount)));
      const lockAll = limit.totalFailures !== undefined && all >= limit.totalFailures;

      const locked = async (checked: boolean): Promise<LoginAttempt> => {
        const own =
          mine >= limit.failures ? await lock(account, limit.lockMinutes, now) : undefined;
        const every = lockAll ? await lock(everyAccount, limit.windowMinutes, now) : undefined;
        const set = own?.set === true ? 'account' : every?.set === true ? 'all' : undefined;
        const until = [own?.until, every?.until]
          .filter((end) => end !== undefined)
          .sort()
          .at(-1);
        return {
          result: 'locked',
          until: until ?? stamp,
          checked,
          ...(set === undefined ? {} : { lockedNow: set }),
        };
      };

      // Attempts side by side already used up the account's (or everyone's) tries.
      if (mine > limit.failures || (lockAll && all > (limit.totalFailures ?? 0))) {
        return locked(false);
      }
      if (await check()) {
        await db
          .deleteFrom('login_failures')
          .where('scope', '=', scope)
          .where('account', '=', account)
          .execute();
        return { result: 'accepted' };
      }
      return mine >= limit.failures || lockAll ? locked(true) : { result: 'refused' };
    },
  };
}

/** When the console sign-in of each of these usernames is locked until (only those locked now). */
export async function signInLocksOf(
  db: Kysely<Database>,
  usernames: readonly string[],
  now: Date,
): Promise<Map<string, string>> {
  if (usernames.length === 0) return new Map();
  const rows = await db
    .selectFrom('login_locks')
    .select(['account', 'locked_until'])
    .where('scope', '=', 'admin')
    .where('account', 'in', [...new Set(usernames)])
    .where('locked_until', '>', now.toISOString())
    .execute();
  return new Map(rows.map((row) => [row.account, row.locked_until]));
}

/** Ends the console sign-in lock of a username and forgets its failed attempts. */
export async function unlockSignIn(db: Kysely<Database>, username: string): Promise<void> {
  await db
    .deleteFrom('login_locks')
    .where('scope', '=', 'admin')
    .where('account', '=', username)
    .execute();
  await db
    .deleteFrom('login_failures')
    .where('scope', '=', 'admin')
    .where('account', '=', username)
    .execute();
}
