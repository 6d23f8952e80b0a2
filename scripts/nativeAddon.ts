/**
 * Provides better-sqlite3's addon when it is missing, as after `npm ci --ignore-scripts`. CI
 * compiles it in a scratch install started before its own (.ci/run, which names the folder in
 * TCK_SQLITE_ADDON_BUILD): this waits for that build and copies its addon in. Otherwise, or if
 * that build failed, it compiles the addon here (about 75 s of one core, spent beside the first
 * checks). Prints what it did and exits non-zero if there is still no addon.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const require = createRequire(import.meta.url);
const addonFolder = 'node_modules/better-sqlite3/build/Release';
const addonFile = 'better_sqlite3.node';
/** How long the scratch build may still take (it is already well under way). */
const scratchWaitMs = 15 * 60_000;

function addonLoads(): boolean {
  try {
    const Database = require('better-sqlite3') as new (file: string) => { close(): void };
    new Database(':memory:').close();
    return true;
  } catch {
    return false;
  }
}

/** Waits for CI's scratch build and copies its addon in; says whether that gave an addon. */
async function fromScratchBuild(folder: string): Promise<boolean> {
  const status = `${folder}.status`;
  const deadline = Date.now() + scratchWaitMs;
  while (!existsSync(status)) {
    if (Date.now() > deadline) return false;
    await sleep(500);
  }
  if (readFileSync(status, 'utf8').trim() !== 'ok') return false;
  try {
    mkdirSync(addonFolder, { recursive: true });
    copyFileSync(path.join(folder, addonFolder, addonFile), path.join(addonFolder, addonFile));
  } catch (error) {
    console.error(`better-sqlite3: could not copy the scratch build's addon: ${String(error)}`);
    return false;
  }
  return addonLoads();
}

const scratch = process.env.TCK_SQLITE_ADDON_BUILD;
if (addonLoads()) {
  console.log('better-sqlite3: addon present');
} else if (scratch !== undefined && scratch !== '' && (await fromScratchBuild(scratch))) {
  console.log(`better-sqlite3: addon copied from the build in ${scratch}`);
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
