/**
 * `npm run test:baselines`, after the story tests: no visual baseline is left over from a story
 * that was removed, renamed or no longer pictured. (A pictured story without its baseline
 * already fails its own test.) Reads which baselines the story tests compared with from their
 * report, test-results/stories.json.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const baselines = path.join(root, 'tests/visual/__screenshots__');
const reportFile = path.join(root, 'test-results/stories.json');

if (!existsSync(reportFile)) {
  console.error('test-results/stories.json is missing: run `npm run test:stories` first.');
  process.exit(1);
}

interface StoryReport {
  numTotalTests: number;
  testResults: { assertionResults: { meta?: { baseline?: string } }[] }[];
}
const report = JSON.parse(readFileSync(reportFile, 'utf8')) as StoryReport;
const compared = new Set(
  report.testResults.flatMap((file) =>
    file.assertionResults.flatMap(({ meta }) =>
      meta?.baseline === undefined ? [] : [`${meta.baseline}.png`],
    ),
  ),
);

const present = readdirSync(baselines, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.png'))
  .map((file) => file.split(path.sep).join('/'));
const leftOver = present.filter((file) => !compared.has(file));

console.log(
  `${report.numTotalTests} story tests, ${compared.size} pictured, ${present.length} baselines, ` +
    `${leftOver.length} left over`,
);
for (const file of leftOver) console.error(`baseline of no pictured story: ${file}`);
if (leftOver.length > 0) process.exit(1);
