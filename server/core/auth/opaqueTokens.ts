import { sql } from 'kysely';
import type { Database } from '../db/schema';
import { base64url } from '../encoding';
import type { Hashing, TokenTable, TokensEnded } from '../ports';
import type { Services } from '../services';

export type { TokenTable, TokensEnded } from '../ports';

/** The sha256 of a token, as stored (hex): a leaked table gives no usable token. */
export const hashToken = (hashing: Hashing, token: string) => hashing.sha256(token);

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

/** The tables that hold opaque tokens, with the column naming each token's owner. */
const ownerColumns = {
  admin_tokens: 'user_id',
  portal_sessions: 'msisdn',
  guest_channels: 'subscription_id',
} as const satisfies Record<TokenTable, string>;

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
    services: Services,
    owner: Owner,
    options?: { ttlMinutes?: number; now?: Date },
  ): Promise<IssuedToken>;
  /** The owner of an unexpired, unrevoked token, or undefined. */
  lookup(services: Services, token: string): Promise<TokenRecord<Owner> | undefined>;
  /** Ends one token (and tells the host, see `Live.tokensEnded`). */
  revoke(services: Services, tokenHash: string): Promise<void>;
  /** Ends every token of an owner, except the one whose hash is `except`. */
  revokeOwner(services: Services, owner: Owner, except?: string): Promise<void>;
  /** Whether a token has this kind's prefix (tells a guest's broker token from an admin's). */
  owns(token: string): boolean;
  /** The stored hash of a token of this kind, or undefined for a malformed one (never stored). */
  hashOf(hashing: Hashing, token: string): Promise<string | undefined>;
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
  const hashOf = async (hashing: Hashing, token: string) =>
    token === '' || token.length > maxTokenLength || !token.startsWith(prefix)
      ? undefined
      : hashToken(hashing, token);
  // Waited for, so what the host passes on (to the other processes) is on its way before the
  // sign-out or password change answers.
  const announce = (services: Services, ended: TokensEnded) =>
    services.ports.live.tokensEnded(ended);
  return {
    async issue({ db, ports }, owner, { ttlMinutes = options.ttlMinutes, now } = {}) {
      const at = now ?? ports.clock.now();
      const token = `${prefix}${base64url(ports.random.bytes(32))}`;
      const tokenHash = await hashToken(ports.hashing, token);
      const expiresAt = new Date(at.getTime() + ttlMinutes * 60_000).toISOString();
      const created = at.toISOString();
      // Housekeeping: expired tokens of anyone are useless; drop them while we are here.
      await sql`delete from ${from} where expires_at <= ${created}`.execute(db);
      await sql`insert into ${from} (${ownerColumn}, token_hash, expires_at, created_at)
        values (${owner}, ${tokenHash}, ${expiresAt}, ${created})`.execute(db);
      return { token, tokenHash, expiresAt };
    },

    async lookup({ db, ports }, token) {
      const tokenHash = await hashOf(ports.hashing, token);
      if (tokenHash === undefined) return undefined;
      const { rows } = await sql<{ owner: OwnerOf<Table>; expires_at: string }>`
        select ${ownerColumn} as owner, expires_at from ${from}
        where token_hash = ${tokenHash} and expires_at > ${ports.clock.now().toISOString()}`.execute(
        db,
      );
      const [row] = rows;
      return row === undefined
        ? undefined
        : { owner: row.owner, tokenHash, expiresAt: row.expires_at };
    },

    async revoke(services, tokenHash) {
      await sql`delete from ${from} where token_hash = ${tokenHash}`.execute(services.db);
      await announce(services, { table, tokenHash });
    },

    async revokeOwner(services, owner, except) {
      await (
        except === undefined
          ? sql`delete from ${from} where ${ownerColumn} = ${owner}`
          : sql`delete from ${from} where ${ownerColumn} = ${owner} and token_hash <> ${except}`
      ).execute(services.db);
      await announce(services, { table, owner, ...(except === undefined ? {} : { except }) });
    },

    owns: (token) => token.startsWith(prefix),
    hashOf,
  };
}
