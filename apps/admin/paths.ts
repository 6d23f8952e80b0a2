/** Every admin URL the app links to; features receive callbacks, never URLs. */
export const paths = {
  login: '/login',
  home: '/admin',
  profile: '/admin/auth/profile',
} as const;
