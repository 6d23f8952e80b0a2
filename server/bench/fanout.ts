/**
 * `npm run bench:fanout`: how fast a notification reaches its bell when two server processes
 * share one PostgreSQL database (BENCH_DATABASE_URL, else TEST_DATABASE_URL; a throwaway schema)
 * and one Redis (a throwaway `redis-server`, or TEST_REDIS_URL), with FANOUT_BELLS bells
 * connected (WebSocket MQTT clients, each subscribed to its own user's topic, half on each
 * process) and a paged-list load running on both processes.
 *
 * Each notification is created through `POST /api/auth/notifications` on one process or the
 * other, for a bell on either; its latency is measured from that call, and from the moment it
 * was stored (its `created_at`), to the bell receiving it. The paged-list load sends
 * FANOUT_LOAD_RATE requests per second to each process (0: a closed loop that saturates them,
 * where every call, the create call too, waits its turn behind the list requests).
 * Everything stays on loopback and is bounded: a fixed number of bells and notifications, and a
 * load of a fixed duration.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import mqtt, { type MqttClient } from 'mqtt';
import pg from 'pg';
import { userTopic } from '../../domain/live-topics';
import { adminTokens } from '../core/auth/tokens';
import { openDatabase } from '../node/db/database';
import { killHard, signIn, startChildServer } from '../testing/childServer';
import { startRedis } from '../testing/redis';
import { testServices } from '../testing/services';
import { quantile, runLoad } from './load';

const databaseUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || undefined;
const bellCount = Number(process.env.FANOUT_BELLS ?? 2000);
const notificationCount = Number(process.env.FANOUT_NOTIFICATIONS ?? 400);
const spacingMs = Number(process.env.FANOUT_SPACING_MS ?? 50);
const loadConnections = Number(process.env.FANOUT_LOAD_CONNECTIONS ?? 16);
/** Paged-list requests per second on each process (0: as many as it answers, a saturated server). */
const loadRate = Number(process.env.FANOUT_LOAD_RATE ?? 100);
/** Bells connecting at once. */
const connectBatch = 50;

const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(9);
const sleep = (delay: number) => new Promise((resolve) => setTimeout(resolve, delay));

