/**
 * `npm run chromatic`: publishes Storybook for visual review when CHROMATIC_PROJECT_TOKEN is set.
 * Without a token there is nothing to publish to (CI never needs it): the reference server serves
 * the static build at /storybook instead.
 */
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log(
    'CHROMATIC_PROJECT_TOKEN is not set: skipping Chromatic (visual review is optional). ' +
      'To review the current screens without it: `npm run build-storybook`, then `npm start`, ' +
      'and open /storybook/ on the running kit (http://127.0.0.1:8080/storybook/ by default).',
  );
  process.exit(0);
}
const { status } = spawnSync(
  'timeout',
  ['900', 'npx', 'chromatic', '--exit-zero-on-changes', '--build-script-name', 'build-storybook'],
  { stdio: 'inherit' },
);
process.exit(status ?? 1);
