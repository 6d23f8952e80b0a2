import type { HttpHandler } from 'msw';
import { openMockCore, type MockClock, type MockCore } from './core';
import { coreHandler } from './transport';

/** Options of a mock API. */
export interface MockApiOptions {
  /** `fixed` at `mockNow` (stories, tests: the default) or the `real` time (the mock apps). */
  clock?: MockClock;
  /** Changes the seeded data before the first call is answered (e.g. the user's roles). */
  arrange?: (core: MockCore) => Promise<unknown>;
}

/** One mock API: its MSW handlers and the core they answer with. */
export interface MockApi {
  /** The handlers to give MSW (one, for both APIs). */
  handlers: HttpHandler[];
  /** The core (its database and ports), opened and arranged on first use. */
  core(): Promise<MockCore>;
}

/** A new mock API over a fresh copy of the seeded demo database. */
export function createMockApi({ clock = 'fixed', arrange }: MockApiOptions = {}): MockApi {
  let opened: Promise<MockCore> | undefined;
  const core = () => {
    opened ??= openMockCore(clock).then(async (mock) => {
      await arrange?.(mock);
      return mock;
    });
    return opened;
  };
  return { handlers: [coreHandler(core)], core };
}

/** The mock API's handlers over a fresh copy of the seeded demo database. */
export function createHandlers(options: MockApiOptions = {}): HttpHandler[] {
  return createMockApi(options).handlers;
}
