import { describe, expect, it } from 'vitest';
import { colorListError, isColorCode, parseColorList } from './model';

describe('isColorCode', () => {
  it.each(['#fff', '#FFFA', '#3366cc', '#3366CC80'])('accepts %s', (text) => {
    expect(isColorCode(text)).toBe(true);
  });

  it.each(['fff', '#ff', '#fffff', '#ggg', 'red', '#3366cc ', 'rgb(0,0,0)'])(
    'rejects %j',
    (text) => {
      expect(isColorCode(text)).toBe(false);
    },
  );
});

describe('parseColorList', () => {
  it('splits on commas and trims each entry', () => {
    expect(parseColorList('#3366cc, #dc3912 ,#ff9900').colors).toEqual([
      '#3366cc',
      '#dc3912',
      '#ff9900',
    ]);
  });

  it('skips empty entries such as a trailing comma', () => {
    expect(parseColorList('#fff,,#000,').entries).toEqual([
      { text: '#fff', valid: true },
      { text: '#000', valid: true },
    ]);
    expect(parseColorList('  ').entries).toEqual([]);
  });

  it('keeps invalid entries apart, in order', () => {
    const list = parseColorList('#3366cc,red,#12,#ff9900');
    expect(list.colors).toEqual(['#3366cc', '#ff9900']);
    expect(list.invalid).toEqual(['red', '#12']);
    expect(list.entries.map((entry) => entry.valid)).toEqual([true, false, false, true]);
  });
});

describe('colorListError', () => {
  it('names the invalid entries', () => {
    expect(colorListError('#fff,red')).toBe('Not a colour code: red. Use #rgb or #rrggbb.');
    expect(colorListError('red,#12')).toBe('Not colour codes: red, #12. Use #rgb or #rrggbb.');
  });

  it('is undefined for a valid or empty list', () => {
    expect(colorListError('#3366cc,#dc3912')).toBeUndefined();
    expect(colorListError('')).toBeUndefined();
  });
});
