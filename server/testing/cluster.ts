/**
 * Server processes on one PostgreSQL database and one Redis behind Debian's HAProxy
 * (`/usr/sbin/haproxy`) on loopback: WebSockets (`/mqtt`) pass through, each process is checked
 * on `/readyz` every second (two failed checks take it out), and a process that SIGTERM drains
 * answers `draining` for two check intervals first. `npm run cluster` and its bench start it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { killHard, startChildServer, type ChildServer } from './childServer';
import { startRedis } from './redis';

/** The balancer's health-check interval, and how many failed checks take a process out. */
export const checkIntervalMs = 1000;
const checksToFall = 2;
/** How long a draining process keeps serving: two check intervals. */
const drainMs = 2 * checkIntervalMs;

/** A running cluster. */
export interface Cluster {
  /** The balancer's URL. */
  url: string;
  /** The server processes, in the balancer's order (`s1`, `s2`, ...). */
  servers: ChildServer[];
  /** The balancer's state of each server, by name (`UP`, `DOWN`, ...), from its stats socket. */
  serverStates: () => Promise<Record<string, string>>;
  /** Stops the balancer and every process, and deletes their files (not the schema). */
  stop: () => Promise<void>;
}

/** HAProxy's configuration for the servers' ports. */
function haproxyConfig(port: number, serverPorts: number[], socket: string): string {
  return `global
  # Two descriptors per connection (client and server side): within this machine's 20,000.
  maxconn 9000
  stats socket ${socket} mode 600 level admin

defaults
  mode http
  option forwardfor
  # A connection a dead process refuses is tried again on another one.
  option redispatch
  retries 3
  retry-on conn-failure empty-response
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  # An open WebSocket (MQTT over /mqtt) is a tunnel once upgraded.
  timeout tunnel 1h

frontend web
  bind 127.0.0.1:${port}
  default_backend servers

backend servers
  balance leastconn
  option httpchk GET /readyz
  http-check expect status 200
  default-server inter ${checkIntervalMs} fall ${checksToFall} rise 2
${serverPorts.map((serverPort, index) => `  server s${index + 1} 127.0.0.1:${serverPort} check`).join('\n')}
`;
}

/** Asks HAProxy's stats socket one command. */
function askHaproxy(socket: string, command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const connection = net.connect(socket);
    let answer = '';
    connection.on('data', (chunk: Buffer) => (answer += chunk.toString('utf8')));
    connection.on('end', () => resolve(answer));
    connection.on('error', reject);
    connection.end(`${command}\n`);
  });
}

/** Starts the processes one after another (the first migrates and seeds), then the balancer. */
export async function startCluster({
  processes,
  databaseUrl,
  schema,
  port,
  redisUrl,
}: {
  processes: number;
  databaseUrl: string;
  schema: string;
  port: number;
  redisUrl?: string;
}): Promise<Cluster> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'telco-cluster-'));
  const redis = redisUrl === undefined ? await startRedis() : undefined;
  const servers: ChildServer[] = [];
  let balancer: ChildProcess | undefined;
  const socket = path.join(dir, 'haproxy.sock');
  const stop = async () => {
    if (balancer !== undefined) await killHard(balancer);
    await Promise.all(servers.map((server) => killHard(server.process)));
    await redis?.stop();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const env = {
      DATABASE_URL: databaseUrl,
      DATABASE_SCHEMA: schema,
      REDIS_URL: redisUrl ?? redis?.url ?? '',
      OTP_SECRET: process.env.OTP_SECRET ?? randomBytes(32).toString('base64url'),
      TRUST_PROXY: 'true',
      SHUTDOWN_DELAY_MS: String(drainMs),
      APPS_DIR: path.resolve('dist/apps'),
    };
    for (let index = 0; index < processes; index += 1) {
      const dataDir = path.join(dir, `s${index + 1}`);
      servers.push(await startChildServer(dataDir, env));
    }
    const config = path.join(dir, 'haproxy.cfg');
    writeFileSync(
      config,
      haproxyConfig(
        port,
        servers.map((server) => Number(new URL(server.url).port)),
        socket,
      ),
    );
    balancer = spawn('/usr/sbin/haproxy', ['-f', config, '-db'], { stdio: 'inherit' });
    const url = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + 15_000;
    for (;;) {
      const ready = await fetch(`${url}/readyz`).then(
        (response) => response.status === 200,
        () => false,
      );
      if (ready) break;
      if (Date.now() > deadline) throw new Error('HAProxy did not answer within 15 s');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    return {
      url,
      servers,
      serverStates: async () => {
        // CSV: proxy name, server name, ..., status (the 18th field).
        const csv = await askHaproxy(socket, 'show stat');
        return Object.fromEntries(
          csv
            .split('\n')
            .map((line) => line.split(','))
            .filter((fields) => fields[0] === 'servers' && /^s\d+$/.test(fields[1] ?? ''))
            .map((fields) => [fields[1] ?? '', fields[17] ?? '']),
        );
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
