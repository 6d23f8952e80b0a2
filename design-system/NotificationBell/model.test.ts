import { describe, expect, it } from 'vitest';
import { badgeText, unreadAnnouncement } from './model';

describe('badgeText', () => {
  it('is empty at 0 and below', () => {
    expect(badgeText(0)).toBe('');
    expect(badgeText(-2)).toBe('');
  });
  it('shows counts up to 99 and 99+ above', () => {
    expect(badgeText(1)).toBe('1');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
  });
});

describe('unreadAnnouncement', () => {
  it('says how many are unread, in singular or plural', () => {
    expect(unreadAnnouncement(0)).toBe('No unread notifications');
    expect(unreadAnnouncement(1)).toBe('1 unread notification');
    expect(unreadAnnouncement(3)).toBe('3 unread notifications');
  });
});
