import { describe, expect, it } from 'vitest';
import { failureMessage } from './model';

describe('failureMessage', () => {
  it("is the server's message", () => {
    expect(failureMessage({ message: 'Server Error', httpStatus: 500 })).toBe('Server Error');
    expect(failureMessage({ message: 'This action is unauthorized.', httpStatus: 403 })).toBe(
      'This action is unauthorized.',
    );
  });
  it('says what happened when the server sent no message', () => {
    expect(failureMessage(new TypeError('Failed to fetch'))).toBe(
      'There is some problem in your network!',
    );
    expect(failureMessage({ httpStatus: 500 })).toBe('Something went wrong. Please try again.');
    expect(failureMessage({ message: '', httpStatus: 500 })).toBe(
      'Something went wrong. Please try again.',
    );
  });
});
