import { describe, expect, it } from 'vitest';
import { phoneError, phoneLengthError, sanitizePhone } from './model';

describe('sanitizePhone', () => {
  it('keeps digits and dots only', () => {
    expect(sanitizePhone('012-345 67a8.9')).toBe('012345678.9');
    expect(sanitizePhone('+60 12')).toBe('6012');
    expect(sanitizePhone('abc')).toBe('');
  });

  it('cuts the number to 11 characters', () => {
    expect(sanitizePhone('0123456789012')).toBe('01234567890');
  });
});

describe('phoneError', () => {
  it('accepts 9 to 11 characters', () => {
    expect(phoneError('123456789')).toBeUndefined();
    expect(phoneError('12345678901')).toBeUndefined();
    expect(phoneError('1234.56789')).toBeUndefined();
  });

  it('rejects shorter and longer numbers with the length error', () => {
    expect(phoneError('12345678')).toBe(phoneLengthError);
    expect(phoneError('123456789012')).toBe(phoneLengthError);
    expect(phoneLengthError).toBe('The mobile number must be 9 to 11 characters.');
  });

  it('leaves an empty number to the required rule', () => {
    expect(phoneError('')).toBeUndefined();
  });
});
