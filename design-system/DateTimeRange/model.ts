/** A date-time split into numbers (month 1-12). */
export interface DateTimeParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** A from/to pair, each 'YYYY-MM-DD hh:mm:ss' (24-hour) or '' when not set. */
export interface DateTimeRangeValue {
  /** Start of the range. */
  from: string;
  /** End of the range. */
  to: string;
}

/** The text shown when the end is before the start. */
export const rangeErrorText = "'To' must not be before 'From'.";

const valuePattern = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;
// A datetime-local input gives 'YYYY-MM-DDThh:mm', with ':ss' (and a fraction) when not zero.
const inputPattern = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?$/;

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function toParts(match: RegExpExecArray | null): DateTimeParts | null {
  if (!match) return null;
  // Groups left out (seconds of a datetime-local value) count as zero.
  const field = (index: number) => Number(match[index] ?? '0');
  const [year, month, day, hour, minute, second] = [1, 2, 3, 4, 5, 6].map(field) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const valid =
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month) &&
    hour <= 23 &&
    minute <= 59 &&
    second <= 59;
  return valid ? { year, month, day, hour, minute, second } : null;
}

/** The parts of a 'YYYY-MM-DD hh:mm:ss' value, or null when it is not one (or not a real date). */
export function parseDateTime(value: string): DateTimeParts | null {
  return toParts(valuePattern.exec(value.trim()));
}

/** The 'YYYY-MM-DD hh:mm:ss' text of the parts. */
export function formatDateTime(parts: DateTimeParts): string {
  const { year, month, day, hour, minute, second } = parts;
  return `${pad(year, 4)}-${pad(month)}-${pad(day)} ${pad(hour)}:${pad(minute)}:${pad(second)}`;
}

/** The value for a datetime-local input ('YYYY-MM-DDThh:mm:ss'), or '' for an unset value. */
export function toInputValue(value: string): string {
  const parts = parseDateTime(value);
  return parts ? formatDateTime(parts).replace(' ', 'T') : '';
}

/** The 'YYYY-MM-DD hh:mm:ss' value of a datetime-local input's value, or '' when incomplete. */
export function fromInputValue(inputValue: string): string {
  const parts = toParts(inputPattern.exec(inputValue));
  return parts ? formatDateTime(parts) : '';
}

/** Whether a range is in the wrong order: both ends set and valid, and `to` before `from`. */
export function isRangeReversed({ from, to }: DateTimeRangeValue): boolean {
  // The fixed-width format sorts as text in time order.
  return parseDateTime(from) !== null && parseDateTime(to) !== null && to < from;
}

/** The range's error text, or undefined when it is fine (either end may be unset). */
export function rangeError(value: DateTimeRangeValue): string | undefined {
  return isRangeReversed(value) ? rangeErrorText : undefined;
}
