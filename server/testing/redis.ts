import { spawn } from 'node:child_process';
import { Redis } from 'ioredis';
import { freePort } from './childServer';

/** A Redis server for a test or a benchmark. */
export interface TestRedis {
  url: string;
  /** Stops the server if this process started it. */
  stop: () => Promise<void>;
}

/**
 * The Redis of TEST_REDIS_URL (as `.ci/run` starts it), else a throwaway `redis-server` (Debian's
 * redis-server package) on a free loopback port, keeping nothing on disk.
 */
export async function startRedis(env: NodeJS.ProcessEnv = process.env): Promise<TestRedis> {
  const given = env.TEST_REDIS_URL;
  if (given !== undefined && given !== '') {
    return { url: given, stop: () => Promise.resolve() };
  }
  const port = await freePort();
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
  const stop = async () => {
    if (server.exitCode !== null || server.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
    server.kill('SIGTERM');
    await exited;
  };
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
    if (answer === 'PONG') return { url, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error('redis-server did not start within 10 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
