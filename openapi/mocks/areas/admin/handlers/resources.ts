import type { HttpHandler } from 'msw';
import type { Schema } from '../../../../schema';
import { resourceHandlers } from '../../../engine';
import type { MockStore } from '../../../store';
import {
  appKey,
  organizationOption,
  permissionSummary,
  roleSummary,
  routeOption,
} from '@domain/admin-demo';

type Body = Record<string, unknown>;

const numberIds = (value: unknown): number[] =>
  Array.isArray(value) ? value.filter((item): item is number => Number.isInteger(item)) : [];

/** Exact match of a query parameter against a field (the generic filter matches text by substring). */
/** The CRUD resources of the admin console (admin §7.1) over the admin store. */
export function resourceRoutes(store: MockStore): HttpHandler[] {
  const { admin, clock } = store;

  const departments = resourceHandlers<Schema<'Department'>>(
    {
      path: '/departments',
      rows: admin.departments,
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
      path: '/organizations',
      rows: admin.organizations,
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
      path: '/services',
      rows: admin.services,
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
      path: '/admin-permissions',
      rows: admin.permissions,
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
      path: '/admin-roles',
      rows: admin.roles,
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
      path: '/admin-users',
      search: ['name', 'username'],
      filter: (row, query) => {
        const roleId = query.get('role_id');
        return (
          roleId === null || roleId === '' || row.roles.some((role) => String(role.id) === roleId)
        );
      },
      rows: admin.users,
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
      path: '/route-lists',
      rows: admin.routeLists,
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
      path: '/custom-permissions',
      rows: admin.customPermissions,
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
      path: '/custom-permission-details',
      rows: admin.customPermissionDetails,
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
      path: '/database-connections',
      rows: admin.databaseConnections,
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
      path: '/ext-cbs-api-gateway/applications',
      option: (row) => row.app_name,
      rows: admin.apiGatewayApplications,
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
      path: '/ext-cbs-api-gateway/apis',
      rows: admin.apiGatewayApis,
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
      path: '/auth/logs',
      rows: admin.operationLogs,
      // 'path' filters by prefix, not by the generic exact match.
      filter: (row, query) => row.path.startsWith(query.get('path') ?? ''),
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
