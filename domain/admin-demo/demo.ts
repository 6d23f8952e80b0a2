import { seedCustomPermissionDetails, seedCustomPermissions, seedRouteLists } from './access';
import { menuRows } from './menu';
import { seedNotifications } from './notifications';
import { seedDepartments, seedOrganizations, seedServices } from './organization';
import { seedAdminUsers, seedPermissions, seedRoles } from './people';
import {
  seedApiGatewayApis,
  seedApiGatewayApplications,
  seedDatabaseConnections,
  seedOperationLogs,
} from './system';

/**
 * The admin console's demo records, cross-referenced by id: what the server seeds on a fresh
 * demo install and what the stories picture. Notifications are dated back from `now`; every
 * other record carries fixed dates.
 */
export function adminDemo(now: Date) {
  const permissions = seedPermissions();
  const roles = seedRoles(permissions);
  const users = seedAdminUsers(roles, permissions);
  const organizations = seedOrganizations();
  const routeLists = seedRouteLists();
  const customPermissions = seedCustomPermissions(routeLists);
  const apiGatewayApplications = seedApiGatewayApplications();
  return {
    permissions,
    roles,
    users,
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
    notifications: seedNotifications(now),
    menu: menuRows(),
  };
}

/** The admin demo records, as `adminDemo` gives them. */
export type AdminDemo = ReturnType<typeof adminDemo>;
