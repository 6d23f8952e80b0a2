import type { Kysely } from 'kysely';
import { hashPassword } from '../auth/passwords';
import type { Database } from './schema';

/** The administrator created on a fresh database (documented in README.md: change it). */
export const seededAdmin = { username: 'admin', password: 'admin123', name: 'Administrator' };

/**
 * Seeds what a fresh install needs: the administrator role and the `admin` user holding it.
 * Idempotent: existing rows are left as they are (a changed password is never reset).
 */
export async function seed(db: Kysely<Database>, now = new Date().toISOString()): Promise<void> {
  await db.transaction().execute(async (trx) => {
    let role = await trx
      .selectFrom('admin_roles')
      .select('id')
      .where('slug', '=', 'administrator')
      .executeTakeFirst();
    role ??= await trx
      .insertInto('admin_roles')
      .values({ name: 'Administrator', slug: 'administrator', created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();

    const existing = await trx
      .selectFrom('admin_users')
      .select('id')
      .where('username', '=', seededAdmin.username)
      .executeTakeFirst();
    if (existing !== undefined) return;
    const user = await trx
      .insertInto('admin_users')
      .values({
        username: seededAdmin.username,
        name: seededAdmin.name,
        password_hash: await hashPassword(seededAdmin.password),
        avatar: null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('admin_role_users')
      .values({ role_id: role.id, user_id: user.id })
      .execute();
  });
}
