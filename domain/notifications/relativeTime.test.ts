import { describe, expect, it } from 'vitest';
import { relativeTime } from './relativeTime';

const now = new Date('2026-03-15T12:00:00Z');
const minutes = (count: number) => count * 60_000;
const hours = (count: number) => count * 60 * 60_000;
const days = (count: number) => count * 24 * 60 * 60_000;
const ago = (ms: number) => relativeTime(new Date(now.getTime() - ms), now);
const ahead = (ms: number) => relativeTime(new Date(now.getTime() + ms), now);

describe('relativeTime', () => {
  it('counts minutes under an hour, from 0 minutes', () => {
    expect(ago(0)).toBe('0 minutes ago');
    expect(ago(59_999)).toBe('0 minutes ago');
    expect(ago(minutes(1))).toBe('1 minute ago');
    expect(ago(minutes(2))).toBe('2 minutes ago');
    expect(ago(minutes(59))).toBe('59 minutes ago');
    expect(ago(minutes(60) - 1)).toBe('59 minutes ago');
  });

  it('switches to hours at 60 minutes and counts them up to 23 hours', () => {
    expect(ago(minutes(60))).toBe('1 hour ago');
    expect(ago(hours(2))).toBe('2 hours ago');
    expect(ago(hours(23))).toBe('23 hours ago');
    expect(ago(hours(24) - 1)).toBe('23 hours ago');
  });

  it('switches to approximate days at 24 hours and counts them up to 29 days', () => {
    expect(ago(hours(24))).toBe('approximately 1 day ago');
    expect(ago(days(2))).toBe('approximately 2 days ago');
    expect(ago(days(29))).toBe('approximately 29 days ago');
    expect(ago(days(30) - 1)).toBe('approximately 29 days ago');
  });

  it('switches to months at 30 days and counts them up to 364 days', () => {
    expect(ago(days(30))).toBe('1 month ago');
    expect(ago(days(61))).toBe('2 months ago');
    expect(ago(days(59))).toBe('1 month ago');
    expect(ago(days(364))).toBe('12 months ago');
  });

  it('switches to years at 365 days', () => {
    expect(ago(days(365))).toBe('1 year ago');
    expect(ago(days(729))).toBe('1 year ago');
    expect(ago(days(730))).toBe('2 years ago');
  });

  it('reads future dates forwards, with the same thresholds', () => {
    expect(ahead(30_000)).toBe('in 0 minutes');
    expect(ahead(minutes(5))).toBe('in 5 minutes');
    expect(ahead(hours(3))).toBe('in 3 hours');
    expect(ahead(days(3))).toBe('in approximately 3 days');
    expect(ahead(days(400))).toBe('in 1 year');
  });

  it('accepts ISO strings and epoch milliseconds', () => {
    expect(relativeTime('2026-03-15T11:00:00Z', now)).toBe('1 hour ago');
    expect(relativeTime(now.getTime() - minutes(5), now.getTime())).toBe('5 minutes ago');
  });

  it('gives an empty text for an invalid date', () => {
    expect(relativeTime('not a date', now)).toBe('');
  });
});
