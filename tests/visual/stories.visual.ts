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
  __STORYBOOK_PREVIEW__?: {
    channel: { emit: (event: string, payload: unknown) => void };
    currentRender?: { id?: string; phase?: string };
  };
}

/** One Storybook page per worker: switching stories through the preview avoids a reload each time. */
const test = base.extend<object, { storybook: Page }>({
  storybook: [
    async ({ browser }, use) => {
      const page = await browser.newPage();
      await page.goto('/iframe.html?viewMode=story');
      await page.waitForFunction(
        () => (window as PreviewWindow).__STORYBOOK_PREVIEW__ !== undefined,
      );
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
    await page.evaluate((storyId) => {
      (window as PreviewWindow).__STORYBOOK_PREVIEW__?.channel.emit('setCurrentStory', {
        storyId,
        viewMode: 'story',
      });
    }, story.id);
    await page.waitForFunction(
      ({ storyId, busy }) => {
        const render = (window as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender;
        return render?.id === storyId && render.phase !== undefined && !busy.includes(render.phase);
      },
      { storyId: story.id, busy: busyPhases },
    );
    await page.evaluate(() => document.fonts.ready);
    await expect(page).toHaveScreenshot(`${story.id}.png`);
  });
}
