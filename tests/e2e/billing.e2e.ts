import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { livePort } from './ports';

// The billing screens built without mocks, against the reference server's API and database.
test.use({ baseURL: `http://127.0.0.1:${String(livePort)}` });

/** Signs in through the Login screen, starting from the console page asked for. */
async function signIn(page: Page, from: string, username = 'admin', password = 'admin123') {
  await page.goto(from);
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Picks an option of a (searchable) select by its label, as a user would. */
async function pick(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).first().click();
}

/** An administrator's bearer token, for preparing data through the API. */
async function adminToken(request: APIRequestContext): Promise<string> {
  const signedIn = await request.post('/api/auth/login', {
    data: { username: 'admin', password: 'admin123' },
  });
  expect(signedIn.status()).toBe(200);
  return ((await signedIn.json()) as { token: string }).token;
}

/** One run's suffix, so that codes are new however often the suite runs on a database. */
const run = Date.now().toString(36).toUpperCase();

test('a product category, a product, a rating plan and its 12.5% config are created; 99.999 is refused', async ({
  page,
}) => {
  await signIn(page, '/admin/ext-cbs-product/product_category');
  await expect(page.getByRole('heading', { level: 1, name: 'Product categories' })).toBeVisible();
  await page.getByRole('button', { name: 'New', exact: true }).click();
  await expect(page).toHaveURL(/\/ext-cbs-product\/product_category\/add$/);
  await page.getByLabel('Name', { exact: true }).fill('Roaming passes');
  await page.getByLabel('Code', { exact: true }).fill(`ROAM_${run}`);
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page).toHaveURL(/\/product_category\/\d+\/show$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Roaming passes');

  // The category's page offers a product of that category.
  await page.getByRole('button', { name: 'Add product' }).click();
  await expect(page).toHaveURL(/\/ext-cbs-product\/product\/add\?product_category_id=\d+$/);
  await expect(page.getByRole('combobox', { name: 'Product category' })).toHaveValue(
    'Roaming passes',
  );
  await page.getByLabel('SKU').fill(`DG-ROAM-${run}`);
  await page.getByLabel('Name', { exact: true }).fill('ASEAN roaming 7 days');
  await pick(page, 'Product type', 'Data pack');
  await pick(page, 'Operator', /Digi/);
  await page.getByLabel('Price').fill('25');
  await page.getByLabel('Tax rate').fill('8');
  await page.getByLabel('Validity days').fill('7');
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page).toHaveURL(/\/ext-cbs-product\/product\/\d+\/show$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('ASEAN roaming 7 days');
  await expect(page.getByRole('link', { name: 'Roaming passes' }).first()).toBeVisible();

  // The product's page offers a rating plan of that product.
  await page.getByRole('button', { name: 'Add rating plan' }).click();
  await expect(page).toHaveURL(/\/ext-cbs-product-rating\/rating_plan\/add\?product_id=\d+$/);
  await page.getByLabel('Name', { exact: true }).fill('ASEAN roaming data');
  await page.getByLabel('Code', { exact: true }).fill(`RP_ROAM_${run}`);
  await pick(page, 'Rating type', /.+/);
  await page.getByLabel('Unit price').fill('0.05');
  await page.getByLabel('Billing increment').fill('1');
  await page.getByLabel('Effective from').fill('2025-07-01');
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page).toHaveURL(/\/rating_plan\/\d+\/show$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('ASEAN roaming data');

  // Its rate: the rule (admin §5) refuses 99.999 and keeps what was typed; 12.5 is saved.
  await page.getByRole('button', { name: 'Add rating config' }).click();
  await expect(page).toHaveURL(/\/rating_config\/add\?rating_plan_id=\d+$/);
  await pick(page, 'Rating condition name', /.+/);
  await pick(page, 'Condition operator', '=');
  await page.getByLabel('Condition value').fill('peak');
  await pick(page, 'Adjustment type', 'Discount');
  await page.getByLabel('Priority').fill('1');
  const rate = page.getByLabel('Rate', { exact: true });
  await rate.fill('99.999');
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  const rule = 'The rate may have at most 2 decimal places.';
  await expect(page.getByRole('link', { name: rule })).toBeVisible();
  await expect(rate).toHaveAttribute('aria-invalid', 'true');
  await expect(rate).toHaveAccessibleDescription(new RegExp(rule.replaceAll('.', '\\.')));
  await expect(page.getByLabel('Condition value')).toHaveValue('peak');
  await expect(page).toHaveURL(/\/rating_config\/add/);
  await rate.fill('12.5');
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page).toHaveURL(/\/rating_config\/\d+\/show$/);
  await expect(page.getByText('12.5%')).toBeVisible();

  // The plan lists its config.
  await page.getByRole('link', { name: 'ASEAN roaming data' }).first().click();
  await expect(page).toHaveURL(/\/rating_plan\/\d+\/show$/);
  const configs = page.getByRole('table', { name: 'Rating configs' });
  await expect(configs.getByRole('row', { name: /12\.5%/ })).toBeVisible();
});

