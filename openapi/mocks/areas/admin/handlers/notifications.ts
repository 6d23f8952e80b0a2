import { relativeTime } from '@domain/notifications';
import type { HttpHandler } from 'msw';
import type { Schema } from '../../../../schema';
import { missingRequired, paginate } from '../../../engine';
import { adminHttp } from '../../../http';
import type { MockStore } from '../../../store';
import type { StoredNotification } from '@domain/admin-demo';
import { idList, intParam, missing, nextId, readBody, searchParams, text } from '../shared';

const newestFirst = (a: StoredNotification, b: StoredNotification) =>
  b.created_at.localeCompare(a.created_at) || b.id - a.id;

/** The notification bell and the notifications screens (admin §4, §7.3). */
export function notificationRoutes(store: MockStore): HttpHandler[] {
  const { admin } = store;
  const rows = admin.notifications;

  const present = (row: StoredNotification, now: string): Schema<'Notification'> => ({
    id: row.id,
    title: row.title,
    description: row.description,
    link: row.link,
    created_at: row.created_at,
    is_seen: row.is_seen,
    time_diffrence: relativeTime(row.created_at, now),
  });

  const remove = (ids: number[]) => {
    let removed = 0;
    for (let index = rows.length - 1; index >= 0; index -= 1) {
      const row = rows[index];
      if (row !== undefined && ids.includes(row.id)) {
        rows.splice(index, 1);
        removed += 1;
      }
    }
    return removed;
  };

  return [
    adminHttp.get('/auth/notifications', ({ request, response }) => {
      const query = searchParams(request);
      const seen = query.get('is_seen');
      const now = store.clock();
      const mine = rows
        .filter(
          (row) =>
            row.user_id === admin.profile.id &&
            (seen === null || seen === '' || String(row.is_seen) === seen),
        )
        .sort(newestFirst)
        .map((row) => present(row, now));
      const size = Math.min(100, intParam(query, 'limit', intParam(query, 'per_page', 10)));
      return response(200).json(paginate(mine, intParam(query, 'page', 1), size));
    }),

    adminHttp.post('/auth/notifications', async ({ request, response }) => {
      const body = await readBody(request);
      const invalid = missingRequired('createNotification', body);
      if (invalid !== undefined) return response(422).json(invalid);
      const now = store.clock();
      const row: StoredNotification = {
        id: nextId(rows),
        user_id: Number(body.user_id),
        title: text(body, 'title') ?? '',
        description: text(body, 'description') ?? '',
        link: text(body, 'link') ?? null,
        created_at: now,
        is_seen: 0,
      };
      rows.unshift(row);
      return response(201).json({
        message: 'Notification created successfully.',
        data: present(row, now),
      });
    }),

    adminHttp.put('/auth/notifications/destroySelectedRows', async ({ request, response }) => {
      const body = await readBody(request);
      const invalid = missingRequired('destroySelectedNotifications', body);
      if (invalid !== undefined) return response(422).json(invalid);
      const removed = remove(idList(body, 'ids'));
      return response(200).json({
        message: `${removed} notification${removed === 1 ? '' : 's'} deleted.`,
      });
    }),

    adminHttp.put('/auth/notifications/statusUpdate', async ({ request, response }) => {
      const body = await readBody(request);
      const invalid = missingRequired('updateNotificationStatus', body);
      if (invalid !== undefined) return response(422).json(invalid);
      const ids = idList(body, 'ids');
      for (const row of rows) if (ids.includes(row.id)) row.is_seen = 1;
      return response(200).json({ message: 'Notifications marked as seen.' });
    }),

    adminHttp.get('/auth/notifications/{id}', ({ params, response }) => {
      const row = rows.find((candidate) => candidate.id === Number(params.id));
      if (row === undefined) return response(404).json(missing);
      return response(200).json({ data: present(row, store.clock()) });
    }),

    adminHttp.delete('/auth/notifications/{id}', ({ params, response }) => {
      if (remove([Number(params.id)]) === 0) return response(404).json(missing);
      return response(200).json({ message: 'Notification deleted successfully.' });
    }),
  ];
}
