import { rmSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../support/chromium';
import { ivrPassword } from './ivrPublisher';
import { livePort, mockedPort, otpGatewayPort, portalLivePort } from './ports';

const root = path.resolve(import.meta.dirname, '../..');
const port = mockedPort;

// Every run starts from freshly seeded databases. Each worker loads this file again, after the
// servers have started: only the main process clears the folders, or a worker would delete the
// files the servers create on demand (the demo reporting database).
const mockedDataDir = path.join(root, 'test-results/e2e-data');
const liveDataDir = path.join(root, 'test-results/e2e-live-data');
const portalDataDir = path.join(root, 'test-results/e2e-portal-data');
if (process.env.TEST_WORKER_INDEX === undefined) {
  for (const dir of [mockedDataDir, liveDataDir, portalDataDir]) {
    rmSync(dir, { recursive: true, force: true });
  }
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
    // Recording a trace of every test took a third of the run (2.9 min against 2.0); a failure
    // keeps its screenshot and error context. `--trace retain-on-failure` records them.
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    // First and alone, so the figures it prints are those of an idle machine.
    { name: 'benchmark', testMatch: 'dashboard.bench.ts', use: { browserName: 'chromium' } },
    {
      name: 'chromium',
      dependencies: ['benchmark'],
      // The visitor asks for reduced motion, which the kit honours (as in the story tests): no
      // step waits for a transition to end before it may click, and the portal's rotating
      // banners and the charts' entry animations draw no frames nobody looks at (the sidebar
      // walk took 21.7 s against 37.1 s, the run 3.1 min against 3.3).
      use: { browserName: 'chromium', reducedMotion: 'reduce' },
    },
  ],
  webServer: [
    {
      command: 'npx tsx server/node/index.ts',
      cwd: root,
      url: `http://127.0.0.1:${port}/admin`,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        // The apps built to answer their calls with the in-browser mocks.
        APPS_DIR: path.join(root, 'dist/apps-mocks'),
        // The static Storybook's test build (`npm run build-storybook:test`).
        STORYBOOK_DIR: path.join(root, 'dist/storybook-test'),
        DATA_DIR: mockedDataDir,
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: 'npx tsx server/node/index.ts',
      cwd: root,
      url: `http://127.0.0.1:${livePort}/admin`,
      env: {
        PORT: String(livePort),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        DATA_DIR: liveDataDir,
        // One-time codes go to the stand-in gateway below, where the tests read them.
        OTP_SENDER: 'webhook',
        OTP_WEBHOOK_URL: `http://127.0.0.1:${otpGatewayPort}/otp`,
        // Several tests ask for codes, and sign in, at once from the same address.
        OTP_RATE_LIMIT: '30',
        LOGIN_RATE_LIMIT: '100',
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // The portal built without mocks, with its own data; its codes go to the stand-in gateway.
      command: 'npx tsx server/node/index.ts',
      cwd: root,
      url: `http://127.0.0.1:${portalLivePort}/`,
      env: {
        PORT: String(portalLivePort),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        DATA_DIR: portalDataDir,
        OTP_SENDER: 'webhook',
        OTP_WEBHOOK_URL: `http://127.0.0.1:${otpGatewayPort}/otp`,
        OTP_RATE_LIMIT: '100',
        // The stand-in IVR system (ivrPublisher.ts) publishes audio prompts with it.
        IVR_MQTT_PASSWORD: ivrPassword,
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: 'npx tsx tests/e2e/otpReceiver.ts',
      cwd: root,
      url: `http://127.0.0.1:${otpGatewayPort}/messages`,
      env: { PORT: String(otpGatewayPort) },
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