test('an invoice with two lines gets its number and totals from the server, on screen and printed on one A4 page', async ({
  page,
}) => {
  await signIn(page, '/admin/ext-cbs-invoice/invoice/add');
  await expect(page.getByRole('heading', { level: 1, name: 'New invoice' })).toBeVisible();
  // The customer is found by name and shown by name and number, not typed as an id.
  await page.getByRole('combobox', { name: 'Customer', exact: true }).fill('Ahmad Faizal');
  await page.getByRole('option', { name: 'Ahmad Faizal bin Hassan (88109)' }).click();
  const first = page.getByRole('listitem', { name: 'Line 1' });
  await first.getByLabel('Description').fill('Postpaid 98 monthly commitment');
  await first.getByLabel('Quantity').fill('1');
  await first.getByLabel('Unit price').fill('98');
  await first.getByLabel('Tax rate (%)').fill('8');
  await page.getByRole('button', { name: 'Add line' }).click();
  const second = page.getByRole('listitem', { name: 'Line 2' });
  await second.getByLabel('Description').fill('Roaming pass ASEAN 7 days');
  await second.getByLabel('Quantity').fill('2');
  await second.getByLabel('Unit price').fill('15.5');
  await second.getByLabel('Tax rate (%)').fill('8');
  // The form previews what the server will compute.
  await expect(page.getByLabel('Totals')).toContainText('MYR 139.32');
  await page.getByRole('button', { name: 'Create', exact: true }).click();

  await expect(page).toHaveURL(/\/ext-cbs-invoice\/invoice\/\d+\/show$/);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toContainText(/INV-\d{4}-\d{6}/);
  const number = /INV-\d{4}-\d{6}/.exec((await heading.textContent()) ?? '')?.[0] ?? '';
  const document = page.getByRole('article', { name: `Invoice ${number}` });
  const lines = document.getByRole('table', { name: 'Invoice lines' });
  await expect(lines.getByRole('row')).toHaveCount(3);
  await expect(lines.getByRole('row', { name: /Roaming pass ASEAN 7 days/ })).toContainText(
    'MYR 31.00',
  );
  const totals = document.getByLabel('Totals');
  await expect(totals).toContainText('MYR 129.00');
  await expect(totals).toContainText('MYR 10.32');
  await expect(totals).toContainText('MYR 139.32');
  await expect(document.getByRole('button', { name: 'Print' })).toBeVisible();

  await expect(document.getByRole('heading', { name: 'Payments' })).toBeVisible();
  await expect(document).toContainText('No payments yet.');

  // Printed: the invoice alone, without the console around it or the Print button.
  await page.emulateMedia({ media: 'print' });
  await expect(document.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await expect(document).toContainText(number);
  await expect(totals).toContainText('MYR 139.32');
  await page.screenshot({ path: test.info().outputPath('invoice-print.png'), fullPage: true });
  const pdf = (await page.pdf({ format: 'A4', printBackground: true })).toString('latin1');
  expect(pdf.match(/\/Type\s*\/Page\b/g)).toHaveLength(1);
});

test('a paid invoice prints with its payments', async ({ page, request }) => {
  const token = await adminToken(request);
  const answer = await request.get('/api/cbs/payment/payment-transaction?per_page=100', {
    headers: { Authorization: `Bearer ${token}` },
  });
  const { data } = (await answer.json()) as {
    data: { invoice_id: number | null; transaction_ref: string }[];
  };
  const payment = data.find((row) => row.invoice_id !== null);
  if (payment?.invoice_id == null) throw new Error('The seed has no payment of an invoice.');

  await signIn(page, `/admin/ext-cbs-invoice/invoice/${String(payment.invoice_id)}/show`);
  const document = page.getByRole('article', { name: /^Invoice INV-/ });
  const payments = document.getByRole('table', { name: 'Payments' });
  await expect(
    payments.getByRole('row', { name: new RegExp(payment.transaction_ref) }),
  ).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(
    payments.getByRole('row', { name: new RegExp(payment.transaction_ref) }),
  ).toBeVisible();
});

test('payment transactions filtered by a date range keep filter and page on reload, and export those rows', async ({
  page,
  request,
}) => {
  const range = { date_from: '2025-05-01', date_to: '2025-06-30' };
  const token = await adminToken(request);
  const listed = await request.get('/api/cbs/payment/payment-transaction', {
    headers: { Authorization: `Bearer ${token}` },
    params: { ...range, per_page: 100 },
  });
  const all = (await listed.json()) as { total: number; data: { transaction_ref: string }[] };
  // The range holds more than one page of the seeded transactions.
  expect(all.total).toBeGreaterThan(10);

  await signIn(page, '/admin/ext-cbs-payment/payment_transaction');
  await expect(page.getByRole('heading', { level: 1, name: 'Payment transactions' })).toBeVisible();
  await page.getByLabel('Initiated from').fill(range.date_from);
  await page.getByLabel('Initiated to').fill(range.date_to);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/date_from=2025-05-01/);
  await expect(page).toHaveURL(/date_to=2025-06-30/);
  await page.getByRole('button', { name: 'Page 2', exact: true }).click();
  await expect(page).toHaveURL(/page=2/);
  const table = page.getByRole('table', { name: 'Payment transactions' });
  /** The transaction refs of the rows on screen. */
  const shownRefs = async () => {
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    const rows = await table.getByRole('row').allTextContents();
    return rows.flatMap((text) => /PT-\d{8}-\d{5}/.exec(text) ?? []);
  };
  // The second page (ten rows a page) once its answer has replaced the first page's rows.
  await expect(table.getByRole('row').nth(1)).toContainText(all.data[10]?.transaction_ref ?? '');
  const shown = await shownRefs();
  expect(shown.length).toBeGreaterThan(0);
  expect(shown).not.toContain(all.data[0]?.transaction_ref);

  await page.reload();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByLabel('Initiated from')).toHaveValue(range.date_from);
  await expect(page.getByLabel('Initiated to')).toHaveValue(range.date_to);
  await expect(page.getByRole('button', { name: 'Page 2', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  expect(await shownRefs()).toEqual(shown);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const csv = await readFile(await download.path(), 'utf8');
  const refs = [...csv.matchAll(/PT-\d{8}-\d{5}/g)].map((match) => match[0]);
  // Every page of the filtered list, each row once; the rows on screen among them.
  expect(refs.sort()).toEqual(all.data.map((row) => row.transaction_ref).sort());
  for (const ref of shown) expect(refs).toContain(ref);
});

test('a user whose roles grant only /cbs/* works in billing and gets the 403 state elsewhere', async ({
  page,
  request,
}) => {
  const token = await adminToken(request);
  const headers = { Authorization: `Bearer ${token}` };
  const username = `billing.${run.toLowerCase()}`;
  const permission = await request.post('/api/admin-permissions', {
    headers,
    data: {
      name: `Billing ${run}`,
      slug: `billing.${run.toLowerCase()}`,
      http_method: [],
      http_path: '/cbs/*',
    },
  });
  expect(permission.status()).toBe(201);
  const permissionId = ((await permission.json()) as { data: { id: number } }).data.id;
  // The sidebar's Invoices entry is bound to the seeded invoice permission (as laravel-admin
  // binds menu entries): the role holds it too, which grants nothing beyond /cbs/invoice/*.
  const seeded = await request.get('/api/admin-permissions?per_page=100', { headers });
  const invoicePermission = (
    (await seeded.json()) as { data: { id: number; slug: string }[] }
  ).data.find((candidate) => candidate.slug === 'cbs.invoice');
  expect(invoicePermission).toBeDefined();
  const role = await request.post('/api/admin-roles', {
    headers,
    data: {
      name: `Billing only ${run}`,
      slug: `billing-only-${run.toLowerCase()}`,
      permissions: [permissionId, invoicePermission?.id ?? 0],
    },
  });
  expect(role.status()).toBe(201);
  const roleId = ((await role.json()) as { data: { id: number } }).data.id;
  const user = await request.post('/api/admin-users', {
    headers,
    data: {
      username,
      name: 'Billing Clerk',
      password: 'Billing@2025',
      password_confirmation: 'Billing@2025',
      roles: [roleId],
    },
  });
  expect(user.status()).toBe(201);

  await signIn(page, '/admin/ext-cbs-invoice/invoice', username, 'Billing@2025');
  await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Invoices' }).getByRole('row').nth(1)).toBeVisible();
  const sidebar = page.getByRole('navigation', { name: 'Main' });
  await expect(sidebar.getByRole('link', { name: 'Invoices' })).toBeVisible();

  await page.goto('/admin/auth/users');
  await expect(page.getByText('Permission denied!')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Users' })).toBeHidden();
});

test('a gateway saved without an API base URL is saved again', async ({ page, request }) => {
  const token = await adminToken(request);
  const made = await request.post('/api/cbs/payment/gateway', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      name: `Billplz ${run}`,
      code: `billplz_${run.toLowerCase()}`,
      provider: 'Billplz Sdn Bhd',
      supported_currencies: ['MYR'],
      supported_methods: ['fpx'],
      is_sandbox: true,
      status: 'active',
    },
  });
  expect(made.status()).toBe(201);
  const { id } = ((await made.json()) as { data: { id: number } }).data;

  await signIn(page, `/admin/ext-cbs-payment/gateway/${String(id)}/edit`);
  await expect(page.getByLabel('API base URL')).toHaveValue('');
  await page.getByLabel('Provider').fill('Billplz Sdn. Bhd.');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/gateway/${String(id)}/show$`));
  await expect(page.getByText('Billplz Sdn. Bhd.')).toBeVisible();

  // And once more, now that the server has answered it without one.
  await page.goto(`/admin/ext-cbs-payment/gateway/${String(id)}/edit`);
  await page.getByLabel('Provider').fill('Billplz');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/gateway/${String(id)}/show$`));
  await expect(page.getByText('Billplz', { exact: true })).toBeVisible();
});

