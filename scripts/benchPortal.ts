/**
 * `npm run bench:portal`: Lighthouse (mobile, its default) on the built portal home served by the
 * reference server, three runs; prints each run's performance score, FCP, LCP and TBT, then the
 * median scores (performance, accessibility, best practices) and FCP, LCP, TBT and CLS. A printed
 * benchmark, not a test: run `npm run build` first.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { killHard, startChildServer } from '../server/testing/childServer';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '..');
const appsDir = path.join(root, 'dist/apps');
const runs = 3;
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
].join(' ');

/** The parts of Lighthouse's JSON report the bench prints. */
interface Report {
  categories: Record<'performance' | 'accessibility' | 'best-practices', { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

async function lighthouse(url: string): Promise<Report> {
  const { stdout } = await run(
    process.execPath,
    [
      path.join(root, 'node_modules/lighthouse/cli/index.js'),
      url,
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      '--only-categories=performance,accessibility,best-practices',
      `--chrome-flags=${chromeFlags}`,
    ],
    { env: { ...process.env, CHROME_PATH: chromium }, maxBuffer: 64 * 1024 * 1024 },
  );
  return JSON.parse(stdout) as Report;
}

/** Tries a run again (twice at most) when Lighthouse itself fails to record the page load. */
async function lighthouseRetried(url: string): Promise<Report> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await lighthouse(url);
    } catch (error) {
      if (attempt === 3) throw error;
      const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
      console.log(`a Lighthouse run failed, trying again: ${reason ?? ''}`);
    }
  }
}

async function main() {
  if (!existsSync(path.join(appsDir, 'apps/portal/index.html'))) {
    throw new Error('No built portal in dist/apps: run `npm run build` first.');
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tck-bench-portal-'));
  const server = await startChildServer(dataDir, { APPS_DIR: appsDir, DEMO_DATA: 'true' });
  try {
    const url = `${server.url}/`;
    const reports: Report[] = [];
    for (let index = 0; index < runs; index += 1) {
      const report = await lighthouseRetried(url);
      reports.push(report);
      // Each run's figures too: single runs on one machine spread by several points.
      const { categories, audits } = report;
      const seconds = (key: string) =>
        ((audits[key]?.numericValue ?? Number.NaN) / 1000).toFixed(2);
      console.log(
        `run ${String(index + 1)} of ${String(runs)}: performance ${String(Math.round(100 * (categories.performance.score ?? 0)))}, ` +
          `FCP ${seconds('first-contentful-paint')} s, LCP ${seconds('largest-contentful-paint')} s, ` +
          `TBT ${(audits['total-blocking-time']?.numericValue ?? Number.NaN).toFixed(0)} ms`,
      );
    }
    const score = (key: keyof Report['categories']) =>
      Math.round(100 * median(reports.map((report) => report.categories[key].score ?? 0)));
    const audit = (key: string) =>
      median(reports.map((report) => report.audits[key]?.numericValue ?? Number.NaN));
    console.log(`Lighthouse mobile, portal home (${url}), median of ${String(runs)} runs:`);
    console.log(`  performance     ${String(score('performance'))}`);
    console.log(`  accessibility   ${String(score('accessibility'))}`);
    console.log(`  best practices  ${String(score('best-practices'))}`);
    console.log(`  FCP  ${(audit('first-contentful-paint') / 1000).toFixed(2)} s`);
    console.log(`  LCP  ${(audit('largest-contentful-paint') / 1000).toFixed(2)} s`);
    console.log(`  TBT  ${audit('total-blocking-time').toFixed(0)} ms`);
    console.log(`  CLS  ${audit('cumulative-layout-shift').toFixed(3)}`);
  } finally {
    await killHard(server.process);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
