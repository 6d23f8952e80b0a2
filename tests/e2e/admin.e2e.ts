import { expect, test, type Page } from '@playwright/test';

/** Signs in through the Login screen, starting from a console page a guest may not see. */
async function signIn(page: Page, from = '/admin') {
  await page.goto(from);
  // The mock API seeds its database when the page first loads: seconds on a busy machine.
  await expect(page).toHaveURL(/\/login$/, { timeout: 20_000 });
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password', { exact: true }).fill('admin123');
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('a guest is sent to Login and comes back to the page asked for after signing in', async ({
  page,
}) => {
  await signIn(page, '/admin/auth/users');
  await expect(page).toHaveURL(/\/admin\/auth\/users$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await expect(page).toHaveTitle('Users · Telco Console');
  await expect(page.getByRole('button', { name: /Aisyah Rahman/ })).toBeVisible();
});

test('the bell shows unseen notifications and opening it marks them seen', async ({ page }) => {
  await signIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const bell = page.getByRole('button', { name: /notifications/i }).first();
  await expect(bell).toContainText(/\d/);
  await bell.click();
  await expect(page.getByRole('link', { name: /see all/i })).toBeVisible();
  await expect(bell).not.toContainText(/\d/);
  await page.getByRole('link', { name: /see all/i }).click();
  await expect(page).toHaveURL(/\/admin\/auth\/notifications$/);
  await expect(page.getByRole('heading', { level: 1, name: 'All notifications' })).toBeVisible();
});

test('reordering the menu changes the sidebar without a reload', async ({ page }) => {
  await signIn(page);
  const sidebar = page.getByRole('navigation', { name: 'Main' });
  await sidebar
    .getByRole('link', { name: 'Admin' })
    .or(sidebar.getByRole('button', { name: 'Admin' }))
    .first()
    .click();
  await sidebar.getByRole('link', { name: 'Menu' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Menu customization' })).toBeVisible();
  const adminGroup = sidebar
    .getByRole('list')
    .filter({ has: page.getByRole('link', { name: 'Users' }) })
    .last();
  await expect(adminGroup.getByRole('link').first()).toHaveText('Users');

  await page.getByRole('button', { name: 'Drag Users' }).focus();
  // Each step waits for the screen reader announcement, as a keyboard user would.
  await page.keyboard.press('Space');
  await expect(page.getByText(/^Picked up Users/)).toBeAttached();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByText('Users would be item 2 of 5 in Admin, level 2.')).toBeAttached();
  await page.keyboard.press('Space');
  await expect(page.getByText('Users moved: item 2 of 5 in Admin, level 2.')).toBeVisible();
  await page.getByRole('button', { name: 'Save order' }).click();
  await expect(page.getByText('Menu order saved.')).toBeVisible();

  await expect(adminGroup.getByRole('link').first()).toHaveText('Roles');
  await expect(adminGroup.getByRole('link').nth(1)).toHaveText('Users');
});

test('a department is created, listed, edited and deleted', async ({ page }) => {
  await signIn(page, '/admin/ext-dotlines-admin/departments');
  await expect(page.getByRole('heading', { level: 1, name: 'Departments' })).toBeVisible();

  await page.getByRole('button', { name: 'New', exact: true }).click();
  await expect(page).toHaveURL(/\/departments\/create$/);
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByText('The department field is required.').first()).toBeVisible();
  await page.getByLabel('Department').fill('Roaming Partnerships');
  await page.getByRole('combobox', { name: 'Organization' }).click();
  await page.getByRole('option').first().click();
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByText('Department created successfully.')).toBeVisible();
  await expect(page).toHaveURL(/\/departments\/\d+\/show$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Roaming Partnerships');

  await page.getByRole('button', { name: 'List' }).click();
  await page.getByLabel('Name').fill('Roaming');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/name=Roaming/);
  const row = page.getByRole('row', { name: /Roaming Partnerships/ });
  await expect(row).toBeVisible();

  await row.getByRole('button', { name: /Edit/ }).click();
  await expect(page).toHaveURL(/\/departments\/\d+\/edit$/);
  await page.getByLabel('Department').fill('Roaming and Interconnect');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Department updated successfully.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Roaming and Interconnect');

  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByRole('alertdialog', { name: 'Are you sure?' })).toBeVisible();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Department deleted successfully.')).toBeVisible();
  await expect(page).toHaveURL(/\/departments$/);
});

test('an unknown console path shows Not Found, whose Back to Home goes to /', async ({ page }) => {
  await signIn(page, '/admin/no-such-page');
  await expect(page.getByRole('heading', { name: 'Not Found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
});

test('signing out ends the session and the console asks to sign in again', async ({ page }) => {
  await signIn(page);
  await page.getByRole('button', { name: /Aisyah Rahman/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/admin/auth/roles');
  await expect(page).toHaveURL(/\/login$/);
});
