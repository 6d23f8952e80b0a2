import { apiFailure, useApi, type Schema } from '@api';
import { NotificationBell, RelativeTime, type BellNotification } from '@ds';
import { bellLimit, type DateInput } from '@domain/notifications';
import { useLiveChannel } from '@features/platform/live-channel';
import { useEffect, useReducer } from 'react';
import { useNotificationWrites } from '../shared/useNotificationWrites';
import { bellReducer, initialBellState } from './model';

export interface LiveNotificationBellProps {
  /** The all-notifications page, the target of 'See all messages'. */
  seeAllHref: string;
  /** Called with `seeAllHref` instead of following it, to plug in the app's router. */
  onNavigate?: (href: string) => void;
  /** Called with the notification chosen in the dropdown. */
  onOpenNotification: (notification: Schema<'Notification'>) => void;
  /** The moment relative times count from; defaults to the current time, kept up to date. */
  now?: DateInput;
}

/**
 * The top bar's notification bell, live: loads the latest 10 notifications, counts the unseen
 * ones, marks them seen when opened, adds each message of the live channel on top, and reloads
 * whenever the channel (re)connects.
 */
export function LiveNotificationBell({
  seeAllHref,
  onNavigate,
  onOpenNotification,
  now,
}: LiveNotificationBellProps) {
  const { query } = useApi('admin');
  const list = query.useQuery('get', '/auth/notifications', {
    params: { query: { limit: bellLimit } },
  });
  const { markSeen } = useNotificationWrites();
  const channel = useLiveChannel();
  const [state, dispatch] = useReducer(bellReducer, initialBellState);

  // Every answer of the list (first load and each reload) resets the list and the badge.
  useEffect(() => {
    if (list.data !== undefined) dispatch({ type: 'loaded', items: list.data.data });
  }, [list.data]);

  useEffect(
    () => channel?.subscribe((notification) => dispatch({ type: 'pushed', notification })),
    [channel],
  );
  // What came while the connection was closed (before it first opened, or in an outage) is in
  // the list, not on the channel: reload it.
  const { refetch } = list;
  useEffect(() => channel?.onConnected(() => void refetch()), [channel, refetch]);

  const open = () => {
    const ids = state.items.map((item) => item.id);
    dispatch({ type: 'opened' });
    // The list reloads once they are marked; a failure shows the server's message as a toast.
    if (ids.length > 0) void markSeen(ids, { announce: false });
  };

  const failure = list.isError ? apiFailure(list.error) : undefined;
  const items: BellNotification[] = state.items.map((item) => ({
    id: item.id,
    title: item.title,
    description: item.description,
    time: <RelativeTime date={item.created_at} now={now} />,
    is_seen: item.is_seen,
  }));

  return (
    <NotificationBell
      items={items}
      limit={bellLimit}
      count={state.count}
      loading={list.isPending}
      permissionDenied={failure?.kind === 'forbidden'}
      seeAllHref={seeAllHref}
      onNavigate={onNavigate}
      onOpen={open}
      onItemClick={(chosen) => {
        const notification = state.items.find((item) => item.id === chosen.id);
        if (notification !== undefined) onOpenNotification(notification);
      }}
      labels={failure === undefined ? undefined : { empty: 'We could not load the notifications.' }}
    />
  );
}
