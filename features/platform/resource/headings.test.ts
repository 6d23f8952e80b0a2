import { describe, expect, it } from 'vitest';
import { createHeading, editHeading, inSentence, recordName, showHeading } from './headings';

const users = {
  singular: 'User',
  rowLabel: (row: { id: number; username: string }) => row.username,
};
const apis = { singular: 'API' };
const ahmad = { id: 5, username: 'ahmad.faizal' };

describe('record headings', () => {
  it('name the kind of record and the record, as a person would', () => {
    expect(editHeading(users, ahmad)).toBe('Edit user ahmad.faizal');
    expect(showHeading(users, ahmad)).toBe('User: ahmad.faizal');
    expect(createHeading(users)).toBe('New user');
  });

  it('say only the kind while the record loads', () => {
    expect(editHeading(users)).toBe('Edit user');
    expect(showHeading(users)).toBe('User');
  });

  it('fall back to the record number without a label, and keep acronyms', () => {
    expect(recordName(apis, { id: 12 })).toBe('#12');
    expect(editHeading(apis, { id: 12 })).toBe('Edit API #12');
    expect(recordName(users, { id: 3, username: '  ' })).toBe('#3');
  });

  it('lower only the first letter of a name that is not an acronym', () => {
    expect(inSentence('Custom permission detail')).toBe('custom permission detail');
    expect(inSentence('API')).toBe('API');
    expect(inSentence('')).toBe('');
  });
});
