import { describe, expect, it } from 'vitest';
import { retryAfterSecondsOf } from './model';

describe('retryAfterSecondsOf', () => {
  it('reads seconds or an HTTP date, never below 0, and nothing else', () => {
    const now = Date.parse('2026-11-26T10:00:00Z');
    expect(retryAfterSecondsOf('5', now)).toBe(5);
    expect(retryAfterSecondsOf(' 0 ', now)).toBe(0);
    expect(retryAfterSecondsOf('Thu, 26 Nov 2026 10:00:30 GMT', now)).toBe(30);
    expect(retryAfterSecondsOf('Thu, 26 Nov 2026 09:00:00 GMT', now)).toBe(0);
    expect(retryAfterSecondsOf('soon', now)).toBeUndefined();
    expect(retryAfterSecondsOf('-3', now)).toBeUndefined();
    expect(retryAfterSecondsOf(undefined, now)).toBeUndefined();
  });
});
