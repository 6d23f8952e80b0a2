import { describe, expect, it } from 'vitest';
import { paginate } from './paging';

const rows = Array.from({ length: 23 }, (_, index) => index + 1);

describe('paginate', () => {
  it('answers the first page with from/to and the page count', () => {
    expect(paginate(rows, 1, 10)).toEqual({
      current_page: 1,
      data: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
      from: 1,
      last_page: 3,
      per_page: 10,
      to: 10,
      total: 23,
    });
  });

  it('answers a short last page', () => {
    expect(paginate(rows, 3, 10)).toMatchObject({ data: [21, 22, 23], from: 21, to: 23 });
  });

  it('answers an empty page past the end, as Laravel does', () => {
    expect(paginate(rows, 9, 10)).toMatchObject({
      current_page: 9,
      data: [],
      from: null,
      to: null,
      last_page: 3,
    });
  });

  it('answers an empty list with one page', () => {
    expect(paginate([], 1, 10)).toEqual({
      current_page: 1,
      data: [],
      from: null,
      last_page: 1,
      per_page: 10,
      to: null,
      total: 0,
    });
  });
});
