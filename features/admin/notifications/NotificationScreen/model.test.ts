import { describe, expect, it } from 'vitest';
import { notificationLink } from './model';

describe('notificationLink', () => {
  it('is null without a link', () => {
    expect(notificationLink(null)).toBeNull();
    expect(notificationLink('')).toBeNull();
    expect(notificationLink('  ')).toBeNull();
  });
  it('routes console paths through the app', () => {
    expect(notificationLink('/admin/ext-cbs-invoice/invoice/418/show')).toEqual({
      kind: 'console',
      href: '/admin/ext-cbs-invoice/invoice/418/show',
    });
  });
  it('keeps web addresses as ordinary links', () => {
    expect(notificationLink('https://status.example.com/incidents/7')).toEqual({
      kind: 'external',
      href: 'https://status.example.com/incidents/7',
    });
    expect(notificationLink('HTTP://example.com')).toEqual({
      kind: 'external',
      href: 'HTTP://example.com',
    });
  });
  it('never links anything else', () => {
    for (const value of [
      'javascript:alert(1)',
      '//evil.example.com/x',
      'admin/users',
      'https://',
    ]) {
      expect(notificationLink(value)).toEqual({ kind: 'text', text: value });
    }
  });
});
