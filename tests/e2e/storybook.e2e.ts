import { expect as baseExpect, test, type FrameLocator, type Page } from '@playwright/test';

/**
 * The static Storybook (its test build, `npm run build-storybook:test`: the same stories and play
 * functions, no props tables) as the kit's server serves it at /storybook, under its own
 * Content-Security-Policy, opened as a designer opens it, its Interactions panel read. A red mark
 * there must always be a defect.
 */

/** A first, cold visit loads Storybook's UI, then the story's frame: on a busy machine, seconds. */
const expect = baseExpect.configure({ timeout: 30_000 });

/** A designer's screen: the Storybook UI with its sidebar, toolbar and canvas. */
test.use({ viewport: { width: 1440, height: 900 } });

interface Watched {
  /** What the Content-Security-Policy refused, in the UI and in its preview frame. */
  refused?: string[];
  /** The stories whose play function has ended, in the preview frame. */
  finished?: string[];
}

/** Watches every frame of the page: what its policy refuses, and which stories have ended. */
async function watch(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const watched = window as Window & Watched;
    watched.refused = [];
    watched.finished = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      watched.refused?.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
    // Storybook's preview sets its channel on this global; its `storyFinished` ends a story.
    Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
      configurable: true,
      get(): unknown {
        return (this as { channel?: unknown }).channel;
      },
      set(channel: {
        on: (event: string, listener: (payload: { storyId: string }) => void) => void;
      }) {
        (this as { channel?: unknown }).channel = channel;
        channel.on('storyFinished', ({ storyId }) => watched.finished?.push(storyId));
      },
    });
  });
}

/** What one of the watched lists holds, over all the page's frames. */
async function watched(page: Page, list: keyof Watched): Promise<string[]> {
  const lists = await Promise.all(
    page
      .frames()
      .map((frame) => frame.evaluate((name) => (window as Window & Watched)[name] ?? [], list)),
  );
  return lists.flat();
}

/** Opens a story in the UI, at the Interactions panel. */
async function openStory(page: Page, id: string): Promise<FrameLocator> {
  await page.goto(`/storybook/?path=/story/${id}&addonPanel=storybook/interactions/panel`);
  return page.frameLocator('#storybook-preview-iframe');
}

/** Opens another story (or a docs page) as the UI's own links do, without loading the UI again. */
async function openInUi(frame: FrameLocator, id: string, kind = 'story'): Promise<void> {
  await frame.locator('body').evaluate((_body, path) => {
    type Channel = { emit: (event: string, url: string) => void };
    const { __STORYBOOK_ADDONS_CHANNEL__: channel } = window as {
      __STORYBOOK_ADDONS_CHANNEL__?: Channel;
    };
    channel?.emit('navigateUrl', path);
  }, `?path=/${kind}/${id}`);
}

/** Whether the story's page is wider than the canvas (cut on the right). */
async function overflowsSideways(frame: FrameLocator): Promise<boolean> {
  return frame
    .locator('html')
    .evaluate(
      (html) => html.scrollWidth > html.clientWidth || document.body.scrollWidth > html.clientWidth,
    );
}

/** The Interactions panel's verdict on a story whose play function has ended. */
async function interactionsVerdict(page: Page, id: string): Promise<string> {
  await expect.poll(() => watched(page, 'finished'), { timeout: 60_000 }).toContain(id);
  // Page stories open with the panel collapsed, as a designer finds them.
  const showPanel = page.getByRole('button', { name: 'Show addon panel' });
  if (await showPanel.isVisible()) await showPanel.click();
  const ended = page.getByLabel(/^Story status: (Pass|Fail|Bail)$/);
  await expect(ended).toBeVisible();
  const verdict = (await ended.getAttribute('aria-label')) ?? '';
  if (verdict.endsWith('Pass')) return 'Pass';
  // The panel's steps say what failed.
  return `${verdict}: ${await page.locator('#storybook-panel-root').innerText()}`;
}

/** Opens each story in the UI in turn and reads its verdict. */
async function verdictsOf(
  page: Page,
  frame: FrameLocator,
  ids: readonly string[],
): Promise<string[][]> {
  const verdicts: string[][] = [];
  for (const id of ids) {
    await openInUi(frame, id);
    verdicts.push([id, await interactionsVerdict(page, id)]);
  }
  return verdicts;
}

/** Chooses an item of one of the toolbar's menus. */
async function choose(page: Page, menu: string, item: string): Promise<void> {
  await page.getByRole('button', { name: menu }).click();
  await page.getByRole('option', { name: item }).click();
}

/** The theme, operator and language the story is drawn in. */
async function lookOf(frame: FrameLocator): Promise<[string | null, string | null, string | null]> {
  const root = frame.locator('html');
  return [
    await root.getAttribute('data-theme'),
    await root.getAttribute('data-operator'),
    await root.getAttribute('lang'),
  ];
}

/**
 * Each test opens its first story on a cold visit (a fresh browser context: nothing cached, the
 * mock API's worker not yet installed), reads its Interactions verdict, and opens the next ones as
 * the UI's own links do. A page story is pictured at the default canvas first: whole and uncut.
 * Two tests, one per worker: each cold visit of the Storybook UI costs seconds.
 */

