/** The two browser apps the kit ships. */
export type AppName = 'admin' | 'portal';

/**
 * Which app owns a browser URL: the admin console lives under /admin and /login,
 * the customer portal owns everything else (its routes start at /).
 */
export function appForPath(pathname: string): AppName {
  return pathname === '/login' || pathname === '/admin' || pathname.startsWith('/admin/')
    ? 'admin'
    : 'portal';
}

/** The HTML entry of each app, relative to the build output folder. */
export const appEntries: Record<AppName, string> = {
  admin: 'apps/admin/index.html',
  portal: 'apps/portal/index.html',
};
