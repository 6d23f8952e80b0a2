export { adminDemo, type AdminDemo } from './demo';
export {
  demoAdministratorPlacement,
  permissionSummary,
  roleSummary,
  seedAdminUsers,
  seedPermissions,
  seedRoles,
} from './people';
export { organizationOption } from './organization';
export { routeOption } from './access';
export { appKey } from './system';
export { type StoredNotification } from './notifications';
export { menuRows, menuSeeds, type MenuRow, type MenuSeed } from './menu';
