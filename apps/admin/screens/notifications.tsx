import { NotificationScreen, NotificationsScreen } from '@features/admin/notifications';
import { useNavigate, useParams } from 'react-router-dom';
import { paths } from '../paths';

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
