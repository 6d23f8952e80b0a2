/** Up to two initials from a display name, for the avatar fallback: 'Nadia Rahman' → 'NR'. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

/**
 * The one 'Member since' date of the console (user menu, profile, home): '1 March 2024', in UTC so
 * every time zone reads the same day. A timestamp string is read as a date; other text is kept.
 */
export function formatMemberSince(date: Date | string, locale = 'en-GB'): string {
  // Only an ISO timestamp (as the API sends created_at) is read as a date; other text is kept.
  const isTimestamp = typeof date !== 'string' || /^\d{4}-\d{2}-\d{2}/.test(date);
  const moment = typeof date === 'string' ? new Date(date) : date;
  if (!isTimestamp || Number.isNaN(moment.getTime())) return typeof date === 'string' ? date : '';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(moment);
}
