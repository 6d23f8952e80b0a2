import { Redis } from 'ioredis';
import type { TokensEnded } from '../auth/opaqueTokens';

/** What the server processes tell each other about live connections. */
export type BusMessage =
  /** A message for the connections subscribed to `topic`, wherever they are connected. */
  | { kind: 'publish'; topic: string; payload: unknown }
  /** Tokens ended early: every process re-checks the connections they may have opened. */
  | { kind: 'tokensEnded'; ended: TokensEnded };

/** Handles a message in this process; resolves once it is handed to the connections. */
type BusListener = (message: BusMessage) => Promise<void>;

/**
 * Carries live messages to every server process, this one included: each process hands a
 * message to the connections of its own broker, after checking that their sessions still hold.
 */
export interface LiveBus {
  /** Sends a message to every process; resolves once it is on its way. */
  send(message: BusMessage): Promise<void>;
  /** Calls `listener` with every message sent by any process. */
  listen(listener: BusListener): void;
  close(): Promise<void>;
}

/**
 * The bus of a server that runs alone: messages stay in the process, and sending resolves once
 * they are handed to the connections.
 */
export function localBus(onError: (error: unknown) => void): LiveBus {
  const listeners: BusListener[] = [];
  return {
    send: async (message) => {
      const handled = Promise.all(listeners.map((listener) => listener(message)));
      // An ending is passed on, not waited for: the re-checks it starts read the database, which
      // the transaction that announced it may still hold (SQLite has one connection).
      if (message.kind === 'tokensEnded') {
        handled.catch(onError);
        return;
      }
      await handled;
    },
    listen: (listener) => {
      listeners.push(listener);
    },
    close: () => Promise.resolve(),
  };
}

/** The Redis channel the processes of one deployment share. */
const channel = 'telco-console-kit:live';

/**
 * The bus of servers sharing one database (REDIS_URL): a message goes through a Redis channel
 * to every subscribed process, the sender's too. Delivery is at most once, like QoS 0: a
 * process that is disconnected from Redis misses what was sent meanwhile (the notifications
 * stay stored; a bell reloads its list when it reconnects).
 */
export async function redisBus(url: string, onError: (error: unknown) => void): Promise<LiveBus> {
  const publisher = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  const subscriber = new Redis(url, { lazyConnect: true });
  for (const connection of [publisher, subscriber]) connection.on('error', onError);
  await Promise.all([publisher.connect(), subscriber.connect()]);
  const listeners: BusListener[] = [];
  subscriber.on('message', (from: string, text: string) => {
    if (from !== channel) return;
    let message: BusMessage;
    try {
      message = JSON.parse(text) as BusMessage;
    } catch (error) {
      onError(error);
      return;
    }
    for (const listener of listeners) listener(message).catch(onError);
  });
  await subscriber.subscribe(channel);
  return {
    send: async (message) => {
      await publisher.publish(channel, JSON.stringify(message));
    },
    listen: (listener) => {
      listeners.push(listener);
    },
    close: async () => {
      await Promise.all([publisher.quit(), subscriber.quit()]);
    },
  };
}
