/** The default countdown length in seconds (resend and registration wait). */
export const DEFAULT_COUNTDOWN_SECONDS = 59;

/** Whole seconds as MM:SS, e.g. 59 → '00:59', 5 → '00:05', 75 → '01:15'; negatives read 00:00. */
export function formatClock(seconds: number): string {
  const total = Math.max(0, Math.ceil(seconds));
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(total / 60))}:${pad(total % 60)}`;
}

/** The remaining seconds one tick later, never below zero. */
export function tick(remaining: number): number {
  return Math.max(0, remaining - 1);
}
