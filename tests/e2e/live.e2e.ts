import { expect, test } from '@playwright/test';
import { livePort } from './ports';

// The console built without mocks, against the reference server's API and embedded broker.
test.use({ baseURL: `http://127.0.0.1:${String(livePort)}` });

test('a notification created through the API reaches the bell live; signing out ends the token', async ({
  page,
  request,
}) => {
  // The demo seeds the administrator's notifications, more than the bell lists: they are marked
  // seen first, so the badge counts what arrives.
  const signedIn = await request.post('/api/auth/login', {
    data: { username: 'admin', password: 'admin123' },
  });
  const { token: apiToken } = (await signedIn.json()) as { token: string };
  const apiAuth = { Authorization: `Bearer ${apiToken}` };
  const seeded = await request.get('/api/auth/notifications?per_page=100', { headers: apiAuth });
  const { data: demo } = (await seeded.json()) as { data: { id: number; is_seen: number }[] };
  const unseen = demo.filter((notification) => notification.is_seen === 0);
  if (unseen.length > 0) {
    const marked = await request.put('/api/auth/notifications/statusUpdate', {
      headers: apiAuth,
      data: { ids: unseen.map((notification) => notification.id) },
    });
    expect(marked.status()).toBe(200);
  }

  await page.goto('/admin');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password', { exact: true }).fill('admin123');
  // The badge counts the bell's first load; a message published before the broker acknowledges
  // the subscription (SUBACK, first byte 0x90) would never reach the page.
  const bellLoaded = page.waitForResponse(
    (response) =>
      response.request().method() === 'GET' &&
      new URL(response.url()).pathname === '/api/auth/notifications',
  );
  const subscribed = page.waitForEvent('websocket').then((socket) =>
    socket.waitForEvent('framereceived', {
      predicate: ({ payload }) => typeof payload !== 'string' && payload[0] === 0x90,
    }),
  );
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  const bell = page.getByRole('button', { name: /notifications/i }).first();
  const { data: listed } = (await (await bellLoaded).json()) as { data: { is_seen: number }[] };
  const unseenBefore = listed.filter((notification) => notification.is_seen === 0).length;
  await expect(bell).toHaveAccessibleName(
    new RegExp(`notifications${unseenBefore > 0 ? ` ${String(unseenBefore)}` : ''}$`, 'i'),
  );
  await subscribed;
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'token')?.value;
  expect(token).toBeTruthy();
  const auth = { Authorization: `Bearer ${token ?? ''}` };
  const me = await request.get('/api/auth/get-user', { headers: auth });
  const { id, name } = (await me.json()) as { id: number; name: string };

  const created = await request.post('/api/auth/notifications', {
    headers: auth,
    data: {
      user_id: id,
      title: 'Payment gateway callback failed',
      description: 'iPay88 callback for PT-20250601-00042 returned HTTP 500.',
    },
  });
  expect(created.status()).toBe(201);
  await expect(bell).toContainText(String(unseenBefore + 1));

  await page.getByRole('button', { name: new RegExp(name) }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  const after = await request.get('/api/auth/get-user', { headers: auth });
  expect(after.status()).toBe(401);
});
