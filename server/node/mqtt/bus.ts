import type { TokensEnded } from '../../core/auth/opaqueTokens';
import type { SharedRedis } from '../redis/sharedRedis';

/** What the server processes tell each other about live connections. */
export type BusMessage =
  /** A message for the connections subscribed to `topic`, wherever they are connected. */
  | { kind: 'publish'; topic: string; payload: unknown }
  /** Tokens ended early: every process re-checks the connections they may have opened. */
  | { kind: 'tokensEnded'; ended: TokensEnded }
  /** Redis was away and is back: live messages may have been missed, bells reload. */
  | { kind: 'resync' };

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
 * stay stored). While Redis is down, or when a message cannot be sent there, it is delivered in
 * this process alone. Each time Redis is back, this process asks every process to end its
 * bells' connections (`resync`): a bell reloads its list when it reconnects, so what it missed
 * meanwhile, on any process, shows.
 */
export function redisBus(redis: SharedRedis, onError: (error: unknown) => void): LiveBus {
  const here = localBus(onError);
  redis.subscriber.on('message', (from: string, text: string) => {
    if (from !== channel) return;
    let message: BusMessage;
    try {
      message = JSON.parse(text) as BusMessage;
    } catch (error) {
      onError(error);
      return;
    }
    here.send(message).catch(onError);
  });
  const publish = (message: BusMessage) =>
    redis.run((r) => r.publish(channel, JSON.stringify(message)));
  // Subscribed on the first connection; ioredis subscribes again on every reconnection.
  let subscribed = false;
  redis.onRecovery(async () => {
    if (!subscribed) {
      await redis.run(() => redis.subscriber.subscribe(channel));
      subscribed = true;
      return;
    }
    await publish({ kind: 'resync' });
  });
  return {
    send: async (message) => {
      if (redis.health.state === 'up') {
        try {
          await publish(message);
          return;
        } catch {
          // Delivered here alone, below.
        }
      }
      await here.send(message);
    },
    listen: (listener) => {
      here.listen(listener);
    },
    close: () => here.close(),
  };
}
