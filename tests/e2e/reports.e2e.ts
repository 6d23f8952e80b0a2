import { expect, test, type Locator, type Page } from '@playwright/test';
import { livePort } from './ports';

// The query builder built without mocks, against the reference server and its demo reporting
// database.
test.use({ baseURL: `http://127.0.0.1:${String(livePort)}` });

/** Opens a select and picks an option, typing first when the select searches. */
async function choose(page: Page, select: Locator, option: string) {
  await select.click();
  if (await select.isEditable()) await select.fill(option);
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(select).toHaveValue(option);
}

/** The rows of a table as the cells' texts, header row left out. */
async function rowsOf(table: Locator): Promise<string[][]> {
  const rows = await table.getByRole('row').all();
  const texts = await Promise.all(
    rows.slice(1).map((row) => row.getByRole('cell').allTextContents()),
  );
  return texts.map((cells) => cells.map((cell) => cell.trim()));
}

test('a two-table report with a filter group and an aggregate: built, previewed, saved, listed, filtered, reopened and deleted', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const name = `Successful top-ups by operator ${String(Date.now())}`;

  await page.goto('/admin/ext-report-builder/query-builder');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password', { exact: true }).fill('admin123');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin\/ext-report-builder\/query-builder$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Query Builder' })).toBeVisible();

  // Report name, connection, and two tables joined on the operator.
  await page.getByRole('textbox', { name: 'Report Name' }).fill(name);
  await choose(page, page.getByRole('combobox', { name: 'Database Connection' }), 'cbs_reporting');
  const first = page.getByRole('group', { name: 'Table 1' });
  await choose(page, first.getByRole('combobox', { name: 'Table' }), 'cbs_topups');
  await page.getByRole('button', { name: 'Add table' }).click();
  const second = page.getByRole('group', { name: 'Table 2' });
  await choose(page, second.getByRole('combobox', { name: 'Table' }), 'operators');
  await choose(page, second.getByRole('combobox', { name: 'Join type' }), 'Left join');
  await choose(page, second.getByRole('combobox', { name: 'Column 1' }), 'cbs_topups.operator_id');
  await choose(page, second.getByRole('combobox', { name: 'Column 2' }), 'operators.id');

  // The operator's name, and the sum of its successful top-ups.
  await page.getByRole('button', { name: 'Add column' }).click();
  const column = page.getByRole('group', { name: 'Column 1' });
  await choose(page, column.getByRole('combobox', { name: 'Column' }), 'operators.name');
  await column.getByRole('textbox', { name: 'Alias' }).fill('operator_name');
  const aggregates = page.getByRole('region', { name: 'Aggregates' });
  await aggregates.getByRole('radiogroup', { name: 'Aggregate function' }).getByText('Yes').click();
  await page.getByRole('button', { name: 'Add aggregate' }).click();
  const aggregate = page.getByRole('group', { name: 'Aggregate 1' });
  await choose(page, aggregate.getByRole('combobox', { name: 'Function' }), 'SUM');
  await choose(page, aggregate.getByRole('combobox', { name: 'Column' }), 'cbs_topups.amount');
  await aggregate.getByRole('textbox', { name: 'Alias' }).fill('total_amount');
  // A new group starts with one condition.
  await page.getByRole('button', { name: 'Add group' }).click();
  const condition = page.getByRole('group', { name: 'Condition 1.1' });
  await choose(page, condition.getByRole('combobox', { name: 'Column' }), 'cbs_topups.status');
  await choose(page, condition.getByRole('combobox', { name: 'Operator' }), 'equal');
  await condition.getByRole('textbox', { name: 'Value' }).fill('success');
  const groupBy = page.getByRole('region', { name: 'Group by' });
  await groupBy.getByRole('radiogroup', { name: 'Group by' }).getByText('Yes').click();
  await choose(page, groupBy.getByRole('combobox', { name: 'GROUP BY columns' }), 'operators.name');
  await page.keyboard.press('Escape');

  // The preview runs the unsaved form: its rows are those of the same query written by hand.
  await page.getByRole('button', { name: 'Run' }).click();
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('status', { name: 'Run summary' })).toContainText('3 rows');
  await expect(preview.getByLabel('Compiled SQL')).toContainText('LEFT JOIN "operators"');
  await expect(preview.getByLabel('Compiled SQL')).toContainText('GROUP BY "operators"."name"');
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'token')?.value;
  const headers = { Authorization: `Bearer ${token ?? ''}` };
  const connections = await request.get('/api/ext-report-builder/db-connections', { headers });
  const { data: connectionList } = (await connections.json()) as {
    data: { id: number; connection_name: string }[];
  };
  const reporting = connectionList.find((item) => item.connection_name === 'cbs_reporting');
  const handWritten = await request.post('/api/ext-report-builder/preview-report-query', {
    headers,
    data: {
      data: {
        id: 0,
        report_name: 'Hand-written',
        db_connection_name: String(reporting?.id),
        query_type: 'raw_query',
        raw_query:
          "SELECT operators.name AS operator_name, SUM(cbs_topups.amount) AS total_amount FROM cbs_topups LEFT JOIN operators ON cbs_topups.operator_id = operators.id WHERE cbs_topups.status = 'success' GROUP BY operators.name",
      },
    },
  });
  expect(handWritten.status()).toBe(200);
  const expected = ((await handWritten.json()) as { rows: Record<string, unknown>[] }).rows.map(
    (row) => [String(row.operator_name), String(row.total_amount)],
  );
  const previewed = await rowsOf(preview.getByRole('table'));
  expect(previewed.sort()).toEqual(expected.sort());

  // Saved: a toast, and the list, where the new report is the newest.
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Report saved successfully.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/ext-report-builder\/query-reports$/);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toBeVisible();
  const id = (await row.getByRole('cell').first().textContent())?.trim() ?? '';
  expect(id).toMatch(/^\d+$/);

  // Filtered by its id: the URL query holds it, and the list shows that report only.
  await page.getByRole('textbox', { name: 'Report Id' }).fill(id);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(new RegExp(`query-reports\\?id=${id}$`));
  await expect(page.getByText('Showing 1 to 1 of 1 entries')).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(2);

  // Reopened: the form holds what was saved.
  await row.getByRole('button', { name: /Edit/ }).click();
  await expect(page).toHaveURL(new RegExp(`query-builder/${id}$`));
  await expect(page.getByRole('textbox', { name: 'Report Name' })).toHaveValue(name);
  await expect(page.getByRole('combobox', { name: 'Database Connection' })).toHaveValue(
    'cbs_reporting',
  );
  await expect(first.getByRole('combobox', { name: 'Table' })).toHaveValue('cbs_topups');
  await expect(second.getByRole('combobox', { name: 'Table' })).toHaveValue('operators');
  await expect(second.getByRole('combobox', { name: 'Join type' })).toHaveValue('Left join');
  await expect(second.getByRole('combobox', { name: 'Column 1' })).toHaveValue(
    'cbs_topups.operator_id',
  );
  await expect(second.getByRole('combobox', { name: 'Column 2' })).toHaveValue('operators.id');
  await expect(column.getByRole('combobox', { name: 'Column' })).toHaveValue('operators.name');
  await expect(column.getByRole('textbox', { name: 'Alias' })).toHaveValue('operator_name');
  await expect(aggregate.getByRole('combobox', { name: 'Function' })).toHaveValue('SUM');
  await expect(aggregate.getByRole('combobox', { name: 'Column' })).toHaveValue(
    'cbs_topups.amount',
  );
  await expect(aggregate.getByRole('textbox', { name: 'Alias' })).toHaveValue('total_amount');
  await expect(condition.getByRole('combobox', { name: 'Column' })).toHaveValue(
    'cbs_topups.status',
  );
  await expect(condition.getByRole('combobox', { name: 'Operator' })).toHaveValue('equal');
  await expect(condition.getByRole('textbox', { name: 'Value' })).toHaveValue('success');
  await expect(groupBy.getByRole('button', { name: 'Remove operators.name' })).toBeVisible();

  // Deleted after the confirmation: the row goes, and the filtered list is empty.
  await page.getByRole('button', { name: 'List' }).click();
  await expect(page).toHaveURL(/\/query-reports$/);
  await page.getByRole('textbox', { name: 'Report Id' }).fill(id);
  await page.getByRole('button', { name: 'Search' }).click();
  await row.getByRole('button', { name: /Delete/ }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Are you sure?' });
  await expect(confirm).toContainText("You won't be able to revert this!");
  await confirm.getByRole('button', { name: 'Yes, delete it!' }).click();
  await expect(page.getByText('Report deleted successfully.')).toBeVisible();
  await expect(page.getByText('No data found!')).toBeVisible();
});

