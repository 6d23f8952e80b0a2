/** The bell's badge text: nothing at 0, the count up to 99, then '99+'. */
export function badgeText(count: number): string {
  if (count <= 0) return '';
  return count > 99 ? '99+' : String(Math.floor(count));
}

/** What the live region says about the unread count, e.g. '3 unread notifications'. */
export function unreadAnnouncement(count: number): string {
  if (count <= 0) return 'No unread notifications';
  return count === 1 ? '1 unread notification' : `${count} unread notifications`;
}

/** The number of unseen items (is_seen 0). */
export function unseenCount(items: ReadonlyArray<{ is_seen: 0 | 1 }>): number {
  return items.filter((item) => item.is_seen === 0).length;
}
