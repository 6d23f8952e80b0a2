/**
 * The mock API's clock: starts at a fixed instant and ticks one minute per reading, so the
 * timestamps of records created in stories and tests are the same on every run.
 */
export function createClock(start = '2025-06-02T09:00:00Z'): () => string {
  let now = Date.parse(start);
  return () => {
    now += 60_000;
    return new Date(now).toISOString().replace('.000Z', 'Z');
  };
}
