// The portable host's ports (Web APIs only: Web Crypto, TextEncoder, sql.js): what the mock API
// runs the core with in the browser and in vitest, and what the core's own tests use.

import type { Clock, Log, Ports, ReportTargets } from '../ports';
import { currentClock } from './clock';
import { webHashing, webPasswords } from './crypto';
import {
  memoryFiles,
  memoryLive,
  recordingOtpSender,
  silentLog,
  type MemoryFiles,
  type MemoryLive,
  type RecordingOtpSender,
} from './memory';
import { portableRandom, type PortableRandomOptions } from './random';

export { currentClock, fixedClock } from './clock';
export { webHashing, webPasswords } from './crypto';
export {
  consoleLog,
  memoryFiles,
  memoryLive,
  recordingOtpSender,
  silentLog,
  type LiveEvent,
  type MemoryFiles,
  type MemoryLive,
  type RecordingOtpSender,
} from './memory';
export { portableRandom, type PortableRandomOptions } from './random';
export { demoReportingSqlJs, demoReportTargets, sqlJsReportTargets } from './reports';
export { loadSqlJs, sqlJsDatabase, sqlJsDialect, type LoadSqlJsOptions } from './sqlJs';

/** Options of `portablePorts`. */
export interface PortablePortsOptions extends PortableRandomOptions {
  /** The report targets (e.g. `demoReportTargets`): the one port with a database of its own. */
  reports: ReportTargets;
  /** The time (default: now; the mock API fixes it for stories). */
  clock?: Clock;
  log?: Log;
  /** PBKDF2 iterations of new password hashes (default 1000: a stand-in's quick sign-in). */
  passwordIterations?: number;
}

/** The portable ports, with the in-memory ones their owner reads. */
export interface PortablePorts extends Ports {
  files: MemoryFiles;
  live: MemoryLive;
  otpSender: RecordingOtpSender;
}

/** Ports from Web APIs only: no read cache and no token cache (every read is computed). */
export function portablePorts(options: PortablePortsOptions): PortablePorts {
  const random = portableRandom(options);
  const log = options.log ?? silentLog;
  return {
    clock: options.clock ?? currentClock,
    random,
    hashing: webHashing,
    passwords: webPasswords(random, options.passwordIterations),
    files: memoryFiles(random),
    live: memoryLive(),
    otpSender: recordingOtpSender(log),
    reports: options.reports,
    log,
  };
}
