import type { LiveChannel, LiveMessageHandler } from './LiveChannel';
import type { LiveNotification } from './model';

/** A live channel that stories and tests drive by hand. */
export interface FakeLiveChannel extends LiveChannel {
  /** Delivers a notification to every current subscriber, as the broker would. */
  push: (notification: LiveNotification) => void;
}

/** A live channel without a broker: `push` delivers a message to the subscribers at once. */
export function createFakeLiveChannel(): FakeLiveChannel {
  const handlers = new Set<LiveMessageHandler>();
  return {
    connect: () => Promise.resolve(),
    subscribe(onMessage) {
      handlers.add(onMessage);
      return () => {
        handlers.delete(onMessage);
      };
    },
    disconnect: () => undefined,
    push(notification) {
      for (const handler of handlers) handler(notification);
    },
  };
}
