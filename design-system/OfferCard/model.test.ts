import { describe, expect, it } from 'vitest';
import { formatPrice, formatValidity } from './model';

describe('formatPrice', () => {
  it('shows numbers in RM with two decimals', () => {
    expect(formatPrice(5)).toBe('RM 5.00');
    expect(formatPrice(12.5)).toBe('RM 12.50');
  });
  it('prefixes text once', () => {
    expect(formatPrice('3')).toBe('RM 3');
    expect(formatPrice('RM 3.00')).toBe('RM 3.00');
  });
});

describe('formatValidity', () => {
  it('says days, singular for one', () => {
    expect(formatValidity(1)).toBe('1 day');
    expect(formatValidity(30)).toBe('30 days');
  });
  it('keeps text as given', () => {
    expect(formatValidity('7 Days')).toBe('7 Days');
  });
});
