// The §6 rule engine is shared with the server (`@domain/permission-rules`); the screens take it
// from here with the hook that loads the signed-in user's rules.
export * from '@domain/permission-rules';
export {
  useActionVisibility,
  type ActionVisibilityState,
  type VisibilityStatus,
} from './useActionVisibility';
