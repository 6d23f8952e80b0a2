import type { Selectable } from 'kysely';
import { relativeTime } from '../../../domain/notifications';
import type { Schema } from '../../../domain/schema';
import type { NotificationsTable } from '../db/schema';

/** The contract's Notification (and AdminNotificationMessage) of a stored row. */
export function notificationOf(
  row: Selectable<NotificationsTable>,
  now: Date,
): Schema<'Notification'> {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    link: row.link,
    created_at: row.created_at,
    is_seen: row.is_seen === 1 ? 1 : 0,
    time_diffrence: relativeTime(row.created_at, now),
  };
}
