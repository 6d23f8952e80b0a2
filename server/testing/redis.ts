import { spawn, type ChildProcess } from 'node:child_process';
import { Redis } from 'ioredis';
import { freePort } from './childServer';

/** A Redis server for a test or a benchmark. */
export interface TestRedis {
  url: string;
  /** Stops the server if this process started it. */
  stop: () => Promise<void>;
}

/** A throwaway Redis a test may break: stop it, pause it, start it again empty. */
export interface OwnRedis extends TestRedis {
  /** SIGKILL: connections drop at once, everything it held is gone. */
  kill: () => Promise<void>;
  /** SIGSTOP: connections stay open, nothing is answered. */
  pause: () => void;
  /** SIGCONT after `pause`. */
  resume: () => void;
  /** Starts a fresh, empty server on the same port (after `kill`). */
  startAgain: () => Promise<void>;
}

/** Ends a process with `signal` and waits until it has. */
async function ended(server: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  server.kill(signal);
  await exited;
}

/**
 * A `redis-server` (Debian's redis-server package) on `port` of the loopback interface, keeping
 * nothing on disk, once it answers a PING.
 */
async function spawnRedis(port: number): Promise<ChildProcess> {
  const server = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  const failed = new Promise<never>((_resolve, reject) => {
    server.once('error', reject);
    server.once('exit', (code) => reject(new Error(`redis-server exited with ${code}`)));
  });
  // Heard only while waiting for the first answer; its end after `stop` is expected.
  failed.catch(() => undefined);
  const url = `redis://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    const probe = new Redis(url, { lazyConnect: true, retryStrategy: () => null });
    probe.on('error', () => undefined);
    const answer = await Promise.race([probe.connect().then(() => probe.ping()), failed]).catch(
      (error: unknown) => {
        if (server.exitCode !== null || (error as NodeJS.ErrnoException).code === 'ENOENT') {
          throw error;
        }
        return undefined;
      },
    );
    probe.disconnect();
    if (answer === 'PONG') return server;
    if (Date.now() > deadline) {
      await ended(server, 'SIGKILL');
      throw new Error('redis-server did not start within 10 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A throwaway `redis-server` on a free loopback port, never the shared one of TEST_REDIS_URL. */
export async function startOwnRedis(): Promise<OwnRedis> {
  const port = await freePort();
  let server = await spawnRedis(port);
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: async () => {
      // A paused server hears no SIGTERM.
      if (server.exitCode === null && server.signalCode === null) server.kill('SIGCONT');
      await ended(server, 'SIGTERM');
    },
    kill: () => ended(server, 'SIGKILL'),
    pause: () => server.kill('SIGSTOP'),
    resume: () => server.kill('SIGCONT'),
    startAgain: async () => {
      server = await spawnRedis(port);
    },
  };
}

/**
 * The Redis of TEST_REDIS_URL (as `.ci/run` starts it), else a throwaway `redis-server` on a
 * free loopback port.
 */
export async function startRedis(env: NodeJS.ProcessEnv = process.env): Promise<TestRedis> {
  const given = env.TEST_REDIS_URL;
  if (given !== undefined && given !== '') {
    return { url: given, stop: () => Promise.resolve() };
  }
  const { url, stop } = await startOwnRedis();
  return { url, stop };
}
