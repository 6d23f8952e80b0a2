import { cleanup } from '@testing-library/react';
import { mockServer } from '@api/mocks/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

// Every request a unit test makes must be answered by a contract-typed mock.
beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  mockServer.resetHandlers();
});
afterAll(() => mockServer.close());
