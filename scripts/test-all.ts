/**
 * `npm test`: every check CI runs, in order, then one closing line `N passed, N failed` that
 * sums the test runners' results (a failed static check counts as one failure).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

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
    // One render per story: its play function, axe, and its picture against the baseline.
    name: 'story tests (Chromium: play, accessibility, picture)',
    script: 'test:stories',
    report: { file: 'test-results/stories.json', format: 'vitest' },
  },
  { name: 'no left-over visual baselines', script: 'test:baselines' },
  { name: 'build (apps + Storybook)', script: 'build:all' },
  { name: 'bundle budget', script: 'test:budget' },
  {
    name: 'end-to-end tests (Chromium)',
    script: 'test:e2e:built',
    report: { file: 'test-results/e2e.json', format: 'playwright' },
  },
];

interface Counts {
  passed: number;
  failed: number;
}

/** How long one test file took, for the list of the slowest. */
interface FileTime {
  file: string;
  seconds: number;
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

interface PlaywrightSuite {
  file?: string;
  suites?: PlaywrightSuite[];
  specs?: { tests: { results: { duration: number }[] }[] }[];
}

/** The time each test file of a runner's report took. */
function readFileTimes({ file, format }: NonNullable<Step['report']>): FileTime[] {
  if (!existsSync(file)) return [];
  const report: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (format === 'vitest') {
    const { testResults = [] } = report as {
      testResults?: { name: string; startTime: number; endTime: number }[];
    };
    return testResults.map(({ name, startTime, endTime }) => ({
      file: path.relative(process.cwd(), name),
      seconds: (endTime - startTime) / 1000,
    }));
  }
  const { suites = [] } = report as { suites?: PlaywrightSuite[] };
  const millis = (suite: PlaywrightSuite): number =>
    (suite.specs ?? []).reduce(
      (sum, spec) =>
        sum +
        spec.tests.reduce(
          (inner, test) => inner + test.results.reduce((all, result) => all + result.duration, 0),
          0,
        ),
      0,
    ) + (suite.suites ?? []).reduce((sum, child) => sum + millis(child), 0);
  return suites.map((suite) => ({ file: suite.file ?? '?', seconds: millis(suite) / 1000 }));
}

rmSync('test-results', { recursive: true, force: true });
mkdirSync('test-results', { recursive: true });

const total: Counts = { passed: 0, failed: 0 };
const summary: string[] = [];
const fileTimes: FileTime[] = [];
for (const step of steps) {
  console.log(`\n=== ${step.name}: npm run ${step.script}`);
  const started = Date.now();
  const { status } = spawnSync('npm', ['run', '--silent', step.script], { stdio: 'inherit' });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const counts = step.report ? readCounts(step.report) : undefined;
  if (step.report) fileTimes.push(...readFileTimes(step.report));
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

const slowest = fileTimes
  .sort((a, b) => b.seconds - a.seconds)
  .slice(0, 10)
  .map(({ file, seconds }) => `${seconds.toFixed(1).padStart(7)}s  ${file}`);
console.log(`\n=== slowest test files\n${slowest.join('\n')}`);
console.log(`\n=== summary\n${summary.join('\n')}\n`);
console.log(`${total.passed} passed, ${total.failed} failed`);
process.exit(total.failed > 0 ? 1 : 0);
