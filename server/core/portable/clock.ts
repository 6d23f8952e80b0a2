import type { Clock } from '../ports';

/** The time now, as the browser or Node tells it. */
export const currentClock: Clock = { now: () => new Date() };

/** A clock stopped at one moment (stories and tests that picture dates). */
export const fixedClock = (at: Date | string): Clock => {
  const time = new Date(at).getTime();
  return { now: () => new Date(time) };
};
