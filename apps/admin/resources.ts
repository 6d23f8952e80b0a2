import { adminPermissions, adminRoles, adminUsers, operationLogs } from '@features/admin/access';
import {
  customPermissionDetails,
  customPermissions,
  databaseConnections,
  departments,
  gatewayApis,
  gatewayApplications,
  organizations,
  routeLists,
  services,
} from '@features/admin/extensions';

/**
 * Every resource the console routes to, by name. Only the resource screens' part imports this
 * table, so the definitions load with those screens, not with sign-in.
 */
export const adminResources = {
  logs: operationLogs,
  users: adminUsers,
  roles: adminRoles,
  permissions: adminPermissions,
  organizations,
  departments,
  services,
  databaseConnections,
  routeLists,
  customPermissions,
  customPermissionDetails,
  gatewayApis,
  gatewayApplications,
};

/** The name of a routed resource. */
export type AdminResourceName = keyof typeof adminResources;
