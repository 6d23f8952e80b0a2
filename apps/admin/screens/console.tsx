import { NotFoundPage } from '@ds';
import { AboutPage, AdminHome, BlankPage } from '@features/admin-home';
import { MenuEditorScreen } from '@features/menu-editor';
import { NotificationScreen, NotificationsScreen } from '@features/notifications';
import { useNavigate, useParams } from 'react-router-dom';
import { paths } from '../paths';

/** /admin. */
export function HomeRoute() {
  const navigate = useNavigate();
  return <AdminHome onOpenProfile={() => void navigate(paths.profile)} />;
}

/** /admin/about. */
export function AboutRoute() {
  return <AboutPage version={__APP_VERSION__} />;
}

/** /admin/blank. */
export function BlankRoute() {
  return <BlankPage />;
}

/** /admin/auth/menu. */
export function MenuRoute() {
  return <MenuEditorScreen />;
}

/** /admin/auth/notifications. */
export function NotificationsRoute() {
  const navigate = useNavigate();
  return <NotificationsScreen onOpen={(id) => void navigate(paths.notification(id))} />;
}

/** /admin/auth/notifications/{id}/show. */
export function NotificationRoute() {
  const navigate = useNavigate();
  const id = Number(useParams().id);
  return (
    <NotificationScreen
      id={id}
      onDeleted={() => void navigate(paths.notifications, { replace: true })}
      onNavigate={(href) => void navigate(href)}
    />
  );
}

/** Any unmatched path: 'Not Found' with 'Back to Home'. */
export function NotFoundRoute() {
  const navigate = useNavigate();
  return <NotFoundPage href={paths.home} onNavigate={(href) => void navigate(href)} />;
}
