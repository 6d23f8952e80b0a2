// @vitest-environment node
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../testing/databases';
import { startOwnRedis, type OwnRedis } from '../../testing/redis';
import { sharedRateLimitStore } from './rateLimitStore';
import { connectSharedRedis, redisStateMessages, type SharedRedis } from './sharedRedis';

/** Uses no database: runs once, with the SQLite suites. */
const once = testDatabases().some(({ name }) => name === 'sqlite');

describe.runIf(once)('a process sharing a Redis that goes away', () => {
  let redis: OwnRedis;
  const opened: SharedRedis[] = [];
  const said: string[] = [];
  const log = { warn: (_details: object, message: string) => said.push(message), debug: () => 0 };

  beforeAll(async () => {
    redis = await startOwnRedis();
  });
  afterAll(async () => {
    await Promise.all(opened.map((shared) => shared.close()));
    await redis.stop();
  });

  const connect = async () => {
    const shared = connectSharedRedis(redis.url, { timeoutMs: 200, log });
    opened.push(shared);
    let recoveries = 0;
    shared.onRecovery(() => {
      recoveries += 1;
    });
    await shared.start();
    return { shared, recoveries: () => recoveries };
  };
  const times = (message: string) => said.filter((line) => line === message).length;

  it('refuses commands at once while Redis is stopped, and says once that it went and came back', async () => {
    said.length = 0;
    const { shared, recoveries } = await connect();
    expect([shared.health.state, recoveries()]).toEqual(['up', 1]);
    await redis.kill();
    await expect.poll(() => shared.health.state).toBe('down');
    const refused = await Promise.allSettled(
      Array.from({ length: 20 }, () => shared.run((r) => r.get('x'))),
    );
    expect(refused.every(({ status }) => status === 'rejected')).toBe(true);
    await redis.startAgain();
    await expect.poll(() => shared.health.state).toBe('up');
    expect(await shared.run((r) => r.ping())).toBe('PONG');
    expect([times(redisStateMessages.down), times(redisStateMessages.up), recoveries()]).toEqual([
      1, 1, 2,
    ]);
  });

  it('ends a command to a paused Redis at its time limit, then does without it until it resumes', async () => {
    said.length = 0;
    const { shared } = await connect();
    redis.pause();
    try {
      await expect(shared.run((r) => r.get('x'))).rejects.toThrow('did not answer within 200 ms');
      expect(shared.health.state).toBe('down');
      await expect(shared.run((r) => r.get('x'))).rejects.toThrow('Redis is unavailable');
    } finally {
      redis.resume();
    }
    await expect.poll(() => shared.health.state).toBe('up');
    expect([times(redisStateMessages.down), times(redisStateMessages.up)]).toEqual([1, 1]);
  });

  it('limits calls across processes through Redis, and in each process alone while it is away', async () => {
    const apps = await Promise.all(
      [0, 1].map(async () => {
        const { shared } = await connect();
        const app = Fastify();
        await app.register(fastifyRateLimit, {
          global: false,
          store: sharedRateLimitStore(shared, `test-rate-limit:${String(process.pid)}:`),
        });
        app.get('/limited', { config: { rateLimit: { max: 2, timeWindow: 60_000 } } }, () => 'ok');
        return app;
      }),
    );
    const [a, b] = apps as [(typeof apps)[number], (typeof apps)[number]];
    const statuses = async (...servers: (typeof a)[]) => {
      const answers: number[] = [];
      for (const server of servers) answers.push((await server.inject('/limited')).statusCode);
      return answers;
    };
    try {
      expect(await statuses(a, b, a)).toEqual([200, 200, 429]);
      await redis.kill();
      expect(await statuses(a, a, a, b)).toEqual([200, 200, 429, 200]);
    } finally {
      await redis.startAgain();
      await Promise.all(apps.map((app) => app.close()));
    }
  });
});
