import { describe, expect, it } from 'vitest';
import { pagerModel, typedPage } from './model';

describe('pagerModel', () => {
  it('offers the single page, with no previous or next, when there is 1 page', () => {
    expect(pagerModel({ currentPage: 1, lastPage: 1 })).toEqual({
      currentPage: 1,
      lastPage: 1,
      pages: [1],
      previousPage: null,
      nextPage: null,
      firstPage: null,
      finalPage: null,
      canJump: false,
    });
  });

  it('shows every page when there are exactly 5', () => {
    expect(pagerModel({ currentPage: 1, lastPage: 5 }).pages).toEqual([1, 2, 3, 4, 5]);
    expect(pagerModel({ currentPage: 3, lastPage: 5 }).pages).toEqual([1, 2, 3, 4, 5]);
    expect(pagerModel({ currentPage: 5, lastPage: 5 }).pages).toEqual([1, 2, 3, 4, 5]);
  });

  it('shows fewer buttons when there are fewer pages than buttons', () => {
    expect(pagerModel({ currentPage: 2, lastPage: 3 }).pages).toEqual([1, 2, 3]);
  });

  it('starts at page 1 on the first of 100 pages', () => {
    const model = pagerModel({ currentPage: 1, lastPage: 100 });
    expect(model.pages).toEqual([1, 2, 3, 4, 5]);
    expect(model.previousPage).toBeNull();
    expect(model.nextPage).toBe(2);
  });

  it('centres the current page in the middle of 100 pages', () => {
    const model = pagerModel({ currentPage: 50, lastPage: 100 });
    expect(model.pages).toEqual([48, 49, 50, 51, 52]);
    expect(model.previousPage).toBe(49);
    expect(model.nextPage).toBe(51);
  });

  it('stays within the range near either end of 100 pages', () => {
    expect(pagerModel({ currentPage: 2, lastPage: 100 }).pages).toEqual([1, 2, 3, 4, 5]);
    expect(pagerModel({ currentPage: 99, lastPage: 100 }).pages).toEqual([96, 97, 98, 99, 100]);
  });

  it('ends at the last page on the last of 100 pages', () => {
    const model = pagerModel({ currentPage: 100, lastPage: 100 });
    expect(model.pages).toEqual([96, 97, 98, 99, 100]);
    expect(model.previousPage).toBe(99);
    expect(model.nextPage).toBeNull();
  });

  it('clamps a current page beyond the last page', () => {
    const model = pagerModel({ currentPage: 120, lastPage: 100 });
    expect(model.currentPage).toBe(100);
    expect(model.pages).toEqual([96, 97, 98, 99, 100]);
    expect(model.nextPage).toBeNull();
  });

  it('clamps a current page below 1, and a missing last page to 1', () => {
    expect(pagerModel({ currentPage: 0, lastPage: 10 })).toMatchObject({
      currentPage: 1,
      pages: [1, 2, 3, 4, 5],
      previousPage: null,
    });
    expect(pagerModel({ currentPage: -3, lastPage: 0 })).toMatchObject({
      currentPage: 1,
      lastPage: 1,
      pages: [1],
    });
    expect(pagerModel({ currentPage: Number.NaN, lastPage: 4 }).currentPage).toBe(1);
  });

  it('honours another button count, odd or even', () => {
    expect(pagerModel({ currentPage: 50, lastPage: 100, maxButtons: 3 }).pages).toEqual([
      49, 50, 51,
    ]);
    expect(pagerModel({ currentPage: 50, lastPage: 100, maxButtons: 4 }).pages).toEqual([
      49, 50, 51, 52,
    ]);
  });

  it('offers the first and last pages and a jump when some pages have no button', () => {
    const middle = pagerModel({ currentPage: 20, lastPage: 49 });
    expect(middle.pages).toEqual([18, 19, 20, 21, 22]);
    expect([middle.firstPage, middle.finalPage, middle.canJump]).toEqual([1, 49, true]);
    const last = pagerModel({ currentPage: 49, lastPage: 49 });
    expect([last.firstPage, last.finalPage]).toEqual([1, null]);
    expect(pagerModel({ currentPage: 2, lastPage: 5 }).canJump).toBe(false);
  });

  it('reads a typed page number within the pages', () => {
    expect(typedPage(' 37 ', 49)).toBe(37);
    expect(typedPage('49', 49)).toBe(49);
    expect(typedPage('50', 49)).toBeUndefined();
    expect(typedPage('0', 49)).toBeUndefined();
    expect(typedPage('3.5', 49)).toBeUndefined();
    expect(typedPage('', 49)).toBeUndefined();
  });
});
