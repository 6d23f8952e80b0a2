import { describe, expect, it } from 'vitest';
import {
  formatDateTime,
  parseDateTime,
  rangeError,
  rangeErrorText,
  readTyped,
  toPickerValue,
} from './model';

describe('parseDateTime', () => {
  it('reads a 24-hour YYYY-MM-DD hh:mm:ss value', () => {
    expect(parseDateTime('2024-05-31 23:59:59')).toEqual({
      year: 2024,
      month: 5,
      day: 31,
      hour: 23,
      minute: 59,
      second: 59,
    });
  });

  it.each([
    '',
    '2024-05-31',
    '2024-05-31T23:59:59',
    '2024-5-1 00:00:00',
    '2024-05-31 24:00:00',
    '2024-05-31 23:60:00',
    '2024-13-01 00:00:00',
    '2024-04-31 00:00:00',
    '2023-02-29 00:00:00',
    '2024-05-31 11:59:59 PM',
  ])('rejects %j', (text) => {
    expect(parseDateTime(text)).toBeNull();
  });

  it('accepts 29 February in a leap year', () => {
    expect(parseDateTime('2024-02-29 12:00:00')).not.toBeNull();
  });
});

describe('formatDateTime', () => {
  it('pads every field and round-trips with parseDateTime', () => {
    const parts = { year: 2024, month: 5, day: 1, hour: 0, minute: 0, second: 0 };
    expect(formatDateTime(parts)).toBe('2024-05-01 00:00:00');
    expect(parseDateTime(formatDateTime(parts))).toEqual(parts);
  });
});

describe('rangeError', () => {
  it('accepts an ordered range, an equal range and open ends', () => {
    expect(rangeError({ from: '2024-05-01 00:00:00', to: '2024-05-31 23:59:59' })).toBeUndefined();
    expect(rangeError({ from: '2024-05-01 00:00:00', to: '2024-05-01 00:00:00' })).toBeUndefined();
    expect(rangeError({ from: '', to: '2024-05-31 23:59:59' })).toBeUndefined();
    expect(rangeError({ from: '2024-05-01 00:00:00', to: '' })).toBeUndefined();
  });

  it('rejects an end before the start, to the second', () => {
    expect(rangeError({ from: '2024-05-01 00:00:01', to: '2024-05-01 00:00:00' })).toBe(
      rangeErrorText,
    );
  });
});

describe('typed dates', () => {
  it.each([
    ['2024-05-01 08:30:15', 'datetime', '2024-05-01 08:30:15'],
    ['2024-05-01 08:30', 'datetime', '2024-05-01 08:30:00'],
    ['2024-05-01', 'datetime', '2024-05-01 00:00:00'],
    ['2024-5-1 8:30', 'datetime', '2024-05-01 08:30:00'],
    [' 2024-05-01T23:59:59 ', 'datetime', '2024-05-01 23:59:59'],
    ['2024-05-01', 'date', '2024-05-01'],
    ['', 'datetime', ''],
  ] as const)('reads %j as a %s: %j', (text, kind, value) => {
    expect(readTyped(text, kind)).toBe(value);
  });

  it.each([
    ['2024-05-01 08:30:15', 'date'],
    ['05/01/2024', 'datetime'],
    ['2024-02-30', 'date'],
    ['2024-05-01 25:00', 'datetime'],
    ['2024-05-01 08:30 PM', 'datetime'],
    ['2024-05', 'datetime'],
  ] as const)('waits while %j is no %s', (text, kind) => {
    expect(readTyped(text, kind)).toBeUndefined();
  });

  it('gives the browser picker its own format', () => {
    expect(toPickerValue('2024-05-01 08:30:15', 'datetime')).toBe('2024-05-01T08:30:15');
    expect(toPickerValue('2024-05-01', 'date')).toBe('2024-05-01');
    expect(toPickerValue('', 'date')).toBe('');
  });
});
