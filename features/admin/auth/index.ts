export {
  clearSessionToken,
  profileStaleTime,
  sessionAtom,
  storeSessionToken,
  useCachedUserId,
  useCurrentUser,
  useSignOut,
  type SessionState,
  type SignOut,
} from './session';
export { LoginScreen, type LoginScreenProps } from './LoginScreen';
export { ForgotPasswordScreen, type ForgotPasswordScreenProps } from './ForgotPasswordScreen';
export { ResetPasswordScreen, type ResetPasswordScreenProps } from './ResetPasswordScreen';
export { ChangePasswordForm, ChangePasswordScreen } from './ChangePassword';
export { ProfileScreen } from './ProfileScreen';
export { productName } from './shared';
