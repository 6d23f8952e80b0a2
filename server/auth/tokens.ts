import { createHash, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Schema } from '../../domain/schema';
import type { Database } from '../db/schema';

/** The role whose holders may call everything (laravel-admin's `administrator`). */
export const administratorRole = 'administrator';

/** The administrator a valid token belongs to. */
export interface AuthUser {
  id: number;
  username: string;
  /** sha256 of the token used, so the caller can revoke exactly this one. */
  tokenHash: string;
}

/** The token of an `Authorization: Bearer …` header, if the request has one. */
export function bearerTokenOf(request: FastifyRequest): string | undefined {
  return /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];
}

/** The sha256 of a token, as stored (hex). */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Issues a new opaque token for a user; only its hash is stored. */
export async function issueToken(
  db: Kysely<Database>,
  userId: number,
  ttlMinutes: number,
  now = new Date(),
): Promise<{ token: string; expiresAt: string }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + ttlMinutes * 60_000).toISOString();
  // Housekeeping: expired tokens of anyone are useless, drop them while we are here.
  await db.deleteFrom('admin_tokens').where('expires_at', '<=', now.toISOString()).execute();
  await db
    .insertInto('admin_tokens')
    .values({
      user_id: userId,
      token_hash: hashToken(token),
      expires_at: expiresAt,
      created_at: now.toISOString(),
    })
    .execute();
  return { token, expiresAt };
}

/** The user of an unexpired, unrevoked token, or undefined. */
export async function userForToken(
  db: Kysely<Database>,
  token: string,
  now = new Date(),
): Promise<AuthUser | undefined> {
  if (token === '' || token.length > 200) return undefined;
  const tokenHash = hashToken(token);
  const row = await db
    .selectFrom('admin_tokens')
    .innerJoin('admin_users', 'admin_users.id', 'admin_tokens.user_id')
    .select(['admin_users.id', 'admin_users.username'])
    .where('admin_tokens.token_hash', '=', tokenHash)
    .where('admin_tokens.expires_at', '>', now.toISOString())
    .executeTakeFirst();
  return row === undefined ? undefined : { id: row.id, username: row.username, tokenHash };
}

/** Revokes one token by its hash. */
export async function revokeToken(db: Kysely<Database>, tokenHash: string): Promise<void> {
  await db.deleteFrom('admin_tokens').where('token_hash', '=', tokenHash).execute();
}

/** Revokes every token of a user except one (after a password change). */
export async function revokeOtherTokens(
  db: Kysely<Database>,
  userId: number,
  keepHash: string,
): Promise<void> {
  await db
    .deleteFrom('admin_tokens')
    .where('user_id', '=', userId)
    .where('token_hash', '!=', keepHash)
    .execute();
}

/** The contract's Profile of a user (with its roles), or undefined when it does not exist. */
export async function profileOf(
  db: Kysely<Database>,
  userId: number,
): Promise<Schema<'Profile'> | undefined> {
  const user = await db
    .selectFrom('admin_users')
    .select(['id', 'name', 'username', 'avatar', 'created_at', 'organization_id', 'department_id'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (user === undefined) return undefined;
  const roles = await db
    .selectFrom('admin_roles')
    .innerJoin('admin_role_users', 'admin_role_users.role_id', 'admin_roles.id')
    .select(['admin_roles.id', 'admin_roles.name', 'admin_roles.slug'])
    .where('admin_role_users.user_id', '=', userId)
    .orderBy('admin_roles.id')
    .execute();
  // The administrator role stands above the custom permission rules (admin §6 flag '1').
  const permissionFlag = roles.some((role) => role.slug === administratorRole) ? '1' : '0';
  return { ...user, roles, permission_flag: permissionFlag };
}
