// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Schema } from '../../../domain/schema';
import { testDatabases } from '../../testing/databases';
import { startTestServer, type TestServer } from '../../testing/testServer';

// The generated NotificationPage intersects Paginated's `unknown[]` data with Notification[].
type NotificationList = Omit<Schema<'NotificationPage'>, 'data'> & {
  data: Schema<'Notification'>[];
};

describe.each(testDatabases())('notifications on $name', (database) => {
  let server: TestServer;
  let adminToken: string;
  let adminId: number;
  let otherToken: string;
  let otherId: number;

  const create = (token: string, userId: number, title: string) =>
    server.api.request<Schema<'NotificationResponse'>>({
      method: 'POST',
      url: '/api/auth/notifications',
      token,
      body: { user_id: userId, title, description: `${title} happened.`, link: '/admin' },
    });

  beforeAll(async () => {
    server = await startTestServer(database);
    adminToken = await server.login();
    adminId = await server.userIdOf(adminToken);
    // Another administrator: the calls under test are theirs to make.
    otherId = await server.createAdmin('billing.officer', 'billing-pass', 'administrator');
    otherToken = await server.login('billing.officer', 'billing-pass');
  });
  afterAll(() => server.close());

  it('creates a notification for a user (201) and validates the body', async () => {
    const created = await create(otherToken, adminId, 'Invoice overdue');
    expect(created.status).toBe(201);
    expect(created.body.message).toBe('Notification created successfully.');
    expect(created.body.data).toMatchObject({
      title: 'Invoice overdue',
      is_seen: 0,
      link: '/admin',
      time_diffrence: '0 minutes ago',
    });

    const invalid = await server.api.request<Schema<'ValidationError'>>({
      method: 'POST',
      url: '/api/auth/notifications',
      token: adminToken,
      body: { user_id: 999999, title: 'x', description: 'y' },
    });
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors).toEqual({ user_id: ['The selected user is invalid.'] });

    const empty = await server.api.request<Schema<'ValidationError'>>({
      method: 'POST',
      url: '/api/auth/notifications',
      token: adminToken,
      body: {},
    });
    expect(empty.status).toBe(422);
    expect(Object.keys(empty.body.errors).sort()).toEqual(['description', 'title', 'user_id']);
  });

  it('lists only my notifications, newest first, with limit overriding per_page', async () => {
    for (let index = 0; index < 12; index += 1) await create(otherToken, adminId, `Event ${index}`);
    await create(adminToken, otherId, 'For the other user');

    const bell = await server.api.request<NotificationList>({
      method: 'GET',
      url: '/api/auth/notifications?limit=10&per_page=3',
      token: adminToken,
    });
    expect(bell.status).toBe(200);
    expect(bell.body.data).toHaveLength(10);
    expect(bell.body.per_page).toBe(10);
    expect(bell.body.total).toBe(13);
    expect(bell.body.data[0]?.title).toBe('Event 11');
    expect(bell.body.data.map((n) => n.title)).not.toContain('For the other user');

    const theirs = await server.api.request<NotificationList>({
      method: 'GET',
      url: '/api/auth/notifications',
      token: otherToken,
    });
    expect(theirs.body.data.map((n) => n.title)).toEqual(['For the other user']);

    const tooMany = await server.api.request({
      method: 'GET',
      url: '/api/auth/notifications?limit=101',
      token: adminToken,
    });
    expect(tooMany.status).toBe(422);
  });

  it('marks notifications as seen and filters by is_seen', async () => {
    const page = await server.api.request<NotificationList>({
      method: 'GET',
      url: '/api/auth/notifications?limit=3',
      token: adminToken,
    });
    const ids = page.body.data.map((n) => n.id);
    const updated = await server.api.request({
      method: 'PUT',
      url: '/api/auth/notifications/statusUpdate',
      token: adminToken,
      body: { ids },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toEqual({ message: 'Notifications marked as seen.' });
    const seen = await server.api.request<NotificationList>({
      method: 'GET',
      url: '/api/auth/notifications?is_seen=1',
      token: adminToken,
    });
    expect(seen.body.data.map((n) => n.id).sort()).toEqual([...ids].sort());

    const emptyIds = await server.api.request<Schema<'ValidationError'>>({
      method: 'PUT',
      url: '/api/auth/notifications/statusUpdate',
      token: adminToken,
      body: { ids: [] },
    });
    expect(emptyIds.status).toBe(422);
    expect(emptyIds.body.errors).toEqual({ ids: ['The ids field is required.'] });
  });

  it("shows and deletes my notifications, never another user's", async () => {
    const mine = await create(otherToken, adminId, 'Mine');
    const theirs = await create(adminToken, otherId, 'Theirs');
    const shown = await server.api.request<Schema<'NotificationResponse'>>({
      method: 'GET',
      url: `/api/auth/notifications/${mine.body.data.id}`,
      token: adminToken,
    });
    expect(shown.status).toBe(200);
    expect(shown.body.data.title).toBe('Mine');

    for (const method of ['GET', 'DELETE'] as const) {
      const foreign = await server.api.request({
        method,
        url: `/api/auth/notifications/${theirs.body.data.id}`,
        token: adminToken,
      });
      expect(foreign.status, method).toBe(404);
    }
    const deleted = await server.api.request({
      method: 'DELETE',
      url: `/api/auth/notifications/${mine.body.data.id}`,
      token: adminToken,
    });
    expect(deleted.status).toBe(200);
    const gone = await server.api.request({
      method: 'GET',
      url: `/api/auth/notifications/${mine.body.data.id}`,
      token: adminToken,
    });
    expect(gone.status).toBe(404);
  });

  it('deletes selected rows of mine only', async () => {
    const a = await create(otherToken, adminId, 'A');
    const b = await create(otherToken, adminId, 'B');
    const theirs = await create(adminToken, otherId, 'Not yours');
    const response = await server.api.request({
      method: 'PUT',
      url: '/api/auth/notifications/destroySelectedRows',
      token: adminToken,
      body: { ids: [a.body.data.id, b.body.data.id, theirs.body.data.id] },
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: '2 notifications deleted.' });
    const still = await server.api.request({
      method: 'GET',
      url: `/api/auth/notifications/${theirs.body.data.id}`,
      token: otherToken,
    });
    expect(still.status).toBe(200);
  });
});
