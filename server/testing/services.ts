import type { Kysely } from 'kysely';
import type { Database } from '../core/db/schema';
import type { Ports, ReportTargets } from '../core/ports';
import type { Services } from '../core/services';
import { scryptPasswords } from '../node/auth/passwords';
import { cryptoHashing, cryptoRandom, systemClock } from '../node/ports';

/**
 * The scrypt cost of the suites' password hashes: they make about 700 (a seeded administrator
 * per server, each sign-in), 38 ms of CPU each at the server's default cost, 16 times less at
 * this one. The default itself is checked in the auth suite.
 */
export const testHashCost = 1024;

/** Report targets for suites that run no report: any use is a mistake of the test. */
const noReports: ReportTargets = {
  target: () => {
    throw new Error('This test has no report targets');
  },
  checkNotConsole: () => Promise.resolve(),
  saveWarning: () => Promise.resolve(undefined),
  close: () => Promise.resolve(),
};

/**
 * The core's services over a database opened by a test, with the Node host's clock, randomness,
 * hashes and passwords, and quiet stand-ins for the rest (`overrides` replaces any of them).
 */
export function testServices(db: Kysely<Database>, overrides: Partial<Ports> = {}): Services {
  const ports: Ports = {
    clock: systemClock,
    random: cryptoRandom,
    hashing: cryptoHashing,
    passwords: scryptPasswords(testHashCost),
    files: {
      saveUpload: () => Promise.reject(new Error('This test stores no uploads')),
    },
    live: { publish: () => Promise.resolve(), tokensEnded: () => Promise.resolve() },
    otpSender: { send: () => Promise.resolve() },
    reports: noReports,
    log: { info: () => undefined, warn: () => undefined, error: () => undefined },
    ...overrides,
  };
  return { db, ports };
}
