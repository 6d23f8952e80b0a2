import type { Schema } from '../../../domain/schema';
import { userTopic } from '../../../domain/live-topics';
import type { Services } from '../services';
import { notificationOf } from './notificationOf';

/** What a notification says, and to whom. */
export interface NotificationDraft {
  userId: number;
  title: string;
  description: string;
  link?: string | null;
}

/** Stores notifications and pushes each at once to its user's live topic. */
export interface Notifier {
  notify(draft: NotificationDraft): Promise<Schema<'Notification'>>;
}

/** A notifier over the database and the host's live messages. */
export function createNotifier({ db, ports }: Services): Notifier {
  return {
    async notify({ userId, title, description, link = null }) {
      const at = ports.clock.now();
      const now = at.toISOString();
      const row = await db
        .insertInto('notifications')
        .values({
          user_id: userId,
          title,
          description,
          link,
          is_seen: 0,
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      const notification = notificationOf(row, at);
      const message: Schema<'AdminNotificationMessage'> = notification;
      // The notification is stored either way; a broker hiccup must not fail the call.
      await ports.live.publish(userTopic(userId), message).catch((error: unknown) => {
        ports.log.warn({ err: error }, 'could not publish a notification');
      });
      return notification;
    },
  };
}
