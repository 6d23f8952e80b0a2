import { expect, test } from '@playwright/test';
import { livePort } from './ports';

// The console built without mocks, against the reference server's API and embedded broker.
test.use({ baseURL: `http://127.0.0.1:${String(livePort)}` });

test('a notification created through the API reaches the bell live; signing out ends the token', async ({
  page,
  request,
}) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password', { exact: true }).fill('admin123');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  const bell = page.getByRole('button', { name: /notifications/i }).first();
  await expect(bell).toBeVisible();
  const unseenBefore = Number((await bell.textContent())?.replace(/\D/g, '') || '0');
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'token')?.value;
  expect(token).toBeTruthy();
  const auth = { Authorization: `Bearer ${token ?? ''}` };
  const me = await request.get('/api/auth/get-user', { headers: auth });
  const { id } = (await me.json()) as { id: number };

  // Let the live connection subscribe before the message is published.
  await page.waitForTimeout(1000);
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

  await page.getByRole('button', { name: /Administrator/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  const after = await request.get('/api/auth/get-user', { headers: auth });
  expect(after.status()).toBe(401);
});
