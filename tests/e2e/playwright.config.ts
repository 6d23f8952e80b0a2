import { rmSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../support/chromium';
import { livePort, mockedPort } from './ports';

const root = path.resolve(import.meta.dirname, '../..');
const port = mockedPort;

// Every run starts from freshly seeded databases. The workers load this file again once the
// servers run: they must not delete the files the servers use (the reporting databases).
const mockedDataDir = path.join(root, 'test-results/e2e-data');
const liveDataDir = path.join(root, 'test-results/e2e-live-data');
if (process.env.TEST_WORKER_INDEX === undefined) {
  for (const dir of [mockedDataDir, liveDataDir]) rmSync(dir, { recursive: true, force: true });
}

/** End-to-end tests: the built apps, served by the kit's server, driven in Chromium. */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.e2e.ts',
  outputDir: path.join(root, 'test-results/e2e'),
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  reporter: [['list'], ['json', { outputFile: path.join(root, 'test-results/e2e.json') }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: chromiumLaunchOptions,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: [
    {
      command: 'npx tsx server/index.ts',
      cwd: root,
      url: `http://127.0.0.1:${port}/admin`,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        // The apps built to answer their calls with the in-browser mocks.
        APPS_DIR: path.join(root, 'dist/apps-mocks'),
        DATA_DIR: mockedDataDir,
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: 'npx tsx server/index.ts',
      cwd: root,
      url: `http://127.0.0.1:${livePort}/admin`,
      env: {
        PORT: String(livePort),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        DATA_DIR: liveDataDir,
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
