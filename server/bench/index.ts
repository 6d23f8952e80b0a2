/**
 * `npm run bench:server`: throughput and latency of the reference server on this machine.
 *
 * HTTP: a bare Fastify hello world and the server run in their own processes (as in production)
 * on free loopback ports, the server on a temporary SQLite data dir (or BENCH_DATABASE_URL);
 * autocannon keeps BENCH_CONCURRENCY keep-alive requests in flight for BENCH_SECONDS per
 * endpoint, BENCH_ROUNDS times, each run right after one of the bare Fastify, and each endpoint's
 * req/s is read against that run (the ratio is the figure that survives a busy machine). MQTT: an in-process server's embedded
 * broker publishes to `user-{id}` and a WebSocket client subscribed like the console measures
 * publish-to-receive.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import mqtt from 'mqtt';
import { buildServer } from '../node/app';
import { readConfig } from '../node/config';
import { userTopic } from '../../domain/live-topics';
import { freePort, killHard, signIn, startChildServer } from '../testing/childServer';
import { median, quantile, runLoad, type LoadFigures, type LoadTarget } from './load';

const seconds = Number(process.env.BENCH_SECONDS ?? 3);
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const connections = Number(process.env.BENCH_CONCURRENCY ?? 32);
const databaseUrl = process.env.BENCH_DATABASE_URL || undefined;
const messages = 1000;
const here = import.meta.dirname;

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

/** A process of the benchmark: the server or the bare Fastify reference. */
async function startBareFastify(): Promise<{ process: ChildProcess; url: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'bareFastify.ts')], {
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}/`;
  for (const deadline = Date.now() + 30_000; Date.now() < deadline;) {
    if ((await fetch(url).catch(() => undefined))?.status === 200) return { process: child, url };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error('The bare Fastify reference did not start');
}

interface Endpoint {
  label: string;
  url: string;
  signedIn?: boolean;
  status?: number;
}

async function benchHttp(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'telco-bench-'));
  const bare = await startBareFastify();
  const child = await startChildServer(dataDir, {
    NOTIFICATIONS_ENABLED: 'false',
    ...(databaseUrl === undefined ? {} : { DATABASE_URL: databaseUrl }),
  });
  try {
    const token = await signIn(child.url);
    await seedDepartments(child.url, token);
    const endpoints: Endpoint[] = [
      { label: 'bare Fastify GET / (reference)', url: bare.url },
      { label: 'GET /api/unknown (404)', url: `${child.url}/api/unknown`, status: 404 },
      { label: 'portal GET get-operator', url: `${child.url}/api/portal/get-operator` },
      {
        label: 'portal GET get-banner',
        url: `${child.url}/api/portal/get-banner?operatorId=1&languageId=23`,
      },
      {
        label: 'GET /api/departments?page=1',
        url: `${child.url}/api/departments?page=1`,
        signedIn: true,
      },
      { label: 'GET /api/auth/get-user', url: `${child.url}/api/auth/get-user`, signedIn: true },
    ];
    const targetOf = (endpoint: Endpoint): LoadTarget => ({
      url: endpoint.url,
      status: endpoint.status ?? 200,
      headers: endpoint.signedIn === true ? { authorization: `Bearer ${token}` } : {},
    });
    console.log(
      `HTTP: ${connections} keep-alive connections, ${rounds} rounds of ${seconds} s per endpoint, each after ${seconds} s of the reference ` +
        `(${databaseUrl === undefined ? 'SQLite' : 'PostgreSQL'}; load average ${os
          .loadavg()
          .map((load) => load.toFixed(1))
          .join(' ')})`,
    );
    for (const endpoint of endpoints) {
      await runLoad(targetOf(endpoint), { seconds: 1, connections });
    }
    // The machine's load changes from second to second: every endpoint's run is paired with a
    // run of the reference just before it, and each figure is the median over the pairs.
    const [reference, ...measured] = endpoints;
    if (reference === undefined) return;
    const figures = new Map<Endpoint, { run: LoadFigures; ratio: number }[]>();
    for (const endpoint of measured) {
      for (let round = 0; round < rounds; round += 1) {
        const bareRun = await runLoad(targetOf(reference), { seconds, connections });
        const run = await runLoad(targetOf(endpoint), { seconds, connections });
        for (const [key, entry] of [
          [reference, { run: bareRun, ratio: 1 }],
          [endpoint, { run, ratio: run.perSecond / bareRun.perSecond }],
        ] as const) {
          figures.set(key, [...(figures.get(key) ?? []), entry]);
        }
      }
    }
    console.log(
      `  ${'endpoint (medians of the rounds)'.padEnd(34)} ${'req/s'.padStart(7)} ${'ratio'.padStart(
        6,
      )} ${'p50'.padStart(9)} ${'p99'.padStart(9)}  failed`,
    );
    for (const endpoint of endpoints) {
      const runs = figures.get(endpoint) ?? [];
      const of = (pick: (entry: { run: LoadFigures; ratio: number }) => number) =>
        median(runs.map(pick));
      const failed = runs.reduce((sum, entry) => sum + entry.run.failed, 0);
      console.log(
        `  ${endpoint.label.padEnd(34)} ${of((entry) => entry.run.perSecond)
          .toFixed(0)
          .padStart(7)} ${`${of((entry) => entry.ratio).toFixed(2)}x`.padStart(6)} ${ms(
          of((entry) => entry.run.p50),
        ).padStart(9)} ${ms(of((entry) => entry.run.p99)).padStart(9)}  ${failed}`,
      );
      if (endpoint === reference) continue;
      console.log(
        `    rounds: ${runs
          .map((entry) => `${entry.run.perSecond.toFixed(0)} (${entry.ratio.toFixed(2)}x)`)
          .join(', ')}`,
      );
    }
  } finally {
    await killHard(child.process);
    await killHard(bare.process);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A realistic table: the page of 10 is counted and cut from 500 rows of one organization. */
async function seedDepartments(url: string, token: string): Promise<void> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
  const organization = await send(agent, new URL('/api/organizations', url), token, 'POST', {
    name: 'Digi Telecommunications Sdn Bhd',
    mobile_no: '60163880016',
    status: 1,
  });
  if (organization !== 201) throw new Error(`Could not seed an organization: ${organization}`);
  const departments = new URL('/api/departments', url);
  for (let index = 0; index < 500; index += 1) {
    const status = await send(agent, departments, token, 'POST', {
      name: `Department ${index}`,
      organization_id: 1,
      status: 1,
    });
    if (status !== 201) throw new Error(`Could not seed departments: ${status}`);
  }
  agent.destroy();
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
