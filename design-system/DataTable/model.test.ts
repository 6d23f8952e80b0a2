import { describe, expect, it } from 'vitest';
import { nextSort, selectionState, toggleAll, toggleOne } from './model';

describe('nextSort', () => {
  it('starts a new column ascending', () => {
    expect(nextSort(null, 'name')).toEqual({ key: 'name', direction: 'asc' });
    expect(nextSort({ key: 'id', direction: 'desc' }, 'name')).toEqual({
      key: 'name',
      direction: 'asc',
    });
  });

  it('flips the sorted column', () => {
    expect(nextSort({ key: 'name', direction: 'asc' }, 'name').direction).toBe('desc');
    expect(nextSort({ key: 'name', direction: 'desc' }, 'name').direction).toBe('asc');
  });
});

describe('selectionState', () => {
  it('is none, some or all of the visible rows', () => {
    expect(selectionState([1, 2, 3], [])).toBe('none');
    expect(selectionState([1, 2, 3], [2, 9])).toBe('some');
    expect(selectionState([1, 2, 3], [3, 1, 2])).toBe('all');
  });

  it('is none for an empty page', () => {
    expect(selectionState([], [4])).toBe('none');
  });
});

describe('toggleAll', () => {
  it('selects every visible row, keeping other pages', () => {
    expect(toggleAll([1, 2, 3], [9, 2])).toEqual([9, 2, 1, 3]);
  });

  it('clears the visible rows when all are selected, keeping other pages', () => {
    expect(toggleAll([1, 2], [1, 9, 2])).toEqual([9]);
  });
});

describe('toggleOne', () => {
  it('adds and removes one id', () => {
    expect(toggleOne('b', ['a'])).toEqual(['a', 'b']);
    expect(toggleOne('a', ['a', 'b'])).toEqual(['b']);
  });
});
