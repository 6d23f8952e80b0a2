/**
 * `npm test`: every check CI runs, in order, then one closing line `N passed, N failed` that
 * sums the test runners' results (a failed static check counts as one failure).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

interface Step {
  /** What the step checks. */
  name: string;
  /** The npm script that runs it. */
  script: string;
  /** Where the runner writes its JSON report, for steps that run tests. */
  report?: { file: string; format: 'vitest' | 'playwright' };
}

const steps: Step[] = [
  { name: 'contract (lint + generated types)', script: 'test:contract' },
  { name: 'lint (eslint + prettier)', script: 'lint' },
  { name: 'typecheck', script: 'typecheck' },
  {
    name: 'unit tests',
    script: 'test:unit',
    report: { file: 'test-results/unit.json', format: 'vitest' },
  },
  {
    name: 'story tests (Chromium, accessibility)',
    script: 'test:stories',
    report: { file: 'test-results/stories.json', format: 'vitest' },
  },
  { name: 'build (apps + Storybook)', script: 'build:all' },
  {
    name: 'end-to-end tests (Chromium)',
    script: 'test:e2e:built',
    report: { file: 'test-results/e2e.json', format: 'playwright' },
  },
  {
    name: 'visual regression (Chromium)',
    script: 'test:visual:built',
    report: { file: 'test-results/visual.json', format: 'playwright' },
  },
];

interface Counts {
  passed: number;
  failed: number;
}

function readCounts({ file, format }: NonNullable<Step['report']>): Counts | undefined {
  if (!existsSync(file)) return undefined;
  const report: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (format === 'vitest') {
    const { numPassedTests, numFailedTests, numFailedTestSuites } = report as Record<
      string,
      number
    >;
    // A suite that fails to load has no failed tests of its own; count it once.
    return {
      passed: numPassedTests ?? 0,
      failed: (numFailedTests ?? 0) + (numFailedTestSuites ?? 0),
    };
  }
  const { stats, errors } = report as {
    stats: { expected: number; unexpected: number; flaky: number };
    errors?: unknown[];
  };
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected + (errors?.length ?? 0) };
}

rmSync('test-results', { recursive: true, force: true });
mkdirSync('test-results', { recursive: true });

const total: Counts = { passed: 0, failed: 0 };
const summary: string[] = [];
for (const step of steps) {
  console.log(`\n=== ${step.name}: npm run ${step.script}`);
  const started = Date.now();
  const { status } = spawnSync('npm', ['run', '--silent', step.script], { stdio: 'inherit' });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const counts = step.report ? readCounts(step.report) : undefined;
  const ok = status === 0;
  if (counts) {
    total.passed += counts.passed;
    // A runner that exits non-zero with no failed test (a crash, a config error) still fails.
    total.failed += counts.failed > 0 || ok ? counts.failed : 1;
    summary.push(
      `${ok ? 'ok  ' : 'FAIL'} ${step.name}: ${counts.passed} passed, ${counts.failed} failed (${seconds}s)`,
    );
  } else {
    if (!ok) total.failed += 1;
    summary.push(`${ok ? 'ok  ' : 'FAIL'} ${step.name} (${seconds}s)`);
  }
}

console.log(`\n=== summary\n${summary.join('\n')}\n`);
console.log(`${total.passed} passed, ${total.failed} failed`);
process.exit(total.failed > 0 ? 1 : 0);
