export {
  actionVisibility,
  allVisible,
  currentUserIdValue,
  detailFor,
  evaluateRule,
  evaluateRules,
  everyVisibility,
  firstRoleId,
  roleIdFields,
  routeGuards,
  safeVisibility,
  type ActionVisibility,
  type ActionVisibilityInput,
  type PermissionDetail,
  type PermissionRule,
  type RuleContext,
  type RuleRecord,
} from '@domain/permission-rules';
export {
  useActionVisibility,
  type ActionVisibilityState,
  type VisibilityStatus,
} from './useActionVisibility';
