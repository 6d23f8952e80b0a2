import { describe, expect, it } from 'vitest';
import { entriesSummary, pageAfterEnd, pageFromQuery, withPage, type PagePosition } from './model';

const position = (overrides: Partial<PagePosition>): PagePosition => ({
  data: [1, 2],
  from: 11,
  to: 12,
  total: 12,
  last_page: 2,
  ...overrides,
});

describe('pageFromQuery', () => {
  it('reads a positive page number', () => {
    expect(pageFromQuery('1')).toBe(1);
    expect(pageFromQuery('3')).toBe(3);
    expect(pageFromQuery(' 12 ')).toBe(12);
  });
  it('falls back to page 1', () => {
    for (const value of [null, '', '0', '-2', '2.5', 'abc', '1e3', '99999999999999999999']) {
      expect(pageFromQuery(value)).toBe(1);
    }
  });
});

describe('withPage', () => {
  it('sets the page and keeps the other parameters', () => {
    const params = new URLSearchParams('page=2&q=invoice');
    expect(withPage(params, 3).toString()).toBe('page=3&q=invoice');
    expect(params.toString()).toBe('page=2&q=invoice');
    expect(withPage(new URLSearchParams(), 2).toString()).toBe('page=2');
  });
});

describe('pageAfterEnd', () => {
  it('moves an empty page past the end to the last page', () => {
    expect(pageAfterEnd(3, position({ data: [], from: null, to: null }))).toBe(2);
  });
  it('keeps a page with rows, and an empty list on page 1', () => {
    expect(pageAfterEnd(2, position({}))).toBeUndefined();
    expect(
      pageAfterEnd(1, position({ data: [], from: null, to: null, total: 0, last_page: 1 })),
    ).toBeUndefined();
  });
});

describe('entriesSummary', () => {
  it('says which rows are shown', () => {
    expect(entriesSummary(position({}))).toBe('Showing 11 to 12 of 12 entries');
  });
  it('is empty for an empty page', () => {
    expect(entriesSummary(position({ data: [], from: null, to: null, total: 0 }))).toBe('');
  });
});
