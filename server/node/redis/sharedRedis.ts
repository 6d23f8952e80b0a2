import { Redis, type RedisOptions } from 'ioredis';

/** Whether this process can use Redis now. */
export type RedisState = 'up' | 'down';

/** How this process finds Redis (for readiness: `down` means degraded, not failing). */
export interface RedisHealth {
  /**
   * `down` from a lost connection, a failed or late command or check, until a check answers
   * again: meanwhile the read cache, the token cache and the shared rate limits are off.
   */
  readonly state: RedisState;
}

/** Sends a command on the shared connection. */
export type RedisSend = <T>(command: (redis: Redis) => Promise<T>) => Promise<T>;

/** The Redis the processes of one deployment share, as this process finds it. */
export interface SharedRedis {
  readonly health: RedisHealth;
  /** A connection in subscriber mode (it may only subscribe, unsubscribe and ping). */
  readonly subscriber: Redis;
  /**
   * Sends a command within the time limit; refused at once while Redis is down. A failure for
   * want of Redis (not an error Redis answered) turns the state `down`.
   */
  run: RedisSend;
  /**
   * Calls `step` each time the state turns `up` (at start too), in the same tick: what it does
   * at once comes before anything else uses Redis. A step that fails turns the state `down`.
   */
  onRecovery(step: () => void | Promise<void>): void;
  /** Waits for the connections (bounded), checks, then checks every time limit. */
  start(): Promise<void>;
  close(): Promise<void>;
}

/** Where the changes of state are told (a pino logger). */
interface StateLog {
  warn(details: object, message: string): void;
  debug(details: object, message: string): void;
}

/** Options of the shared Redis. */
export interface SharedRedisOptions {
  /** REDIS_TIMEOUT_MS: the longest wait for a connection, a command or a check. */
  timeoutMs: number;
  log: StateLog;
}

/** The message of a change of state, logged once per change. */
export const redisStateMessages = {
  down: 'redis unavailable: read cache, token cache and shared rate limits off',
  up: 'redis available again',
} as const;

const away = new Error('Redis is unavailable');

/**
 * Settles as `promise`, or rejects once `ms` have passed and it has still not settled after
 * the input waiting then was read: a process busy for longer than `ms` runs its timers before
 * it reads the answers that came meanwhile, and those are not late.
 */
function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let settled = false;
    const timer = setTimeout(() => {
      setImmediate(() => {
        if (settled) return;
        settled = true;
        reject(new Error(`Redis did not answer within ${ms} ms`));
      });
    }, ms);
    promise.then(
      (value) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** An error Redis answered: Redis is there, the command was wrong. */
const answeredByRedis = (error: unknown) => error instanceof Error && error.name === 'ReplyError';

/**
 * Connects to the shared Redis so that its absence degrades this process instead of stopping
 * it: nothing waits in a queue for a connection, every command and check has `timeoutMs`, the
 * connections reconnect in the background, and while Redis is down its users do without it
 * (`run` refuses at once). A check every `timeoutMs` (a PING on both connections) finds a
 * Redis that stopped answering, and one that answers again; each change is logged once.
 */
export function connectSharedRedis(
  url: string,
  { timeoutMs, log }: SharedRedisOptions,
): SharedRedis {
  const options: RedisOptions = {
    connectTimeout: timeoutMs,
    // `within` limits each command and tolerates a busy process; this only bounds how long a
    // command sent to a Redis that stopped answering is kept.
    commandTimeout: timeoutMs * 10,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    retryStrategy: (times) => Math.min(times * 50, timeoutMs),
  };
  const commands = new Redis(url, options);
  const subscriber = new Redis(url, options);
  const steps: (() => void | Promise<void>)[] = [];
  let state: RedisState = 'down';
  // What the log last said: a healthy start says nothing.
  let told: RedisState = 'up';
  let lastError: unknown;
  let checking = false;
  let closing = false;
  let timer: NodeJS.Timeout | undefined;

  const wentDown = (error: unknown) => {
    state = 'down';
    if (told === 'down' || closing) return;
    told = 'down';
    log.warn({ err: error }, redisStateMessages.down);
  };
  for (const connection of [commands, subscriber]) {
    connection.on('error', (error: unknown) => {
      lastError = error;
      log.debug({ err: error }, 'redis connection error');
    });
    connection.on('ready', () => {
      lastError = undefined;
    });
    connection.on('close', () => {
      if (!closing) wentDown(lastError ?? new Error('Redis connection closed'));
    });
  }

  const run: RedisSend = (command) => {
    if (state === 'down') return Promise.reject(away);
    return within(command(commands), timeoutMs).catch((error: unknown) => {
      if (!answeredByRedis(error)) wentDown(error);
      throw error;
    });
  };

  const check = async () => {
    if (checking || closing) return;
    checking = true;
    try {
      // Commands on one connection are answered in order: a PONG on the subscriber also
      // tells that the subscriptions it renewed on reconnecting are in place.
      await within(Promise.all([commands.ping(), subscriber.ping()]), timeoutMs);
      if (state === 'down') {
        state = 'up';
        if (told === 'down') {
          told = 'up';
          log.warn({}, redisStateMessages.up);
        }
        await Promise.all(steps.map(async (step) => step()));
      }
    } catch (error) {
      wentDown(error);
    } finally {
      checking = false;
    }
  };

  // The first try to connect, made or failed.
  const tried = (connection: Redis) =>
    connection.status === 'ready'
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          connection.once('ready', () => resolve());
          connection.once('close', () => resolve());
        });

  return {
    health: {
      get state() {
        return state;
      },
    },
    subscriber,
    run,
    onRecovery(step) {
      steps.push(step);
    },
    async start() {
      await within(Promise.all([tried(commands), tried(subscriber)]), timeoutMs * 2).catch(
        () => undefined,
      );
      await check();
      timer = setInterval(() => void check(), timeoutMs);
      timer.unref();
    },
    async close() {
      closing = true;
      clearInterval(timer);
      await Promise.all(
        [commands, subscriber].map((connection) =>
          within(connection.quit(), timeoutMs).catch(() => connection.disconnect()),
        ),
      );
    },
  };
}