test('a portal page story: passes on a cold visit, fits the canvas, and the toolbar switches its language, operator and theme; the review page opens the stories of each route', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await watch(page);
  const frame = await openStory(page, 'portal-home-homescreen--digi');
  await expect(frame.getByRole('heading', { name: 'Other Services' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Theme' })).toHaveText('Portal theme');
  await expect(page.getByRole('button', { name: 'Portal operator' })).toHaveText(
    'Operator 1 (Digi)',
  );
  await expect(page.getByRole('button', { name: 'Content language' })).toHaveText('English');
  expect(await lookOf(frame)).toEqual(['portal', '1', 'en']);
  // The panel is collapsed and the phone's screen is whole: all of it inside the window.
  await expect(page.getByRole('button', { name: 'Show addon panel' })).toBeVisible();
  await expect(page.locator('#storybook-preview-iframe')).toBeInViewport({ ratio: 1 });
  await page.screenshot({ path: testInfo.outputPath('portal-page.png') });
  expect(await interactionsVerdict(page, 'portal-home-homescreen--digi')).toBe('Pass');

  await choose(page, 'Content language', 'Bahasa Melayu');
  await expect(frame.getByRole('heading', { name: 'Perkhidmatan Lain' })).toBeVisible();
  await choose(page, 'Portal operator', 'Operator 2 (U Mobile)');
  await expect(frame.getByRole('link', { name: 'Kedai U Mobile' })).toBeVisible();
  expect(await lookOf(frame)).toEqual(['portal', '2', 'ms']);
  await page.screenshot({ path: testInfo.outputPath('portal-page-u-mobile-malay.png') });

  await choose(page, 'Theme', 'Admin theme');
  await expect(frame.locator('html')).toHaveAttribute('data-theme', 'admin');
  // An operator brands the portal theme only.
  await expect(page.getByRole('button', { name: 'Portal operator' })).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('portal-page-admin-theme.png') });

  // The next story opens in its own look again, and passes.
  expect(await verdictsOf(page, frame, ['portal-home-homescreen--umobile-bengali'])).toEqual([
    ['portal-home-homescreen--umobile-bengali', 'Pass'],
  ]);
  await expect(frame.getByRole('heading', { name: 'অন্যান্য সার্ভিস' })).toBeVisible();
  expect(await lookOf(frame)).toEqual(['portal', '2', 'bn']);

  // The review page lists each product's screens by route and opens their stories.
  await openInUi(frame, 'review--docs', 'docs');
  for (const product of ['Admin console', 'Report builder', 'Customer portal']) {
    await expect(frame.getByRole('region', { name: product })).toBeVisible();
  }
  const row = frame.getByRole('row').filter({ hasText: '/admin/auth/users' }).first();
  await row.getByRole('link', { name: 'List', exact: true }).click();
  await expect(page).toHaveURL(/path=\/story\/admin-access-users--list(&|$)/);
  expect(await watched(page, 'refused')).toEqual([]);
});

test('an admin page story: passes on a cold visit, fits the canvas, says why it has no language, switches theme and operator; a sample of stories passes', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await watch(page);
  // The list checks the page title, which an effect sets: the check that read the story's id.
  const frame = await openStory(page, 'admin-access-users--list');
  await expect(frame.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Theme' })).toHaveText('Admin theme');
  await expect(page.getByRole('button', { name: 'Portal operator' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Content language' })).toHaveCount(0);
  const note = page.getByRole('note');
  await expect(note).toHaveText('English only');
  // The reason shows beside it for keyboard users (on focus) as for the mouse (on hover).
  await note.focus();
  await expect(page.getByRole('tooltip')).toContainText(
    'the admin console’s specification gives its texts in English alone',
  );
  await note.blur();
  // The panel is collapsed and the page fits the canvas: nothing cut on the right.
  await expect(page.getByRole('button', { name: 'Show addon panel' })).toBeVisible();
  await expect(page.locator('#storybook-preview-iframe')).toBeInViewport({ ratio: 1 });
  expect(await overflowsSideways(frame)).toBe(false);
  await page.screenshot({ path: testInfo.outputPath('admin-page.png') });
  expect(await interactionsVerdict(page, 'admin-access-users--list')).toBe('Pass');

  // A form's server errors, the report designer, and a component whose effect moves the focus:
  // the other checks that failed only in the static build.
  const sample = [
    'admin-access-users--create-server-errors',
    'reports-reportdesigner--loaded',
    'feedback-confirmdialog--default',
  ];
  expect(await verdictsOf(page, frame, sample)).toEqual(sample.map((id) => [id, 'Pass']));

  await openInUi(frame, 'admin-access-users--list');
  await expect(frame.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  const primary = () =>
    frame
      .locator('body')
      .evaluate((body) => getComputedStyle(body).getPropertyValue('--tck-color-primary'));
  const adminPrimary = await primary();
  await choose(page, 'Theme', 'Portal theme');
  await expect(frame.locator('html')).toHaveAttribute('data-theme', 'portal');
  const digiPrimary = await primary();
  expect(digiPrimary).not.toBe(adminPrimary);
  await choose(page, 'Portal operator', 'Operator 2 (U Mobile)');
  await expect(frame.locator('html')).toHaveAttribute('data-operator', '2');
  expect(await primary()).not.toBe(digiPrimary);
  await expect(frame.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('admin-page-portal-theme.png') });
  expect(await watched(page, 'refused')).toEqual([]);
});
