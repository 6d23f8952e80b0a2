/**
 * `npm run chromatic`: publishes Storybook for visual review when CHROMATIC_PROJECT_TOKEN is set.
 * Without a token there is nothing to publish to; CI never needs it.
 */
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log(
    'CHROMATIC_PROJECT_TOKEN is not set: skipping Chromatic (visual review is optional).',
  );
  process.exit(0);
}
const { status } = spawnSync(
  'timeout',
  ['900', 'npx', 'chromatic', '--exit-zero-on-changes', '--build-script-name', 'build-storybook'],
  { stdio: 'inherit' },
);
process.exit(status ?? 1);
