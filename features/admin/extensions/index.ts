export * from './ConditionRuleEditor';
export {
  customPermissionDetails,
  customPermissions,
  databaseConnections,
  departments,
  gatewayApis,
  gatewayApplications,
  organizations,
  routeLists,
  services,
} from './resources';
