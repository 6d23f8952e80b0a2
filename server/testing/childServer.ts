import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

/** The repository root: the child runs from there, as `npm run serve` does. */
const root = path.resolve(import.meta.dirname, '../..');

/**
 * Headers for requests from a vitest process: the unit project's MSW server intercepts every
 * outgoing request, and `msw/passthrough` in Accept is its marker for "send it for real".
 */
export const passthrough = { accept: 'application/json, msw/passthrough' };

/** A free TCP port on the loopback interface. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => {
        if (address === null || typeof address === 'string') reject(new Error('No port'));
        else resolve(address.port);
      });
    });
  });
}

/** A server running in its own process. */
export interface ChildServer {
  process: ChildProcess;
  url: string;
  /** What the process wrote, for a failure message. */
  output: () => string;
}

/**
 * Starts `server/node/index.ts` in a child process on a free loopback port, with SQLite under
 * `dataDir`, and resolves once it answers. The child is node itself with tsx as its loader
 * (what `tsx server/node/index.ts` does, minus tsx's own wrapper process), so a signal sent to the
 * child reaches the server and nothing else.
 */
export async function startChildServer(
  dataDir: string,
  env: NodeJS.ProcessEnv = {},
): Promise<ChildServer> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'server/node/index.ts')],
    {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        APPS_DIR: path.join(dataDir, 'apps'),
        LOG_LEVEL: 'warn',
        DEMO_DATA: 'false',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const url = `http://127.0.0.1:${port}`;

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(`The server exited with ${child.exitCode}:\n${output}`);
    }
    try {
      const response = await fetch(`${url}/api/auth/get-user`, { headers: passthrough });
      if (response.status === 401) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The server did not start within 60 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { process: child, url, output: () => output };
}

/** Signs the seeded administrator in and returns the bearer token. */
export async function signIn(url: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { ...passthrough, 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'admin123' }),
  });
  if (response.status !== 200) throw new Error(`Sign-in failed: ${response.status}`);
  const body = (await response.json()) as { token: string };
  return body.token;
}

/** Sends SIGKILL (no chance to flush or close anything) and waits for the process to end. */
export async function killHard(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGKILL');
  await exited;
}
