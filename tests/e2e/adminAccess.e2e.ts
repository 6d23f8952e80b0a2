import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { codeSentTo, messagesTo } from './otpGateway';
import { livePort } from './ports';

// The console built without mocks, against the reference server: its one-time codes arrive at
// the stand-in SMS/e-mail gateway (tests/e2e/otpReceiver.ts), as they would on a user's phone.
test.use({ baseURL: `http://127.0.0.1:${String(livePort)}` });

/** Gives a seeded demo user (whose password nobody knows) a password, through the API. */
async function resetByApi(request: APIRequestContext, contact: string, password: string) {
  const before = await messagesTo(request, contact);
  const sent = await request.post('/api/auth/forgot-password', {
    data: { mobile_or_email: contact },
  });
  expect(sent.status()).toBe(200);
  const otp_code = await codeSentTo(request, contact, before);
  const body = { mobile_or_email: contact, otp_code };
  expect((await request.post('/api/auth/verify-otp', { data: body })).status()).toBe(200);
  const reset = await request.post('/api/users/reset-password', {
    data: { ...body, password, password_confirmation: password },
  });
  expect(reset.status()).toBe(200);
}

async function signIn(page: Page, username: string, password: string) {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('a forgotten password is reset with the code the server sent, then signs in', async ({
  page,
  request,
}) => {
  const address = 'nurul.aisyah@telco-kit.my';
  const before = await messagesTo(request, address);
  await page.goto('/login');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/admin\/forgot-pass$/);
  await page.getByRole('textbox', { name: 'Mobile or email' }).fill(address);
  await page.getByRole('button', { name: 'Send code' }).click();

  const code = await codeSentTo(request, address, before);
  await expect(page.getByText(`Enter the ${String(code.length)}-digit code we sent`)).toBeVisible();
  const boxes = page.getByRole('group', { name: 'OTP code' }).getByRole('textbox');
  await expect(boxes).toHaveCount(code.length);
  await expect(boxes.first()).toBeFocused();
  await page.keyboard.type(code);
  await page.getByRole('button', { name: 'Verify' }).click();

  await expect(page).toHaveURL(/\/admin\/reset-pass$/);
  await expect(boxes.last()).toHaveValue(code.slice(-1));
  await page.getByLabel('New password').fill('Kopi-susu-2025');
  await page.getByLabel('Confirm password').fill('Kopi-susu-2025');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Your password has been reset. Please sign in.')).toBeVisible();
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, 'nurul.aisyah', 'Kopi-susu-2025');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Nurul Aisyah/ })).toBeVisible();
});

test('a Customer Care user’s sidebar offers only what they may open', async ({ page, request }) => {
  await resetByApi(request, '60123456782', 'Teh-tarik-2025');
  await page.goto('/admin');
  await signIn(page, 'ahmad.faizal', 'Teh-tarik-2025');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  const sidebar = page.getByRole('navigation', { name: 'Main' });
  await expect(sidebar.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await sidebar.getByRole('button', { name: 'Organization' }).click();
  await expect(sidebar.getByRole('link', { name: 'Departments' })).toBeVisible();
  // Customer Care holds the dashboard and department permissions, nothing else.
  await expect(sidebar.getByRole('link')).toHaveText(['Dashboard', 'Departments']);
  await expect(sidebar.getByRole('button')).toHaveText(['Organization']);

  await sidebar.getByRole('link', { name: 'Departments' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Departments' })).toBeVisible();
  await expect(page.getByRole('row', { name: /Revenue Assurance/ })).toBeVisible();

  // A list they may not open: 'Permission denied!' and no New button.
  await page.goto('/admin/ext-dotlines-admin/organizations');
  await expect(page.getByText('Permission denied!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'New', exact: true })).toHaveCount(0);
});

test('a page load asks for the signed-in user once', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, 'admin', 'admin123');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  const calls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/auth/get-user') calls.push(request.url());
  });
  for (const path of ['/admin', '/admin/ext-dotlines-admin/departments', '/admin/auth/users']) {
    calls.length = 0;
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link')).not.toHaveCount(
      0,
    );
    // Let any late query settle before counting.
    await page.waitForLoadState('networkidle');
    expect(calls, path).toHaveLength(1);
  }
});
