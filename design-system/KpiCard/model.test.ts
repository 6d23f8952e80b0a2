import { describe, expect, it } from 'vitest';
import { contrastRatio, kpiColor, parseColor, readableColor } from './model';

describe('parseColor', () => {
  it('reads hex, rgb() and common names', () => {
    expect(parseColor('#1f56c9')).toEqual([31, 86, 201]);
    expect(parseColor('#FFF')).toEqual([255, 255, 255]);
    expect(parseColor('rgb(10, 20, 30)')).toEqual([10, 20, 30]);
    expect(parseColor('rgba(10, 20, 30, 0.5)')).toEqual([10, 20, 30]);
    expect(parseColor(' Red ')).toEqual([255, 0, 0]);
  });

  it('rejects anything else', () => {
    expect(parseColor('text-danger')).toBeNull();
    expect(parseColor('#12345')).toBeNull();
    expect(parseColor('rgb(300, 0, 0)')).toBeNull();
  });
});

describe('readableColor', () => {
  it('keeps a colour that already meets AA on white', () => {
    expect(readableColor('#1f56c9')).toBe('#1f56c9');
    expect(readableColor('navy')).toBe('#000080');
  });

  it('darkens a light colour until it meets AA', () => {
    const result = readableColor('#ffd700');
    expect(result).not.toBeNull();
    const rgb = parseColor(result ?? '');
    expect(rgb).not.toBeNull();
    if (rgb) expect(contrastRatio(rgb, [255, 255, 255])).toBeGreaterThanOrEqual(4.5);
  });

  it('turns white on white into a readable dark colour', () => {
    expect(readableColor('#ffffff')).toBe('#737373');
  });

  it('gives null for an unreadable input', () => {
    expect(readableColor('not-a-colour')).toBeNull();
  });
});

describe('kpiColor', () => {
  it('maps tones to their tokens', () => {
    expect(kpiColor('success')).toBe('var(--tck-color-success)');
    expect(kpiColor('default')).toBe('var(--tck-color-text)');
  });

  it('passes readable colours, fixes light ones and drops unknown ones', () => {
    expect(kpiColor('#c4291c')).toBe('#c4291c');
    expect(kpiColor('yellow')).not.toBe('#ffff00');
    expect(kpiColor('bogus')).toBeUndefined();
    expect(kpiColor('')).toBeUndefined();
    expect(kpiColor(undefined)).toBeUndefined();
  });
});
