const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
// An average calendar month, so 364 days read as 11 months rather than 12.
const MONTH = 30.4375 * DAY;
const YEAR = 365 * DAY;

/** A timestamp as the API or a caller may give it. */
export type DateInput = Date | string | number;

/** Reads a timestamp; invalid input gives an invalid Date (check with `Number.isNaN`). */
export function toDate(input: DateInput): Date {
  return input instanceof Date ? input : new Date(input);
}

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/**
 * The spec's relative-time text: under a minute 'just now'; under an hour in minutes; under a
 * day in hours; under 30 days 'approximately N days'; under 365 days in months; else in years.
 * Future times read 'in …'. Returns '' for an invalid date.
 */
export function relativeTime(date: DateInput, now: DateInput): string {
  const elapsed = toDate(now).getTime() - toDate(date).getTime();
  if (Number.isNaN(elapsed)) return '';
  const distance = Math.abs(elapsed);
  if (distance < MINUTE) return 'just now';
  let amount: string;
  if (distance < HOUR) amount = plural(Math.floor(distance / MINUTE), 'minute');
  else if (distance < DAY) amount = plural(Math.floor(distance / HOUR), 'hour');
  else if (distance < 30 * DAY)
    amount = `approximately ${plural(Math.floor(distance / DAY), 'day')}`;
  else if (distance < YEAR) amount = plural(Math.max(1, Math.floor(distance / MONTH)), 'month');
  else amount = plural(Math.floor(distance / YEAR), 'year');
  return elapsed > 0 ? `${amount} ago` : `in ${amount}`;
}
