const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

/** A timestamp as the API or a caller may give it. */
export type DateInput = Date | string | number;

/** Reads a timestamp; invalid input gives an invalid Date (check with `Number.isNaN`). */
export function toDate(input: DateInput): Date {
  return input instanceof Date ? input : new Date(input);
}

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/**
 * The spec's relative-time text (admin §9), the notifications' `time_diffrence` and every time
 * the console shows: under 1 hour in minutes, under 1 day in hours, under 30 days 'approximately
 * N days ago', under 365 days in months (of 30 days), otherwise in years. A future time reads
 * 'in …' with the same steps. Returns '' for an invalid date.
 */
export function relativeTime(date: DateInput, now: DateInput): string {
  const elapsed = toDate(now).getTime() - toDate(date).getTime();
  if (Number.isNaN(elapsed)) return '';
  const distance = Math.abs(elapsed);
  const days = Math.floor(distance / day);
  let amount: string;
  if (distance < hour) amount = plural(Math.floor(distance / minute), 'minute');
  else if (distance < day) amount = plural(Math.floor(distance / hour), 'hour');
  else if (days < 30) amount = `approximately ${plural(days, 'day')}`;
  else if (days < 365) amount = plural(Math.floor(days / 30), 'month');
  else amount = plural(Math.floor(days / 365), 'year');
  return elapsed >= 0 ? `${amount} ago` : `in ${amount}`;
}
