// @vitest-environment node
import { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadContract } from '../../../openapi/contract';
import {
  aggregate,
  clause,
  demoReports,
  select,
  seedDesigns,
  table,
} from '../../../domain/report-builder';
import type { Schema } from '../../../domain/schema';
import type { components } from '../../../openapi/generated/schema';
import { createApi, type Api } from '../api/createApi';
import type { ApiAnswer, ApiRequest } from '../api/operation';
import { migrateToLatest } from '../db/migrate';
import type { Database } from '../db/schema';
import { demoReportingDatabase, demoReportingRows } from '../reportBuilder/demoDatabase';
import { seed, seededAdmin } from '../seeds/seed';
import {
  demoReportTargets,
  fixedClock,
  loadSqlJs,
  portablePorts,
  sqlJsDialect,
  type PortablePorts,
} from '.';

// The proof that the core runs without the Node host: its portable ports and a sql.js database
// carry sign-in, a list, a create, a portal read and a report preview, while every module of the
// Node host's own (drivers, crypto, file system, Fastify) throws if anything imports it.
const { refuse } = vi.hoisted(() => ({
  refuse: (name: string) => {
    throw new Error(`The core imported ${name}, a module of the Node host`);
  },
}));
vi.mock('better-sqlite3', () => refuse('better-sqlite3'));
vi.mock('pg', () => refuse('pg'));
vi.mock('pg-cursor', () => refuse('pg-cursor'));
vi.mock('libpg-query', () => refuse('libpg-query'));
vi.mock('fastify', () => refuse('fastify'));
vi.mock('ioredis', () => refuse('ioredis'));
vi.mock('aedes', () => refuse('aedes'));
vi.mock('mqtt', () => refuse('mqtt'));
vi.mock('ws', () => refuse('ws'));
vi.mock('node:crypto', () => refuse('node:crypto'));
vi.mock('node:fs', () => refuse('node:fs'));
vi.mock('node:fs/promises', () => refuse('node:fs/promises'));
vi.mock('node:async_hooks', () => refuse('node:async_hooks'));
vi.mock('node:child_process', () => refuse('node:child_process'));

/** A call as a host hands it to the core. */
const call = (request: Partial<ApiRequest> = {}): ApiRequest => ({
  params: {},
  query: {},
  headers: { host: 'mock.test' },
  body: undefined,
  files: {},
  path: '/api',
  ip: '127.0.0.1',
  secure: false,
  ...request,
});

type SchemaName = keyof components['schemas'];

/** The JSON body of an answer, as the contract's schema it names. */
function bodyOf<Name extends SchemaName>(answer: ApiAnswer, _schema: Name): Schema<Name> {
  return (answer.json === undefined ? answer.body : JSON.parse(answer.json)) as Schema<Name>;
}