/** The bells' users (no password: they never sign in) and a bearer token for each. */
async function createBellUsers(url: string, schema: string, dataDir: string) {
  const handle = await openDatabase({ databaseUrl: url, dataDir, postgresSchema: schema });
  try {
    const now = new Date().toISOString();
    const ids: number[] = [];
    for (let start = 0; start < bellCount; start += 500) {
      const rows = await handle.db
        .insertInto('admin_users')
        .values(
          Array.from({ length: Math.min(500, bellCount - start) }, (_, offset) => ({
            username: `bell.${start + offset}`,
            name: `Bell ${start + offset}`,
            password_hash: '!',
            avatar: null,
            email: null,
            mobile: null,
            organization_id: null,
            department_id: null,
            created_at: now,
            updated_at: now,
          })),
        )
        .returning('id')
        .execute();
      ids.push(...rows.map((row) => row.id));
    }
    const tokens: string[] = [];
    const services = testServices(handle.db);
    for (const id of ids) tokens.push((await adminTokens.issue(services, id)).token);

    // The page the list load reads: 10 of 500 departments of one organization.
    const organization = await handle.db
      .insertInto('organizations')
      .values({
        name: 'Digi Telecommunications Sdn Bhd',
        short_code: null,
        mobile_no: '60163880016',
        email: null,
        address: null,
        status: 1,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await handle.db
      .insertInto('departments')
      .values(
        Array.from({ length: 500 }, (_, index) => ({
          name: `Department ${index}`,
          organization_id: organization.id,
          description: null,
          status: 1,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
    return ids.map((id, index) => ({ id, token: tokens[index] ?? '' }));
  } finally {
    await handle.close();
  }
}

async function main(): Promise<void> {
  if (databaseUrl === undefined) {
    console.error('bench:fanout needs PostgreSQL: set BENCH_DATABASE_URL (or TEST_DATABASE_URL).');
    process.exitCode = 1;
    return;
  }
  const schema = `bench_fanout_${randomBytes(6).toString('hex')}`;
  const dataDirs = [0, 1].map(() => mkdtempSync(path.join(os.tmpdir(), 'telco-fanout-')));
  const redis = await startRedis();
  const bells: MqttClient[] = [];
  const servers: Awaited<ReturnType<typeof startChildServer>>[] = [];
  try {
    const env = {
      DATABASE_URL: databaseUrl,
      DATABASE_SCHEMA: schema,
      REDIS_URL: redis.url,
      OTP_SECRET: randomBytes(32).toString('base64url'),
    };
    // One after the other: the first one migrates and seeds the schema.
    for (const dataDir of dataDirs) servers.push(await startChildServer(dataDir, env));
    const [a, b] = servers;
    if (a === undefined || b === undefined) return;
    const users = await createBellUsers(databaseUrl, schema, dataDirs[0] ?? '');
    const adminToken = await signIn(a.url);

    // Each bell on one process or the other, in turn, as a load balancer would spread them.
    const received = new Map<number, { at: number; sinceStored: number }>();
    const startedAt = performance.now();
    for (let start = 0; start < users.length; start += connectBatch) {
      const batch = users.slice(start, start + connectBatch);
      const connected = await Promise.all(
        batch.map(async (user, offset) => {
          const server = (start + offset) % 2 === 0 ? a : b;
          const bell = await mqtt.connectAsync(`${server.url.replace('http', 'ws')}/mqtt`, {
            username: 'bell',
            password: user.token,
            clientId: `user-${user.id}-fanout`,
            clean: true,
            connectTimeout: 30_000,
            reconnectPeriod: 0,
          });
          await bell.subscribeAsync(userTopic(user.id), { qos: 0 });
          bell.on('message', (_topic, payload) => {
            const at = performance.now();
            const { title, created_at: createdAt } = JSON.parse(payload.toString('utf8')) as {
              title: string;
              created_at: string;
            };
            // Both clocks are this machine's: the server stamps created_at when it stores it.
            received.set(Number(title.split(' ').pop()), {
              at,
              sinceStored: Date.now() - Date.parse(createdAt),
            });
          });
          return bell;
        }),
      );
      bells.push(...connected);
    }
    console.log(
      `Fan-out: ${bells.length} bells connected (half on each of 2 processes) in ${(
        (performance.now() - startedAt) /
        1000
      ).toFixed(1)} s; PostgreSQL, Redis; load average ${os
        .loadavg()
        .map((load) => load.toFixed(1))
        .join(' ')}`,
    );

    // The paged-list load runs on both processes for as long as the notifications are sent.
    const loadSeconds = Math.ceil((notificationCount * spacingMs) / 1000) + 3;
    const loads = [a, b].map((server) =>
      runLoad(
        {
          url: `${server.url}/api/departments?page=1`,
          headers: { authorization: `Bearer ${adminToken}` },
        },
        {
          seconds: loadSeconds,
          connections: loadConnections,
          ...(loadRate > 0 ? { rate: loadRate } : {}),
        },
      ),
    );
    await sleep(1500);

    const sentAt = new Map<number, number>();
    const created: Promise<number>[] = [];
    const crossProcess = new Set<number>();
    for (let seq = 0; seq < notificationCount; seq += 1) {
      // Spread over the bells with a stride, so consecutive ones go to different users.
      const bellIndex = (seq * 7919) % users.length;
      const user = users[bellIndex];
      if (user === undefined) break;
      // Every other pair through the other process: bells of both processes get both kinds.
      const via = Math.floor(seq / 2) % 2 === 0 ? a : b;
      if ((bellIndex % 2 === 0) !== (via === a)) crossProcess.add(seq);
      sentAt.set(seq, performance.now());
      created.push(
        fetch(`${via.url}/api/auth/notifications`, {
          method: 'POST',
          headers: {
            accept: 'application/json',
            authorization: `Bearer ${adminToken}`,
            'content-type': 'application/json',
          },
          body: JSON.stringify({
            user_id: user.id,
            title: `Fan-out ${seq}`,
            description: 'A notification of the fan-out benchmark.',
          }),
        }).then((response) => response.status),
      );
      await sleep(spacingMs);
    }
    const statuses = await Promise.all(created);
    // Whatever is still on its way gets a last second.
    await sleep(1000);
    const [loadA, loadB] = await Promise.all(loads);

    const latencies = (filter: (seq: number) => boolean, since: 'call' | 'stored') =>
      [...sentAt]
        .flatMap(([seq, sent]) => {
          const delivery = received.get(seq);
          if (delivery === undefined || !filter(seq)) return [];
          return [since === 'call' ? delivery.at - sent : delivery.sinceStored];
        })
        .sort((x, y) => x - y);
    const line = (label: string, sorted: number[], of: number) =>
      console.log(
        `  ${label.padEnd(44)} p50 ${ms(quantile(sorted, 0.5))}  p95 ${ms(
          quantile(sorted, 0.95),
        )}  p99 ${ms(quantile(sorted, 0.99))}  max ${ms(sorted.at(-1) ?? NaN)}  (${
          sorted.length
        }/${of} received)`,
      );
    console.log(
      `${notificationCount} notifications, one every ${spacingMs} ms, created through POST /api/auth/notifications ` +
        `(${statuses.filter((status) => status === 201).length} answered 201), to the bell:`,
    );
    const same = (seq: number) => !crossProcess.has(seq);
    const other = (seq: number) => crossProcess.has(seq);
    for (const since of ['call', 'stored'] as const) {
      const from = since === 'call' ? 'from the create call' : 'from being stored';
      line(
        `${from}, all`,
        latencies(() => true, since),
        notificationCount,
      );
      line(
        `${from}, bell on the same process`,
        latencies(same, since),
        notificationCount - crossProcess.size,
      );
      line(`${from}, bell on the other process`, latencies(other, since), crossProcess.size);
    }
    for (const [label, load] of [
      ['process A', loadA],
      ['process B', loadB],
    ] as const) {
      if (load === undefined) continue;
      console.log(
        `  paged-list load on ${label}: ${loadConnections} connections${
          loadRate > 0 ? ` at ${loadRate} req/s` : ''
        }, ${load.perSecond.toFixed(
          0,
        )} req/s, p50 ${load.p50} ms, p99 ${load.p99} ms, ${load.failed} failed`,
      );
    }
  } finally {
    await Promise.all(bells.map((bell) => bell.endAsync(true)));
    await Promise.all(servers.map((server) => killHard(server.process)));
    await redis.stop();
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`drop schema if exists ${schema} cascade`);
    await admin.end();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  }
}

await main();
