import { describe, expect, it } from 'vitest';
import { DEFAULT_COUNTDOWN_SECONDS, formatClock, tick } from './model';

describe('formatClock', () => {
  it('shows seconds as 00:SS', () => {
    expect(formatClock(59)).toBe('00:59');
    expect(formatClock(5)).toBe('00:05');
    expect(formatClock(0)).toBe('00:00');
  });
  it('carries minutes', () => {
    expect(formatClock(60)).toBe('01:00');
    expect(formatClock(75)).toBe('01:15');
  });
  it('reads 00:00 below zero and rounds partial seconds up', () => {
    expect(formatClock(-3)).toBe('00:00');
    expect(formatClock(4.2)).toBe('00:05');
  });
});

describe('tick', () => {
  it('counts down by one and stops at zero', () => {
    expect(tick(DEFAULT_COUNTDOWN_SECONDS)).toBe(58);
    expect(tick(1)).toBe(0);
    expect(tick(0)).toBe(0);
  });
});
