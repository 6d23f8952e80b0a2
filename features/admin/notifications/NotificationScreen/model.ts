/** How a notification's link opens. */
export type NotificationLink =
  /** A path of the console, e.g. '/admin/ext-cbs-invoice/invoice/418/show': the app's router. */
  | { kind: 'console'; href: string }
  /** An absolute http(s) address: an ordinary link. */
  | { kind: 'external'; href: string }
  /** Anything else (e.g. 'javascript:…'), shown as text and never made a link. */
  | { kind: 'text'; text: string };

/** Tells console paths, web addresses and unusable values apart; null for no link. */
export function notificationLink(link: string | null): NotificationLink | null {
  const value = link?.trim() ?? '';
  if (value === '') return null;
  // '//host/…' is protocol-relative: another site, not a console path.
  if (value.startsWith('/') && !value.startsWith('//')) return { kind: 'console', href: value };
  if (/^https?:\/\/[^/\s]/i.test(value)) return { kind: 'external', href: value };
  return { kind: 'text', text: value };
}
