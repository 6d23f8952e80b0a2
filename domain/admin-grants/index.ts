export { grantedActions, grantsAllow, grantsOf, profileGrants, type Grant } from './grants';
