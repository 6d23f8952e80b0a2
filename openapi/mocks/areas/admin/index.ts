import type { HttpHandler } from 'msw';
import type { Schema } from '../../../schema';
import type { MockStore } from '../../store';
import { authRoutes } from './handlers/auth';
import { lookupRoutes } from './handlers/lookups';
import { menuRoutes } from './handlers/menu';
import { notificationRoutes } from './handlers/notifications';
import { resourceRoutes } from './handlers/resources';
import { seedCustomPermissionDetails, seedCustomPermissions, seedRouteLists } from './seed/access';
import { seedMenu } from './seed/menu';
import { seedNotifications } from './seed/notifications';
import { seedDepartments, seedOrganizations, seedServices } from './seed/organization';
import { seedAdminUsers, seedCredentials, seedPermissions, seedRoles } from './seed/people';
import {
  seedApiGatewayApis,
  seedApiGatewayApplications,
  seedDatabaseConnections,
  seedOperationLogs,
} from './seed/system';

/** Seed data of the admin API. */
export function seedAdmin() {
  /** The signed-in administrator (admin user 1). */
  const profile: Schema<'Profile'> = {
    id: 1,
    name: 'Aisyah Rahman',
    username: 'admin',
    avatar: null,
    created_at: '2024-03-01T09:00:00Z',
    roles: [{ id: 1, name: 'Administrator', slug: 'administrator' }],
    permission_flag: '1',
    organization_id: 1,
    department_id: 1,
    grants: [],
  };
  const permissions = seedPermissions();
  const roles = seedRoles(permissions);
  const users = seedAdminUsers(roles, permissions);
  const organizations = seedOrganizations();
  const routeLists = seedRouteLists();
  const customPermissions = seedCustomPermissions(routeLists);
  const apiGatewayApplications = seedApiGatewayApplications();
  return {
    profile,
    permissions,
    roles,
    users,
    /** Passwords and contacts of the users (never answered). */
    credentials: seedCredentials(),
    organizations,
    departments: seedDepartments(organizations),
    services: seedServices(),
    routeLists,
    customPermissions,
    customPermissionDetails: seedCustomPermissionDetails(customPermissions, roles),
    databaseConnections: seedDatabaseConnections(),
    apiGatewayApplications,
    apiGatewayApis: seedApiGatewayApis(apiGatewayApplications),
    operationLogs: seedOperationLogs(users),
    notifications: seedNotifications(),
    menu: seedMenu(),
  };
}

/** Handlers of the admin API. */
export function adminHandlers(store: MockStore): HttpHandler[] {
  return [
    ...authRoutes(store),
    ...notificationRoutes(store),
    ...menuRoutes(store),
    ...lookupRoutes(store),
    ...resourceRoutes(store),
  ];
}
