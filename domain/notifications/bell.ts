/** How many notifications the bell asks for and lists (admin §4: the bell sends limit=10). */
export const bellLimit = 10;

/** Whether a notification is still unseen (is_seen 0): it counts toward the bell's badge. */
export const isUnseen = (item: { is_seen: 0 | 1 }) => item.is_seen === 0;

/** The number of unseen notifications. */
export function unseenCount(items: ReadonlyArray<{ is_seen: 0 | 1 }>): number {
  return items.filter(isUnseen).length;
}
