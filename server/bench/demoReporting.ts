/**
 * `npx tsx server/bench/demoReporting.ts`: how long the demo reporting database takes to build
 * on sql.js (its rows generated, its tables created and filled), as the mock API builds it once
 * per story page. BENCH_REPEAT builds (40); the minimum is the figure of an idle machine, the
 * median that of this one now. Not part of the tests.
 */
import { performance } from 'node:perf_hooks';
import { loadSqlJs } from '../core/portable';
import { demoReportingSqlJs } from '../core/portable/reports';
import { demoReportingRows } from '../core/reportBuilder/demoDatabase';

const repeat = Number(process.env.BENCH_REPEAT ?? 40);
const today = new Date('2026-06-15T01:00:00Z');
const sqlJs = await loadSqlJs();

/** The minimum and the median of `repeat` timings of `work`. */
function timed(work: () => void): string {
  const times = Array.from({ length: repeat }, () => {
    const started = performance.now();
    work();
    return performance.now() - started;
  }).sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)] ?? Number.NaN;
  return `min ${(times[0] ?? Number.NaN).toFixed(1)} ms, median ${median.toFixed(1)} ms`;
}

const rows = demoReportingRows(today).reduce((sum, table) => sum + table.rows.length, 0);
console.log(`demo reporting database: ${String(rows)} rows`);
console.log(`rows generated: ${timed(() => demoReportingRows(today))}`);
console.log(`built on sql.js: ${timed(() => demoReportingSqlJs(sqlJs, today).close())}`);
