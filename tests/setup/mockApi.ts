import { createHandlers } from '@api/mocks';
import { mockServer } from '@api/mocks/node';
import { afterAll, beforeAll, beforeEach } from 'vitest';

/**
 * Answers every request of the calling test file with the contract-typed mocks: a request no
 * mock handles fails the test, and each test starts from a fresh mock store with no handler a
 * previous test added.
 */
export function answerWithMocks(): void {
  beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => mockServer.resetHandlers(...createHandlers()));
  afterAll(() => mockServer.close());
}
