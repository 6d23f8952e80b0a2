/** How long a screen part may take to load before the app offers a retry (admin §9). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** The error of a screen part that did not arrive in time (the spec's 'Loading chunk failed'). */
export class ChunkLoadTimeoutError extends Error {
  constructor(timeoutMs: number) {
    super(`Loading chunk failed: no answer after ${String(timeoutMs / 1000)} s`);
    this.name = 'ChunkLoadTimeoutError';
  }
}

/** Loads a screen part, failing with ChunkLoadTimeoutError when it takes longer than the limit. */
export function loadWithTimeout<T>(
  load: () => Promise<T>,
  timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new ChunkLoadTimeoutError(timeoutMs));
    }, timeoutMs);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
