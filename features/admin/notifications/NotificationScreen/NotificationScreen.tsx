import { useApi } from '@api';
import {
  Button,
  Card,
  ConfirmDialog,
  DescriptionList,
  PageHeader,
  RelativeTime,
  Spinner,
} from '@ds';
import type { DateInput } from '@domain/notifications';
import { LoadFailure } from '@features/platform/resource';
import { useState, type MouseEvent } from 'react';
import styled from 'styled-components';
import { ScreenFrame, SeenLabel } from '../shared/parts';
import { useNotificationWrites } from '../shared/useNotificationWrites';
import { notificationLink } from './model';

export interface NotificationScreenProps {
  /** The notification's id (the {id} of /admin/auth/notifications/{id}/show). */
  id: number;
  /** Called once the notification is deleted (the app goes back to the list). */
  onDeleted: () => void;
  /** Called with a console path instead of following the notification's link (the app's router). */
  onNavigate?: (href: string) => void;
  /** The moment relative times count from; defaults to the current time, kept up to date. */
  now?: DateInput;
}

const Centered = styled.div`
  display: flex;
  justify-content: center;
  padding: var(--tck-space-8) 0;
`;

const Link = styled.a`
  color: var(--tck-color-primary);
  overflow-wrap: anywhere;
`;

/** One notification (/admin/auth/notifications/{id}/show): its texts, time, link and delete. */
export function NotificationScreen({ id, onDeleted, onNavigate, now }: NotificationScreenProps) {
  const { query } = useApi('admin');
  const shown = query.useQuery('get', '/auth/notifications/{id}', {
    params: { path: { id } },
  });
  const { destroy } = useNotificationWrites();
  const [confirming, setConfirming] = useState(false);

  const remove = async () => {
    const done = await destroy(id);
    setConfirming(false);
    if (done) onDeleted();
  };

  const renderLink = (value: string | null) => {
    const link = notificationLink(value);
    if (link === null) return null;
    if (link.kind === 'text') return link.text;
    const follow = (event: MouseEvent) => {
      if (link.kind !== 'console' || onNavigate === undefined) return;
      event.preventDefault();
      onNavigate(link.href);
    };
    return (
      <Link href={link.href} onClick={follow}>
        {link.href}
      </Link>
    );
  };

  const body = () => {
    if (shown.isPending) {
      return (
        <Centered>
          <Spinner label="Loading the notification" />
        </Centered>
      );
    }
    if (shown.isError) {
      return (
        <LoadFailure
          error={shown.error}
          onRetry={() => void shown.refetch()}
          what="the notification"
        />
      );
    }
    const notification = shown.data.data;
    return (
      <Card title={notification.title}>
        <DescriptionList
          items={[
            { term: 'Description', description: notification.description },
            {
              term: 'Time',
              description: <RelativeTime date={notification.created_at} now={now} />,
            },
            {
              term: 'Status',
              description: <SeenLabel isSeen={notification.is_seen} />,
            },
            { term: 'Link', description: renderLink(notification.link) },
          ]}
        />
      </Card>
    );
  };

  return (
    <ScreenFrame data-component="NotificationScreen">
      <PageHeader
        title="Notification"
        actions={
          shown.isSuccess ? (
            <Button variant="danger" onClick={() => setConfirming(true)}>
              Delete
            </Button>
          ) : undefined
        }
      />
      {body()}
      <ConfirmDialog open={confirming} onConfirm={remove} onCancel={() => setConfirming(false)} />
    </ScreenFrame>
  );
}
