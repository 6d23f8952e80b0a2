import type { Kysely } from 'kysely';
import type { Schema } from '../../../domain/schema';
import { compiledQueries } from '../db/compiledQueries';
import { cachedRead } from '../db/readCache';
import type { Database } from '../db/schema';
import type { AuthUser } from '../ports';
import type { Services } from '../services';
import { tokenKind } from './opaqueTokens';

export type { AuthUser } from '../ports';

/** The role whose holders may call everything (laravel-admin's `administrator`). */
export const administratorRole = 'administrator';

/** Admin bearer tokens (their lifetime is TOKEN_TTL_MINUTES, given when issued). */
export const adminTokens = tokenKind({ table: 'admin_tokens', prefix: '', ttlMinutes: 1440 });

/** The user of an unexpired, unrevoked token, or undefined. */
export async function userForToken(
  { db, ports }: Services,
  token: string,
): Promise<AuthUser | undefined> {
  const tokenHash = await adminTokens.hashOf(ports.hashing, token);
  if (tokenHash === undefined) return undefined;
  const now = ports.clock.now();
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

/** The profile query, compiled once per user. */
const profiles = compiledQueries();

/** The contract's Profile of a user (with its roles), or undefined when it does not exist. */
export async function profileOf(
  db: Kysely<Database>,
  userId: number,
): Promise<Schema<'Profile'> | undefined> {
  // Most admin calls read the profile: it is kept until its tables change.
  return cachedRead(db, `profile ${String(userId)}`, () => readProfile(db, userId));
}

async function readProfile(
  db: Kysely<Database>,
  userId: number,
): Promise<Schema<'Profile'> | undefined> {
  // One query for the user and its roles (a row per role).
  const rows = await profiles(db, String(userId), () =>
    db
      .selectFrom('admin_users')
      .leftJoin('admin_role_users', 'admin_role_users.user_id', 'admin_users.id')
      .leftJoin('admin_roles', 'admin_roles.id', 'admin_role_users.role_id')
      .select([
        'admin_users.id',
        'admin_users.name',
        'admin_users.username',
        'admin_users.avatar',
        'admin_users.created_at',
        'admin_users.organization_id',
        'admin_users.department_id',
        'admin_roles.id as role_id',
        'admin_roles.name as role_name',
        'admin_roles.slug as role_slug',
      ])
      .where('admin_users.id', '=', userId),
  );
  const [first] = rows;
  if (first === undefined) return undefined;
  const user = {
    id: first.id,
    name: first.name,
    username: first.username,
    avatar: first.avatar,
    created_at: first.created_at,
    organization_id: first.organization_id,
    department_id: first.department_id,
  };
  const roles = rows
    .flatMap(({ role_id: id, role_name: name, role_slug: slug }) =>
      id === null || name === null || slug === null ? [] : [{ id, name, slug }],
    )
    .sort((a, b) => a.id - b.id);
  // The administrator role stands above the custom permission rules (admin §6 flag '1').
  const permissionFlag = roles.some((role) => role.slug === administratorRole) ? '1' : '0';
  return { ...user, roles, permission_flag: permissionFlag };
}
