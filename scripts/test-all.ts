/**
 * `npm test`: every check CI runs (in stages, see `stages`), then one closing line `N passed, N failed` that
 * sums the test runners' results (a failed static check counts as one failure).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

interface Step {
  /** What the step checks. */
  name: string;
  /** The npm script that runs it. */
  script: string;
  /** Where the runner writes its JSON report, for steps that run tests. */
  report?: { file: string; format: 'vitest' | 'playwright' };
  /** Runs at a lower priority: it yields the cores to the stage's longest lane. */
  yields?: boolean;
}

const contract: Step = {
  name: 'contract (lint + generated types)',
  script: 'test:contract',
  yields: true,
};
// One TypeScript program for both: tsc's check fills the type cache ESLint's typed rules read
// (84 s together against 120 s as two processes).
const code: Step = {
  name: 'typecheck (tsc) and lint (eslint, typed rules)',
  script: 'check:typed',
};
// The React Hooks rules need no types: the React Compiler's checks (28 s of CPU) run beside the
// typed pass instead of after it.
const hooks: Step = {
  name: 'lint (eslint, React Hooks rules)',
  script: 'lint:hooks',
  yields: true,
};
// Prettier (25 s of CPU, one thread) runs beside both test runners at a lower priority: it fills
// the time they wait (on servers, timers and sockets, on pages' answers).
const format: Step = { name: 'formatting (prettier)', script: 'lint:format', yields: true };
// The unit tests wait on servers, timers and sockets a third of their run, the story tests on
// their pages' answers a fifth of theirs: side by side, each fills the other's waits. The unit
// tests yield, so the story tests keep the pace they have alone.
const unit: Step = {
  name: 'unit tests',
  script: 'test:unit',
  report: { file: 'test-results/unit.json', format: 'vitest' },
  yields: true,
};
const stories: Step = {
  // One render per story: its play function, axe, and its picture against the baseline.
  name: 'story tests (Chromium: play, accessibility, picture)',
  script: 'test:stories',
  report: { file: 'test-results/stories.json', format: 'vitest' },
};
const baselines: Step = { name: 'no left-over visual baselines', script: 'test:baselines' };
const build: Step = {
  name: 'build (apps, with and without mocks)',
  script: 'build:apps',
  yields: true,
};
// The static Storybook the e2e smoke test plays at /storybook, as a designer opens it: built with
// `--test` (no props tables; the same stories, play functions and docs pages), 14.5 s of CPU
// against 28.5 s, which the first stage's second lane has to spare (its steps: 55 s of CPU,
// beside 84 s of types and lint).
const storybook: Step = {
  name: 'build (static Storybook, test build)',
  script: 'build-storybook:test',
  yields: true,
};
const budget: Step = { name: 'bundle budget', script: 'test:budget' };
const e2e: Step = {
  name: 'end-to-end tests (Chromium)',
  script: 'test:e2e:built',
  report: { file: 'test-results/e2e.json', format: 'playwright' },
};

/**
 * The steps in stages, one after the other. A stage's lanes run side by side, each lane's steps
 * in order. In the first, types and typed lint (one single-threaded pass, its longest lane) keep
 * a core to themselves: the React Hooks lint, the contract and the builds yield to it on the
 * other core. In the second, the story tests run beside the unit tests and prettier: each runner
 * waits part of its time, and the other lanes' work fills it (measured on 2 cores: 321 s side by
 * side, 363 s one after the other). The end-to-end tests, which keep both cores busy, come last.
 */
