export { adminPermissions, adminRoles, adminUsers, operationLogs } from './resources';
