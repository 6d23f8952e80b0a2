import { createHash, randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** The sha256 of a token, as stored (hex): a leaked table gives no usable token. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Longest token a lookup reads (longer ones are refused before they are hashed). */
const maxTokenLength = 200;

/** A token just issued: the token itself (handed out once) and what is stored of it. */
export interface IssuedToken {
  token: string;
  tokenHash: string;
  expiresAt: string;
}

/** What a valid token stands for. */
export interface TokenRecord<Owner> {
  owner: Owner;
  tokenHash: string;
  expiresAt: string;
}

/** Tokens of one kind ended early (logout, password change or reset, a revoked guest id). */
export type TokensEnded =
  | { table: TokenTable; tokenHash: string }
  /** Every token of an owner ended, but the one whose hash is `except`. */
  | { table: TokenTable; owner: string | number; except?: string };

/** Hears an ending; a promise it answers is waited for before the ending call answers. */
type EndListener = (ended: TokensEnded) => void | Promise<void>;

const endListeners = new Set<EndListener>();

/**
 * Calls `listener` whenever tokens are revoked before their time, so the broker can close the
 * live connections they opened. It is a hint: a revocation inside a transaction is heard before
 * it commits, and servers sharing a process hear each other's, so a listener re-checks the
 * tokens it holds against its own database. Answers a function that stops listening.
 */
export function onTokensEnded(listener: EndListener): () => void {
  endListeners.add(listener);
  return () => endListeners.delete(listener);
}

// Waited for, so what a listener passes on (to the other processes) is on its way before the
// sign-out or password change answers.
const announce = async (ended: TokensEnded) => {
  await Promise.all([...endListeners].map((listener) => Promise.resolve(listener(ended))));
};

/** The tables that hold opaque tokens, with the column naming each token's owner. */
const ownerColumns = {
  admin_tokens: 'user_id',
  portal_sessions: 'msisdn',
  guest_channels: 'subscription_id',
} as const;

/** A table of opaque tokens. */
export type TokenTable = keyof typeof ownerColumns;

/** The owner a token table stores: a user id, a msisdn, a guest id. */
interface Owners {
  admin_tokens: Database['admin_tokens']['user_id'];
  portal_sessions: Database['portal_sessions']['msisdn'];
  guest_channels: Database['guest_channels']['subscription_id'];
}
type OwnerOf<Table extends TokenTable> = Owners[Table];

/** One kind of opaque bearer token: issued at random, stored as a hash, ending at a time. */
export interface TokenKind<Owner> {
  /** Issues a token for an owner; only its hash is stored. Expired tokens of anyone are dropped. */
  issue(
    db: Kysely<Database>,
    owner: Owner,
    options?: { ttlMinutes?: number; now?: Date },
  ): Promise<IssuedToken>;
  /** The owner of an unexpired, unrevoked token, or undefined. */
  lookup(db: Kysely<Database>, token: string, now?: Date): Promise<TokenRecord<Owner> | undefined>;
  /** Ends one token. */
  revoke(db: Kysely<Database>, tokenHash: string): Promise<void>;
  /** Ends every token of an owner, except the one whose hash is `except`. */
  revokeOwner(db: Kysely<Database>, owner: Owner, except?: string): Promise<void>;
  /** Whether a token has this kind's prefix (tells a guest's broker token from an admin's). */
  owns(token: string): boolean;
  /** The stored hash of a token of this kind, or undefined for a malformed one (never stored). */
  hashOf(token: string): string | undefined;
}

/**
 * The token kind stored in `table`: tokens are `prefix` + 32 random bytes (base64url), valid
 * `ttlMinutes` unless `issue` is given another lifetime.
 */
export function tokenKind<Table extends TokenTable>(options: {
  table: Table;
  prefix: string;
  ttlMinutes: number;
}): TokenKind<OwnerOf<Table>> {
  const { table, prefix } = options;
  const ownerColumn = sql.ref(ownerColumns[table]);
  const from = sql.table(table);
  const hashOf = (token: string) =>
    token === '' || token.length > maxTokenLength || !token.startsWith(prefix)
      ? undefined
      : hashToken(token);
  return {
    async issue(db, owner, { ttlMinutes = options.ttlMinutes, now = new Date() } = {}) {
      const token = `${prefix}${randomBytes(32).toString('base64url')}`;
      const tokenHash = hashToken(token);
      const expiresAt = new Date(now.getTime() + ttlMinutes * 60_000).toISOString();
      const created = now.toISOString();
      // Housekeeping: expired tokens of anyone are useless; drop them while we are here.
      await sql`delete from ${from} where expires_at <= ${created}`.execute(db);
      await sql`insert into ${from} (${ownerColumn}, token_hash, expires_at, created_at)
        values (${owner}, ${tokenHash}, ${expiresAt}, ${created})`.execute(db);
      return { token, tokenHash, expiresAt };
    },

    async lookup(db, token, now = new Date()) {
      const tokenHash = hashOf(token);
      if (tokenHash === undefined) return undefined;
      const { rows } = await sql<{ owner: OwnerOf<Table>; expires_at: string }>`
        select ${ownerColumn} as owner, expires_at from ${from}
        where token_hash = ${tokenHash} and expires_at > ${now.toISOString()}`.execute(db);
      const [row] = rows;
      return row === undefined
        ? undefined
        : { owner: row.owner, tokenHash, expiresAt: row.expires_at };
    },

    async revoke(db, tokenHash) {
      await sql`delete from ${from} where token_hash = ${tokenHash}`.execute(db);
      await announce({ table, tokenHash });
    },

    async revokeOwner(db, owner, except) {
      await (
        except === undefined
          ? sql`delete from ${from} where ${ownerColumn} = ${owner}`
          : sql`delete from ${from} where ${ownerColumn} = ${owner} and token_hash <> ${except}`
      ).execute(db);
      await announce({ table, owner, ...(except === undefined ? {} : { except }) });
    },

    owns: (token) => token.startsWith(prefix),
    hashOf,
  };
}
