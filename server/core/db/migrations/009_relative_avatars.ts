import { sql, type Kysely } from 'kysely';

/**
 * Uploaded avatars used to be stored as absolute URLs built from the request's Host header: keep
 * only their path on this server (`/uploads/avatars/{name}`), whatever host was written.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<{ id: number; avatar: string }>`
    select id, avatar from admin_users where avatar like ${'%/uploads/avatars/%'}`.execute(db);
  for (const { id, avatar } of rows) {
    const path = /\/uploads\/avatars\/[A-Za-z0-9_-]{16,64}\.(png|jpg|gif)$/.exec(avatar)?.[0];
    if (path === undefined || path === avatar) continue;
    await sql`update admin_users set avatar = ${path} where id = ${id}`.execute(db);
  }
}

/** Nothing to undo: a path on this server is what the avatar always pointed to. */
export async function down(): Promise<void> {
  // The hosts once written are not worth restoring.
}