describe('the core over sql.js with the portable ports', () => {
  let api: Api;
  let ports: PortablePorts;
  let db: Kysely<Database>;
  let token: string;
  const today = new Date('2026-06-15T01:00:00Z');
  const admin = (request: Partial<ApiRequest>) =>
    call({ ...request, headers: { host: 'mock.test', authorization: `Bearer ${token}` } });

  beforeAll(async () => {
    const sqlJs = await loadSqlJs();
    db = new Kysely<Database>({ dialect: sqlJsDialect(new sqlJs.Database()) });
    ports = portablePorts({
      clock: fixedClock(today),
      seed: 31,
      oneTimeCodes: 'fixed',
      reports: demoReportTargets(sqlJs, today),
    });
    await migrateToLatest(db);
    await seed({ db, ports }, { demoData: true });
    api = createApi({
      contract: await loadContract(),
      db,
      ports,
      options: {
        tokenTtlMinutes: 60,
        exportRowLimit: 1000,
        signInLimit: { failures: 10, lockMinutes: 15 },
        otpLimits: { sendsPerRecipient: 5, failuresPerRecipient: 10 },
        otpSecret: 'portable-test-secret',
        paymentSecret: undefined,
      },
    });
  });
  afterAll(async () => {
    await api.close();
    await ports.reports.close();
    await db.destroy();
  });

  it('signs the seeded administrator in, with a PBKDF2 hash and the session cookie', async () => {
    const stored = await db
      .selectFrom('admin_users')
      .select('password_hash')
      .where('username', '=', seededAdmin.username)
      .executeTakeFirstOrThrow();
    expect(stored.password_hash).toMatch(/^pbkdf2\$/);
    const wrong = await api.handle(
      'loginAdmin',
      call({ body: { username: 'admin', password: 'admin124' }, path: '/api/auth/login' }),
    );
    expect(wrong.status).toBe(422);
    const answer = await api.handle(
      'loginAdmin',
      call({ body: { username: 'admin', password: 'admin123' }, path: '/api/auth/login' }),
    );
    expect(answer.status).toBe(200);
    const login = bodyOf(answer, 'LoginResponse');
    expect(login.user.username).toBe('admin');
    expect(login.expires_at).toBe('2026-06-15T02:00:00.000Z');
    expect(answer.cookies?.map((cookie) => cookie.name)).toEqual(['tck_session']);
    token = login.token;
  });

  it('lists the demo departments, creates one and lists it first', async () => {
    const before = bodyOf(
      await api.handle('listDepartments', admin({ query: { per_page: '5' } })),
      'DepartmentPage',
    );
    expect(before.total).toBeGreaterThan(0);
    const created = await api.handle(
      'storeDepartment',
      admin({ body: { name: 'Portable Operations', organization_id: 1, status: 1 } }),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const after = bodyOf(
      await api.handle('listDepartments', admin({ query: { per_page: '5' } })),
      'DepartmentPage',
    );
    expect(after.total).toBe(before.total + 1);
    expect(after.data[0]?.name).toBe('Portable Operations');
    expect(after.data[0]?.created_at).toBe(today.toISOString());
  });

  it('answers the guards as the Node host does: 401 without a token, 422 on a bad query', async () => {
    expect((await api.handle('listDepartments', call())).status).toBe(401);
    const invalid = await api.handle('listDepartments', admin({ query: { per_page: '1000' } }));
    expect(invalid.status).toBe(422);
    expect(bodyOf(invalid, 'ValidationError').errors.per_page).toBeDefined();
  });

  it('reads the portal content and signs a number in with the fixed code', async () => {
    const banners = bodyOf(
      await api.handle('getBanners', call({ query: { operatorId: '1', languageId: '1' } })),
      'BannerListResponse',
    );
    expect(banners.data.length).toBeGreaterThan(0);
    const msisdn = '60123456789';
    const sent = await api.handle(
      'sendOtp',
      call({ query: { languageId: '1', msisdn, operatorId: '1' } }),
    );
    expect(bodyOf(sent, 'PortalStatusResponse').code).toBe(200);
    expect(ports.otpSender.lastCodeFor(msisdn)).toBe('1234');
    const verified = bodyOf(
      await api.handle('verifyOtp', call({ query: { msisdn, otp: '1234' } })),
      'VerifyOtpResponse',
    );
    expect(typeof verified.data === 'object' && verified.data.msisdn).toBe(msisdn);
  });

  it('previews a report on the demo reporting database built on sql.js', async () => {
    const connection = await db
      .selectFrom('database_connections')
      .select('id')
      .where('connection_name', '=', demoReportingDatabase)
      .executeTakeFirstOrThrow();
    const answer = await api.handle(
      'previewReportQuery',
      admin({
        query: { per_page: '5' },
        body: {
          data: {
            id: 0,
            report_name: 'Top-ups by status',
            db_connection_name: String(connection.id),
            query_type: 'query_builder',
            tables: [table('cbs_topups', [])],
            selections: [select('cbs_topups.status', 'status')],
            have_aggregate_function: 'yes',
            select_aggregates: [aggregate('COUNT', 'cbs_topups.id', 'topups')],
            have_group_by: 'yes',
            have_order_by: 'yes',
            query_clause: clause(['cbs_topups.status'], ['status'], 'ASC'),
          },
        },
      }),
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const preview = bodyOf(answer, 'ReportPreviewResult');
    expect(preview.rows.map((row) => row.status)).toEqual(['failed', 'pending', 'success']);
    const topups = demoReportingRows(today).find((rows) => rows.table === 'cbs_topups');
    expect(preview.rows.reduce((sum, row) => sum + Number(row.topups), 0)).toBe(
      topups?.rows.length,
    );
    expect(preview.sql).toContain('"cbs_topups"');
  });

  it('previews every demo report and draws every tile of the demo dashboards, with rows', async () => {
    const reports: Schema<'ReportSummary'>[] = bodyOf(
      await api.handle('listQueryReports', admin({ query: { per_page: '100' } })),
      'ReportPage',
    ).data;
    expect(reports.map((report) => report.report_name).sort()).toEqual(
      demoReports.map(({ definition }) => definition.report_name).sort(),
    );
    for (const summary of reports) {
      const shown = bodyOf(
        await api.handle('showQueryReport', admin({ params: { id: String(summary.id) } })),
        'ReportResponse',
      );
      const answer = await api.handle(
        'previewReportQuery',
        admin({ query: { per_page: '100' }, body: { data: shown.data } }),
      );
      expect(answer.status, `${summary.report_name}: ${JSON.stringify(answer.body)}`).toBe(200);
      const preview = bodyOf(answer, 'ReportPreviewResult');
      expect(preview.rows.length, summary.report_name).toBeGreaterThan(0);
    }

    const designs = seedDesigns();
    for (const [index, { name, rows }] of designs.entries()) {
      const id = String(index + 1);
      const design = bodyOf(
        await api.handle('showDesign', admin({ params: { id } })),
        'DesignResponse',
      );
      expect(design.data.name).toBe(name);
      // The home draws the design saved last: each is saved again, as the designer does.
      const saved = await api.handle('storeDesign', admin({ params: { id }, body: design.data }));
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      const home = bodyOf(await api.handle('showDashboard', admin({})), 'DesignResponse');
      expect(home.data.id).toBe(design.data.id);
      for (const row of rows) {
        for (const [cell, { title }] of row.selected_report.report.entries()) {
          const answer = await api.handle(
            'runDashboardCell',
            admin({
              params: { id, row: String(row.order), cell: String(cell + 1) },
              query: { revision: home.data.revision },
            }),
          );
          expect(answer.status, `${name}, ${title}: ${JSON.stringify(answer.body)}`).toBe(200);
          const tile = bodyOf(answer, 'DashboardCellResult');
          expect(tile.rows.length, `${name}, ${title}`).toBeGreaterThan(0);
        }
      }
    }
  });
});
