import { createHandlers, prepareMockApi } from '@api/mocks';
import { mockServer } from '@api/mocks/node';
import { afterAll, beforeAll, beforeEach } from 'vitest';

/**
 * Answers every request of the calling test file with the contract-typed mocks: a request no
 * mock handles fails the test, and each test starts from a fresh copy of the mock API's seeded database with no handler a
 * previous test added.
 */
export function answerWithMocks(): void {
  beforeAll(async () => {
    mockServer.listen({ onUnhandledRequest: 'error' });
    // The seeded database is built once per worker: not within the first test's waiting time.
    await prepareMockApi();
  });
  beforeEach(() => mockServer.resetHandlers(...createHandlers()));
  afterAll(() => mockServer.close());
}
