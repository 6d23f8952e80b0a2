import { PostgresAdapter, sql, type Insertable, type Kysely } from 'kysely';
import { adminDemo, demoAdministratorPlacement } from '../../../domain/admin-demo';
import type { Database } from '../db/schema';
import { base64url } from '../encoding';
import { newAppSecret } from '../resources/definitions';
import type { Services } from '../services';
import { seededAdmin } from './administrator';

/**
 * Inserts rows with the ids they carry (the demo records name each other, and stories and tests
 * name them); on PostgreSQL the table's serial then moves past them, or the next insert collides.
 */
export async function insertWithIds<Table extends keyof Database>(
  db: Kysely<Database>,
  table: Table,
  rows: readonly Insertable<Database[Table]>[],
): Promise<void> {
  if (rows.length === 0) return;
  // Kysely cannot type a builder over a table chosen by a type parameter: the rows were checked
  // per table by `Insertable`, the insert goes through an untyped view.
  const loose = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
  await loose.insertInto(table).values(rows).execute();
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    const last = sql`(select max(id) from ${sql.table(table)})`;
    await sql`select setval(pg_get_serial_sequence(${table}, 'id'), ${last})`.execute(db);
  }
}

/**
 * The admin console's demo records (domain/admin-demo, the rows the stories picture) on a fresh
 * database: the administrator seeded before becomes the demo's user 1. Demo users get a password
 * nobody knows: they sign in after a password reset by SMS or e-mail.
 */
export async function seedDemoData({ db, ports }: Services, now: string): Promise<void> {
  const demo = adminDemo(new Date(now));
  const json = (value: unknown) => JSON.stringify(value);

  await insertWithIds(
    db,
    'admin_permissions',
    demo.permissions.map(({ http_method, ...permission }) => ({
      ...permission,
      http_method: json(http_method),
    })),
  );

  // The administrator role and user exist already (seed.ts): the demo's are matched by slug and
  // username, the others keep their ids.
  const administrator = await db
    .selectFrom('admin_roles')
    .select('id')
    .where('slug', '=', seededAdmin.roleSlug)
    .executeTakeFirstOrThrow();
  const roleIds = new Map(
    demo.roles.map((role) => [
      role.id,
      role.slug === seededAdmin.roleSlug ? administrator.id : role.id,
    ]),
  );
  await insertWithIds(
    db,
    'admin_roles',
    demo.roles
      .filter((role) => role.slug !== seededAdmin.roleSlug)
      .map(({ id, name, slug, created_at, updated_at }) => ({
        id,
        name,
        slug,
        created_at: created_at ?? now,
        updated_at: updated_at ?? now,
      })),
  );
  const grants = demo.roles.flatMap((role) =>
    (role.permissions ?? []).map((permission) => ({
      role_id: roleIds.get(role.id) ?? role.id,
      permission_id: permission.id,
    })),
  );
  await db.insertInto('admin_role_permissions').values(grants).execute();

  const admin = await db
    .selectFrom('admin_users')
    .select('id')
    .where('username', '=', seededAdmin.username)
    .executeTakeFirstOrThrow();
  const userIds = new Map(
    demo.users.map((user) => [
      user.id,
      user.username === seededAdmin.username ? admin.id : user.id,
    ]),
  );
  // One password nobody knows, hashed once: hashing is slow by design.
  const unknownPassword = await ports.passwords.hash(base64url(ports.random.bytes(24)));
  for (const user of demo.users.filter((row) => row.username === seededAdmin.username)) {
    await db
      .updateTable('admin_users')
      .set({
        name: user.name,
        avatar: user.avatar,
        email: user.email,
        mobile: user.mobile,
        // The demo's dates, so its profile reads as written ("Member since 1 March 2024").
        created_at: user.created_at,
        updated_at: user.updated_at,
        ...demoAdministratorPlacement,
      })
      .where('id', '=', admin.id)
      .execute();
  }
  await insertWithIds(
    db,
    'admin_users',
    demo.users
      .filter((user) => user.username !== seededAdmin.username)
      .map((user) => ({
        id: user.id,
        username: user.username,
        name: user.name,
        password_hash: unknownPassword,
        avatar: user.avatar,
        email: user.email,
        mobile: user.mobile,
        created_at: user.created_at,
        updated_at: user.updated_at,
      })),
  );
  const userId = (id: number) => userIds.get(id) ?? id;
  const memberships = demo.users.flatMap((user) =>
    user.roles.map((role) => ({
      role_id: roleIds.get(role.id) ?? role.id,
      user_id: userId(user.id),
    })),
  );
  const existing = await db.selectFrom('admin_role_users').selectAll().execute();
  const held = new Set(existing.map((row) => `${String(row.role_id)}:${String(row.user_id)}`));
  await db
    .insertInto('admin_role_users')
    .values(memberships.filter((row) => !held.has(`${String(row.role_id)}:${String(row.user_id)}`)))
    .execute();
  const ownPermissions = demo.users.flatMap((user) =>
    user.permissions.map((permission) => ({
      user_id: userId(user.id),
      permission_id: permission.id,
    })),
  );
  if (ownPermissions.length > 0) {
    await db.insertInto('admin_user_permissions').values(ownPermissions).execute();
  }

  await insertWithIds(db, 'organizations', demo.organizations);
  await insertWithIds(
    db,
    'departments',
    demo.departments.map(({ organization: _, ...department }) => department),
  );
  await insertWithIds(db, 'services', demo.services);
  await insertWithIds(db, 'route_lists', demo.routeLists);
  await insertWithIds(
    db,
    'custom_permissions',
    demo.customPermissions.map(({ route: _, ...permission }) => permission),
  );
  await insertWithIds(
    db,
    'custom_permission_details',
    demo.customPermissionDetails.map(
      ({ custom_permission: _, role: __, permission_names, conditions, role_id, ...detail }) => ({
        ...detail,
        role_id: roleIds.get(role_id) ?? role_id,
        permission_names: json(permission_names),
        conditions: json(conditions),
      }),
    ),
  );
  // The demo connections point at hosts of a telco's network: no password is known for them.
  await insertWithIds(
    db,
    'database_connections',
    demo.databaseConnections.map((connection) => ({ ...connection, password: '' })),
  );
  await insertWithIds(
    db,
    'api_gateway_applications',
    demo.apiGatewayApplications.map(({ allowed_ips, ...application }) => ({
      ...application,
      allowed_ips: json(allowed_ips),
      app_secret: newAppSecret(ports.random),
    })),
  );
  await insertWithIds(
    db,
    'api_gateway_apis',
    demo.apiGatewayApis.map(({ application: _, ...api }) => api),
  );
  await insertWithIds(
    db,
    'operation_logs',
    demo.operationLogs.map(({ user: _, user_id, ...log }) => ({
      ...log,
      user_id: userId(user_id),
    })),
  );
  await insertWithIds(
    db,
    'notifications',
    demo.notifications.map(({ user_id, ...notification }) => ({
      ...notification,
      user_id: userId(user_id),
      updated_at: notification.created_at,
    })),
  );
}
