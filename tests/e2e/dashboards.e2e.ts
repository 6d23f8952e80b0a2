import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { allCellsDrawn, bearer, signIn } from './dashboardPage';
import { livePort } from './ports';

// The report designer and the admin home's dashboards, against the reference server's API.
test.use({ baseURL: `http://127.0.0.1:${String(livePort)}` });

const careUser = { username: 'dash.care', password: 'care-pass-2026' };

/** Adds a Customer Care user who may sign in, through the API as the administrator. */
async function addCareUser(request: APIRequestContext, auth: Record<string, string>) {
  const roles = await request.get('/api/ext-report-builder/roles', { headers: auth });
  const { data } = (await roles.json()) as { data: { id: number; name: string }[] };
  const care = data.find((role) => role.name === 'Customer Care');
  expect(care).toBeDefined();
  const created = await request.post('/api/admin-users', {
    headers: auth,
    data: {
      username: careUser.username,
      name: 'Dash Care',
      password: careUser.password,
      password_confirmation: careUser.password,
      roles: [care?.id],
    },
  });
  expect(created.ok()).toBe(true);
}

/** Picks an option of a kit Select by the select's and the option's names. */
async function choose(
  page: Page,
  scope: ReturnType<Page['getByRole']>,
  select: string,
  option: string,
) {
  await scope.getByRole('combobox', { name: select, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('designed rows reach the home by role, the save confirmed after its reload; a keyboard drag reorders them', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await signIn(page, 'admin', 'admin123');
  const auth = await bearer(page);
  await addCareUser(request, auth);
  const current = await request.get('/api/ext-report-builder/report-designer', { headers: auth });
  const { data: design } = (await current.json()) as { data: { id: number } };

  // Design two rows: a gauge for everyone, a table for the Billing Officer only.
  await page.goto('/admin/ext-report-builder/report-designer');
  await expect(page.getByRole('heading', { level: 1, name: 'Report Designer' })).toBeVisible();
  const name = page.getByRole('textbox', { name: /Design Name/ });
  await expect(name).not.toHaveValue('');
  while ((await page.getByRole('button', { name: /^Remove Row/ }).count()) > 0) {
    await page
      .getByRole('button', { name: /^Remove Row/ })
      .first()
      .click();
  }
  await name.fill('Collections dashboard');
  await page.getByRole('button', { name: 'Add row' }).click();
  await page.getByRole('button', { name: 'Add row' }).click();

  await page.getByRole('button', { name: 'Settings of Row 1, column 1' }).click();
  let dialog = page.getByRole('dialog', { name: 'Cell settings: Row 1, column 1' });
  await choose(page, dialog, 'Report', 'Collection rate');
  await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill('Collection rate');
  await choose(page, dialog, 'Display type', 'Graph');
  await choose(page, dialog, 'Graph type', 'Gauge');
  await choose(page, dialog, 'Column', 'Collection rate (collection_rate)');
  await expect(dialog.locator('[data-cell-state="ready"]')).toBeVisible({ timeout: 15_000 });
  await dialog.getByRole('button', { name: 'Apply' }).click();

  await page.getByRole('button', { name: 'Settings of Row 2, column 1' }).click();
  dialog = page.getByRole('dialog', { name: 'Cell settings: Row 2, column 1' });
  await choose(page, dialog, 'Report', 'Overdue invoices');
  await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill('Overdue invoices');
  await choose(page, dialog, 'Display type', 'Table');
  await choose(page, dialog, 'Grid width', 'col-md-12');
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await choose(
    page,
    page.getByRole('region', { name: 'Row 2' }),
    'Roles of Row 2',
    'Billing Officer',
  );

  // The save reloads the page in full, which shows the design as stored (listened for before
  // the click, so a quick reload is not missed).
  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: 'Submit' }).click();
  await reloaded;
  // The page that loads after the save confirms it, once.
  const confirmation = page.getByRole('status').filter({ hasText: 'Design saved successfully.' });
  await expect(confirmation).toBeVisible();
  await expect(page.getByRole('textbox', { name: /Design Name/ })).toHaveValue(
    'Collections dashboard',
  );
  await expect(page.locator('[data-row]')).toHaveCount(2);
  await page.reload();
  await expect(page.locator('[data-row]')).toHaveCount(2);
  await expect(confirmation).toHaveCount(0);
  const secondRow = page.getByRole('region', { name: 'Row 2' });
  await expect(secondRow.getByRole('combobox', { name: 'Roles of Row 2' })).toBeVisible();
  await expect(secondRow).toContainText('Billing Officer');
  await expect(secondRow).toContainText('Table · Overdue invoices');
  await page.screenshot({ path: test.info().outputPath('designer.png'), fullPage: true });

  // The administrator sees both rows on the home.
  await page.goto('/admin');
  expect((await allCellsDrawn(page)).cells).toBe(2);
  await expect(page.getByRole('region', { name: 'Row 1' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Row 2' })).toBeVisible();
  await expect(page.getByRole('img', { name: /Gauge/ })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Overdue invoices' })).toBeVisible();

  // Customer Care sees the first row only, and may not run the second row's cell.
  await signIn(page, careUser.username, careUser.password);
  expect((await allCellsDrawn(page)).cells).toBe(1);
  await expect(page.getByRole('region', { name: 'Row 1' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Row 2' })).toHaveCount(0);
  const careAuth = await bearer(page);
  const careHome = await request.get('/api/ext-report-builder/dashboard', { headers: careAuth });
  const { revision } = ((await careHome.json()) as { data: { revision: string } }).data;
  const hidden = await request.get(
    `/api/ext-report-builder/dashboard/${String(design.id)}/rows/2/cells/1?revision=${revision}`,
    { headers: careAuth },
  );
  expect(hidden.status()).toBe(403);

  // Back as the administrator: Row 2 goes first by keyboard drag, and the order is saved.
  await signIn(page, 'admin', 'admin123');
  await page.goto('/admin/ext-report-builder/report-designer');
  await page.getByRole('button', { name: 'Drag Row 2' }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByText('Picked up Row 2, at position 2 of 2.')).toBeAttached();
  // The keyboard sensor listens for the next keys only from a timer after it announces the
  // pick-up, so a key pressed at once can go unheard; pressed again, Row 2 stays first.
  await expect(async () => {
    await page.keyboard.press('ArrowUp');
    await expect(page.getByText('Row 2 would be at position 1 of 2.')).toBeAttached({
      timeout: 1000,
    });
  }).toPass({ timeout: 10_000 });
  await page.keyboard.press('Space');
  await expect(page.getByText('Row 2 moved to position 1 of 2.').first()).toBeVisible();
  const reloadedAgain = page.waitForEvent('load');
  await page.getByRole('button', { name: 'Submit' }).click();
  await reloadedAgain;
  await expect(page.locator('[data-row]')).toHaveCount(2);
  await expect(page.locator('[data-row]').first()).toHaveAttribute('data-row', 'Row 2');
  await page.goto('/admin');
  await expect(page.locator('section[data-row]').first()).toHaveAccessibleName('Row 2');
});
