import type { Transaction } from 'kysely';
import { seedBillingDemo } from '../billing/seed';
import { seedPortalContent, seedPortalDemo } from '../portal';
import { seedReportBuilderDemo } from '../reportBuilder/demoSeed';
import type { Database } from '../db/schema';
import { seededAdmin } from './administrator';
import { seedDemoData } from './demo';
import { seedMenu } from './menu';
import type { Services } from '../services';

export { seededAdmin } from './administrator';

/** Options of `seed`. */
export interface SeedOptions {
  /** Also add a few demo rows of every admin resource, on a fresh database only. */
  demoData?: boolean;
  /** The timestamp of seeded rows (default: the clock's now). */
  now?: string;
}

/** Runs a named seed step once per database; `seed_runs` remembers the steps that ran. */
async function once(
  trx: Transaction<Database>,
  name: string,
  now: string,
  step: () => Promise<void>,
): Promise<void> {
  const done = await trx
    .selectFrom('seed_runs')
    .select('name')
    .where('name', '=', name)
    .executeTakeFirst();
  if (done !== undefined) return;
  await step();
  await trx.insertInto('seed_runs').values({ name, ran_at: now }).execute();
}

/**
 * Seeds what a fresh install needs: the administrator role, the `admin` user holding it and the
 * sidebar menu; with `demoData`, a fresh database also gets demo rows. Idempotent: existing rows
 * are left as they are (a changed password is never reset, a deleted demo row never returns).
 */
export async function seed(services: Services, options: SeedOptions = {}): Promise<void> {
  const { db, ports } = services;
  const now = options.now ?? ports.clock.now().toISOString();
  await db.transaction().execute(async (trx) => {
    // Fresh means no administrator at all: demo rows never land among real ones.
    const anyUser = await trx.selectFrom('admin_users').select('id').executeTakeFirst();
    const fresh = anyUser === undefined;

    let role = await trx
      .selectFrom('admin_roles')
      .select('id')
      .where('slug', '=', seededAdmin.roleSlug)
      .executeTakeFirst();
    role ??= await trx
      .insertInto('admin_roles')
      .values({
        name: 'Administrator',
        slug: seededAdmin.roleSlug,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    const existing = await trx
      .selectFrom('admin_users')
      .select('id')
      .where('username', '=', seededAdmin.username)
      .executeTakeFirst();
    if (existing === undefined) {
      const user = await trx
        .insertInto('admin_users')
        .values({
          username: seededAdmin.username,
          name: seededAdmin.name,
          password_hash: await ports.passwords.hash(seededAdmin.password),
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
    }

    // The portal is unusable without its content: every install gets it, demo or not.
    await once(trx, 'portal-content', now, () => seedPortalContent(trx, now));
    // The demo roles exist before the menu, so its entries can name them.
    if (options.demoData === true && fresh) {
      await once(trx, 'portal-demo', now, () => seedPortalDemo(trx, now));
      await once(trx, 'demo-data', now, () => seedDemoData({ ...services, db: trx }, now));
      await once(trx, 'billing-demo', now, () => seedBillingDemo(trx));
      await once(trx, 'report-builder-demo', now, () => seedReportBuilderDemo(trx, now));
    }
    await once(trx, 'menu', now, () => seedMenu(trx));
  });
}
