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
  it('formats a date in UTC', () => {
    expect(formatMemberSince(new Date('2023-11-05T23:30:00Z'))).toBe('Nov 5, 2023');
  });
});
