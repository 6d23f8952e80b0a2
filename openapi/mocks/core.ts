// The mock API is the reference server's own core (server/core) over SQLite compiled to
// WebAssembly (sql.js), with the portable ports: the same handlers, rules and seeds as the
// server. A seeded database image is built once per page or process; every API opened from it
// (one per story or test) starts from the same data in about a millisecond.

import { Kysely } from 'kysely';
import type { SqlJsStatic } from 'sql.js';
import { exportRowLimit } from '@domain/csv';
import { demoContentAnchor } from '@domain/portal-content';
import { loadContract } from '../contract';
import { createApi, type Api } from '../../server/core/api/createApi';
import { migrateToLatest } from '../../server/core/db/migrate';
import type { Database } from '../../server/core/db/schema';
import {
  demoReportingSqlJs,
  fixedClock,
  currentClock,
  loadSqlJs,
  portablePorts,
  sqlJsDialect,
  sqlJsReportTargets,
  type PortablePorts,
} from '../../server/core/portable';
import { demoReportingDatabase } from '../../server/core/reportBuilder/demoDatabase';
import type { ReportTargets } from '../../server/core/ports';
import { seed } from '../../server/core/seeds/seed';
import sqlWasmUrl from 'sql.js/dist/sql-wasm.wasm?url';

/**
 * The moment stories and tests live in: every date the mock API stores or shows is fixed by it.
 * It is the instant the demo content was written against, so the demo reads exactly as written.
 */
export const mockNow = demoContentAnchor;

/** The administrator's bearer token a story or test calls the admin API with. */
export const mockAdminToken = 'story-token';

/** The one-time code the mock API sends (the portable random's fixed codes). */
export const mockOtp = '1234';

/** The key the mock API's operator-2 payment provider signs its callbacks with. */
export const mockPaymentSecret = 'mock-mpay-callback-secret';

/** Whose time the mock API keeps: `fixed` at `mockNow` (stories, tests), or the `real` time (apps). */
export type MockClock = 'fixed' | 'real';

/** A database image, seeded, and what every API opened from it shares. */
interface Seeded {
  sqlJs: SqlJsStatic;
  image: Uint8Array;
  /** The demo reporting database: read only, so shared by every API of the page. */
  reports: ReportTargets;
}

/** Whether this runs in Node (vitest), which reads sql.js's WebAssembly from its package. */
const isNode =
  typeof (globalThis as { process?: { versions?: { node?: unknown } } }).process?.versions?.node ===
  'string';

/** sql.js with its WebAssembly served by this page's bundler (Node reads it beside the package). */
const sqlJs = () => loadSqlJs(isNode ? {} : { locateFile: () => sqlWasmUrl });

const clockOf = (clock: MockClock) => (clock === 'fixed' ? fixedClock(mockNow) : currentClock);

/** The ports of one API: a seeded random (the same tokens and ids on every run), fixed codes. */
const portsOf = (clock: MockClock, reports: ReportTargets): PortablePorts =>
  portablePorts({ clock: clockOf(clock), seed: 31, oneTimeCodes: 'fixed', reports });

/** Migrations, the demo seed and the story administrator's token, into a new image. */
async function buildImage(clock: MockClock): Promise<Seeded> {
  const sql = await sqlJs();
  const now = clockOf(clock).now();
  const shared = sqlJsReportTargets({ [demoReportingDatabase]: demoReportingSqlJs(sql, now) });
  const reports: ReportTargets = { ...shared, close: () => Promise.resolve() };
  const database = new sql.Database();
  const db = new Kysely<Database>({ dialect: sqlJsDialect(database) });
  const ports = portsOf(clock, reports);
  await migrateToLatest(db);
  await seed({ db, ports }, { demoData: true });
  const admin = await db
    .selectFrom('admin_users')
    .select('id')
    .where('username', '=', 'admin')
    .executeTakeFirstOrThrow();
  const expires = new Date(now.getTime() + 10 * 365 * 86_400_000).toISOString();
  await db
    .insertInto('admin_tokens')
    .values({
      user_id: admin.id,
      token_hash: await ports.hashing.sha256(mockAdminToken),
      expires_at: expires,
      created_at: now.toISOString(),
    })
    .execute();
  const image = database.export();
  await db.destroy();
  return { sqlJs: sql, image, reports };
}

const images = new Map<MockClock, Promise<Seeded>>();

/** The seeded image of a clock, built on first use and kept for the page or process. */
const seededImage = (clock: MockClock) => {
  let image = images.get(clock);
  if (image === undefined) {
    image = buildImage(clock);
    images.set(clock, image);
  }
  return image;
};

/** Builds the seeded image and loads the contract, so the first call of a test is as quick as the next. */
export async function prepareMockApi(clock: MockClock = 'fixed'): Promise<void> {
  await Promise.all([seededImage(clock), loadContract()]);
}

/** One mock API: the core over its own copy of the seeded database. */
export interface MockCore {
  api: Api;
  db: Kysely<Database>;
  ports: PortablePorts;
}

/** Opens a new API over a fresh copy of the seeded demo database. */
export async function openMockCore(clock: MockClock = 'fixed'): Promise<MockCore> {
  const [{ sqlJs: sql, image, reports }, contract] = await Promise.all([
    seededImage(clock),
    loadContract(),
  ]);
  const db = new Kysely<Database>({ dialect: sqlJsDialect(new sql.Database(image)) });
  const ports = portsOf(clock, reports);
  const api = createApi({
    contract,
    db,
    ports,
    options: {
      // The reference server's defaults (server/node/config.ts).
      tokenTtlMinutes: 1440,
      exportRowLimit,
      signInLimit: { failures: 10, lockMinutes: 15 },
      otpLimits: { sendsPerRecipient: 5, failuresPerRecipient: 10 },
      otpSecret: 'mock-otp-secret',
      paymentSecret: mockPaymentSecret,
    },
  });
  return { api, db, ports };
}
