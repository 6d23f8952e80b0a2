import { describe, expect, it } from 'vitest';
import { fallbackIcon, iconDefinitions } from './icons';
import { findIcon, iconNames, normalizeIconName, resolveIcon } from './model';

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
    expect(findIcon('fa-bar-chart')?.iconName).toBe('chart-column');
    expect(findIcon('fa fa-dashboard')?.iconName).toBe('gauge');
    expect(findIcon('fa-times')?.iconName).toBe('xmark');
    expect(findIcon('users')?.iconName).toBe('users');
  });

  it('maps FA4 outline names onto regular icons', () => {
    expect(findIcon('fa-clock-o')?.prefix).toBe('far');
    expect(findIcon('fa-clock-o')?.iconName).toBe('clock');
  });

  it('does not know unknown names or object keys', () => {
    expect(findIcon('fa-not-an-icon')).toBeUndefined();
    expect(findIcon('constructor')).toBeUndefined();
    expect(findIcon('')).toBeUndefined();
  });
});

describe('resolveIcon', () => {
  it('falls back to the neutral icon for an unknown name', () => {
    expect(resolveIcon('fa-nope')).toEqual({ definition: fallbackIcon, known: false });
    expect(resolveIcon('fa-home')).toEqual({ definition: iconDefinitions.home, known: true });
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
