import { useApi } from '@api';
import { AdminLayout, MenuIcon } from '@ds';
import { useCurrentUser, useSignOut } from '@features/admin/auth';
import { useEffect, type ReactNode } from 'react';

export interface AdminShellProps {
  /** The page. */
  children: ReactNode;
  /** The current path, marked in the sidebar. */
  activePath: string;
  /** Follows an internal link through the app's router. */
  onNavigate: (href: string) => void;
  /** Opens the profile (the user menu's Settings). */
  onSettings: () => void;
  /** Called once signed out, e.g. to go to Login. */
  onSignedOut: () => void;
  /** The notification bell; absent when notifications are disabled by configuration. */
  notifications?: ReactNode;
  /** The current time, for the footer year (pin it in stories). */
  now?: Date;
}

const renderIcon = (name: string) => <MenuIcon name={name} />;

/**
 * The signed-in console around every page (admin §2.4): the sidebar from the saved menu, the
 * bell, the user menu from the profile with Settings and Logout, and the footer.
 */
export function AdminShell({
  children,
  activePath,
  onNavigate,
  onSettings,
  onSignedOut,
  notifications,
  now,
}: AdminShellProps) {
  const { query } = useApi('admin');
  const menu = query.useQuery('get', '/all-menu');
  const user = useCurrentUser();
  const { signOut } = useSignOut(onSignedOut);

  useEffect(() => {
    // A menu that cannot load leaves the console usable; the failure is only logged.
    if (menu.isError) console.error('The sidebar menu could not be loaded', menu.error);
  }, [menu.isError, menu.error]);

  return (
    <AdminLayout
      brand="Telco Console"
      menu={menu.data?.data ?? []}
      menuLoading={menu.isPending}
      activePath={activePath}
      renderIcon={renderIcon}
      onNavigate={onNavigate}
      notifications={notifications}
      now={now}
      user={{
        name: user.data?.name ?? '…',
        avatarUrl: user.data?.avatar ?? undefined,
        memberSince: user.data === undefined ? undefined : new Date(user.data.created_at),
        onSettings,
        onLogout: () => void signOut(),
      }}
    >
      {children}
    </AdminLayout>
  );
}
