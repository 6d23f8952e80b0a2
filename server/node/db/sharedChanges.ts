import { randomUUID } from 'node:crypto';
import type { SharedRedis } from '../redis/sharedRedis';
import type { TableChanges } from '../../core/db/changes';

/** Counts a change: the next number, given to each changed table. */
const countChange = `local at = redis.call('INCR', KEYS[1])
for i = 2, #KEYS do redis.call('SET', KEYS[i], at) end
return at`;

/** The count's epoch (set now unless Redis has one) and its latest number. */
const followCount = `redis.call('SET', KEYS[1], ARGV[1], 'NX')
return {redis.call('GET', KEYS[1]), redis.call('GET', KEYS[2])}`;

/**
 * The count of changes of several server processes on one database, in their shared Redis: a
 * write through any process is counted there before its call answers, so a kept answer that any
 * process checks against it is never older than a write another process acknowledged.
 *
 * While Redis is down nothing kept passes a check and nothing is kept; the changes this process
 * made meanwhile are counted when Redis is back. A Redis that lost the count (restarted empty,
 * flushed, replaced) is told by its epoch, a random key the first process to find it missing
 * sets: numbers of another epoch are not comparable. Whenever Redis comes back or its epoch
 * changes, this process starts its numbers past every one it handed out, so no answer kept
 * before passes a check after (a write of another process may have gone uncounted meanwhile).
 */
export function sharedTableChanges(
  redis: SharedRedis,
  prefix = 'telco-console-kit:changes:',
): TableChanges {
  const counter = `${prefix}counter`;
  const all = `${prefix}all`;
  const epochKey = `${prefix}epoch`;
  const keyOf = (table: string) => `${prefix}table:${table}`;
  // The epoch followed; this process's numbers are Redis's plus `offset`.
  let epoch: string | undefined;
  let offset = 0;
  let highest = 0;
  // Changes not counted yet, for want of Redis.
  let pending: Set<string> | 'all' | undefined;

  const startOver = () => {
    epoch = undefined;
    offset = highest + 1;
  };
  const keep = (tables: ReadonlySet<string> | 'all') => {
    if (tables === 'all' || pending === 'all') pending = 'all';
    else pending = new Set([...(pending ?? []), ...tables]);
  };
  const count = async (tables: ReadonlySet<string> | 'all') => {
    const keys = tables === 'all' ? [all] : [...tables].map(keyOf);
    try {
      await redis.run((r) => r.eval(countChange, keys.length + 1, counter, ...keys));
    } catch {
      keep(tables);
    }
  };
  const handOut = (at: string | null | undefined) => {
    const number = Number(at ?? 0) + offset;
    highest = Math.max(highest, number);
    return number;
  };
  const follow = async () => {
    const [found, at] = (await redis.run((r) =>
      r.eval(followCount, 2, epochKey, counter, randomUUID()),
    )) as [string, string | undefined];
    if (found !== epoch) {
      startOver();
      epoch = found;
    }
    return handOut(at);
  };

  redis.onRecovery(async () => {
    startOver();
    await follow();
    const uncounted = pending;
    pending = undefined;
    if (uncounted !== undefined) await count(uncounted);
  });

  return {
    async latest() {
      const [found, at] = await redis.run((r) => r.mget(epochKey, counter));
      return found !== null && found === epoch ? handOut(at) : follow();
    },
    changed(tables) {
      if (redis.health.state === 'down') {
        keep(tables);
        return;
      }
      return count(tables);
    },
    unchangedSince(tables, since) {
      if (redis.health.state === 'down') return false;
      return redis
        .run((r) => r.mget(epochKey, all, ...[...tables].map(keyOf)))
        .then(([found, ...values]) => {
          if (found === null || found !== epoch) {
            startOver();
            return false;
          }
          return values.every((value) => Number(value ?? 0) + offset <= since);
        });
    },
  };
}
