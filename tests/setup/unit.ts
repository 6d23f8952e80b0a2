import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { answerWithMocks } from './mockApi';

// Every request a unit test makes must be answered by a contract-typed mock.
answerWithMocks();
afterEach(() => cleanup());
