import { statfsSync } from 'node:fs';

/**
 * Whether /dev/shm is too small for Chromium's shared memory (a container's 64 MB default): it
 * then writes its shared memory to /tmp instead, which costs each story test about 7% more CPU
 * where /dev/shm is large (a machine's own tmpfs, half its memory).
 */
function smallSharedMemory(): boolean {
  try {
    const { bsize, blocks } = statfsSync('/dev/shm');
    return bsize * blocks < 1024 ** 3;
  } catch {
    return true;
  }
}

/**
 * Launch options for the system Chromium (Debian's package) that every browser test uses.
 * No test runner downloads a browser of its own.
 */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    ...(smallSharedMemory() ? ['--disable-dev-shm-usage'] : []),
    '--font-render-hinting=none',
  ],
};
