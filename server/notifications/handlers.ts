import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Selectable } from 'kysely';
import type { Schema } from '../../openapi/schema';
import type { AuthUser } from '../auth/tokens';
import type { OperationHandlers } from '../contract/routes';
import type { Database, NotificationsTable } from '../db/schema';
import { invalid, recordNotFound, unauthenticated } from '../http/errors';
import { userTopic, type Publisher } from '../mqtt/publisher';
import { pageEnvelope, pageOf } from '../resources/engine';
import { timeDifference } from './timeDifference';

/** The contract's Notification (and AdminNotificationMessage) of a stored row. */
export function notificationOf(
  row: Selectable<NotificationsTable>,
  now = new Date(),
): Schema<'Notification'> {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    link: row.link,
    created_at: row.created_at,
    is_seen: row.is_seen === 1 ? 1 : 0,
    time_diffrence: timeDifference(row.created_at, now),
  };
}

const me = (user: AuthUser | undefined) => {
  if (user === undefined) throw unauthenticated();
  return user.id;
};

const idsOf = (body: Record<string, unknown>) => (body as Schema<'IdsInput'>).ids;

/** The notification bell: each administrator sees and changes only their own notifications. */
export function notificationHandlers(
  db: Kysely<Database>,
  publisher: Publisher,
  log: FastifyBaseLogger,
): OperationHandlers {
  const own = (userId: number) =>
    db.selectFrom('notifications').selectAll().where('user_id', '=', userId);

  return {
    async listNotifications({ user, query }) {
      const userId = me(user);
      const { page, perPage: requested } = pageOf(query);
      // The bell sends `limit`, which overrides per_page (contract).
      const perPage = typeof query.limit === 'number' ? query.limit : requested;
      let base = own(userId);
      if (query.is_seen === 0 || query.is_seen === 1)
        base = base.where('is_seen', '=', query.is_seen);
      const counted = await base
        .clearSelect()
        .select((eb) => eb.fn.countAll().as('count'))
        .executeTakeFirstOrThrow();
      const rows = await base
        .orderBy('id', 'desc')
        .limit(perPage)
        .offset((page - 1) * perPage)
        .execute();
      const now = new Date();
      const data = rows.map((row) => notificationOf(row, now));
      return { body: pageEnvelope(data, Number(counted.count), page, perPage) };
    },

    async createNotification({ user, body }) {
      me(user);
      const input = body as Schema<'NotificationInput'>;
      const recipient = await db
        .selectFrom('admin_users')
        .select('id')
        .where('id', '=', input.user_id)
        .executeTakeFirst();
      if (recipient === undefined) throw invalid('user_id', 'The selected user is invalid.');
      const now = new Date().toISOString();
      const row = await db
        .insertInto('notifications')
        .values({
          user_id: input.user_id,
          title: input.title,
          description: input.description,
          link: input.link ?? null,
          is_seen: 0,
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      const notification = notificationOf(row);
      const message: Schema<'AdminNotificationMessage'> = notification;
      // The notification is stored either way; a broker hiccup must not fail the call.
      await publisher.publish(userTopic(input.user_id), message).catch((error: unknown) => {
        log.warn({ err: error }, 'could not publish a notification');
      });
      return {
        status: 201,
        body: { message: 'Notification created successfully.', data: notification },
      };
    },

    async showNotification({ user, params }) {
      const row = await own(me(user)).where('id', '=', Number(params.id)).executeTakeFirst();
      if (row === undefined) throw recordNotFound();
      return { body: { data: notificationOf(row) } };
    },

    async destroyNotification({ user, params }) {
      const result = await db
        .deleteFrom('notifications')
        .where('user_id', '=', me(user))
        .where('id', '=', Number(params.id))
        .executeTakeFirst();
      if (Number(result.numDeletedRows) === 0) throw recordNotFound();
      return { body: { message: 'Notification deleted successfully.' } };
    },

    async destroySelectedNotifications({ user, body }) {
      const result = await db
        .deleteFrom('notifications')
        .where('user_id', '=', me(user))
        .where('id', 'in', idsOf(body))
        .executeTakeFirst();
      const count = Number(result.numDeletedRows);
      return { body: { message: `${count} notification${count === 1 ? '' : 's'} deleted.` } };
    },

    async updateNotificationStatus({ user, body }) {
      await db
        .updateTable('notifications')
        .set({ is_seen: 1, updated_at: new Date().toISOString() })
        .where('user_id', '=', me(user))
        .where('id', 'in', idsOf(body))
        .execute();
      return { body: { message: 'Notifications marked as seen.' } };
    },
  };
}
