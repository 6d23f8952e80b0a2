/**
 * `npm run bench:server`: throughput and latency of the reference server on this machine.
 *
 * HTTP: the server runs in its own process (as in production) on a free loopback port with a
 * temporary SQLite data dir; a keep-alive client keeps BENCH_CONCURRENCY requests in flight for
 * BENCH_SECONDS per endpoint. MQTT: an in-process server's embedded broker publishes to
 * `user-{id}` and a WebSocket client subscribed like the console measures publish-to-receive.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import mqtt from 'mqtt';
import { buildServer } from '../app';
import { readConfig } from '../config';
import { userTopic } from '../../domain/live-topics';
import { killHard, signIn, startChildServer } from '../testing/childServer';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 32);
const messages = 1000;

/** The q-quantile of sorted numbers (nearest rank). */
const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? NaN;

const ms = (value: number) => `${value.toFixed(2)} ms`;

/** One request over a keep-alive agent; resolves with the status once the body is read. */
function send(
  agent: http.Agent,
  url: URL,
  token: string,
  method = 'GET',
  body?: unknown,
): Promise<number> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const request = http.request(
      url,
      {
        agent,
        method,
        headers: {
          authorization: `Bearer ${token}`,
          accept: 'application/json',
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
        },
      },
      (response) => {
        response.resume();
        response.once('end', () => resolve(response.statusCode ?? 0));
        response.once('error', reject);
      },
    );
    request.once('error', reject);
    request.end(payload);
  });
}

interface LoadResult {
  requests: number;
  failed: number;
  perSecond: number;
  p50: number;
  p99: number;
}

/** Keeps `concurrency` GETs of one URL in flight for `duration` seconds. */
async function load(base: string, target: string, token: string, duration: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const url = new URL(target, base);
  const latencies: number[] = [];
  let failed = 0;
  const started = performance.now();
  const until = started + duration * 1000;
  const loop = async () => {
    while (performance.now() < until) {
      const begin = performance.now();
      const status = await send(agent, url, token).catch(() => 0);
      latencies.push(performance.now() - begin);
      if (status !== 200) failed += 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, loop));
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const result: LoadResult = {
    requests: latencies.length,
    failed,
    perSecond: latencies.length / elapsed,
    p50: quantile(latencies, 0.5),
    p99: quantile(latencies, 0.99),
  };
  return result;
}

async function benchHttp(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'telco-bench-'));
  const child = await startChildServer(dataDir, { NOTIFICATIONS_ENABLED: 'false' });
  try {
    const token = await signIn(child.url);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
    const organization = new URL('/api/organizations', child.url);
    await send(agent, organization, token, 'POST', {
      name: 'Digi Telecommunications Sdn Bhd',
      mobile_no: '60163880016',
      status: 1,
    });
    // A realistic table: the page of 10 is counted and cut from 500 rows.
    const departments = new URL('/api/departments', child.url);
    for (let index = 0; index < 500; index += 1) {
      const status = await send(agent, departments, token, 'POST', {
        name: `Department ${index}`,
        organization_id: 1,
        status: 1,
      });
      if (status !== 201) throw new Error(`Could not seed departments: ${status}`);
    }
    agent.destroy();

    console.log(`HTTP, ${concurrency} concurrent keep-alive clients, ${seconds} s per endpoint`);
    for (const target of ['/api/departments?page=1', '/api/auth/get-user']) {
      await load(child.url, target, token, 1);
      const result = await load(child.url, target, token, seconds);
      console.log(
        `  GET ${target.padEnd(24)} ${result.perSecond.toFixed(0).padStart(6)} req/s  p50 ${ms(
          result.p50,
        )}  p99 ${ms(result.p99)}  (${result.requests} requests, ${result.failed} failed)`,
      );
    }
  } finally {
    await killHard(child.process);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function benchMqtt(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'telco-bench-mqtt-'));
  const app = await buildServer({
    ...readConfig({}),
    dataDir,
    appsDir: path.join(dataDir, 'apps'),
    // No built apps here: @fastify/static would warn about the missing folder.
    logLevel: 'error',
    demoData: false,
  });
  try {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const base = `http://127.0.0.1:${port}`;
    const token = await signIn(base);
    const profile = await fetch(`${base}/api/auth/get-user`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const { id } = (await profile.json()) as { id: number };
    const topic = userTopic(id);
    const client = await mqtt.connectAsync(`ws://127.0.0.1:${port}/mqtt`, {
      username: 'bench',
      password: token,
      clientId: `user-${id}-bench0`,
      clean: true,
      reconnectPeriod: 0,
    });
    await client.subscribeAsync(topic, { qos: 0 });

    const sentAt = new Map<number, number>();
    const latencies: number[] = [];
    let waiting: ((seq: number) => void) | undefined;
    client.on('message', (_topic, payload) => {
      const now = performance.now();
      const { seq } = JSON.parse(payload.toString('utf8')) as { seq: number };
      latencies.push(now - (sentAt.get(seq) ?? now));
      waiting?.(seq);
    });

    const report = (label: string, elapsed: number) => {
      const sorted = [...latencies].sort((a, b) => a - b);
      console.log(
        `  ${label.padEnd(34)} p50 ${ms(quantile(sorted, 0.5))}  p99 ${ms(
          quantile(sorted, 0.99),
        )}  (${latencies.length}/${messages} received, ${(latencies.length / elapsed).toFixed(0)} msg/s)`,
      );
    };

    console.log(`MQTT over WebSocket, ${messages} messages on ${topic}, QoS 0`);
    // One at a time: the latency of a lone message, as the bell sees a notification.
    let started = performance.now();
    for (let seq = 0; seq < messages; seq += 1) {
      const received = new Promise<number>((resolve) => (waiting = resolve));
      sentAt.set(seq, performance.now());
      await app.publisher.publish(topic, { seq });
      await received;
    }
    report('one at a time', (performance.now() - started) / 1000);

    // All at once: queueing under a burst (e.g. a batch job notifying one user).
    latencies.length = 0;
    waiting = undefined;
    const all = new Promise<void>((resolve) => {
      waiting = () => {
        if (latencies.length === messages) resolve();
      };
    });
    started = performance.now();
    await Promise.all(
      Array.from({ length: messages }, (_, index) => {
        const seq = messages + index;
        sentAt.set(seq, performance.now());
        return app.publisher.publish(topic, { seq });
      }),
    );
    await Promise.race([all, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    report('burst of 1000', (performance.now() - started) / 1000);
    await client.endAsync();
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log(`Node ${process.version}, ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? '?'})`);
await benchHttp();
await benchMqtt();
