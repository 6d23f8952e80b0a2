import { describe, expect, it } from 'vitest';
import { bellLimit, isUnseen, unseenCount } from './bell';

describe('the bell rules', () => {
  it('asks for and lists 10 notifications (admin §4)', () => {
    expect(bellLimit).toBe(10);
  });

  it('counts items with is_seen 0 as unseen', () => {
    expect(isUnseen({ is_seen: 0 })).toBe(true);
    expect(isUnseen({ is_seen: 1 })).toBe(false);
    expect(unseenCount([{ is_seen: 0 }, { is_seen: 1 }, { is_seen: 0 }])).toBe(2);
    expect(unseenCount([])).toBe(0);
  });
});
