import type { LiveNotification } from './model';

/** Receives each live notification. */
export type LiveMessageHandler = (notification: LiveNotification) => void;

/** Told each time the connection opens: what was sent while it was closed is not replayed. */
export type LiveConnectHandler = () => void;

/**
 * A source of live notifications (the MQTT broker in the app, a fake in stories and tests).
 * Connection problems are only logged (admin §8): no method throws or rejects.
 */
export interface LiveChannel {
  /** Opens the connection (and keeps retrying); calling it again while open does nothing. */
  connect: () => Promise<void>;
  /** Calls `onMessage` with every message from now on; returns a function that stops it. */
  subscribe: (onMessage: LiveMessageHandler) => () => void;
  /** Calls `onConnected` each time the connection opens; returns a function that stops it. */
  onConnected: (onConnected: LiveConnectHandler) => () => void;
  /** Closes the connection; `connect` may open it again later. */
  disconnect: () => void;
}

/** Adds a listener to a set; answers the function that removes it. */
export function listen<Handler>(listeners: Set<Handler>, handler: Handler): () => void {
  listeners.add(handler);
  return () => {
    listeners.delete(handler);
  };
}
