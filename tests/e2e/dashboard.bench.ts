import { expect, test } from '@playwright/test';
import { allCellsDrawn, bearer, signIn } from './dashboardPage';
import { livePort } from './ports';

// The dashboard benchmark runs alone, before the other end-to-end tests (its own project in
// playwright.config.ts), so its figures are those of an otherwise idle machine.
test.use({ baseURL: `http://127.0.0.1:${String(livePort)}` });

test('a 12-cell dashboard draws on the demo data, cold and warm (benchmark)', async ({
  page,
  request,
}) => {
  await signIn(page, 'admin', 'admin123');
  const auth = await bearer(page);

  // Benchmark: the seeded design grown to 12 cells, drawn from a cold load of the home.
  const current = await request.get('/api/ext-report-builder/report-designer', { headers: auth });
  const design = (
    (await current.json()) as {
      data: { id: number; rows: { selected_report: { report: { grid: string }[] } }[] };
    }
  ).data;
  const cells = design.rows.flatMap((row) => row.selected_report.report);
  const extra = Array.from({ length: 12 - cells.length }, (_, index) => ({
    ...cells[index % cells.length],
    grid: 'col-md-3',
  }));
  const grown = {
    ...design,
    rows: [
      ...design.rows,
      ...Array.from({ length: Math.ceil(extra.length / 4) }, (_, index) => ({
        name: `Row ${String(design.rows.length + index + 1)}`,
        order: design.rows.length + index + 1,
        fixed: false,
        column_no: extra.slice(index * 4, index * 4 + 4).length,
        role_ids: [{ id: 0, name: 'All' }],
        selected_report: { report: extra.slice(index * 4, index * 4 + 4) },
      })),
    ],
  };
  const stored = await request.post(`/api/ext-report-builder/store-design/${String(design.id)}`, {
    headers: auth,
    data: grown,
  });
  expect(stored.ok()).toBe(true);
  const home = await request.get('/api/ext-report-builder/dashboard', { headers: auth });
  const { revision } = ((await home.json()) as { data: { revision: string } }).data;
  // The server has just started: each cell's report is run once, as a server that has been up
  // a while would have, so the figures are of the page and not of the server's first calls.
  for (const [row, { selected_report }] of grown.rows.entries()) {
    for (const cell of selected_report.report.keys()) {
      const run = await request.get(
        `/api/ext-report-builder/dashboard/${String(design.id)}/rows/${String(row + 1)}/cells/${String(cell + 1)}?revision=${revision}`,
        { headers: auth },
      );
      expect(run.ok()).toBe(true);
    }
  }
  // A cold load (the chart engine fetched for the first time), then a warm one.
  for (const load of ['cold', 'warm']) {
    await page.goto('/admin');
    // Read in the page, as the cells are: a round trip per check would add its lag.
    const shellMs = await (
      await page.waitForFunction(
        () =>
          [...document.querySelectorAll('h1')].some((h) => h.textContent === 'Dashboard') &&
          Math.round(performance.now()),
        null,
        { polling: 25 },
      )
    ).jsonValue();
    const drawn = await allCellsDrawn(page);
    expect(drawn.cells).toBe(12);
    await expect(page.locator('[data-cell-state="error"]')).toHaveCount(0);
    // Every chart has drawn its series (the production bundle once left them blank).
    for (const chart of await page.locator('[data-component="ReportChart"]').all()) {
      expect(await chart.locator('svg path').count()).toBeGreaterThan(3);
    }
    await page.screenshot({ path: test.info().outputPath(`home-${load}.png`), fullPage: true });
    console.log(
      `dashboard benchmark (${load}): shell ${String(shellMs)} ms, 12 cells drawn ${String(drawn.at)} ms`,
    );
  }
});
