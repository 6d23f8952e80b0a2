// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Schema } from '../../../domain/schema';
import { startTestServer, type TestServer } from '../../testing/testServer';
import { ensureDemoReportingDatabase } from './demoReportingFile';
import { storedColumnsOf } from '../../core/reportBuilder/reports';
import { ReportsBusyError } from '../../core/reportBuilder/limiter';
import { SqlitePool } from './sqliteRunner';

type Input = Schema<'ReportInput'>;
interface Failure {
  message: string;
  errors: Record<string, string[]>;
}

const base = '/api/ext-report-builder';

/** Counts to `n` in SQLite: a query that keeps a reader busy for a while. */
const busyFor = (n: number) =>
  `WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < ${String(n)}) SELECT COUNT(*) AS n FROM c`;

/** Forty output columns, so that each level of nesting adds some SQL. */
const columns = Array.from({ length: 40 }, (_, index) => `c${String(index + 1)}`);

/**
 * A visual report on the demo connection: the first row of cbs_topups as forty columns, or, given
 * saved reports, those reports side by side (cross-joined), reading the first one's columns.
 */
function layered(connection: string, uses: number[]): Input {
  const tables: Input['tables'] =
    uses.length === 0
      ? [
          {
            object_type: 'table',
            name: 'cbs_topups',
            selected_query: null,
            query_alias: null,
            options: ['id'],
            table_join: null,
          },
        ]
      : uses.map((id, index) => ({
          object_type: 'query',
          name: `s${String(index)}`,
          selected_query: id,
          query_alias: `s${String(index)}`,
          options: columns,
          table_join:
            index === 0 ? null : { type: 'crossJoin', condition: '=', column1: '', column2: '' },
        }));
  return {
    id: 0,
    report_name: `Layer over ${uses.join(',') || 'cbs_topups'}`,
    db_connection_name: connection,
    query_type: 'query_builder',
    tables,
    selections: columns.map((alias) => ({
      column: uses.length === 0 ? 'cbs_topups.id' : `s0.${alias}`,
      alias,
      is_raw: 'no',
      is_sortable: 'no',
      has_label: 'no',
    })),
    have_aggregate_function: 'no',
    have_group_by: 'no',
    have_order_by: 'no',
    set_limit: 'yes',
    query_clause: { limit_value: 1 },
    add_graph: 'no',
    grid_filters: [],
  };
}

