// @vitest-environment node
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  demoReports,
  operatorFilter,
  reportingCatalog,
  seedDesigns,
} from '../../../domain/report-builder';
import type { Schema } from '../../../domain/schema';
import { testDatabases } from '../../testing/databases';
import { startTestServer, type TestServer } from '../../testing/testServer';
import { ReportConnections } from '../../node/reportBuilder/connections';
import { ensureDemoReportingDatabase } from '../../node/reportBuilder/demoReportingFile';
import type { ConnectionRow } from './targets';

import { SqliteRunner } from '../../node/reportBuilder/sqliteRunner';

type Report = Schema<'Report'>;
type Input = Schema<'ReportInput'>;
type Run = Schema<'ReportRunResult'>;
type Page<Item> = Omit<Schema<'Paginated'>, 'data'> & { data: Item[] };
interface Failure {
  message: string;
  errors: Record<string, string[]>;
}

const base = '/api/ext-report-builder';

/** A visual report on the demo connection: successful top-ups with their operator. */
const topupReport = (connection: string, overrides: Partial<Input> = {}): Input => ({
  id: 0,
  report_name: 'Successful top-ups',
  db_connection_name: connection,
  query_type: 'query_builder',
  tables: [
    {
      object_type: 'table',
      name: 'cbs_topups',
      selected_query: null,
      query_alias: null,
      options: ['id', 'msisdn', 'operator_id', 'amount', 'status'],
      table_join: null,
    },
    {
      object_type: 'table',
      name: 'operators',
      selected_query: null,
      query_alias: null,
      options: ['id', 'name'],
      table_join: {
        type: 'join',
        condition: '=',
        column1: 'cbs_topups.operator_id',
        column2: 'operators.id',
      },
    },
  ],
  selections: [
    { column: 'cbs_topups.id', alias: 'id', is_raw: 'no', is_sortable: 'yes', has_label: 'no' },
    {
      column: 'cbs_topups.msisdn',
      alias: 'msisdn',
      is_raw: 'no',
      is_sortable: 'no',
      has_label: 'no',
    },
    {
      column: 'operators.name',
      alias: 'operator_name',
      is_raw: 'no',
      is_sortable: 'yes',
      has_label: 'no',
    },
    {
      column: 'cbs_topups.amount',
      alias: 'amount',
      is_raw: 'no',
      is_sortable: 'yes',
      has_label: 'no',
    },
  ],
  have_aggregate_function: 'no',
  filter_group: [
    {
      filter_type: 'and',
      query_filters: [
        {
          filter: 'cbs_topups.status',
          operators: 'equal',
          value: 'success',
          radio: 'and',
          is_function: false,
          use_predefined: false,
          is_param: false,
          is_raw: 'no',
        },
      ],
    },
  ],
  query_clause: {
    extra_operation: null,
    columns: [],
    order_columns: ['id'],
    order_type: 'ASC',
    limit_value: 10,
    is_raw: 'no',
  },
  have_group_by: 'no',
  have_order_by: 'yes',
  set_limit: 'no',
  set_custom_action: 'no',
  add_graph: 'no',
  graph_settings: null,
  grid_filters: [
    operatorFilter,
    {
      column: 'cbs_topups.amount',
      alias: 'Amount',
      operators: 'greater',
      is_dropdown: 'no',
      is_multiple: 'no',
      field_type: 'integer',
      options: null,
    },
  ],
  ...overrides,
});

const rawReport = (connection: string, query: string): Input => ({
  id: 0,
  report_name: 'Raw report',
  db_connection_name: connection,
  query_type: 'raw_query',
  raw_query: query,
});

