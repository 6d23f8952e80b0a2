import { setupWorker } from 'msw/browser';
import { createHandlers } from './handlers';

/** Starts the in-browser mock API (service worker served at /mockServiceWorker.js), on today's clock. */
export async function startMockApi(): Promise<void> {
  await setupWorker(...createHandlers({ clock: 'real' })).start({
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
}
