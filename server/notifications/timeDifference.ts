const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

/**
 * The spec's relative-time text (admin §9): under 1 hour in minutes, under 1 day in hours,
 * under 30 days 'approximately N days ago', under 365 days in months, otherwise in years.
 */
export function timeDifference(createdAt: string, now: Date = new Date()): string {
  const elapsed = Math.max(0, now.getTime() - new Date(createdAt).getTime());
  if (elapsed < hour) return `${Math.floor(elapsed / minute)} minutes ago`;
  if (elapsed < day) return `${Math.floor(elapsed / hour)} hours ago`;
  const days = Math.floor(elapsed / day);
  if (days < 30) return `approximately ${days} days ago`;
  if (days < 365) return `${Math.floor(days / 30)} months ago`;
  return `${Math.floor(days / 365)} years ago`;
}
