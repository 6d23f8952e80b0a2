import { expect, test } from '@playwright/test';
import { sidebarEntries } from './sidebar';

/**
 * The kind of screen a sidebar entry opens: entries of one kind share a screen component (the
 * admin resources one list, the billing resources another), which React keeps from one entry
 * to the next; entries of other kinds replace it.
 */
function kindOf(href: string): string {
  if (href === '/admin') return 'dashboard';
  if (href === '/admin/auth/menu') return 'menu';
  if (href.startsWith('/admin/ext-report-builder/')) return href.split('/').at(-1) ?? href;
  if (href.startsWith('/admin/ext-cbs-') && !href.startsWith('/admin/ext-cbs-api-gateway/')) {
    return 'billing list';
  }
  return 'admin list';
}

/**
 * The walk: every entry in the sidebar's order, then hops until each kind of entry has been
 * opened right after each kind (the same kind too, where it has two entries), so every way one
 * screen replaces another is taken once.
 */
function walkOf(entries: readonly string[]): string[] {
  const byKind = new Map<string, string[]>();
  for (const href of entries) byKind.set(kindOf(href), [...(byKind.get(kindOf(href)) ?? []), href]);
  const kinds = [...byKind.keys()];
  const pairs = new Set(
    kinds.flatMap((from) =>
      kinds
        .filter((to) => from !== to || (byKind.get(to)?.length ?? 0) > 1)
        .map((to) => `${from} → ${to}`),
    ),
  );
  const walk = [...entries];
  const taken = (from: string, to: string) => pairs.delete(`${kindOf(from)} → ${kindOf(to)}`);
  walk.slice(1).forEach((href, index) => taken(walk[index] ?? '', href));
  const next = new Map(kinds.map((kind) => [kind, 0]));
  /** An entry of a kind other than the one just opened (entries of a kind take turns). */
  const entryOf = (kind: string, last: string) => {
    const list = byKind.get(kind) ?? [];
    const turn = next.get(kind) ?? 0;
    next.set(kind, turn + 1);
    const href = list[turn % list.length] ?? '';
    return href === last ? (list[(turn + 1) % list.length] ?? href) : href;
  };
  while (pairs.size > 0) {
    const last = walk.at(-1) ?? '';
    const from = kindOf(last);
    const open = kinds.find((to) => pairs.has(`${from} → ${to}`));
    // From a kind with nothing left to take, go on to one that still has some.
    const to =
      open ?? kinds.find((kind) => [...pairs].some((pair) => pair.startsWith(`${kind} →`)));
    if (to === undefined) break;
    const href = entryOf(to, last);
    taken(last, href);
    walk.push(href);
  }
  return walk;
}

/**
 * The headers of the tables' data columns that reach under the table's row-actions column (its
 * last, 'Actions'), which sticks to the table's end edge.
 */
function coveredColumns(tables: Element[]): string[] {
  return tables.flatMap((table) => {
    const headers = [...table.querySelectorAll('thead th')];
    const actions = headers.at(-1);
    if (actions?.textContent !== 'Actions') return [];
    const edge = actions.getBoundingClientRect().left;
    return headers
      .slice(0, -1)
      .filter((header) => header.getBoundingClientRect().right > edge + 0.5)
      .map((header) => header.textContent);
  });
}

// A laptop's screen, beside the sidebar.
test.use({ viewport: { width: 1366, height: 768 } });

test('the whole sidebar, every kind of screen after every other, never blanks the console', async ({
  page,
}) => {
  // About 80 screens, each loading its data from the in-browser mock API.
  test.setTimeout(300_000);
  const failures: string[] = [];
  page.on('pageerror', (error) => failures.push(`uncaught: ${error.message}`));
  page.on('console', (message) => {
    // A page's failure caught by its error boundary is logged, not thrown.
    if (message.type() === 'error' && message.text().includes('failed to draw')) {
      failures.push(`caught: ${message.text()}`);
    }
  });
  await page.goto('/admin');
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password', { exact: true }).fill('admin123');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  const sidebar = page.getByRole('navigation', { name: 'Main' });
  const main = page.getByRole('main');
  const entries = await sidebarEntries(page);
  expect(entries.length).toBeGreaterThan(40);
  const walk = walkOf(entries);
  const started = Date.now();
  let from = '/admin';
  for (const href of walk) {
    const step = `${from} → ${href}`;
    const link = sidebar.locator(`a[href="${href}"]`);
    if (!(await link.isVisible())) await sidebarEntries(page);
    await link.click();
    await expect(page, step).toHaveURL((url) => url.pathname === href);
    // The page is drawn, its data loaded, and the shell around it still there.
    await expect(main.getByRole('heading', { level: 1 }), step).toBeVisible();
    await expect(main.locator('[aria-busy="true"]'), step).toHaveCount(0);
    await expect(sidebar, step).toBeVisible();
    await expect(page.getByRole('banner'), step).toBeVisible();
    await expect(main.getByText('Something went wrong'), step).toHaveCount(0);
    // Every data column of a list is in view: none drawn under its sticky row-actions column.
    await expect.poll(() => main.locator('table').evaluateAll(coveredColumns), step).toEqual([]);
    expect(failures, step).toEqual([]);
    from = href;
  }
  const seconds = (Date.now() - started) / 1000;
  console.log(
    `Sidebar walk: ${String(entries.length)} entries, ${String(walk.length)} screens, ${seconds.toFixed(1)} s (${(seconds / walk.length).toFixed(2)} s a screen)`,
  );
});