test('the built console loads its lazy parts: a saved report previews its graph, a raw query opens in the SQL editor', async ({
  page,
}) => {
  await page.goto('/admin/ext-report-builder/query-reports');
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password', { exact: true }).fill('admin123');
  await page.getByRole('button', { name: 'Sign in' }).click();

  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page
    .getByRole('row', { name: /Daily top-up revenue by operator/ })
    .getByRole('button', { name: /Edit/ })
    .click();
  await expect(page.getByRole('textbox', { name: 'Report Name' })).toHaveValue(
    'Daily top-up revenue by operator',
  );
  await page.getByRole('button', { name: 'Run' }).click();
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.locator('[data-component="ReportChart"][data-state="drawn"]')).toBeVisible();
  await expect(preview.getByRole('img', { name: /^Bar chart/ }).locator('svg')).toBeVisible();

  await page.getByRole('button', { name: 'List' }).click();
  await page
    .getByRole('row', { name: /Collection rate/ })
    .getByRole('button', { name: /Edit/ })
    .click();
  await expect(page.getByRole('radio', { name: 'Raw Query' })).toBeChecked();
  await expect(page.locator('[data-component="RawQueryEditor"][data-ready="true"]')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Write Query' })).toContainText('collection_rate');
  expect(errors).toEqual([]);
});
