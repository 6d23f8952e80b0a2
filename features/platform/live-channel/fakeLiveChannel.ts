import {
  listen,
  type LiveChannel,
  type LiveConnectHandler,
  type LiveMessageHandler,
} from './LiveChannel';
import type { LiveNotification } from './model';

/** A live channel that stories and tests drive by hand. */
export interface FakeLiveChannel extends LiveChannel {
  /** Delivers a notification to every current subscriber, as the broker would. */
  push: (notification: LiveNotification) => void;
  /** Tells the listeners the connection opened again, as after a network outage. */
  reconnect: () => void;
}

/**
 * A live channel without a broker, connected from the start: `push` delivers a message to the
 * subscribers at once, `reconnect` tells them the connection opened again.
 */
export function createFakeLiveChannel(): FakeLiveChannel {
  const handlers = new Set<LiveMessageHandler>();
  const connectHandlers = new Set<LiveConnectHandler>();
  return {
    connect: () => Promise.resolve(),
    subscribe: (onMessage) => listen(handlers, onMessage),
    onConnected: (onConnected) => listen(connectHandlers, onConnected),
    disconnect: () => undefined,
    push(notification) {
      for (const handler of handlers) handler(notification);
    },
    reconnect() {
      for (const handler of connectHandlers) handler();
    },
  };
}
