import { describe, expect, it } from 'vitest';
import { fallbackIcon, glyphs } from './glyphs';
import { iconDefinitions, iconNames } from './icons';
import { findIcon, normalizeIconName, resolveIcon } from './model';

describe('normalizeIconName', () => {
  it.each([
    ['fa-bar-chart', 'bar-chart'],
    ['bar-chart', 'bar-chart'],
    ['fa fa-users', 'users'],
    ['fas fa-users', 'users'],
    ['  FA  FA-Cog ', 'cog'],
    ['fa-solid fa-house', 'house'],
    ['', ''],
  ])('%j gives %j', (input, expected) => {
    expect(normalizeIconName(input)).toBe(expected);
  });
});

describe('findIcon', () => {
  it('maps FA4 names onto their FA7 definitions', () => {
    expect(findIcon('fa-bar-chart', iconDefinitions)?.iconName).toBe('chart-column');
    expect(findIcon('fa fa-dashboard', iconDefinitions)?.iconName).toBe('gauge');
    expect(findIcon('fa-times', iconDefinitions)?.iconName).toBe('xmark');
    expect(findIcon('users', iconDefinitions)?.iconName).toBe('users');
  });

  it('maps FA4 outline names onto regular icons', () => {
    expect(findIcon('fa-clock-o', iconDefinitions)?.prefix).toBe('far');
    expect(findIcon('fa-clock-o', iconDefinitions)?.iconName).toBe('clock');
  });

  it('does not know unknown names or object keys', () => {
    expect(findIcon('fa-not-an-icon', iconDefinitions)).toBeUndefined();
    expect(findIcon('constructor', iconDefinitions)).toBeUndefined();
    expect(findIcon('', iconDefinitions)).toBeUndefined();
  });
});

describe('resolveIcon', () => {
  it('falls back to the neutral icon for an unknown name', () => {
    expect(resolveIcon('fa-nope', iconDefinitions)).toEqual({
      definition: fallbackIcon,
      known: false,
    });
    expect(resolveIcon('fa-home', iconDefinitions)).toEqual({
      definition: iconDefinitions.home,
      known: true,
    });
  });
});

describe('glyphs', () => {
  it('draw the kit glyphs the menu catalogue draws under the same names', () => {
    for (const [name, definition] of Object.entries(glyphs)) {
      expect(findIcon(name, iconDefinitions)).toEqual(definition);
    }
  });

  it('know only their own names', () => {
    expect(findIcon('fa-edit', glyphs)?.iconName).toBe('pen-to-square');
    expect(findIcon('fa-users', glyphs)).toBeUndefined();
  });
});

describe('iconNames', () => {
  it('lists every mapped name once, sorted, including the admin menu names', () => {
    expect(iconNames).toEqual([...new Set(iconNames)].sort());
    expect(iconNames.length).toBeGreaterThanOrEqual(100);
    for (const name of ['bar-chart', 'users', 'tasks', 'money', 'signal', 'chevron-left']) {
      expect(iconNames).toContain(name);
    }
  });

  it('has a drawable definition for every name', () => {
    for (const name of iconNames) {
      const [width, height, , , path] = iconDefinitions[name].icon;
      expect(width).toBeGreaterThan(0);
      expect(height).toBeGreaterThan(0);
      expect(typeof path === 'string' ? path : path.join('')).not.toBe('');
    }
  });
});
