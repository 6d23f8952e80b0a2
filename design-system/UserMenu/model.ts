/** Up to two initials from a display name, for the avatar fallback: 'Nadia Rahman' → 'NR'. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

/** A member-since date as text; a Date is formatted in UTC so every time zone reads the same day. */
export function formatMemberSince(date: Date | string, locale = 'en'): string {
  if (typeof date === 'string') return date;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}
