import type { Schema } from '../../../domain/schema';
import type { AuthUser } from '../auth/tokens';
import type { OperationHandlers } from '../api/operation';
import { invalid, recordNotFound, unauthenticated } from '../api/errors';
import { pageEnvelope } from '../../../domain/laravel';
import { pageOf } from '../resources/engine';
import { notificationOf } from './notificationOf';
import type { Notifier } from './notifier';
import type { Services } from '../services';

const me = (user: AuthUser | undefined) => {
  if (user === undefined) throw unauthenticated();
  return user.id;
};

const idsOf = (body: Record<string, unknown>) => (body as Schema<'IdsInput'>).ids;

/** The notification bell: each administrator sees and changes only their own notifications. */
export function notificationHandlers(
  { db, ports }: Services,
  notifier: Notifier,
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
      const now = ports.clock.now();
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
      const notification = await notifier.notify({
        userId: input.user_id,
        title: input.title,
        description: input.description,
        link: input.link ?? null,
      });
      return {
        status: 201,
        body: { message: 'Notification created successfully.', data: notification },
      };
    },

    async showNotification({ user, params }) {
      const row = await own(me(user)).where('id', '=', Number(params.id)).executeTakeFirst();
      if (row === undefined) throw recordNotFound();
      return { body: { data: notificationOf(row, ports.clock.now()) } };
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
        .set({ is_seen: 1, updated_at: ports.clock.now().toISOString() })
        .where('user_id', '=', me(user))
        .where('id', 'in', idsOf(body))
        .execute();
      return { body: { message: 'Notifications marked as seen.' } };
    },
  };
}
