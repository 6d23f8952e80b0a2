/**
 * `npm run bench:cluster`: CLUSTER_PROCESSES server processes (default 4) on PostgreSQL
 * (BENCH_DATABASE_URL, else TEST_DATABASE_URL; a throwaway schema) and Redis behind HAProxy
 * (`server/testing/cluster.ts`), everything through the balancer:
 * 1. CLUSTER_BELLS bells (default 2,000) connect to `/mqtt`, spread by the balancer; then
 *    CLUSTER_NOTIFICATIONS notifications (default 300, one every 20 ms) are created through it
 *    for random bells: how long each takes from its create call to its bell (p50, p95, p99).
 * 2. While an administrator keeps creating notifications for itself through the balancer and its
 *    own bell listens, one process is killed with SIGKILL: how long the balancer takes to mark it
 *    down, how many bells lost their connection and how long until every one of them is
 *    connected again (through the balancer, to the others), and whether every acknowledged
 *    (201) notification is stored and was delivered live or is in the list a bell reloads.
 * 3. The same with SIGTERM to another process, which answers `draining` for 2 s, then closes.
 * Bounded: fixed counts and a 60 s limit on each wait; loopback only. Not part of the tests.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import mqtt, { type MqttClient } from 'mqtt';
import pg from 'pg';
import { userTopic } from '../../domain/live-topics';
import { signIn } from '../testing/childServer';
import { startCluster } from '../testing/cluster';
import { createBellUsers } from './bellUsers';
import { quantile } from './load';

const databaseUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || undefined;
const processes = Number(process.env.CLUSTER_PROCESSES ?? 4);
const bellCount = Number(process.env.CLUSTER_BELLS ?? 2000);
const notificationCount = Number(process.env.CLUSTER_NOTIFICATIONS ?? 300);
const spacingMs = 20;
const connectBatch = 100;
const waitLimitMs = 60_000;

const sleep = (delay: number) => new Promise((resolve) => setTimeout(resolve, delay));
const ms = (value: number) => `${value.toFixed(1)} ms`;

/** Waits until `done()` holds, checking every 50 ms, at most `waitLimitMs`; the time taken. */
async function timeUntil(done: () => boolean | Promise<boolean>): Promise<number | undefined> {
  const started = performance.now();
  while (performance.now() - started < waitLimitMs) {
    if (await done()) return performance.now() - started;
    await sleep(50);
  }
  return undefined;
}

/** Creates a notification through the balancer; its status (0 when the call failed). */
const createNotification = (url: string, token: string, userId: number, title: string) =>
  fetch(`${url}/api/auth/notifications`, {
    method: 'POST',
    headers: {
      accept: 'application/json',
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ user_id: userId, title, description: 'A cluster bench notification.' }),
  }).then(
    (response) => response.status,
    () => 0,
  );

