import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { seedPermissions, seedRoles } from '../../domain/admin-demo';
import { codeSentTo, messagesTo } from './otpGateway';
import { livePort } from './ports';
import { sidebarEntries } from './sidebar';

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
  await resetByApi(request, '60174412093', 'Teh-tarik-2025');
  await page.goto('/admin');
  await signIn(page, 'priya.subra', 'Teh-tarik-2025');
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
  // The demo's newest departments, which Customer Care may open and edit (its department rules).
  await expect(page.getByRole('row', { name: /Game Operations GameOn Asia/ })).toBeVisible();

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

/**
 * The seeded roles, what each must be shown, and whether it only reads: each signs in and opens
 * every entry of its sidebar, and is refused nothing it is shown.
 */
const seededRoles = [
  { slug: 'billing-officer', shows: ['Invoices', 'Payment transactions', 'Accounts'] },
  { slug: 'customer-care', shows: ['Departments'] },
  { slug: 'revenue-assurance', shows: ['Accounts', 'Subscriptions'], readOnly: true },
  { slug: 'finance-manager', shows: ['Invoices', 'Payment transactions', 'Commission plans'] },
  { slug: 'product-manager', shows: ['Services', 'Products', 'Rating plans'] },
  { slug: 'network-operations', shows: ['Applications', 'APIs'] },
  { slug: 'sales-executive', shows: ['Sales logs', 'Subscriptions'], readOnly: true },
  { slug: 'auditor', shows: ['Operation log'] },
  { slug: 'partner-manager', shows: ['Organizations', 'Commission plans', 'Applications'] },
  { slug: 'billing-viewer', shows: ['Products', 'Accounts', 'Usage records'], readOnly: true },
  { slug: 'content-manager', shows: ['Services', 'Products'] },
  { slug: 'marketing-executive', shows: ['Products', 'Subscriptions'], readOnly: true },
  { slug: 'api-integrator', shows: ['Applications', 'APIs'] },
];

test('each seeded role opens every entry of its sidebar, refused nothing it is shown', async ({
  page,
  request,
}) => {
  test.setTimeout(480_000);
  // Every role the demo seeds is walked, the administrator (who sees everything) aside.
  expect(seededRoles.map((role) => role.slug).sort()).toEqual(
    seedRoles(seedPermissions())
      .map((role) => role.slug)
      .filter((slug) => slug !== 'administrator')
      .sort(),
  );
  const signedIn = await request.post('/api/auth/login', {
    data: { username: 'admin', password: 'admin123' },
  });
  const headers = {
    Authorization: `Bearer ${((await signedIn.json()) as { token: string }).token}`,
  };
  const roles = (
    (await (await request.get('/api/admin-roles?per_page=100', { headers })).json()) as {
      data: { id: number; slug: string }[];
    }
  ).data;
  const run = Date.now().toString(36);
  // One browser, as at a shared desk: each user signs in after the last one signed out, so no
  // screen, menu or answer of one may show to the next.
  const refused: string[] = [];
  let walking = '';
  page.on('response', (response) => {
    if (response.status() === 403) refused.push(`${walking}: ${response.url()}`);
  });
  await page.goto('/admin');
  for (const { slug, shows, readOnly } of seededRoles) {
    const role = roles.find((candidate) => candidate.slug === slug);
    expect(role, slug).toBeDefined();
    const username = `walk.${slug}.${run}`;
    const made = await request.post('/api/admin-users', {
      headers,
      data: {
        username,
        name: `Walk ${slug}`,
        password: 'Walk-the-menu-2025',
        password_confirmation: 'Walk-the-menu-2025',
        roles: [role?.id ?? 0],
      },
    });
    expect(made.status(), slug).toBe(201);

    walking = slug;
    await expect(page, slug).toHaveURL(/\/login$/);
    await signIn(page, username, 'Walk-the-menu-2025');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    const sidebar = page.getByRole('navigation', { name: 'Main' });
    const links = await sidebarEntries(page);
    for (const name of shows) {
      await expect(sidebar.getByRole('link', { name, exact: true }), slug).toBeVisible();
    }
    const main = page.getByRole('main');
    for (const href of links) {
      const step = `${slug} at ${href}`;
      await sidebar.locator(`a[href="${href}"]`).click();
      await expect(page, step).toHaveURL((url) => url.pathname === href);
      await expect(main.getByRole('heading', { level: 1 }), step).toBeVisible();
      await expect(main.locator('[aria-busy="true"]'), step).toHaveCount(0);
      await expect(main.getByText('Permission denied!'), step).toHaveCount(0);
      await expect(main.getByRole('alert'), step).toHaveCount(0);
      // A reader is offered no action the server would refuse.
      if (readOnly === true && href !== '/admin') {
        await expect(main.getByRole('button', { name: /^(New|Edit|Delete)\b/ }), step).toHaveCount(
          0,
        );
        await expect(main.getByRole('link', { name: /^(New|Edit|Delete)\b/ }), step).toHaveCount(0);
      }
    }
    await page.getByRole('button', { name: `Walk ${slug}` }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
  }
  await expect(page).toHaveURL(/\/login$/);
  expect(refused).toEqual([]);
});
