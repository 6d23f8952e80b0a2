import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadTimeoutError, loadWithTimeout } from './chunkLoader';

describe('loading a screen part', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('uses the spec timeout of 120 000 ms', () => {
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });

  it('resolves with the part when it arrives in time', async () => {
    const part = loadWithTimeout(
      () =>
        new Promise((resolve) =>
          setTimeout(() => {
            resolve('screen');
          }, 119_999),
        ),
    );
    await vi.advanceTimersByTimeAsync(119_999);
    await expect(part).resolves.toBe('screen');
  });

  it('fails with "Loading chunk failed" once the timeout passes', async () => {
    const part = loadWithTimeout(() => new Promise(() => undefined));
    const outcome = expect(part).rejects.toThrow(ChunkLoadTimeoutError);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS);
    await outcome;
    await expect(part).rejects.toThrow(/^Loading chunk failed/);
  });

  it('fails right away on a load error, without waiting for the timeout', async () => {
    const part = loadWithTimeout(() => Promise.reject(new TypeError('Failed to fetch module')));
    await expect(part).rejects.toThrow('Failed to fetch module');
    expect(vi.getTimerCount()).toBe(0);
  });
});
