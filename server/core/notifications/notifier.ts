import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Schema } from '../../../domain/schema';
import type { Database } from '../db/schema';
import { userTopic } from '../../../domain/live-topics';
import type { Publisher } from '../live/publisher';
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

/** A notifier over the database and the broker's publisher. */
export function createNotifier(
  db: Kysely<Database>,
  publisher: Publisher,
  log: FastifyBaseLogger,
): Notifier {
  return {
    async notify({ userId, title, description, link = null }) {
      const now = new Date().toISOString();
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
      const notification = notificationOf(row);
      const message: Schema<'AdminNotificationMessage'> = notification;
      // The notification is stored either way; a broker hiccup must not fail the call.
      await publisher.publish(userTopic(userId), message).catch((error: unknown) => {
        log.warn({ err: error }, 'could not publish a notification');
      });
      return notification;
    },
  };
}
