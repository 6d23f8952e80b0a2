import { setupServer } from 'msw/node';
import { createHandlers } from './handlers';

/** The mock API for tests running in Node. */
export const mockServer = setupServer(...createHandlers());
