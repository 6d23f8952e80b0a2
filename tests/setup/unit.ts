import { cleanup } from '@testing-library/react';
import { createHandlers } from '@api/mocks';
import { mockServer } from '@api/mocks/node';
import { afterAll, beforeAll, beforeEach, afterEach } from 'vitest';

// Every request a unit test makes must be answered by a contract-typed mock.
beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }));
// Each test starts from a fresh mock store, with no handler a previous test added.
beforeEach(() => mockServer.resetHandlers(...createHandlers()));
afterEach(() => cleanup());
afterAll(() => mockServer.close());
