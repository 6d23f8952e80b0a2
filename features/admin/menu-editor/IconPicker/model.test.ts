import { iconNames } from '@ds';
import { describe, expect, it } from 'vitest';
import { gridMove, iconClass, searchIcons } from './model';

const names = ['bar-chart', 'user', 'user-plus', 'users', 'circle-user', 'bell'];

describe('searchIcons', () => {
  it('lists every name for an empty search', () => {
    expect(searchIcons(names, '')).toEqual(names);
    expect(searchIcons(names, '   ')).toEqual(names);
  });

  it('puts the exact name first, then names starting with the text, then the rest', () => {
    expect(searchIcons(names, 'user')).toEqual(['user', 'user-plus', 'users', 'circle-user']);
  });

  it('ignores case, spaces and the class prefixes', () => {
    expect(searchIcons(names, ' fa-USER ')).toEqual(searchIcons(names, 'user'));
    expect(searchIcons(names, 'fa fa-bell')).toEqual(['bell']);
  });

  it('finds nothing for unknown text', () => {
    expect(searchIcons(names, 'zzz')).toEqual([]);
  });

  it('searches the design system icons', () => {
    expect(searchIcons(iconNames, 'users')[0]).toBe('users');
  });
});

describe('gridMove', () => {
  // 20 icons in rows of 8: 0-7, 8-15, 16-19.
  it('moves by one sideways and stops at the ends', () => {
    expect(gridMove(3, 'ArrowRight', 20)).toBe(4);
    expect(gridMove(3, 'ArrowLeft', 20)).toBe(2);
    expect(gridMove(0, 'ArrowLeft', 20)).toBe(0);
    expect(gridMove(19, 'ArrowRight', 20)).toBe(19);
  });

  it('moves by a row vertically and stays put where there is no row', () => {
    expect(gridMove(3, 'ArrowDown', 20)).toBe(11);
    expect(gridMove(11, 'ArrowUp', 20)).toBe(3);
    expect(gridMove(3, 'ArrowUp', 20)).toBe(3);
    expect(gridMove(13, 'ArrowDown', 20)).toBe(13);
    expect(gridMove(2, 'ArrowDown', 20, 4)).toBe(6);
  });

  it('jumps to the ends with Home and End', () => {
    expect(gridMove(9, 'Home', 20)).toBe(0);
    expect(gridMove(9, 'End', 20)).toBe(19);
  });

  it('ignores other keys', () => {
    expect(gridMove(9, 'a', 20)).toBeUndefined();
    expect(gridMove(9, 'Enter', 20)).toBeUndefined();
  });
});

describe('iconClass', () => {
  it('adds the fa- prefix the menu stores', () => {
    expect(iconClass('users')).toBe('fa-users');
  });
});