test('a customer keeps one name when an account is added under their number', async ({
  page,
  request,
}) => {
  const headers = { Authorization: `Bearer ${await adminToken(request)}` };
  const invoices = await request.get('/api/cbs/invoice/invoice?customer_id=88109&per_page=1', {
    headers,
  });
  const invoice = ((await invoices.json()) as { data: { id: number }[] }).data[0];
  if (invoice === undefined) throw new Error('The seed has no invoice of customer 88109.');
  const ledgers = await request.get('/api/cbs/accounting/all-general-ledger-account', { headers });
  const ledger = ((await ledgers.json()) as { data: { id: number }[] }).data[0];
  const added = await request.post('/api/cbs/accounting/account', {
    headers,
    data: {
      account_number: `ACC-${String(Date.now()).slice(-8)}`,
      customer_id: 88109,
      account_name: `Faizal family wallet ${run}`,
      account_type: 'wallet',
      general_ledger_account_id: ledger?.id,
      currency: 'MYR',
      status: 'active',
    },
  });
  expect(added.status()).toBe(201);

  await signIn(page, `/admin/ext-cbs-invoice/invoice/${String(invoice.id)}/show`);
  const customer = page.getByRole('link', { name: 'Ahmad Faizal bin Hassan' }).first();
  await expect(customer).toBeVisible();
  // The customer's link lists their accounts, the new one among them.
  await customer.click();
  await expect(page).toHaveURL(/\/ext-cbs-accounting\/account\?.*customer_id=88109/);
  await expect(
    page.getByRole('row', { name: new RegExp(`Faizal family wallet ${run}`) }),
  ).toBeVisible();
});
