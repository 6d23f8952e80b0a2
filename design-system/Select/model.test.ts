import { describe, expect, it } from 'vitest';
import {
  filterOptions,
  labelOf,
  moveActive,
  toggleValue,
  typeaheadIndex,
  type SelectOption,
} from './model';

const options: SelectOption[] = [
  { value: 1, label: 'Apple' },
  { value: 2, label: 'Banana', disabled: true },
  { value: 3, label: 'Blueberry' },
  { value: 4, label: 'Cherry' },
  { value: 5, label: 'Avocado' },
  { value: 6, label: 'Zucchini', disabled: true },
];

describe('filterOptions', () => {
  it('keeps options whose label contains the query, ignoring case and spaces', () => {
    expect(filterOptions(options, ' ERR ').map((option) => option.label)).toEqual([
      'Blueberry',
      'Cherry',
    ]);
  });

  it('keeps every option for an empty query and none for no match', () => {
    expect(filterOptions(options, '')).toHaveLength(6);
    expect(filterOptions(options, 'kiwi')).toEqual([]);
  });
});

describe('moveActive', () => {
  it('skips disabled options', () => {
    expect(moveActive(options, 0, 'next')).toBe(2);
    expect(moveActive(options, 2, 'previous')).toBe(0);
  });

  it('stops at either end', () => {
    expect(moveActive(options, 4, 'next')).toBe(4);
    expect(moveActive(options, 0, 'previous')).toBe(0);
  });

  it('goes to the first and last enabled options', () => {
    expect(moveActive(options, 3, 'first')).toBe(0);
    expect(moveActive(options, 0, 'last')).toBe(4);
  });

  it('starts from nothing active', () => {
    expect(moveActive(options, -1, 'next')).toBe(0);
    expect(moveActive(options, -1, 'previous')).toBe(4);
  });

  it('gives -1 when every option is disabled or there are none', () => {
    expect(moveActive([{ value: 1, label: 'x', disabled: true }], -1, 'first')).toBe(-1);
    expect(moveActive([], -1, 'next')).toBe(-1);
  });
});

describe('typeaheadIndex', () => {
  it('finds the next option starting with the typed text', () => {
    expect(typeaheadIndex(options, 'b', -1)).toBe(2);
    expect(typeaheadIndex(options, 'ch', 0)).toBe(3);
  });

  it('cycles through options starting with a repeated letter, wrapping', () => {
    expect(typeaheadIndex(options, 'a', 0)).toBe(4);
    expect(typeaheadIndex(options, 'aa', 4)).toBe(0);
  });

  it('keeps the current option while a longer prefix still matches', () => {
    expect(typeaheadIndex(options, 'av', 4)).toBe(4);
  });

  it('gives -1 when nothing enabled matches', () => {
    expect(typeaheadIndex(options, 'z', 0)).toBe(-1);
  });
});

describe('toggleValue', () => {
  it('adds a missing value at the end and removes a present one', () => {
    expect(toggleValue([1, 3], 2)).toEqual([1, 3, 2]);
    expect(toggleValue([1, 3], 1)).toEqual([3]);
  });
});

describe('labelOf', () => {
  it('looks the value up in each list in turn, else shows the value', () => {
    expect(labelOf(4, [], options)).toBe('Cherry');
    expect(labelOf('x', options, [{ value: 'x', label: 'Ex' }])).toBe('Ex');
    expect(labelOf(99, options)).toBe('99');
  });
});
