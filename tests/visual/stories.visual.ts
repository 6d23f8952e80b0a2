import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

interface IndexEntry {
  id: string;
  type: 'story' | 'docs';
  tags?: string[];
}

const index = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../storybook-static/index.json'), 'utf8'),
) as { entries: Record<string, IndexEntry> };

const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');

const desktop = { width: 1280, height: 800 };
const mobile = { width: 390, height: 844 };

/** Phases of a Storybook render that are still at work. */
const busyPhases = ['preparing', 'loading', 'beforeEach', 'rendering', 'playing', 'afterEach'];

for (const story of stories) {
  test(story.id, async ({ page }) => {
    await page.setViewportSize(story.tags?.includes('mobile') ? mobile : desktop);
    await page.goto(`/iframe.html?id=${story.id}&viewMode=story`);
    await page.waitForFunction((busy) => {
      const preview = (window as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } })
        .__STORYBOOK_PREVIEW__;
      const phase = preview?.currentRender?.phase;
      return phase !== undefined && !busy.includes(phase);
    }, busyPhases);
    await page.evaluate(() => document.fonts.ready);
    await expect(page).toHaveScreenshot(`${story.id}.png`);
  });
}
