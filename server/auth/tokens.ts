import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Schema } from '../../domain/schema';
import type { Database } from '../db/schema';
import { tokenKind } from './opaqueTokens';

/** The role whose holders may call everything (laravel-admin's `administrator`). */
export const administratorRole = 'administrator';

/** The administrator a valid token belongs to. */
export interface AuthUser {
  id: number;
  username: string;
  /** sha256 of the token used, so the caller can revoke exactly this one. */
  tokenHash: string;
  /** When the token ends. */
  expiresAt: string;
}

/** The token of an `Authorization: Bearer …` header, if the request has one. */
export function bearerTokenOf(request: FastifyRequest): string | undefined {
  return /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];
}

/** Admin bearer tokens (their lifetime is TOKEN_TTL_MINUTES, given when issued). */
export const adminTokens = tokenKind({ table: 'admin_tokens', prefix: '', ttlMinutes: 1440 });

/** The user of an unexpired, unrevoked token, or undefined. */
export async function userForToken(
  db: Kysely<Database>,
  token: string,
  now = new Date(),
): Promise<AuthUser | undefined> {
  const tokenHash = adminTokens.hashOf(token);
  if (tokenHash === undefined) return undefined;
  // One query for the token and its user: every admin call starts with it.
  const found = await db
    .selectFrom('admin_tokens')
    .innerJoin('admin_users', 'admin_users.id', 'admin_tokens.user_id')
    .select(['admin_users.id', 'admin_users.username', 'admin_tokens.expires_at'])
    .where('admin_tokens.token_hash', '=', tokenHash)
    .where('admin_tokens.expires_at', '>', now.toISOString())
    .executeTakeFirst();
  return found === undefined
    ? undefined
    : { id: found.id, username: found.username, tokenHash, expiresAt: found.expires_at };
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