async function main(): Promise<void> {
  if (databaseUrl === undefined) {
    console.error('bench:cluster needs PostgreSQL: set BENCH_DATABASE_URL (or TEST_DATABASE_URL).');
    process.exitCode = 1;
    return;
  }
  const schema = `bench_cluster_${randomBytes(6).toString('hex')}`;
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'telco-cluster-bench-'));
  const port = Number(process.env.CLUSTER_PORT ?? 8091);
  const bells: MqttClient[] = [];
  const cluster = await startCluster({ processes, databaseUrl, schema, port });
  try {
    const { url } = cluster;
    const users = await createBellUsers(databaseUrl, schema, scratch, bellCount);
    const adminToken = await signIn(url);
    const admin = (await (
      await fetch(`${url}/api/auth/get-user`, {
        headers: { authorization: `Bearer ${adminToken}` },
      })
    ).json()) as { id: number };

    // 1. Bells through the balancer, and notifications to them.
    const received = new Map<string, number>();
    let connections = 0;
    let losses = 0;
    const started = performance.now();
    const connect = async (username: string, token: string, topic: string) => {
      const bell = await mqtt.connectAsync(`${url.replace('http', 'ws')}/mqtt`, {
        username,
        password: token,
        clean: true,
        connectTimeout: 30_000,
        // As the console's bell does: connect again after a lost connection.
        reconnectPeriod: 500,
      });
      connections += 1;
      bell.on('connect', () => (connections += 1));
      bell.on('close', () => {
        connections -= 1;
        losses += 1;
      });
      await bell.subscribeAsync(topic, { qos: 0 });
      // A clean session forgets the subscription: subscribe again on each new connection.
      bell.on('connect', () => void bell.subscribeAsync(topic, { qos: 0 }).catch(() => undefined));
      bell.on('message', (_topic, payload) => {
        const { title } = JSON.parse(payload.toString('utf8')) as { title: string };
        received.set(title, performance.now());
      });
      bells.push(bell);
    };
    for (let start = 0; start < users.length; start += connectBatch) {
      await Promise.all(
        users
          .slice(start, start + connectBatch)
          .map((user) => connect('bell', user.token, userTopic(user.id))),
      );
    }
    await connect('admin', adminToken, userTopic(admin.id));
    console.log(
      `Cluster: ${processes} processes behind HAProxy, PostgreSQL and Redis; ${bells.length} bells connected through the balancer in ${(
        (performance.now() - started) /
        1000
      ).toFixed(1)} s; load average ${os
        .loadavg()
        .map((load) => load.toFixed(1))
        .join(' ')}`,
    );

    const sentAt = new Map<string, number>();
    const statuses: Promise<number>[] = [];
    for (let seq = 0; seq < notificationCount; seq += 1) {
      const user = users[(seq * 7919) % users.length];
      if (user === undefined) break;
      const title = `Cluster ${seq}`;
      sentAt.set(title, performance.now());
      statuses.push(createNotification(url, adminToken, user.id, title));
      await sleep(spacingMs);
    }
    const created = (await Promise.all(statuses)).filter((status) => status === 201).length;
    await timeUntil(() => received.size >= created);
    const latencies = [...sentAt]
      .flatMap(([title, sent]) => {
        const at = received.get(title);
        return at === undefined ? [] : [at - sent];
      })
      .sort((a, b) => a - b);
    console.log(
      `${notificationCount} notifications (${created} answered 201), from the create call to the bell: p50 ${ms(
        quantile(latencies, 0.5),
      )}, p95 ${ms(quantile(latencies, 0.95))}, p99 ${ms(quantile(latencies, 0.99))}, ${
        latencies.length
      } received`,
    );

    /**
     * Stops process `name` with `signal` while an administrator keeps creating notifications
     * through the balancer and bells stay connected; prints what the balancer, the bells and
     * the writes saw.
     */
    const disrupt = async (name: string, signal: 'SIGKILL' | 'SIGTERM') => {
      const victim = cluster.servers[Number(name.slice(1)) - 1];
      if (victim === undefined) return;
      const acknowledged: string[] = [];
      let failedCalls = 0;
      const writes = { going: true };
      const writer = (async () => {
        for (let seq = 0; writes.going; seq += 1) {
          const title = `${signal} ${seq}`;
          const status = await createNotification(url, adminToken, admin.id, title);
          if (status === 201) acknowledged.push(title);
          else failedCalls += 1;
          await sleep(spacingMs);
        }
      })();
      await sleep(1000);
      losses = 0;
      const before = connections;
      const stoppedAt = performance.now();
      const exited = new Promise((resolve) => victim.process.once('exit', resolve));
      victim.process.kill(signal);
      const downAfter = await timeUntil(
        async () => (await cluster.serverStates())[name] === 'DOWN',
      );
      await exited;
      const lost = () => losses;
      await timeUntil(() => lost() > 0);
      const back = await timeUntil(() => connections >= before);
      const reconnectedAfter = back === undefined ? undefined : performance.now() - stoppedAt;
      await sleep(1000);
      writes.going = false;
      await writer;
      await sleep(500);

      const storedTitles = new Set<string>();
      for (let page = 1; ; page += 1) {
        const { data } = (await (
          await fetch(`${url}/api/auth/notifications?per_page=100&page=${page}`, {
            headers: { authorization: `Bearer ${adminToken}` },
          })
        ).json()) as { data: { title: string }[] };
        for (const row of data) storedTitles.add(row.title);
        if (data.length < 100) break;
      }
      const missing = acknowledged.filter((title) => !storedTitles.has(title));
      const notLive = acknowledged.filter((title) => !received.has(title));
      const within = (value: number | undefined) =>
        value === undefined ? 'more than 60 s' : ms(value);
      console.log(
        `${signal} of ${name}: the balancer marked it DOWN after ${within(downAfter)} (checks every 1 s, 2 to fall); ` +
          `${losses} bells lost their connection, all ${bells.length} connected again after ${within(reconnectedAfter)}`,
      );
      console.log(
        `  writes through the balancer meanwhile: ${acknowledged.length} acknowledged, ${failedCalls} failed (not acknowledged); ` +
          `${missing.length} acknowledged not stored; ${notLive.length} acknowledged not delivered live (in the list a bell reloads when it connects again)`,
      );
    };
    // 2. A process dies; 3. another one is stopped gracefully (it drains first).
    await disrupt('s1', 'SIGKILL');
    await disrupt('s2', 'SIGTERM');
  } finally {
    await Promise.all(bells.map((bell) => bell.endAsync(true)));
    await cluster.stop();
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(`drop schema if exists ${schema} cascade`);
    await client.end();
    rmSync(scratch, { recursive: true, force: true });
  }
}

await main();
