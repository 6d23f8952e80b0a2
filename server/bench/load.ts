import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

/** What one bounded autocannon run measured. */
export interface LoadFigures {
  /** Requests answered per second (mean over the run). */
  perSecond: number;
  p50: number;
  p99: number;
  requests: number;
  /** Answers that were not 2xx (or the expected status), plus errors and timeouts. */
  failed: number;
}

/** What a load run sends. */
export interface LoadTarget {
  url: string;
  headers?: Record<string, string>;
  /** The status every answer should have (200 unless given). */
  status?: number;
}

const autocannonCli = createRequire(import.meta.url).resolve('autocannon');

interface AutocannonJson {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodeStats?: Record<string, { count: number }>;
}

/**
 * Keeps `connections` keep-alive requests of one URL in flight for `seconds` (autocannon 9 in
 * its own process, so the load generator does not share the event loop it measures).
 */
export function runLoad(
  target: LoadTarget,
  {
    seconds,
    connections,
    rate,
  }: {
    seconds: number;
    connections: number;
    /** Requests per second over all connections (default: as many as answered). */
    rate?: number;
  },
): Promise<LoadFigures> {
  const headers = Object.entries(target.headers ?? {}).flatMap(([key, value]) => [
    '-H',
    `${key}=${value}`,
  ]);
  const args = [
    autocannonCli,
    ...['-j', '-n', '-c', `${connections}`, '-d', `${seconds}`],
    ...(rate === undefined ? [] : ['-R', `${rate}`]),
  ];
  const child = spawn(process.execPath, [...args, ...headers, target.url], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString('utf8')));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) {
        reject(new Error(`autocannon exited with ${code}: ${err}`));
        return;
      }
      const result = JSON.parse(out) as AutocannonJson;
      const expected = target.status ?? 200;
      const matching = result.statusCodeStats?.[String(expected)]?.count ?? 0;
      const answered = Object.values(result.statusCodeStats ?? {}).reduce(
        (sum, { count }) => sum + count,
        0,
      );
      resolve({
        perSecond: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        requests: result.requests.total,
        failed: answered - matching + result.errors + result.timeouts,
      });
    });
  });
}

/** The median of some numbers (the mean of the middle two for an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return NaN;
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? NaN)
    : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
}

/** The q-quantile of sorted numbers (nearest rank). */
export const quantile = (sorted: readonly number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? NaN;
