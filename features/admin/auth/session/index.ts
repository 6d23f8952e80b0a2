export {
  useCachedUserId,
  useCurrentUser,
  useSignOut,
  useStartSession,
  type SignOut,
} from './hooks';
export { profileStaleTime, type SessionState } from './model';
export { clearSessionToken, sessionAtom, storeSessionToken } from './session';
