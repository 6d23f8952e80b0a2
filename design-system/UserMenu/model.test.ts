import { describe, expect, it } from 'vitest';
import { formatMemberSince, initialsOf } from './model';

describe('initialsOf', () => {
  it('takes the first letters of the first and last words', () => {
    expect(initialsOf('Nadia Rahman')).toBe('NR');
    expect(initialsOf('  ahmad bin  ismail ')).toBe('AI');
  });
  it('takes one letter from a single word and nothing from an empty name', () => {
    expect(initialsOf('admin')).toBe('A');
    expect(initialsOf('')).toBe('');
  });
});

describe('formatMemberSince', () => {
  it('keeps text as given', () => {
    expect(formatMemberSince('Nov. 2023')).toBe('Nov. 2023');
  });
  it('formats a date and a timestamp alike, the day in UTC', () => {
    expect(formatMemberSince(new Date('2023-11-05T23:30:00Z'))).toBe('5 November 2023');
    expect(formatMemberSince('2023-11-05T23:30:00Z')).toBe('5 November 2023');
    expect(formatMemberSince('2024-02-29T23:30:00Z')).toBe('29 February 2024');
  });
});
