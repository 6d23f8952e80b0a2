import type { Schema } from '@api';
import { bellLimit, unseenCount } from '@domain/notifications';

type Notification = Schema<'Notification'>;

/** What the bell shows: the latest notifications (newest first) and the badge count. */
export interface BellState {
  /** At most 10 notifications, newest first. */
  items: readonly Notification[];
  /** The badge: unseen on load, 0 once opened, +1 per live message. */
  count: number;
}

/** What happens to the bell. */
export type BellAction =
  /** The list call answered: its notifications replace the list, the badge counts the unseen. */
  | { type: 'loaded'; items: readonly Notification[] }
  /** The dropdown opened: everything loaded is being marked seen. */
  | { type: 'opened' }
  /** A live message arrived. */
  | { type: 'pushed'; notification: Notification };

/** Before the first load: nothing listed, no badge. */
export const initialBellState: BellState = { items: [], count: 0 };

/** The bell's list and badge (admin §4): load, open → 0, live message → on top and +1. */
export function bellReducer(state: BellState, action: BellAction): BellState {
  switch (action.type) {
    case 'loaded': {
      const items = action.items.slice(0, bellLimit);
      return { items, count: unseenCount(items) };
    }
    case 'opened':
      return state.count === 0 ? state : { ...state, count: 0 };
    case 'pushed': {
      const { notification } = action;
      // The broker may deliver a message twice, or one the last load already listed.
      if (state.items.some((item) => item.id === notification.id)) return state;
      return {
        items: [notification, ...state.items].slice(0, bellLimit),
        count: state.count + (notification.is_seen === 0 ? 1 : 0),
      };
    }
  }
}
