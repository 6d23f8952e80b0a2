/**
 * Builds better-sqlite3's addon when it is missing, as after `npm ci --ignore-scripts` (CI
 * compiles it beside its install and copies it in; this is the fallback): compiling SQLite takes
 * about 75 s of one core, spent beside the first checks. Prints what it found and exits non-zero
 * if the build fails.
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

function addonLoads(): boolean {
  try {
    const Database = require('better-sqlite3') as new (file: string) => { close(): void };
    new Database(':memory:').close();
    return true;
  } catch {
    return false;
  }
}

if (addonLoads()) {
  console.log('better-sqlite3: addon present');
} else {
  console.log('better-sqlite3: building the addon from source');
  // `npm rebuild` runs the package's own install script (a prebuilt binary, else node-gyp).
  const { status } = spawnSync('npm', ['rebuild', 'better-sqlite3'], {
    stdio: 'inherit',
    env: { ...process.env, JOBS: 'max' },
  });
  if (status !== 0 || !addonLoads()) {
    console.error('better-sqlite3: the addon could not be built');
    process.exit(1);
  }
  console.log('better-sqlite3: addon built');
}
