import type { Redis } from 'ioredis';
import type { TableChanges } from './changes';

/** Counts a change: the next number, given to each changed table. */
const countChange = `local at = redis.call('INCR', KEYS[1])
for i = 2, #KEYS do redis.call('SET', KEYS[i], at) end
return at`;

/**
 * The count of changes of several server processes on one database, in their shared Redis: a
 * write through any process is counted there before its call answers, so a kept answer that any
 * process checks against it is never older than a write another process acknowledged.
 */
export function sharedTableChanges(
  redis: Redis,
  prefix = 'telco-console-kit:changes:',
): TableChanges {
  const counter = `${prefix}counter`;
  const all = `${prefix}all`;
  const keyOf = (table: string) => `${prefix}table:${table}`;
  return {
    async latest() {
      return Number((await redis.get(counter)) ?? 0);
    },
    async changed(tables) {
      const keys = tables === 'all' ? [all] : [...tables].map(keyOf);
      await redis.eval(countChange, keys.length + 1, counter, ...keys);
    },
    async unchangedSince(tables, since) {
      const values = await redis.mget(all, ...[...tables].map(keyOf));
      return values.every((value) => Number(value ?? 0) <= since);
    },
  };
}
