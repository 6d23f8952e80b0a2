import { ApiResponseError } from '@api';
import { describe, expect, it } from 'vitest';
import { failureMessage } from './model';

describe('failureMessage', () => {
  it("is the server's message", () => {
    expect(failureMessage(new ApiResponseError({ message: 'Server Error' }, 500))).toBe(
      'Server Error',
    );
    expect(
      failureMessage(new ApiResponseError({ message: 'This action is unauthorized.' }, 403)),
    ).toBe('This action is unauthorized.');
  });
  it('says what happened when the server sent no message', () => {
    expect(failureMessage(new TypeError('Failed to fetch'))).toBe(
      'There is some problem in your network!',
    );
    expect(failureMessage(new ApiResponseError({}, 500))).toBe(
      'Something went wrong. Please try again.',
    );
    expect(failureMessage(new ApiResponseError({ message: '' }, 500))).toBe(
      'Something went wrong. Please try again.',
    );
  });
});