describe.each(testDatabases())('report builder on $name', (database) => {
  let server: TestServer;
  let token: string;
  let demo: string;

  const request = <Body = unknown>(
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    body?: unknown,
  ) => server.api.request<Body>({ method, url: `${base}${url}`, token, body });

  /** Saves a report and answers its id (the newest one). */
  const store = async (input: Input, id = 0) => {
    const saved = await request<{ message: string }>('POST', `/store-report-query/${id}`, {
      data: input,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.message).toBe('Report saved successfully.');
    const newest = await server.app.db
      .selectFrom('query_reports')
      .select('id')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    return id === 0 ? newest.id : id;
  };

  const run = (id: number, query = '') => request<Run>('GET', `/query-reports/${id}/run${query}`);

  /** Adds a database connection row and answers its id. */
  const addConnection = async (values: Partial<ConnectionRow>) => {
    const now = new Date().toISOString();
    const row = await server.app.db
      .insertInto('database_connections')
      .values({
        connection_name: `conn_${randomBytes(4).toString('hex')}`,
        driver: 'sqlite',
        host: '127.0.0.1',
        port: 1,
        database: 'cbs_reporting',
        username: 'reports',
        password: '',
        status: 1,
        created_at: now,
        updated_at: now,
        ...values,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return String(row.id);
  };

  beforeAll(async () => {
    server = await startTestServer(database, { demoData: true });
    token = await server.login();
    const connection = await server.app.db
      .selectFrom('database_connections')
      .select('id')
      .where('connection_name', '=', 'cbs_reporting')
      .executeTakeFirstOrThrow();
    demo = String(connection.id);
  });
  afterAll(() => server.close());

  it('offers the active connections and the roles, with All first', async () => {
    const inactive = await addConnection({ status: 0 });
    const connections = await request<Schema<'DbConnectionListResponse'>>('GET', '/db-connections');
    expect(connections.status).toBe(200);
    expect(connections.body.data).toContainEqual({
      id: Number(demo),
      connection_name: 'cbs_reporting',
    });
    expect(connections.body.data.map((row) => String(row.id))).not.toContain(inactive);
    const roles = await request<Schema<'RoleOptionListResponse'>>('GET', '/roles');
    expect(roles.body.data[0]).toEqual({ id: 0, name: 'All' });
    expect(roles.body.data.map((role) => role.name)).toContain('Administrator');
  });

  it('reads the tables and columns of the demo SQLite connection', async () => {
    const tables = await request<{ data: string[] }>(
      'GET',
      `/get-tables-by-connection?connection=${demo}`,
    );
    expect(tables.status).toBe(200);
    // The catalogue the builder offers is the demo database's description.
    expect(tables.body.data).toEqual(Object.keys(reportingCatalog).sort());
    const columns = await request<{ data: string[] }>(
      'GET',
      `/get-table-columns?table=cbs_topups&connection=${demo}`,
    );
    expect(columns.body.data).toEqual(reportingCatalog.cbs_topups);
    const missing = await request<Failure>(
      'GET',
      `/get-table-columns?table=admin_users&connection=${demo}`,
    );
    expect(missing.status).toBe(422);
    expect(missing.body.errors.table).toEqual(['The selected table is invalid.']);
  });

  it('refuses connections it cannot read with 422 and a clear message', async () => {
    const tablesOf = (connection: string) =>
      request<Failure>('GET', `/get-tables-by-connection?connection=${connection}`);
    const cases: [string, RegExp][] = [
      ['default', /console's own database/],
      ['999999', /The selected connection is invalid\./],
      ['99999999999999999999', /The selected connection is invalid\./],
      [await addConnection({ status: 0 }), /inactive/],
      [await addConnection({ driver: 'mysql' }), /mysql driver is not available/],
      [await addConnection({ driver: 'sqlsrv' }), /sqlsrv driver is not available/],
      [await addConnection({ database: '../telco' }), /must be a file name/],
      [
        await addConnection({ database: 'missing_db' }),
        /missing_db\.sqlite is not in the reporting/,
      ],
      // Nothing listens on port 1 of the loopback address: the connect error is answered.
      [await addConnection({ driver: 'pgsql', port: 1 }), /The database answered: .*ECONNREFUSED/],
    ];
    for (const [connection, message] of cases) {
      const answer = await tablesOf(connection);
      expect(answer.status, connection).toBe(422);
      expect(answer.body.errors.connection?.[0], connection).toMatch(message);
    }
  });

  it('lists, shows and runs the seeded demo reports, and their dashboard', async () => {
    const list = await request<Page<Schema<'ReportSummary'>>>('GET', '/query-reports?per_page=100');
    expect(list.status).toBe(200);
    expect(list.body.data.map((row) => row.report_name)).toEqual(
      demoReports.map(({ definition }) => definition.report_name).reverse(),
    );
    for (const summary of list.body.data) {
      const ran = await run(summary.id);
      expect(ran.status, `${summary.report_name}: ${JSON.stringify(ran.body)}`).toBe(200);
      expect(ran.body.total, summary.report_name).toBeGreaterThan(0);
    }
    const byOperator = list.body.data.find(
      (row) => row.report_name === 'Daily top-up revenue by operator',
    );
    const ran = await run(byOperator?.id ?? 0);
    expect(ran.body.rows.map((row) => row.operator_name).sort()).toEqual([
      'Digi',
      'Maxis',
      'U Mobile',
    ]);
    const totals = ran.body.rows.map((row) => Number(row.total_amount));
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    expect(ran.body.graph?.labels).toEqual(ran.body.rows.map((row) => row.operator_name));
    expect(ran.body.graph?.datasets[0]?.data).toEqual(totals);

    const design = await request<Schema<'DesignResponse'>>('GET', '/report-designer');
    const [billing] = seedDesigns();
    expect(design.body.data.name).toBe(billing?.name);
    expect(design.body.data.rows).toHaveLength(billing?.rows.length ?? 0);
  });

  it('stores, shows, lists, runs, updates and destroys a visual report', async () => {
    const id = await store(topupReport(demo));
    const shown = await request<{ data: Report }>('GET', `/query-reports/${id}`);
    expect(shown.body.data).toMatchObject({
      id,
      report_name: 'Successful top-ups',
      db_connection_name: demo,
      selections: topupReport(demo).selections,
    });
    const list = await request<Page<Schema<'ReportSummary'>>>('GET', `/query-reports?id=${id}`);
    expect(list.body.data.map((row) => row.id)).toEqual([id]);
    const created = shown.body.data.created_at ?? '';
    const stamp = created.slice(0, 19).replace('T', ' ');
    const inRange = await request<Page<Schema<'ReportSummary'>>>(
      'GET',
      `/query-reports?created_at[start]=${encodeURIComponent(stamp)}`,
    );
    expect(inRange.body.data.map((row) => row.id)).toContain(id);
    const future = await request<Page<Schema<'ReportSummary'>>>(
      'GET',
      '/query-reports?created_at[start]=2999-01-01%2000:00:00',
    );
    expect(future.body.total).toBe(0);
    const badRange = await request<Failure>('GET', '/query-reports?created_at[end]=yesterday');
    expect(badRange.status).toBe(422);

    const all = await server.app.db
      .selectFrom('query_reports')
      .select('id')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(all.id).toBe(id);
    const first = await run(id, '?per_page=5');
    expect(first.status).toBe(200);
    expect(first.body.rows).toHaveLength(5);
    expect(
      first.body.columns.map((column) => [column.name, column.label, column.sortable]),
    ).toEqual([
      ['id', 'Id', true],
      ['msisdn', 'Msisdn', false],
      ['operator_name', 'Operator name', true],
      ['amount', 'Amount', true],
    ]);
    const ids = first.body.rows.map((row) => Number(row.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    const second = await run(id, '?per_page=5&page=2');
    expect(Number(second.body.rows[0]?.id)).toBeGreaterThan(Number(ids.at(-1)));
    expect(second.body.from).toBe(6);

    const digi = await run(id, '?per_page=100&filters[Operator]=Digi&filters[Amount]=20');
    expect(digi.body.total).toBeGreaterThan(0);
    for (const row of digi.body.rows) {
      expect(row.operator_name).toBe('Digi');
      expect(Number(row.amount)).toBeGreaterThan(20);
    }
    const sorted = await run(id, '?per_page=100&sort=amount&direction=desc');
    const amounts = sorted.body.rows.map((row) => Number(row.amount));
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    expect((await run(id, '?sort=msisdn')).status).toBe(422);
    const badNumber = await run(id, '?filters[Amount]=lots');
    expect(badNumber.status).toBe(422);
    expect((badNumber.body as unknown as Failure).errors['filters.Amount']).toEqual([
      'The Amount must be an integer.',
    ]);

    await store(topupReport(demo, { report_name: 'Top-ups, renamed', set_limit: 'yes' }), id);
    const limited = await run(id, '?per_page=100');
    expect(limited.body.report_name).toBe('Top-ups, renamed');
    expect(limited.body.total).toBe(10);
    expect((await run(id, '?per_page=5&page=3')).body.rows).toEqual([]);

    const destroyed = await request<{ message: string }>('DELETE', `/query-reports/${id}`);
    expect(destroyed.body.message).toBe('Report deleted successfully.');
    expect((await request('GET', `/query-reports/${id}`)).status).toBe(404);
    expect((await request('DELETE', `/query-reports/${id}`)).status).toBe(404);
    expect((await run(id)).status).toBe(404);
    expect(
      (await request('POST', `/store-report-query/${id}`, { data: topupReport(demo) })).status,
    ).toBe(404);
  });

  it('uses a saved report as a table, and offers its columns', async () => {
    const inner = await store(
      topupReport(demo, {
        report_name: 'Revenue per operator id',
        tables: topupReport(demo).tables?.slice(0, 1),
        selections: [
          {
            column: 'cbs_topups.operator_id',
            alias: 'operator_id',
            is_raw: 'no',
            is_sortable: 'yes',
            has_label: 'no',
          },
        ],
        have_aggregate_function: 'yes',
        select_aggregates: [
          {
            aggregate_function: 'SUM',
            column: 'cbs_topups.amount',
            alias: 'revenue',
            is_sortable: 'yes',
          },
        ],
        have_group_by: 'yes',
        query_clause: { columns: ['cbs_topups.operator_id'], limit_value: 10 },
        have_order_by: 'no',
        grid_filters: [],
      }),
    );
    const columns = await request<{ data: string[] }>(
      'GET',
      `/get-columns-by-query?report=${inner}&connection=${demo}`,
    );
    expect(columns.body.data).toEqual(['operator_id', 'revenue']);
    const queries = await request<Schema<'SavedQueryListResponse'>>(
      'GET',
      `/get-queries-by-connection?connection=${demo}`,
    );
    expect(queries.body.data.map((row) => row.id)).toContain(inner);

    const outer = await store({
      id: 0,
      report_name: 'Revenue per operator name',
      db_connection_name: demo,
      query_type: 'query_builder',
      tables: [
        {
          object_type: 'query',
          name: 'revenue',
          selected_query: inner,
          query_alias: 'revenue',
          options: ['operator_id', 'revenue'],
          table_join: null,
        },
        {
          object_type: 'table',
          name: 'operators',
          selected_query: null,
          query_alias: null,
          options: ['id', 'name'],
          table_join: {
            type: 'leftJoin',
            condition: '=',
            column1: 'revenue.operator_id',
            column2: 'operators.id',
          },
        },
      ],
      selections: [
        {
          column: 'operators.name',
          alias: 'operator',
          is_raw: 'no',
          is_sortable: 'yes',
          has_label: 'no',
        },
        {
          column: 'revenue.revenue',
          alias: 'revenue',
          is_raw: 'no',
          is_sortable: 'yes',
          has_label: 'no',
        },
      ],
    });
    const ran = await run(outer);
    expect(ran.status).toBe(200);
    expect(ran.body.rows.map((row) => row.operator).sort()).toEqual(['Digi', 'Maxis', 'U Mobile']);

    // A report cannot use itself, directly or through another.
    const self = await request<Failure>('POST', `/store-report-query/${inner}`, {
      data: {
        ...topupReport(demo),
        tables: [
          {
            object_type: 'query',
            name: 'loop',
            selected_query: outer,
            query_alias: 'loop',
            options: [],
            table_join: null,
          },
        ],
        selections: [
          { column: 'loop.operator', alias: 'x', is_raw: 'no', is_sortable: 'no', has_label: 'no' },
        ],
        grid_filters: [],
        filter_group: [],
        have_order_by: 'no',
      },
    });
    expect(self.status).toBe(422);
    expect(self.body.errors['data.tables.0.selected_query']?.[0]).toMatch(/cannot use itself/);
  });

  it('answers 422 on the form fields for definitions that do not compile', async () => {
    const attempts: [Partial<Input>, string, RegExp][] = [
      [{ report_name: '   ' }, 'data.report_name', /required/],
      [{ db_connection_name: 'default' }, 'data.db_connection_name', /console's own database/],
      [{ tables: [] }, 'data.tables', /At least one table/],
      [
        { tables: [{ object_type: 'table', name: 'admin_users', options: [], table_join: null }] },
        'data.tables.0.name',
        /The selected table is invalid\./,
      ],
      [
        {
          selections: [
            {
              column: 'cbs_topups.password',
              alias: 'p',
              is_raw: 'no',
              is_sortable: 'no',
              has_label: 'no',
            },
          ],
        },
        'data.selections.0.column',
        /The selected column is invalid\./,
      ],
      [{ selections: [], have_aggregate_function: 'no' }, 'data.selections', /at least one column/],
      [{ add_graph: 'yes', graph_settings: null }, 'data.graph_settings.graph_type', /required/],
      [
        { set_limit: 'yes', query_clause: { limit_value: -1 } },
        'data.query_clause.limit_value',
        /at least 0/,
      ],
      [
        { have_order_by: 'yes', query_clause: { order_columns: ['nowhere'], limit_value: 10 } },
        'data.query_clause.order_columns.0',
        /invalid/,
      ],
      [
        {
          grid_filters: [
            { column: 'cbs_topups.secret', alias: 'S', operators: 'equal', field_type: 'string' },
          ],
        },
        'data.grid_filters.0.column',
        /invalid/,
      ],
    ];
    for (const [overrides, field, message] of attempts) {
      const answer = await request<Failure>('POST', '/store-report-query/0', {
        data: topupReport(demo, overrides),
      });
      expect(answer.status, field).toBe(422);
      expect(answer.body.errors[field]?.[0], JSON.stringify(answer.body)).toMatch(message);
    }
  });

  it('runs raw read-only queries and refuses anything that writes', async () => {
    const id = await store(
      rawReport(
        demo,
        'SELECT status, COUNT(*) AS topups FROM cbs_topups GROUP BY status ORDER BY status; -- per status',
      ),
    );
    const ran = await run(id);
    expect(ran.body.columns.map((column) => column.name)).toEqual(['status', 'topups']);
    expect(ran.body.rows.map((row) => row.status)).toEqual(['failed', 'pending', 'success']);
    const columns = await request<{ data: string[] }>(
      'GET',
      `/get-columns-by-query?report=${id}&connection=${demo}`,
    );
    expect(columns.body.data).toEqual(['status', 'topups']);

    const refused: [string, RegExp][] = [
      ['DELETE FROM cbs_topups', /must be a SELECT statement/],
      ['SELECT 1; DELETE FROM cbs_topups', /single statement/],
      ["SELECT * FROM cbs_topups WHERE status = 'x", /unterminated/],
      [
        'WITH gone AS (DELETE FROM cbs_topups RETURNING id) SELECT * FROM gone',
        /DELETE is not allowed/,
      ],
      ['SELECT * INTO copy FROM cbs_topups', /INTO is not allowed/],
      ['SELECT * FROM no_such_table', /The database answered: .*no_such_table/],
    ];
    for (const [query, message] of refused) {
      const answer = await request<Failure>('POST', '/store-report-query/0', {
        data: rawReport(demo, query),
      });
      expect(answer.status, query).toBe(422);
      expect(answer.body.errors['data.raw_query']?.[0], query).toMatch(message);
    }
    // A raw query that fails only at run time answers 422 with the database's message.
    const now = new Date().toISOString();
    const broken = await server.app.db
      .insertInto('query_reports')
      .values({
        report_name: 'Broken',
        db_connection_name: demo,
        query_type: 'raw_query',
        raw_query: 'SELECT missing_column FROM cbs_topups',
        tables: '[]',
        table_options: '[]',
        query_options: '[]',
        select_options: '[]',
        selections: '[]',
        have_aggregate_function: 'no',
        select_aggregates: '[]',
        filter_group: '[]',
        query_clause: '{"limit_value":10}',
        have_group_by: 'no',
        have_order_by: 'no',
        set_limit: 'no',
        set_custom_action: 'no',
        custom_link_value: null,
        custom_link_icon: null,
        add_graph: 'no',
        graph_settings: null,
        grid_filters: '[]',
        dynamic_table_options: '[]',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const failed = await run(broken.id);
    expect(failed.status).toBe(422);
    expect(JSON.stringify(failed.body)).toMatch(/missing_column/);
  });

  it('binds injection attempts as values and refuses them as names: nothing changes', async () => {
    const countTopups = async () => {
      const id = await store(rawReport(demo, 'SELECT COUNT(*) AS n FROM cbs_topups'));
      return (await run(id)).body.rows[0]?.n;
    };
    const before = await countTopups();
    const attack = "x'; DROP TABLE cbs_topups; --";
    const id = await store(
      topupReport(demo, {
        filter_group: [
          {
            filter_type: 'and',
            query_filters: [
              {
                filter: 'cbs_topups.status',
                operators: 'in',
                value: `${attack},success`,
                radio: 'or',
                is_function: false,
                use_predefined: false,
                is_param: false,
                is_raw: 'no',
              },
              {
                filter: 'cbs_topups.msisdn',
                operators: 'contains',
                value: "' OR 1=1 --",
                radio: 'and',
                is_function: false,
                use_predefined: false,
                is_param: false,
                is_raw: 'no',
              },
            ],
          },
        ],
      }),
    );
    const ran = await run(id, `?filters[Operator]=${encodeURIComponent(`Digi') OR 1=1 --`)}`);
    expect(ran.status).toBe(200);
    expect(ran.body.total).toBe(0);
    const names = ['cbs_topups"; DROP TABLE operators; --', 'cbs_topups WHERE 1=1'];
    for (const name of names) {
      const answer = await request<Failure>('POST', '/store-report-query/0', {
        data: topupReport(demo, {
          tables: [{ object_type: 'table', name, options: [], table_join: null }],
        }),
      });
      expect(answer.status).toBe(422);
    }
    const expression = await request<Failure>('POST', '/store-report-query/0', {
      data: topupReport(demo, {
        selections: [
          {
            column: '(SELECT password FROM database_connections)',
            alias: 'leak',
            is_raw: 'yes',
            is_sortable: 'no',
            has_label: 'no',
          },
        ],
      }),
    });
    expect(expression.status).toBe(422);
    expect(expression.body.errors['data.selections.0.column']?.[0]).toMatch(
      /Unknown name "SELECT"/,
    );
    expect(await countTopups()).toBe(before);
    const tables = await request<{ data: string[] }>(
      'GET',
      `/get-tables-by-connection?connection=${demo}`,
    );
    expect(tables.body.data).toContain('operators');
  });

  it('stores designs and shows the latest', async () => {
    const reports = await request<Page<Schema<'ReportSummary'>>>('GET', '/query-reports');
    const reportId = reports.body.data[0]?.id ?? 0;
    const role = await server.app.db
      .insertInto('admin_roles')
      .values({
        name: 'Report viewer',
        slug: `viewer-${randomBytes(3).toString('hex')}`,
        created_at: '',
        updated_at: '',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const cell = {
      title: 'Top-ups',
      display_type: 'table',
      grid: 'col-md-12',
      report_id: reportId,
    } as const;
    const design: Schema<'Design'> = {
      id: 0,
      name: 'Care dashboard',
      rows: [
        {
          name: 'Row 1',
          order: 5,
          fixed: false,
          column_no: 1,
          role_ids: [],
          selected_report: { report: [cell] },
        },
        {
          name: 'Row 2',
          order: 1,
          fixed: false,
          column_no: 1,
          role_ids: [{ id: role.id, name: 'Report viewer' }],
          selected_report: { report: [cell] },
        },
      ],
    };
    const saved = await request<{ message: string }>('POST', '/store-design/0', design);
    expect(saved.body.message).toBe('Design saved successfully.');
    const current = await request<Schema<'DesignResponse'>>('GET', '/report-designer');
    expect(current.body.data.name).toBe('Care dashboard');
    expect(current.body.data.rows.map((row) => [row.order, row.role_ids])).toEqual([
      [1, [{ id: 0, name: 'All' }]],
      [2, [{ id: role.id, name: 'Report viewer' }]],
    ]);
    const id = current.body.data.id;
    expect(
      (await request<Schema<'DesignResponse'>>('GET', `/report-designer/${id}`)).body.data.id,
    ).toBe(id);
    expect((await request('GET', '/report-designer/999999')).status).toBe(404);
    expect((await request('POST', '/store-design/999999', design)).status).toBe(404);

    const invalid = await request<Failure>('POST', `/store-design/${id}`, {
      ...design,
      name: ' ',
    });
    expect(invalid.body.errors.name).toEqual(['The name field is required.']);
    const unknown = await request<Failure>('POST', `/store-design/${id}`, {
      ...design,
      rows: [
        {
          ...design.rows[0],
          column_no: 1,
          role_ids: [{ id: 999999, name: 'Ghost' }],
          selected_report: { report: [{ ...cell, report_id: 999999 }, cell] },
        },
      ],
    });
    expect(unknown.status).toBe(422);
    expect(Object.keys(unknown.body.errors).sort()).toEqual([
      'rows.0.role_ids',
      'rows.0.selected_report.report',
      'rows.0.selected_report.report.0.report_id',
    ]);
  });
});

describe('report queries with a time limit', () => {
  it('stops a SQLite query that runs too long, and the next one still runs', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'telco-reports-'));
    const file = ensureDemoReportingDatabase(dataDir);
    const runner = new SqliteRunner(500);
    try {
      const endless = runner.run({
        file,
        sql: 'WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n) SELECT COUNT(*) FROM n',
        parameters: [],
        mode: 'rows',
        maxRows: 1,
      });
      await expect(endless).rejects.toThrow(/longer than 0.5 seconds/);
      const next = await runner.run({
        file,
        sql: 'SELECT COUNT(*) FROM operators WHERE id > ?',
        parameters: [1],
        mode: 'rows',
        maxRows: 1,
      });
      expect(next.rows).toEqual([[2]]);
      await expect(
        runner.run({
          file,
          sql: 'DELETE FROM operators',
          parameters: [],
          mode: 'rows',
          maxRows: 1,
        }),
      ).rejects.toThrow(/returns no rows|readonly/i);
    } finally {
      runner.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

const postgresUrl = process.env.TEST_DATABASE_URL;

describe.runIf(postgresUrl !== undefined && postgresUrl !== '')('a pgsql connection', () => {
  const url = new URL(postgresUrl ?? 'postgres://localhost');
  const owner = `reports_${randomBytes(5).toString('hex')}`;
  // Reports run as a role that only reads the owner's tables.
  const reader = `${owner}_ro`;
  let admin: pg.Client;
  let server: TestServer;
  let token: string;
  let connection: string;

  const request = <Body = unknown>(method: 'GET' | 'POST', path: string, body?: unknown) =>
    server.api.request<Body>({ method, url: `${base}${path}`, token, body });

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    // A role whose own schema (first on its search_path) holds the reporting table.
    await admin.query(`CREATE ROLE ${owner} LOGIN PASSWORD 'reports-pass'`);
    await admin.query(`CREATE SCHEMA ${owner} AUTHORIZATION ${owner}`);
    await admin.query(
      `CREATE TABLE ${owner}.usage_records (id serial PRIMARY KEY, msisdn text NOT NULL, usage_type text NOT NULL, quantity numeric(12,2) NOT NULL, recorded_at timestamp NOT NULL)`,
    );
    await admin.query(`CREATE SEQUENCE ${owner}.counter`);
    await admin.query(
      `INSERT INTO ${owner}.usage_records (msisdn, usage_type, quantity, recorded_at) SELECT '6012' || lpad(g::text, 7, '0'), (ARRAY['data','voice','sms'])[1 + g % 3], g * 1.5, timestamp '2025-05-01' + g * interval '1 hour' FROM generate_series(1, 30) AS g`,
    );
    await admin.query(`ALTER TABLE ${owner}.usage_records OWNER TO ${owner}`);
    await admin.query(`ALTER SEQUENCE ${owner}.counter OWNER TO ${owner}`);
    await admin.query(`CREATE ROLE ${reader} LOGIN PASSWORD 'reports-pass'`);
    await admin.query(`GRANT USAGE ON SCHEMA ${owner} TO ${reader}`);
    await admin.query(`GRANT SELECT ON ALL TABLES IN SCHEMA ${owner} TO ${reader}`);
    await admin.query(`ALTER ROLE ${reader} SET search_path = ${owner}`);

    server = await startTestServer({ name: 'sqlite', url: undefined });
    token = await server.login();
    const now = new Date().toISOString();
    const row = await server.app.db
      .insertInto('database_connections')
      .values({
        connection_name: 'usage_pg',
        driver: 'pgsql',
        host: url.hostname,
        port: Number(url.port || 5432),
        database: url.pathname.slice(1) || 'postgres',
        username: reader,
        password: 'reports-pass',
        status: 1,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    connection = String(row.id);
  });

  afterAll(async () => {
    await server.close();
    await admin.query(`DROP SCHEMA IF EXISTS ${owner} CASCADE`);
    await admin.query(`DROP ROLE IF EXISTS ${reader}`);
    await admin.query(`DROP ROLE IF EXISTS ${owner}`);
    await admin.end();
  });

  it('reads the catalog of the role’s schema', async () => {
    const tables = await request<{ data: string[] }>(
      'GET',
      `/get-tables-by-connection?connection=${connection}`,
    );
    expect(tables.body.data).toEqual(['usage_records']);
    const columns = await request<{ data: string[] }>(
      'GET',
      `/get-table-columns?table=usage_records&connection=${connection}`,
    );
    expect(columns.body.data).toEqual(['id', 'msisdn', 'usage_type', 'quantity', 'recorded_at']);
  });

  it('stores and runs visual and raw reports, read-only', async () => {
    const stored = await request('POST', '/store-report-query/0', {
      data: {
        id: 0,
        report_name: 'Usage by type',
        db_connection_name: connection,
        query_type: 'query_builder',
        tables: [{ object_type: 'table', name: 'usage_records', options: [], table_join: null }],
        selections: [
          {
            column: 'usage_records.usage_type',
            alias: 'usage_type',
            is_raw: 'no',
            is_sortable: 'yes',
            has_label: 'no',
          },
          {
            column: 'DATE(usage_records.recorded_at)',
            alias: 'day',
            is_raw: 'yes',
            is_sortable: 'yes',
            has_label: 'no',
          },
        ],
        have_aggregate_function: 'yes',
        select_aggregates: [
          {
            aggregate_function: 'SUM',
            column: 'usage_records.quantity',
            alias: 'total',
            is_sortable: 'yes',
          },
        ],
        filter_group: [
          {
            filter_type: 'and',
            query_filters: [
              {
                filter: 'usage_records.recorded_at',
                operators: 'between',
                value: '2025-05-01,2025-05-02',
                radio: 'and',
                is_function: false,
                use_predefined: false,
                is_param: false,
                is_raw: 'no',
              },
            ],
          },
        ],
        have_group_by: 'yes',
        have_order_by: 'yes',
        query_clause: {
          extra_operation: 'GROUP BY',
          columns: ['usage_records.usage_type', 'DATE(usage_records.recorded_at)'],
          order_columns: ['total'],
          order_type: 'DESC',
          limit_value: 10,
          is_raw: 'yes',
        },
        grid_filters: [
          { column: 'total', alias: 'Total', operators: 'greater', field_type: 'integer' },
        ],
      },
    });
    expect(stored.status, JSON.stringify(stored.body)).toBe(200);
    const reports = await request<Schema<'SavedQueryListResponse'>>(
      'GET',
      `/get-queries-by-connection?connection=${connection}`,
    );
    const id = reports.body.data[0]?.id ?? 0;
    const ran = await request<Run>('GET', `/query-reports/${id}/run?filters[Total]=100`);
    expect(ran.status, JSON.stringify(ran.body)).toBe(200);
    expect(ran.body.rows.length).toBeGreaterThan(0);
    for (const row of ran.body.rows) {
      expect(typeof row.total).toBe('number');
      expect(Number(row.total)).toBeGreaterThan(100);
      expect(row.day).toBe('2025-05-01');
    }

    const raw = await request('POST', '/store-report-query/0', {
      data: rawReport(
        connection,
        'SELECT usage_type, COUNT(*) AS records FROM usage_records GROUP BY usage_type',
      ),
    });
    expect(raw.status).toBe(200);
    // A function that changes the database is refused before anything runs.
    const writes = await request<Failure>('POST', '/store-report-query/0', {
      data: rawReport(connection, "SELECT setval('counter', 42)"),
    });
    expect(writes.status).toBe(422);
    expect(writes.body.errors['data.raw_query']).toEqual([
      'The function setval is not allowed in a report.',
    ]);
    const counter = await admin.query<{ last_value: string }>(
      `SELECT last_value FROM ${owner}.counter`,
    );
    expect(Number(counter.rows[0]?.last_value)).toBe(1);
  });

  it('compares numbers typed for the computed columns of a raw report used as a table', async () => {
    const store = async (data: Input) => {
      const saved = await request<{ id: number }>('POST', '/store-report-query/0', { data });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      return saved.body.id;
    };
    // Buckets of ten ids: 9, 10, 10 and 1 records; totals 67.5, 217.5, 367.5 and 45.
    const raw = await store(
      rawReport(
        connection,
        'SELECT id / 10 AS bucket, COUNT(*) AS n, SUM(quantity) AS total, SUM(quantity) * 2 AS doubled FROM usage_records GROUP BY id / 10',
      ),
    );
    const cases: [string, string, number[]][] = [
      ['buckets.n', '5', [0, 1, 2]],
      // A decimal against a bigint count: read as a number, not as a bigint that fails.
      ['buckets.n', '4.5', [0, 1, 2]],
      ['buckets.total', '200', [1, 2]],
      ['buckets.doubled', '400.00', [1, 2]],
    ];
    const onBuckets = (column: string, value: string): Input => ({
      id: 0,
      report_name: `Buckets over ${column}`,
      db_connection_name: connection,
      query_type: 'query_builder',
      tables: [
        {
          object_type: 'query',
          name: 'buckets',
          selected_query: raw,
          query_alias: 'buckets',
          options: ['bucket', 'n', 'total', 'doubled'],
          table_join: null,
        },
      ],
      selections: [
        {
          column: 'buckets.bucket',
          alias: 'bucket',
          is_raw: 'no',
          is_sortable: 'yes',
          has_label: 'no',
        },
      ],
      filter_group: [
        {
          filter_type: 'and',
          query_filters: [
            {
              filter: column,
              operators: 'greater',
              value,
              radio: 'and',
              is_function: false,
              use_predefined: false,
              is_param: false,
              is_raw: 'no',
            },
          ],
        },
      ],
    });
    for (const [column, value, want] of cases) {
      const id = await store(onBuckets(column, value));
      const ran = await request<Run>('GET', `/query-reports/${String(id)}/run`);
      expect(ran.status, JSON.stringify(ran.body)).toBe(200);
      expect(ran.body.rows.map((row) => Number(row.bucket)).sort(), column).toEqual(want);
    }
    // Text that is no number, for a computed number, is the form's message, not the database's.
    const wrong = await request<Failure>('POST', '/store-report-query/0', {
      data: onBuckets('buckets.n', 'lots'),
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors['data.filter_group.0.query_filters.0.value']).toEqual([
      'The value must be a number.',
    ]);
    // A grid filter on the raw report itself compares numbers too, whatever its field type.
    const grid = await store({
      ...rawReport(
        connection,
        'SELECT id / 10 AS bucket, COUNT(*) AS n FROM usage_records GROUP BY id / 10',
      ),
      grid_filters: [
        {
          column: 'n',
          alias: 'Count',
          operators: 'greater',
          is_dropdown: 'no',
          is_multiple: 'no',
          field_type: 'string',
          options: null,
        },
      ],
    });
    const filtered = await request<Run>(
      'GET',
      `/query-reports/${String(grid)}/run?filters[Count]=4.5`,
    );
    expect(filtered.status, JSON.stringify(filtered.body)).toBe(200);
    expect(filtered.body.rows.map((row) => Number(row.bucket)).sort()).toEqual([0, 1, 2]);
  });

  it('stops a query past the time limit with the database’s message', async () => {
    const connections = new ReportConnections(os.tmpdir(), { timeoutMs: 300 });
    try {
      const target = connections.target(
        {
          id: 1,
          connection_name: 'slow',
          driver: 'pgsql',
          host: url.hostname,
          port: Number(url.port || 5432),
          database: url.pathname.slice(1) || 'postgres',
          username: reader,
          password: 'reports-pass',
          status: 1,
          created_at: '',
          updated_at: '',
        },
        'connection',
        1,
      );
      await expect(
        target.query(
          { sql: 'SELECT COUNT(*) FROM generate_series(1, 1000000000) AS g', parameters: [] },
          1,
        ),
      ).rejects.toThrow(/statement timeout/);
    } finally {
      await connections.close();
    }
  });
});
