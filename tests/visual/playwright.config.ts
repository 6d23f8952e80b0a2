import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../support/chromium';

const root = path.resolve(import.meta.dirname, '../..');
const port = Number(process.env.VISUAL_PORT ?? 6107);

/** Visual regression: a screenshot of every story of the built Storybook against its baseline. */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.visual.ts',
  outputDir: path.join(root, 'test-results/visual'),
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  reporter: [['list'], ['json', { outputFile: path.join(root, 'test-results/visual.json') }]],
  expect: {
    toHaveScreenshot: {
      // A per-pixel colour tolerance for anti-aliasing noise; no pixel may differ beyond it.
      threshold: 0.01,
      maxDiffPixels: 0,
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
    },
  },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: chromiumLaunchOptions,
    deviceScaleFactor: 1,
    colorScheme: 'light',
    locale: 'en-GB',
    timezoneId: 'Asia/Kuala_Lumpur',
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: `npx vite preview --outDir storybook-static --port ${port} --strictPort --host 127.0.0.1`,
    cwd: root,
    url: `http://127.0.0.1:${port}/iframe.html`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
