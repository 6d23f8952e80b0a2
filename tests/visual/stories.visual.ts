import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';

interface IndexEntry {
  id: string;
  type: 'story' | 'docs';
  tags?: string[];
}

const index = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../storybook-static/index.json'), 'utf8'),
) as { entries: Record<string, IndexEntry> };

/**
 * Every story but those tagged 'no-visual': stories whose end state depends on timing physics
 * (a simulated drag's momentum), which their play tests cover instead.
 */
const stories = Object.values(index.entries).filter(
  (entry) => entry.type === 'story' && !entry.tags?.includes('no-visual'),
);

const desktop = { width: 1280, height: 800 };
const mobile = { width: 390, height: 844 };

interface PreviewWindow {
  __STORYBOOK_PREVIEW__?: { currentRender?: { id?: string; phase?: string } };
}

/**
 * One page per worker, so the Storybook bundle is fetched and compiled once (a new page per test
 * would start from an empty cache); each story still loads into a fresh document.
 */
const test = base.extend<object, { storybook: Page }>({
  storybook: [
    async ({ browser }, use) => {
      const page = await browser.newPage();
      await use(page);
      await page.close();
    },
    { scope: 'worker' },
  ],
});

/** Phases of a Storybook render that are still at work. */
const busyPhases = ['preparing', 'loading', 'beforeEach', 'rendering', 'playing', 'afterEach'];

for (const story of stories) {
  test(story.id, async ({ storybook: page }) => {
    await page.setViewportSize(story.tags?.includes('mobile') ? mobile : desktop);
    // A fresh document per story: no styles, focus or state carried over from another story.
    await page.goto(`/iframe.html?id=${story.id}&viewMode=story`);
    await page.waitForFunction(
      ({ storyId, busy }) => {
        const render = (window as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender;
        return render?.id === storyId && render.phase !== undefined && !busy.includes(render.phase);
      },
      { storyId: story.id, busy: busyPhases },
    );
    await page.evaluate(() => document.fonts.ready);
    // A play function that focuses a field lower down scrolls the page by an amount that depends
    // on timing; the picture is always taken from the top.
    await page.evaluate(() => {
      window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    });
    await expect(page).toHaveScreenshot(`${story.id}.png`);
  });
}