const stages: Step[][][] = [
  [[code], [hooks, contract, build, budget, storybook]],
  [[stories, baselines], [unit], [format]],
  [[e2e]],
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
  specs?: {
    title?: string;
    file?: string;
    tests: {
      status?: string;
      results: { duration: number; error?: { message?: string; stack?: string } }[];
    }[];
  }[];
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

/** A failed test's first lines of error, colours stripped: the closing lines show why it failed. */
function firstLines(error: string | undefined): string {
  if (error === undefined || error === '') return '';
  // The runners colour their messages.
  const lines = stripVTControlCharacters(error)
    .split('\n')
    .filter((line) => line.trim() !== '')
    .slice(0, 14);
  return `\n${lines.map((line) => `    ${line}`).join('\n')}`;
}

/**
 * The tests a runner's report marks failed, as `file › test` and the start of their error, so the
 * closing lines (all a CI log may keep) say which failed and why.
 */
function readFailures({ file, format }: NonNullable<Step['report']>): string[] {
  if (!existsSync(file)) return [];
  const report: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (format === 'vitest') {
    const { testResults = [] } = report as {
      testResults?: {
        name: string;
        message?: string;
        assertionResults?: { fullName: string; status: string; failureMessages?: string[] }[];
      }[];
    };
    return testResults.flatMap(({ name, message, assertionResults = [] }) => {
      const where = path.relative(process.cwd(), name);
      const failed = assertionResults
        .filter(({ status }) => status === 'failed')
        .map(
          ({ fullName, failureMessages = [] }) =>
            `${where} › ${fullName}${firstLines(failureMessages[0])}`,
        );
      // A file that failed to load has no failed test of its own.
      return failed.length === 0 && message ? [`${where} › ${firstLines(message).trim()}`] : failed;
    });
  }
  const { suites = [] } = report as { suites?: PlaywrightSuite[] };
  const failedIn = (suite: PlaywrightSuite): string[] => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests
        .filter((test) => test.status === 'unexpected')
        .map((test) => {
          const error = test.results.find((result) => result.error !== undefined)?.error;
          const where = `${spec.file ?? suite.file ?? '?'} › ${spec.title ?? '?'}`;
          return `${where}${firstLines(error?.message ?? error?.stack)}`;
        }),
    ),
    ...(suite.suites ?? []).flatMap(failedIn),
  ];
  return suites.flatMap(failedIn);
}

rmSync('test-results', { recursive: true, force: true });
mkdirSync('test-results', { recursive: true });

const wallStarted = Date.now();
const total: Counts = { passed: 0, failed: 0 };
const summary: string[] = [];
const fileTimes: FileTime[] = [];
const failures: string[] = [];
/** What one step printed and how it ended. */
interface Outcome {
  step: Step;
  ok: boolean;
  seconds: number;
}

/**
 * Runs a step's npm script. A step alone in its stage prints as it goes; a step beside others
 * prints when it has ended, so the logs of concurrent steps do not interleave.
 */
function run(step: Step, alone: boolean): Promise<Outcome> {
  const header = `\n=== ${step.name}: npm run ${step.script}`;
  if (alone) console.log(header);
  const started = Date.now();
  const command = ['npm', 'run', '--silent', step.script];
  const [program = 'npm', ...args] =
    step.yields === true ? ['nice', '-n', '10', ...command] : command;
  const child = spawn(program, args, { stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
  const output: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (status) => {
      const seconds = (Date.now() - started) / 1000;
      if (!alone) process.stdout.write(`${header}\n${Buffer.concat(output).toString()}`);
      resolve({ step, ok: status === 0, seconds });
    });
  });
}

async function runLane(lane: Step[], alone: boolean): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  for (const step of lane) outcomes.push(await run(step, alone));
  return outcomes;
}

const outcomes: Outcome[] = [];
for (const lanes of stages) {
  const alone = lanes.length === 1;
  const ended = await Promise.all(lanes.map((lane) => runLane(lane, alone)));
  outcomes.push(...ended.flat());
}

// Each step's own wall time; steps that ran side by side overlap.
for (const { step, ok, seconds } of outcomes) {
  const time = `(${seconds.toFixed(1)}s)`;
  const counts = step.report ? readCounts(step.report) : undefined;
  if (step.report) {
    fileTimes.push(...readFileTimes(step.report));
    failures.push(...readFailures(step.report));
  }
  if (counts) {
    total.passed += counts.passed;
    // A runner that exits non-zero with no failed test (a crash, a config error) still fails.
    total.failed += counts.failed > 0 || ok ? counts.failed : 1;
    summary.push(
      `${ok ? 'ok  ' : 'FAIL'} ${step.name}: ${counts.passed} passed, ${counts.failed} failed ${time}`,
    );
  } else {
    if (!ok) total.failed += 1;
    summary.push(`${ok ? 'ok  ' : 'FAIL'} ${step.name} ${time}`);
  }
}

const slowest = fileTimes
  .sort((a, b) => b.seconds - a.seconds)
  .slice(0, 10)
  .map(({ file, seconds }) => `${seconds.toFixed(1).padStart(7)}s  ${file}`);
console.log(`\n=== slowest test files\n${slowest.join('\n')}`);
if (failures.length > 0) console.log(`\n=== failed tests\n${failures.join('\n')}`);
console.log(`\n=== summary\n${summary.join('\n')}\n`);
console.log(`all steps: ${((Date.now() - wallStarted) / 1000).toFixed(1)}s of wall time\n`);
console.log(`${total.passed} passed, ${total.failed} failed`);
process.exit(total.failed > 0 ? 1 : 0);
