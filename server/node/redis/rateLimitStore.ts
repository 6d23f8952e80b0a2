import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { SharedRedis } from './sharedRedis';

/** Counts a call in a window that starts with the first one: the count and the ms left. */
const countCall = `local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {current, redis.call('PTTL', KEYS[1])}`;

/** Most keys counted in this process at once; past it, the least recently counted goes. */
const maxLocalKeys = 10_000;

type Counted = Parameters<FastifyRateLimitStore['incr']>[1];

/**
 * A store of @fastify/rate-limit whose counts the processes share in Redis, each process
 * counting on its own while Redis is down (or a count there fails): a client then gets the
 * limit from each process it reaches, until Redis is back.
 */
export function sharedRateLimitStore(
  redis: SharedRedis,
  nameSpace: string,
): FastifyRateLimitStoreCtor {
  const local = new Map<string, { current: number; endsAt: number }>();
  const countHere = (key: string, timeWindow: number) => {
    const now = Date.now();
    const found = local.get(key);
    const window =
      found === undefined || found.endsAt <= now
        ? { current: 1, endsAt: now + timeWindow }
        : { current: found.current + 1, endsAt: found.endsAt };
    local.delete(key);
    local.set(key, window);
    if (local.size > maxLocalKeys) {
      const oldest = local.keys().next().value;
      if (oldest !== undefined) local.delete(oldest);
    }
    return { current: window.current, ttl: window.endsAt - now };
  };

  class SharedStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly prefix = nameSpace,
    ) {}

    incr(key: string, counted: Counted, timeWindow: number): void {
      const full = this.prefix + key;
      if (redis.health.state === 'down') {
        counted(null, countHere(full, timeWindow));
        return;
      }
      redis
        .run((r) => r.eval(countCall, 1, full, timeWindow) as Promise<[number, number]>)
        .then(
          ([current, ttl]) => counted(null, { current, ttl }),
          () => counted(null, countHere(full, timeWindow)),
        );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      // The plugin hands its route settings, the route itself under `routeInfo`.
      const { routeInfo } = routeOptions as unknown as {
        routeInfo: { method: string; url: string };
      };
      return new SharedStore(undefined, `${this.prefix}${routeInfo.method}${routeInfo.url}-`);
    }
  }
  return SharedStore;
}
