import { describe, expect, it } from 'vitest';
import { ApiResponseError, retryFailedQuery } from './apiError';

describe('retryFailedQuery', () => {
  it.each([
    ['a network failure', new TypeError('Failed to fetch'), true],
    ['a server error', new ApiResponseError({ message: 'Server Error' }, 500), true],
    ['a gateway timeout', new ApiResponseError(undefined, 504), true],
    ['a missing record', new ApiResponseError({ message: 'Record not found.' }, 404), false],
    ['a 401', new ApiResponseError({ message: 'Unauthenticated.' }, 401), false],
    ['a 403', new ApiResponseError({ message: 'This action is unauthorized.' }, 403), false],
    ['a 422', new ApiResponseError({ message: 'The given data was invalid.' }, 422), false],
    ['a 429', new ApiResponseError({ message: 'Too many requests.' }, 429), false],
  ])('asks again once after %s: %s', (_name, error, retried) => {
    expect(retryFailedQuery(0, error)).toBe(retried);
    expect(retryFailedQuery(1, error)).toBe(false);
  });
});
