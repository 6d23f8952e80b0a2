import type { Kysely } from 'kysely';
import type { Contract } from '../../openapi/contract';
import type { OperationHandlers } from '../contract/routes';
import type { Database } from '../db/schema';
import { resourceHandlers, type ResourceConfig, type Row } from './engine';

const status = 'status';

/** Embeds the owning organization (`{id, name}`) into rows that have an organization_id. */
async function withOrganization(db: Kysely<Database>, rows: Row[]): Promise<Row[]> {
  const ids = [...new Set(rows.map((row) => Number(row.organization_id)))];
  if (ids.length === 0) return rows;
  const organizations = await db
    .selectFrom('organizations')
    .select(['id', 'name'])
    .where('id', 'in', ids)
    .execute();
  const byId = new Map(organizations.map((organization) => [organization.id, organization]));
  return rows.map((row) => {
    const organization = byId.get(Number(row.organization_id));
    return organization === undefined ? row : { ...row, organization };
  });
}

/** Embeds each role's permissions (`{id, name, slug}`). */
async function withPermissions(db: Kysely<Database>, rows: Row[]): Promise<Row[]> {
  const ids = rows.map((row) => Number(row.id));
  if (ids.length === 0) return rows;
  const grants = await db
    .selectFrom('admin_role_permissions')
    .innerJoin('admin_permissions', 'admin_permissions.id', 'admin_role_permissions.permission_id')
    .select([
      'admin_role_permissions.role_id',
      'admin_permissions.id',
      'admin_permissions.name',
      'admin_permissions.slug',
    ])
    .where('admin_role_permissions.role_id', 'in', ids)
    .orderBy('admin_permissions.id')
    .execute();
  return rows.map((row) => ({
    ...row,
    permissions: grants
      .filter((grant) => grant.role_id === Number(row.id))
      .map(({ id, name, slug }) => ({ id, name, slug })),
  }));
}

const permissionIdsOf = (body: Row): number[] | undefined =>
  Array.isArray(body.permissions) ? (body.permissions as number[]) : undefined;

/** The resources served by the generic engine (admin §7.1), with their lookups (§7.4). */
export const resources: readonly ResourceConfig[] = [
  {
    table: 'organizations',
    noun: 'Organization',
    operations: {
      list: 'listOrganizations',
      store: 'storeOrganization',
      show: 'showOrganization',
      update: 'updateOrganization',
      destroy: 'destroyOrganization',
    },
    lookup: { operationId: 'getAllOrganizations' },
    columns: ['name', 'short_code', 'mobile_no', 'email', 'address', status],
  },
  {
    table: 'departments',
    noun: 'Department',
    operations: {
      list: 'listDepartments',
      store: 'storeDepartment',
      show: 'showDepartment',
      update: 'updateDepartment',
      destroy: 'destroyDepartment',
    },
    lookup: { operationId: 'getAllDepartments' },
    columns: ['name', 'organization_id', 'description', status],
    references: { organization_id: 'organizations' },
    present: withOrganization,
  },
  {
    table: 'services',
    noun: 'Service',
    operations: {
      list: 'listServices',
      store: 'storeService',
      show: 'showService',
      update: 'updateService',
      destroy: 'destroyService',
    },
    columns: [
      'name',
      'display_name',
      'organization_id',
      'department_id',
      'service_type',
      'price',
      'description',
      status,
    ],
    numeric: ['price'],
    references: { organization_id: 'organizations', department_id: 'departments' },
  },
  {
    table: 'admin_roles',
    noun: 'Role',
    operations: {
      list: 'listAdminRoles',
      store: 'storeAdminRole',
      show: 'showAdminRole',
      update: 'updateAdminRole',
      destroy: 'destroyAdminRole',
    },
    lookup: { operationId: 'getAllRoles' },
    columns: ['name', 'slug'],
    unique: ['slug'],
    async validate(db, body, bag) {
      const ids = permissionIdsOf(body);
      if (ids === undefined || ids.length === 0) return;
      const found = await db
        .selectFrom('admin_permissions')
        .select('id')
        .where('id', 'in', ids)
        .execute();
      if (found.length !== new Set(ids).size)
        bag.add('permissions', 'The selected permissions is invalid.');
    },
    async afterWrite(db, id, body) {
      const ids = permissionIdsOf(body);
      // Absent means "leave the grants as they are"; a list replaces them.
      if (ids === undefined) return;
      await db.deleteFrom('admin_role_permissions').where('role_id', '=', id).execute();
      if (ids.length > 0) {
        await db
          .insertInto('admin_role_permissions')
          .values(ids.map((permissionId) => ({ role_id: id, permission_id: permissionId })))
          .execute();
      }
    },
    present: withPermissions,
  },
  {
    table: 'admin_permissions',
    noun: 'Permission',
    operations: {
      list: 'listAdminPermissions',
      store: 'storeAdminPermission',
      show: 'showAdminPermission',
      update: 'updateAdminPermission',
      destroy: 'destroyAdminPermission',
    },
    lookup: { operationId: 'getAllPermissions' },
    columns: ['name', 'slug', 'http_method', 'http_path'],
    json: ['http_method'],
    unique: ['slug'],
  },
  {
    table: 'database_connections',
    noun: 'Database connection',
    operations: {
      list: 'listDatabaseConnections',
      store: 'storeDatabaseConnection',
      show: 'showDatabaseConnection',
      update: 'updateDatabaseConnection',
      destroy: 'destroyDatabaseConnection',
    },
    columns: [
      'connection_name',
      'driver',
      'host',
      'port',
      'database',
      'username',
      'password',
      status,
    ],
    hidden: ['password'],
    unique: ['connection_name'],
  },
];

/** The handlers of every engine resource. */
export function resourceOperationHandlers(
  db: Kysely<Database>,
  contract: Contract,
): OperationHandlers {
  return resources.reduce<OperationHandlers>(
    (all, config) => ({ ...all, ...resourceHandlers(db, contract, config) }),
    {},
  );
}
