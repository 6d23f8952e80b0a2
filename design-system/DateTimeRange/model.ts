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

/** The kind of value a date field holds: a day ('YYYY-MM-DD') or a second of it. */
export type DateFieldKind = 'date' | 'datetime';

/** The format a date field shows and takes, in the specs' words. */
export const dateFormats: Record<DateFieldKind, string> = {
  date: 'YYYY-MM-DD',
  datetime: 'YYYY-MM-DD hh:mm:ss',
};

const typedPattern = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;

/**
 * The value of what was typed in a date field, in its format ('YYYY-MM-DD', or
 * 'YYYY-MM-DD hh:mm:ss' with the time optional and seconds left out counting as zero);
 * '' for an empty field; undefined while it is no real date (yet).
 */
export function readTyped(text: string, kind: DateFieldKind): string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return '';
  const match = typedPattern.exec(trimmed);
  if (match === null || (kind === 'date' && match[4] !== undefined)) return undefined;
  const field = (index: number) => Number(match[index] ?? '0');
  const parts = toParts(
    valuePattern.exec(
      `${pad(field(1), 4)}-${pad(field(2))}-${pad(field(3))} ${pad(field(4))}:${pad(field(5))}:${pad(field(6))}`,
    ),
  );
  if (parts === null) return undefined;
  const text24 = formatDateTime(parts);
  return kind === 'date' ? text24.slice(0, 10) : text24;
}

/** A field's value as the browser's own picker takes it (`date` or `datetime-local` input). */
export function toPickerValue(value: string, kind: DateFieldKind): string {
  const read = readTyped(value, kind);
  if (read === undefined || read === '') return '';
  return kind === 'date' ? read : read.replace(' ', 'T');
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