describe('report runs that could stall the server', () => {
  let server: TestServer;
  let token: string;
  let demo: string;

  const request = <Body = unknown>(method: 'GET' | 'POST', url: string, body?: unknown) =>
    server.api.request<Body>({ method, url: `${base}${url}`, token, body });

  /** Stores a definition as a saved report without compiling it (as an older server saved it). */
  const saved = async (input: Input) => {
    const now = new Date().toISOString();
    const row = await server.app.db
      .insertInto('query_reports')
      .values({ ...storedColumnsOf(input, Number(demo)), created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  };

  beforeAll(async () => {
    server = await startTestServer(
      { name: 'sqlite', url: undefined },
      { demoData: true, reportReaders: 2, reportQueueLimit: 2 },
    );
    token = await server.login();
    const connection = await server.app.db
      .selectFrom('database_connections')
      .select('id')
      .where('connection_name', '=', 'cbs_reporting')
      .executeTakeFirstOrThrow();
    demo = String(connection.id);
  });
  afterAll(() => server.close());

  it('bounds how deep saved reports nest in each other', async () => {
    let id = await saved(layered(demo, []));
    const chain = [id];
    for (let level = 1; level <= 5; level += 1) {
      id = await saved(layered(demo, [id]));
      chain.push(id);
    }
    // Four levels of saved reports under the one run are fine; five are not.
    expect((await request('GET', `/query-reports/${String(chain[4])}/run`)).status).toBe(200);
    const deep = await request<Failure>('GET', `/query-reports/${String(chain[5])}/run`);
    expect(deep.status).toBe(422);
    expect(JSON.stringify(deep.body.errors)).toMatch(
      /Saved reports can be used as tables at most 4 levels deep\./,
    );
  });

  it('bounds the compiled size of a report built from saved reports', async () => {
    let id = await saved(layered(demo, []));
    for (let level = 1; level <= 3; level += 1) {
      id = await saved(layered(demo, [id, id, id, id, id, id]));
    }
    const wide = await request<Failure>('GET', `/query-reports/${String(id)}/run`);
    expect(wide.status).toBe(422);
    expect(JSON.stringify(wide.body.errors)).toMatch(
      /more than 100,000 characters of SQL once its saved reports are put in/,
    );
    // Saving it again is refused the same way.
    const again = await request<Failure>('POST', `/store-report-query/0`, {
      data: layered(demo, [id]),
    });
    expect(again.status).toBe(422);
  });

  it('answers 429 past the queue of report queries, instead of holding every call', async () => {
    const slow = await request('POST', '/store-report-query/0', {
      data: {
        id: 0,
        report_name: 'Counting',
        db_connection_name: demo,
        query_type: 'raw_query',
        raw_query: busyFor(1_500_000),
      },
    });
    expect(slow.status).toBe(200);
    const newest = await server.app.db
      .selectFrom('query_reports')
      .select('id')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    // Two readers and two places in the queue: six runs at once leave some without a place.
    const runs = await Promise.all(
      Array.from({ length: 6 }, () =>
        request<{ message: string }>('GET', `/query-reports/${String(newest.id)}/run`),
      ),
    );
    const statuses = runs.map((run) => run.status);
    expect(statuses).toContain(200);
    expect(statuses).toContain(429);
    const busy = runs.find((run) => run.status === 429);
    expect(busy?.body).toEqual({ message: 'Too many reports are running. Try again in a moment.' });
    expect(busy?.headers['retry-after']).toBe('5');
  }, 60_000);

  it('caps each value and the whole answer of a run', async () => {
    const store = async (name: string, query: string) => {
      const answer = await request('POST', '/store-report-query/0', {
        data: {
          id: 0,
          report_name: name,
          db_connection_name: demo,
          query_type: 'raw_query',
          raw_query: query,
        },
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const row = await server.app.db
        .selectFrom('query_reports')
        .select('id')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      return row.id;
    };
    const big = await store('One big value', 'SELECT randomblob(2000000) AS big');
    const one = await request<Schema<'ReportRunResult'>>(
      'GET',
      `/query-reports/${String(big)}/run`,
    );
    expect(one.status).toBe(200);
    const value = String(one.body.rows[0]?.big);
    expect(value.length).toBeLessThanOrEqual(10_001);
    expect(value.endsWith('…')).toBe(true);

    const wide = Array.from({ length: 10 }, (_, n) => `randomblob(20000) AS b${String(n)}`);
    const many = await store(
      'Many big values',
      `SELECT ${wide.join(', ')} FROM cbs_topups LIMIT 100`,
    );
    const refused = await request<Failure>(
      'GET',
      `/query-reports/${String(many)}/run?per_page=100`,
    );
    expect(refused.status).toBe(422);
    expect(refused.body.errors.report?.[0]).toMatch(/The result is larger than 4 MB/);
  });
});

describe('the pool of SQLite readers', () => {
  it(
    'runs a quick query beside a slow one, and refuses past its queue',
    { timeout: 60_000 },
    async () => {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'telco-readers-'));
      const file = ensureDemoReportingDatabase(dataDir);
      const pool = new SqlitePool({ timeoutMs: 20_000, readers: 2, queueLimit: 1 });
      // Two users: one user's queries hold one of the two readers at most.
      const query = (sql: string, user = 1) =>
        pool.run(user, { file, sql, parameters: [], mode: 'rows', maxRows: 1 });
      try {
        const finished: string[] = [];
        const slow = query(busyFor(5_000_000)).then(() => finished.push('slow'));
        const quick = query('SELECT COUNT(*) FROM operators', 2).then(() => finished.push('quick'));
        await Promise.all([slow, quick]);
        expect(finished).toEqual(['quick', 'slow']);

        const running = [query(busyFor(3_000_000)), query(busyFor(3_000_000), 2)];
        const queued = query('SELECT 1');
        await expect(query('SELECT 2')).rejects.toBeInstanceOf(ReportsBusyError);
        await Promise.all([...running, queued]);
      } finally {
        pool.close();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  );
});
