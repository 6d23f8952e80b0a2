import { ChangePasswordScreen, ProfileScreen } from '@features/admin/auth';

/** /admin/auth/profile. */
export function ProfileRoute() {
  return <ProfileScreen />;
}

/** /admin/auth/update-password and /admin/auth/ext/change-password. */
export function ChangePasswordRoute() {
  return <ChangePasswordScreen />;
}
