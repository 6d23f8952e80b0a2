/**
 * `npm run bench:reports`: the server's memory while PostgreSQL
 * reports return large results. In a throwaway database (on BENCH_DATABASE_URL, else
 * TEST_DATABASE_URL, as a superuser) with a read-only role, REPORT_RUNS runs (default 100),
 * REPORT_CONCURRENCY at once (default 4), go through the report connections as a run does:
 * first reports of ~2 MB each (1000 rows of 2000 characters, as a graph reads them), then
 * reports of ~40 MB (REPORT_LARGE_ROWS rows of 2000 characters, default 20000; refused at the
 * 4 MB limit). Prints RSS and V8 heap before, at the peak and after each series (after a GC
 * when --expose-gc is given, as the npm script does).
 */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import pg from 'pg';
import { rowCap, type ConnectionRow } from '../core/reportBuilder/targets';
import { ReportConnections } from '../node/reportBuilder/connections';

const url = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
const runs = Number(process.env.REPORT_RUNS ?? 100);
const concurrency = Number(process.env.REPORT_CONCURRENCY ?? 4);
const largeRows = Number(process.env.REPORT_LARGE_ROWS ?? 20_000);

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** RSS and heap now, after a GC when one can be asked for. */
function memory(collect: boolean) {
  if (collect) globalThis.gc?.();
  const { rss, heapUsed } = process.memoryUsage();
  return { rss, heapUsed };
}

/** Runs `count` calls of `work`, `width` at a time, sampling the peak memory. */
async function series(count: number, width: number, work: () => Promise<unknown>) {
  const before = memory(true);
  const peak = { ...before };
  let outcomes = { answered: 0, refused: 0 };
  let next = 0;
  const worker = async () => {
    while (next < count) {
      next += 1;
      try {
        await work();
        outcomes = { ...outcomes, answered: outcomes.answered + 1 };
      } catch {
        outcomes = { ...outcomes, refused: outcomes.refused + 1 };
      }
      const now = memory(false);
      peak.rss = Math.max(peak.rss, now.rss);
      peak.heapUsed = Math.max(peak.heapUsed, now.heapUsed);
    }
  };
  await Promise.all(Array.from({ length: width }, worker));
  const after = memory(true);
  return { before, peak, after, outcomes };
}

async function main() {
  if (url === undefined || url === '') {
    console.log('Set BENCH_DATABASE_URL or TEST_DATABASE_URL (a superuser) to run this bench.');
    return;
  }
  const suffix = randomBytes(4).toString('hex');
  const database = `tck_bench_${suffix}`;
  const role = `bench_ro_${suffix}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${database}`);
  await admin.query(`CREATE ROLE ${role} LOGIN PASSWORD 'bench-pass'`);
  const place = new URL(url);
  const row: ConnectionRow = {
    id: 1,
    connection_name: 'bench',
    driver: 'pgsql',
    host: place.hostname,
    port: Number(place.port || 5432),
    database,
    username: role,
    password: 'bench-pass',
    status: 1,
    created_at: '',
    updated_at: '',
  };
  const connections = new ReportConnections(os.tmpdir());
  try {
    const target = connections.target(row, 'connection', 1);
    const report = (rows: number, maxRows: number) => () =>
      target.query(
        {
          sql: `SELECT g, repeat('x', 2000) AS pad FROM generate_series(1, ${String(rows)}) AS g`,
          parameters: [],
        },
        maxRows,
      );
    // Warm up: the pool's connections, the parser, the code paths.
    await report(10, 10)();
    console.log(
      `${String(runs)} runs, ${String(concurrency)} at a time${globalThis.gc === undefined ? ' (no --expose-gc: "after" is without a GC)' : ''}`,
    );
    for (const [label, rows, maxRows] of [
      ['~2 MB reports (1000 rows, as a graph reads them)', 1000, 1000],
      [
        `~${String(Math.round(largeRows / 500))} MB reports (${String(largeRows)} rows, refused at 4 MB)`,
        largeRows,
        rowCap,
      ],
    ] as const) {
      const figures = await series(runs, concurrency, report(rows, maxRows));
      console.log(
        `${label}: ${String(figures.outcomes.answered)} answered, ${String(figures.outcomes.refused)} refused`,
      );
      for (const key of ['rss', 'heapUsed'] as const) {
        console.log(
          `  ${key.padEnd(8)} before ${mb(figures.before[key])}, peak ${mb(figures.peak[key])} (+${mb(figures.peak[key] - figures.before[key])}), after ${mb(figures.after[key])} (+${mb(figures.after[key] - figures.before[key])})`,
        );
      }
    }
  } finally {
    await connections.close();
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.query(`DROP ROLE IF EXISTS ${role}`);
    await admin.end();
  }
}

await main();
