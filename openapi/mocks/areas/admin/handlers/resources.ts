import type { HttpHandler } from 'msw';
import type { Schema } from '../../../../schema';
import { resourceHandlers } from '../../../engine';
import type { MockStore } from '../../../store';
import { permissionSummary, roleSummary } from '../seed/people';
import { organizationOption } from '../seed/organization';
import { routeOption } from '../seed/access';
import { appKey } from '../seed/system';

type Body = Record<string, unknown>;

const numberIds = (value: unknown): number[] =>
  Array.isArray(value) ? value.filter((item): item is number => Number.isInteger(item)) : [];

/** Exact match of a query parameter against a field (the generic filter matches text by substring). */
/** The CRUD resources of the admin console (admin §7.1) over the admin store. */
export function resourceRoutes(store: MockStore): HttpHandler[] {
  const { admin, clock } = store;

  const departments = resourceHandlers<Schema<'Department'>>(
    {
      api: 'admin',
      path: '/departments',
      noun: 'Department',
      rows: admin.departments,
      operations: {
        list: 'listDepartments',
        store: 'storeDepartment',
        show: 'showDepartment',
        update: 'updateDepartment',
        destroy: 'destroyDepartment',
      },
      create: (input, id, now) => {
        const body = input as Schema<'DepartmentInput'>;
        return {
          id,
          name: body.name,
          organization_id: body.organization_id,
          organization: organizationOption(admin.organizations, body.organization_id),
          description: body.description ?? null,
          status: body.status,
          created_at: now,
          updated_at: now,
        };
      },
      update: (row, input, now) => {
        const body = input as Schema<'DepartmentInput'>;
        return {
          ...row,
          name: body.name,
          organization_id: body.organization_id,
          organization: organizationOption(admin.organizations, body.organization_id),
          description: body.description ?? row.description ?? null,
          status: body.status,
          updated_at: now,
        };
      },
    },
    clock,
  );

  const organizations = resourceHandlers<Schema<'Organization'>>(
    {
      api: 'admin',
      path: '/organizations',
      noun: 'Organization',
      rows: admin.organizations,
      operations: {
        list: 'listOrganizations',
        store: 'storeOrganization',
        show: 'showOrganization',
        update: 'updateOrganization',
        destroy: 'destroyOrganization',
      },
      create: (input, id, now) => {
        const body = input as Schema<'OrganizationInput'>;
        return {
          id,
          name: body.name,
          short_code: body.short_code ?? null,
          mobile_no: body.mobile_no,
          email: body.email ?? null,
          address: body.address ?? null,
          status: body.status,
          created_at: now,
          updated_at: now,
        };
      },
      update: (row, input, now) => {
        const body = input as Schema<'OrganizationInput'>;
        return {
          ...row,
          name: body.name,
          short_code: body.short_code ?? row.short_code ?? null,
          mobile_no: body.mobile_no,
          email: body.email ?? row.email ?? null,
          address: body.address ?? row.address ?? null,
          status: body.status,
          updated_at: now,
        };
      },
    },
    clock,
  );

  const services = resourceHandlers<Schema<'Service'>>(
    {
      api: 'admin',
      path: '/services',
      noun: 'Service',
      rows: admin.services,
      operations: {
        list: 'listServices',
        store: 'storeService',
        show: 'showService',
        update: 'updateService',
        destroy: 'destroyService',
      },
      create: (input, id, now) => {
        const body = input as Schema<'ServiceInput'>;
        return {
          id,
          name: body.name,
          display_name: body.display_name,
          organization_id: body.organization_id,
          department_id: body.department_id ?? null,
          service_type: body.service_type ?? 'subscription',
          price: body.price ?? 0,
          description: body.description ?? null,
          status: body.status,
          created_at: now,
          updated_at: now,
        };
      },
      update: (row, input, now) => {
        const body = input as Schema<'ServiceInput'>;
        return {
          ...row,
          name: body.name,
          display_name: body.display_name,
          organization_id: body.organization_id,
          department_id: body.department_id ?? row.department_id ?? null,
          service_type: body.service_type ?? row.service_type,
          price: body.price ?? row.price,
          description: body.description ?? row.description ?? null,
          status: body.status,
          updated_at: now,
        };
      },
    },
    clock,
  );

  const permissions = resourceHandlers<Schema<'Permission'>>(
    {
      api: 'admin',
      path: '/admin-permissions',
      noun: 'Permission',
      rows: admin.permissions,
      filters: { contains: ['slug'] },
      operations: {
        list: 'listAdminPermissions',
        store: 'storeAdminPermission',
        show: 'showAdminPermission',
        update: 'updateAdminPermission',
        destroy: 'destroyAdminPermission',
      },
      create: (input, id, now) => {
        const body = input as Schema<'PermissionInput'>;
        return {
          id,
          name: body.name,
          slug: body.slug,
          http_method: body.http_method ?? [],
          http_path: body.http_path ?? null,
          created_at: now,
          updated_at: now,
        };
      },
      update: (row, input, now) => {
        const body = input as Schema<'PermissionInput'>;
        return {
          ...row,
          name: body.name,
          slug: body.slug,
          http_method: body.http_method ?? row.http_method,
          http_path: body.http_path === undefined ? row.http_path : body.http_path,
          updated_at: now,
        };
      },
    },
    clock,
  );

  const grantedPermissions = (value: unknown) =>
    admin.permissions
      .filter((permission) => numberIds(value).includes(permission.id))
      .map(permissionSummary);

  const roles = resourceHandlers<Schema<'Role'>>(
    {
      api: 'admin',
      path: '/admin-roles',
      noun: 'Role',
      rows: admin.roles,
      filters: { contains: ['slug'] },
      operations: {
        list: 'listAdminRoles',
        store: 'storeAdminRole',
        show: 'showAdminRole',
        update: 'updateAdminRole',
        destroy: 'destroyAdminRole',
      },
      create: (input, id, now) => {
        const body = input as Schema<'RoleInput'>;
        return {
          id,
          name: body.name,
          slug: body.slug,
          permissions: grantedPermissions(body.permissions),
          created_at: now,
          updated_at: now,
        };
      },
      update: (row, input, now) => {
        const body = input as Schema<'RoleInput'>;
        return {
          ...row,
          name: body.name,
          slug: body.slug,
          permissions:
            body.permissions === undefined ? row.permissions : grantedPermissions(body.permissions),
          updated_at: now,
        };
      },
    },
    clock,
  );

  const assignedRoles = (value: unknown) =>
    admin.roles.filter((role) => numberIds(value).includes(role.id)).map(roleSummary);

  const rememberPassword = (userId: number, body: Body, username: string) => {
    const password = typeof body.password === 'string' ? body.password : undefined;
    const credential = admin.credentials.find((candidate) => candidate.userId === userId);
    if (credential === undefined) {
      admin.credentials.push({
        userId,
        passwords: [password ?? 'secret123'],
        mobile: '',
        email: `${username}@telco-kit.my`,
      });
    } else if (password !== undefined) {
      credential.passwords = [password];
    }
  };

  /** The optional contact and organization fields of a user: those sent (null clears), else those stored. */
  const contactOf = (body: Schema<'AdminUserInput'>, row?: Schema<'AdminUser'>) => {
    const pick = <Key extends 'email' | 'mobile' | 'organization_id' | 'department_id'>(
      key: Key,
    ) => (key in body ? (body[key] ?? null) : (row?.[key] ?? null));
    return {
      email: pick('email'),
      mobile: pick('mobile'),
      organization_id: pick('organization_id'),
      department_id: pick('department_id'),
    };
  };

  // The user list is bespoke (the search matches name and username only): see auth routes.
  const users = resourceHandlers<Schema<'AdminUser'>>(
    {
      api: 'admin',
      path: '/admin-users',
      noun: 'Admin user',
      rows: admin.users,
      operations: {
        store: 'storeAdminUser',
        show: 'showAdminUser',
        update: 'updateAdminUser',
        destroy: 'destroyAdminUser',
      },
      create: (input, id, now) => {
        const body = input as Schema<'AdminUserInput'>;
        rememberPassword(id, input, body.username);
        return {
          id,
          username: body.username,
          name: body.name,
          avatar: body.avatar ?? null,
          ...contactOf(body),
          roles: assignedRoles(body.roles),
          permissions: grantedPermissions(body.permissions),
          created_at: now,
          updated_at: now,
        };
      },
      update: (row, input, now) => {
        const body = input as Schema<'AdminUserInput'>;
        rememberPassword(row.id, input, body.username);
        const updated = {
          ...row,
          username: body.username,
          name: body.name,
          avatar: body.avatar === undefined ? row.avatar : body.avatar,
          ...contactOf(body, row),
          roles: body.roles === undefined ? row.roles : assignedRoles(body.roles),
          permissions:
            body.permissions === undefined ? row.permissions : grantedPermissions(body.permissions),
          updated_at: now,
        };
        if (row.id === admin.profile.id) {
          Object.assign(admin.profile, {
            name: updated.name,
            username: updated.username,
            avatar: updated.avatar,
            roles: updated.roles,
          });
        }
        return updated;
      },
    },
    clock,
  );

  const routeLists = resourceHandlers<Schema<'RouteList'>>(
    {
      api: 'admin',
      path: '/route-lists',
      noun: 'Route list entry',
      rows: admin.routeLists,
      filters: { contains: ['route_name', 'path_url'] },
      operations: {
        list: 'listRouteLists',
        store: 'storeRouteList',
        show: 'showRouteList',
        update: 'updateRouteList',
        destroy: 'destroyRouteList',
      },
      create: (input, id, now) => {
        const body = input as Schema<'RouteListInput'>;
        return {
          id,
          route_name: body.route_name,
          path_url: body.path_url,
          route_controller: body.route_controller,
          route_model: body.route_model,
          http_method: body.http_method ?? 'GET',
          status: body.status,
          created_at: now,
          updated_at: now,
        };
      },
      update: (row, input, now) => {
        const body = input as Schema<'RouteListInput'>;
        return {
          ...row,
          route_name: body.route_name,
          path_url: body.path_url,
          route_controller: body.route_controller,
          route_model: body.route_model,
          http_method: body.http_method ?? row.http_method,
          status: body.status,
          updated_at: now,
        };
      },
    },
    clock,
  );

  const customPermissions = resourceHandlers<Schema<'CustomPermission'>>(
    {
      api: 'admin',
      path: '/custom-permissions',
      noun: 'Custom permission',
      rows: admin.customPermissions,
      operations: {
        list: 'listCustomPermissions',
        store: 'storeCustomPermission',
        show: 'showCustomPermission',
        update: 'updateCustomPermission',
        destroy: 'destroyCustomPermission',
      },
      create: (input, id, now) => {
        const body = input as Schema<'CustomPermissionInput'>;
        return {
          id,
          name: body.name,
          route_list_id: body.route_list_id,
          route: routeOption(admin.routeLists, body.route_list_id),
          table_name: body.table_name ?? null,
          status: body.status,
          created_at: now,
          updated_at: now,
        };
      },
      update: (row, input, now) => {
        const body = input as Schema<'CustomPermissionInput'>;
        return {
          ...row,
          name: body.name,
          route_list_id: body.route_list_id,
          route: routeOption(admin.routeLists, body.route_list_id),
          table_name: body.table_name ?? row.table_name ?? null,
          status: body.status,
          updated_at: now,
        };
      },
    },
    clock,
  );

  const detailFields = (input: Schema<'CustomPermissionDetailInput'>) => {
    // Fields with a contract default may be left out of the body.
    const body: Partial<Schema<'CustomPermissionDetailInput'>> = input;
    const customPermission = admin.customPermissions.find(
      (row) => row.id === body.custom_permission_id,
    );
    const role = admin.roles.find((row) => row.id === body.role_id);
    return {
      custom_permission_id: input.custom_permission_id,
      custom_permission:
        customPermission === undefined
          ? undefined
          : { id: customPermission.id, name: customPermission.name },
      role_id: input.role_id,
      role: role === undefined ? undefined : { id: role.id, name: role.name },
      permission_names: input.permission_names,
      conditions: input.conditions,
      list_refid: body.list_refid ?? '&&',
      edit_id: body.edit_id ?? '&&',
      edit_refid: body.edit_refid ?? '&&',
      delete_id: body.delete_id ?? '&&',
      delete_refid: body.delete_refid ?? '&&',
    };
  };

  const customPermissionDetails = resourceHandlers<Schema<'CustomPermissionDetail'>>(
    {
      api: 'admin',
      path: '/custom-permission-details',
      noun: 'Custom permission detail',
      rows: admin.customPermissionDetails,
      operations: {
        list: 'listCustomPermissionDetails',
        store: 'storeCustomPermissionDetail',
        show: 'showCustomPermissionDetail',
        update: 'updateCustomPermissionDetail',
        destroy: 'destroyCustomPermissionDetail',
      },
      create: (input, id, now) => ({
        id,
        ...detailFields(input as Schema<'CustomPermissionDetailInput'>),
        created_at: now,
        updated_at: now,
      }),
      update: (row, input, now) => ({
        ...row,
        ...detailFields(input as Schema<'CustomPermissionDetailInput'>),
        updated_at: now,
      }),
    },
    clock,
  );

  const connectionFields = (body: Schema<'DatabaseConnectionUpdateInput'>) => ({
    connection_name: body.connection_name,
    driver: body.driver,
    host: body.host,
    port: body.port,
    database: body.database,
    username: body.username,
    status: body.status ?? 1,
  });

  // The password is accepted but never stored in a row, so no answer can carry it.
  const databaseConnections = resourceHandlers<Schema<'DatabaseConnection'>>(
    {
      api: 'admin',
      path: '/database-connections',
      noun: 'Database connection',
      rows: admin.databaseConnections,
      operations: {
        list: 'listDatabaseConnections',
        store: 'storeDatabaseConnection',
        show: 'showDatabaseConnection',
        update: 'updateDatabaseConnection',
        destroy: 'destroyDatabaseConnection',
      },
      filters: { contains: ['connection_name'] },
      create: (input, id, now) => ({
        id,
        ...connectionFields(input as Schema<'DatabaseConnectionInput'>),
        created_at: now,
        updated_at: now,
      }),
      update: (row, input, now) => ({
        ...row,
        ...connectionFields(input as Schema<'DatabaseConnectionUpdateInput'>),
        updated_at: now,
      }),
    },
    clock,
  );

  const applicationFields = (body: Schema<'ApiGatewayApplicationInput'>) => ({
    app_name: body.app_name,
    organization_id: body.organization_id,
    callback_url: body.callback_url ?? null,
    allowed_ips: body.allowed_ips ?? [],
    rate_limit_per_minute: body.rate_limit_per_minute ?? 600,
    status: body.status,
  });

  // The app secret is write-only: accepted, never stored in a row.
  const applications = resourceHandlers<Schema<'ApiGatewayApplication'>>(
    {
      api: 'admin',
      path: '/ext-cbs-api-gateway/applications',
      noun: 'Gateway application',
      rows: admin.apiGatewayApplications,
      operations: {
        list: 'listApiGatewayApplications',
        store: 'storeApiGatewayApplication',
        show: 'showApiGatewayApplication',
        update: 'updateApiGatewayApplication',
        destroy: 'destroyApiGatewayApplication',
      },
      filters: { contains: ['app_name'] },
      create: (input, id, now) => ({
        id,
        app_key: appKey(id),
        ...applicationFields(input as Schema<'ApiGatewayApplicationInput'>),
        created_at: now,
        updated_at: now,
      }),
      update: (row, input, now) => ({
        ...row,
        ...applicationFields(input as Schema<'ApiGatewayApplicationInput'>),
        updated_at: now,
      }),
    },
    clock,
  );

  const apiFields = (input: Schema<'ApiGatewayApiInput'>) => {
    // timeout_ms has a contract default and may be left out of the body.
    const body: Omit<Schema<'ApiGatewayApiInput'>, 'timeout_ms'> & { timeout_ms?: number } = input;
    const application = admin.apiGatewayApplications.find((row) => row.id === body.application_id);
    return {
      application_id: body.application_id,
      application:
        application === undefined ? undefined : { id: application.id, name: application.app_name },
      api_name: body.api_name,
      http_method: body.http_method,
      endpoint_path: body.endpoint_path,
      upstream_url: body.upstream_url,
      timeout_ms: body.timeout_ms ?? 5000,
      rate_limit_per_minute: body.rate_limit_per_minute ?? 300,
      status: body.status,
    };
  };

  const apis = resourceHandlers<Schema<'ApiGatewayApi'>>(
    {
      api: 'admin',
      path: '/ext-cbs-api-gateway/apis',
      noun: 'Gateway api',
      rows: admin.apiGatewayApis,
      operations: {
        list: 'listApiGatewayApis',
        store: 'storeApiGatewayApi',
        show: 'showApiGatewayApi',
        update: 'updateApiGatewayApi',
        destroy: 'destroyApiGatewayApi',
      },
      filters: { contains: ['api_name'] },
      create: (input, id, now) => ({
        id,
        ...apiFields(input as Schema<'ApiGatewayApiInput'>),
        created_at: now,
        updated_at: now,
      }),
      update: (row, input, now) => ({
        ...row,
        ...apiFields(input as Schema<'ApiGatewayApiInput'>),
        updated_at: now,
      }),
    },
    clock,
  );

  const operationLogs = resourceHandlers<Schema<'OperationLog'>>(
    {
      api: 'admin',
      path: '/auth/logs',
      noun: 'Operation log',
      rows: admin.operationLogs,
      operations: { list: 'listOperationLogs', show: 'showOperationLog' },
      // 'path' filters by prefix, not by the generic exact match.
      filters: { contains: ['path'] },
      filter: (row, query) => row.path.startsWith(query.get('path') ?? ''),
      create: () => {
        throw new Error('Operation logs are read-only');
      },
    },
    clock,
  );

  return [
    ...departments,
    ...organizations,
    ...services,
    ...permissions,
    ...roles,
    ...users,
    ...routeLists,
    ...customPermissions,
    ...customPermissionDetails,
    ...databaseConnections,
    ...applications,
    ...apis,
    ...operationLogs,
  ];
}
