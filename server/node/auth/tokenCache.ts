import type { TokensEnded } from '../../core/auth/opaqueTokens';
import type { AuthUser } from '../../core/auth/tokens';

/** How long a looked-up token is trusted without the database, unless it ends sooner. */
const defaultEntryMs = 5_000;
/**
 * How long an ended token or owner keeps lookups out of the cache: a revocation inside a
 * transaction is announced before it commits, and a lookup on another connection meanwhile
 * still finds the token valid.
 */
const defaultHoldMs = 10_000;
/** Most tokens kept at once; past it, the oldest entry goes. */
const defaultMaxEntries = 10_000;

/** Options of the cache (tests shorten its times). */
export interface TokenCacheOptions {
  /** How long an entry is served, in ms. */
  entryMs?: number;
  /** How long an ending keeps lookups of its tokens or owner from being stored, in ms. */
  holdMs?: number;
  /** Most entries kept. */
  maxEntries?: number;
  /** The clock, in ms. */
  now?: () => number;
  /**
   * Whether the cache may be used now: while it answers false, every token is looked up and
   * nothing is kept (several processes without their shared Redis hear no endings).
   */
  active?: () => boolean;
}

/** Admin tokens recently looked up, dropped the moment they are ended. */
export interface TokenCache {
  /**
   * The user of a token: a recent lookup's while it is fresh and the token unexpired, else
   * `lookup`'s answer, kept unless the token or its owner ended while or shortly before it ran.
   * Kept by the token itself, so a call answered here hashes nothing.
   */
  userOf(token: string, lookup: () => Promise<AuthUser | undefined>): Promise<AuthUser | undefined>;
  /** Drops the admin tokens that ended (and keeps lookups of them out for a while). */
  forget(ended: TokensEnded): void;
  /** Drops every kept token (endings may have gone unheard), lookups under way included. */
  clear(): void;
}

/**
 * Every admin call starts by finding its token and user; the cache answers a token seen in the
 * last few seconds without the database. A sign-out, password change or reset, or a deleted
 * user ends tokens through `revoke`/`revokeOwner`, which announce it: `forget` then drops them
 * before the call that ended them answers (other processes hear it through the live bus).
 * Unknown tokens are never kept, so a wrong token always costs a lookup.
 */
export function createTokenCache({
  entryMs = defaultEntryMs,
  holdMs = defaultHoldMs,
  maxEntries = defaultMaxEntries,
  now = Date.now,
  active = () => true,
}: TokenCacheOptions = {}): TokenCache {
  const entries = new Map<string, { user: AuthUser; until: number; expiresAt: number }>();
  const endedTokens = new Map<string, number>();
  const endedOwners = new Map<number, { at: number; except?: string }>();
  // Counts endings and clears: a lookup that saw one begin while it ran does not keep its answer.
  let endings = 0;

  const held = (user: AuthUser, at: number) => {
    for (const [hash, when] of endedTokens) if (at - when > holdMs) endedTokens.delete(hash);
    for (const [owner, { at: when }] of endedOwners)
      if (at - when > holdMs) endedOwners.delete(owner);
    const owner = endedOwners.get(user.id);
    return (
      endedTokens.has(user.tokenHash) || (owner !== undefined && owner.except !== user.tokenHash)
    );
  };

  return {
    async userOf(token, lookup) {
      if (!active()) return lookup();
      const at = now();
      const entry = entries.get(token);
      if (entry !== undefined) {
        if (entry.until > at && entry.expiresAt > at) return entry.user;
        entries.delete(token);
      }
      const before = endings;
      const user = await lookup();
      if (user === undefined || endings !== before || !active() || held(user, now())) return user;
      entries.set(token, { user, until: now() + entryMs, expiresAt: Date.parse(user.expiresAt) });
      if (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      return user;
    },

    forget(ended) {
      if (ended.table !== 'admin_tokens') return;
      endings += 1;
      const at = now();
      if ('tokenHash' in ended) {
        for (const [token, entry] of entries) {
          if (entry.user.tokenHash === ended.tokenHash) entries.delete(token);
        }
        endedTokens.set(ended.tokenHash, at);
        return;
      }
      const owner = Number(ended.owner);
      for (const [token, entry] of entries) {
        if (entry.user.id === owner && entry.user.tokenHash !== ended.except) entries.delete(token);
      }
      // Two endings of one owner that each spared another token spared none of them.
      const before = endedOwners.get(owner);
      const except =
        before === undefined || before.except === ended.except ? ended.except : undefined;
      endedOwners.set(owner, { at, ...(except === undefined ? {} : { except }) });
    },

    clear() {
      endings += 1;
      entries.clear();
    },
  };
}
