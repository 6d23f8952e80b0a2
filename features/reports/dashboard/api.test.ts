import { ApiResponseError } from '@api';
import { describe, expect, it } from 'vitest';
import { busyRetryDelay } from './api';

describe('busyRetryDelay', () => {
  it('waits as long as a busy server asks, at most half a minute', () => {
    const busy = (seconds?: string) => new ApiResponseError({ message: 'Busy' }, 429, seconds);
    expect(busyRetryDelay(0, busy('5'))).toBe(5000);
    expect(busyRetryDelay(1, busy('0'))).toBe(0);
    expect(busyRetryDelay(0, busy('3600'))).toBe(30_000);
  });

  it('waits a second, then two, when the server names no wait', () => {
    expect(busyRetryDelay(0, new ApiResponseError({}, 429))).toBe(1000);
    expect(busyRetryDelay(1, new ApiResponseError({}, 429))).toBe(2000);
  });
});
