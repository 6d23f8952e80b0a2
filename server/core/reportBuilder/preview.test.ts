// @vitest-environment node
import SqliteDatabase from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aggregate, clause, select, table, where } from '../../../domain/report-builder';
import type { Schema } from '../../../domain/schema';
import { testDatabases } from '../../testing/databases';
import { startDemoReporting, type DemoReporting } from '../../testing/demoReporting';
import type { TestServer } from '../../testing/testServer';

// The query form's preview runs the unsaved definition as a saved run would; the table test
// holds its rows to hand-written SQL on the demo reporting database.

type Input = Schema<'ReportInput'>;
type Preview = Schema<'ReportPreviewResult'>;
type Row = Preview['rows'][number];
interface Failure {
  message: string;
  errors: Record<string, string[]>;
}

const base = '/api/ext-report-builder';

const join = (
  name: string,
  options: string[],
  type: Schema<'TableJoin'>['type'],
  column1: string,
  column2: string,
): Schema<'TableEntry'> => table(name, options, [column1, column2, type]);

const group = (
  filterType: 'and' | 'or',
  ...filters: Schema<'QueryFilter'>[]
): Schema<'FilterGroup'> => ({ filter_type: filterType, query_filters: filters });

const or = (filter: Schema<'QueryFilter'>): Schema<'QueryFilter'> => ({ ...filter, radio: 'or' });

const payments = table('cbs_payment_transactions', ['id', 'reference', 'amount', 'paid_at']);

/** A definition over payment transactions with one where filter, ordered by id. */
const onePayment = (
  operator: Schema<'QueryFilter'>['operators'],
  column: string,
  value: string | null,
): Partial<Input> => ({
  tables: [payments],
  selections: [select('cbs_payment_transactions.id', 'id')],
  filter_group: [group('and', where(`cbs_payment_transactions.${column}`, operator, value))],
  have_order_by: 'yes',
  query_clause: clause([], ['id'], 'ASC'),
});

/** The table test: each definition, and the hand-written query that must give its rows. */
const definitions: [string, Partial<Input>, string][] = [
  ['equal', onePayment('equal', 'status', 'pending'), "status = 'pending'"],
  ['not_equal', onePayment('not_equal', 'status', 'success'), "status <> 'success'"],
  ['in', onePayment('in', 'gateway_id', '1,3'), 'gateway_id IN (1, 3)'],
  [
    'not_in',
    onePayment('not_in', 'status', 'success,pending'),
    "status NOT IN ('success', 'pending')",
  ],
  ['is_null', onePayment('is_null', 'paid_at', null), 'paid_at IS NULL'],
  ['is_not_null', onePayment('is_not_null', 'paid_at', null), 'paid_at IS NOT NULL'],
  ['less', onePayment('less', 'amount', '40.50'), 'amount < 40.5'],
  ['less_or_equal', onePayment('less_or_equal', 'amount', '40'), 'amount <= 40'],
  ['greater', onePayment('greater', 'amount', '280.00'), 'amount > 280'],
  ['greater_or_equal', onePayment('greater_or_equal', 'amount', '270'), 'amount >= 270'],
  ['between', onePayment('between', 'amount', '100,120.00'), 'amount BETWEEN 100 AND 120'],
  ['begins_with', onePayment('begins_with', 'reference', 'pt-1001'), "reference LIKE 'PT-1001%'"],
  ['contains', onePayment('contains', 'reference', '05'), "reference LIKE '%05%'"],
  ['ends_with', onePayment('ends_with', 'reference', '9'), "reference LIKE '%9'"],
];

describe.each(testDatabases())('report preview on $name', (database) => {
  let server: TestServer;
  let token: string;
  let connection: string;
  let reporting: SqliteDatabase.Database;
  let demo: DemoReporting | undefined;

  const request = <Body = unknown>(
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    body?: unknown,
    as = token,
  ) => server.api.request<Body>({ method, url: `${base}${url}`, token: as, body });

  const definition = (sections: Partial<Input>): Input => ({
    id: 0,
    report_name: 'Preview',
    db_connection_name: connection,
    query_type: 'query_builder',
    tables: [table('cbs_topups', ['id'])],
    selections: [select('cbs_topups.id', 'id')],
    ...sections,
  });

  /** Every row of a definition's preview, page after page. */
  const previewRows = async (input: Input) => {
    const rows: Row[] = [];
    for (let page = 1; page <= 10; page += 1) {
      const answer = await request<Preview>(
        'POST',
        `/preview-report-query?per_page=100&page=${page}`,
        { data: input },
      );
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      rows.push(...answer.body.rows);
      if (page >= answer.body.last_page) break;
    }
    return rows;
  };

  const sqlRows = (text: string) => reporting.prepare<[], Row>(text).all();

  const store = async (input: Input) => {
    const saved = await request<{ message: string; id: number }>('POST', '/store-report-query/0', {
      data: input,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    return saved.body.id;
  };

  beforeAll(async () => {
    demo = await startDemoReporting(database);
    ({ server, token, connection, reporting } = demo);
  });
  afterAll(() => demo?.close());

  it.each(definitions)('previews the where operator %s as SQL does', async (_, sections, sql) => {
    const want = sqlRows(`SELECT id FROM cbs_payment_transactions WHERE ${sql} ORDER BY id`);
    expect(want.length).toBeGreaterThan(0);
    expect(await previewRows(definition(sections))).toEqual(want);
  });

  it('previews joins of each type, saved reports, nested groups, predefined values, aggregates, order and limit as SQL does', async () => {
    const perOperator = await store(
      definition({
        report_name: 'Revenue per operator id',
        selections: [select('cbs_topups.operator_id', 'operator_id')],
        have_aggregate_function: 'yes',
        select_aggregates: [aggregate('SUM', 'cbs_topups.amount', 'revenue')],
        have_group_by: 'yes',
        query_clause: clause(['cbs_topups.operator_id'], [], 'ASC'),
      }),
    );
    const today = new Date().toISOString().slice(0, 10);
    const weekAgo = new Date(Date.parse(`${today}T00:00:00Z`) - 7 * 86_400_000)
      .toISOString()
      .slice(0, 10);
    const cases: [string, Partial<Input>, string][] = [
      [
        'inner join with a filter',
        {
          tables: [
            table('cbs_topups', []),
            join('operators', [], 'join', 'cbs_topups.operator_id', 'operators.id'),
          ],
          selections: [select('cbs_topups.id', 'id'), select('operators.name', 'operator')],
          filter_group: [group('and', where('cbs_topups.channel', 'equal', 'Kiosk'))],
          have_order_by: 'yes',
          query_clause: clause([], ['id'], 'ASC'),
        },
        "SELECT t.id AS id, o.name AS operator FROM cbs_topups t JOIN operators o ON t.operator_id = o.id WHERE t.channel = 'Kiosk' ORDER BY t.id",
      ],
      [
        'left joins and is_null',
        {
          tables: [
            table('cbs_subscriptions', []),
            join('services', [], 'leftJoin', 'cbs_subscriptions.service_id', 'services.id'),
          ],
          selections: [select('cbs_subscriptions.id', 'id'), select('services.name', 'service')],
          filter_group: [group('and', where('cbs_subscriptions.cancelled_at', 'is_null', null))],
          have_order_by: 'yes',
          query_clause: clause([], ['id'], 'ASC'),
        },
        'SELECT s.id AS id, v.name AS service FROM cbs_subscriptions s LEFT JOIN services v ON s.service_id = v.id WHERE s.cancelled_at IS NULL ORDER BY s.id',
      ],
      [
        'right join keeps services without subscriptions',
        {
          tables: [
            table('cbs_subscriptions', []),
            join('services', [], 'rightJoin', 'cbs_subscriptions.service_id', 'services.id'),
          ],
          selections: [select('services.name', 'service')],
          have_aggregate_function: 'yes',
          select_aggregates: [aggregate('COUNT', 'cbs_subscriptions.id', 'subscriptions')],
          have_group_by: 'yes',
          have_order_by: 'yes',
          query_clause: clause(['services.name'], ['service'], 'ASC'),
        },
        'SELECT v.name AS service, COUNT(s.id) AS subscriptions FROM cbs_subscriptions s RIGHT JOIN services v ON s.service_id = v.id GROUP BY v.name ORDER BY service',
      ],
      [
        'cross join without a condition',
        {
          tables: [
            table('operators', []),
            {
              ...table('cbs_gateways', []),
              table_join: { type: 'crossJoin', condition: '=', column1: '', column2: '' },
            },
          ],
          selections: [select('operators.name', 'operator'), select('cbs_gateways.code', 'code')],
          filter_group: [group('and', where('cbs_gateways.status', 'equal', 'active'))],
          have_order_by: 'yes',
          query_clause: clause([], ['operator', 'code'], 'ASC'),
        },
        "SELECT o.name AS operator, g.code AS code FROM operators o CROSS JOIN cbs_gateways g WHERE g.status = 'active' ORDER BY operator, code",
      ],
      [
        'a saved report as a table, joined',
        {
          tables: [
            {
              object_type: 'query',
              name: 'revenue',
              selected_query: perOperator,
              query_alias: 'revenue',
              options: ['operator_id', 'revenue'],
              table_join: null,
            },
            join('operators', [], 'join', 'revenue.operator_id', 'operators.id'),
          ],
          selections: [select('operators.name', 'operator'), select('revenue.revenue', 'revenue')],
          filter_group: [group('and', where('revenue.revenue', 'greater', '100.00'))],
          have_order_by: 'yes',
          query_clause: clause([], ['operator'], 'ASC'),
        },
        'SELECT o.name AS operator, r.revenue AS revenue FROM (SELECT operator_id, SUM(amount) AS revenue FROM cbs_topups GROUP BY operator_id) r JOIN operators o ON r.operator_id = o.id WHERE r.revenue > 100 ORDER BY operator',
      ],
      [
        'nested groups: and within, or between',
        {
          tables: [table('cbs_topups', [])],
          selections: [select('cbs_topups.id', 'id')],
          filter_group: [
            group(
              'and',
              where('cbs_topups.status', 'equal', 'success'),
              where('cbs_topups.amount', 'greater_or_equal', '50'),
            ),
            group(
              'or',
              or(where('cbs_topups.channel', 'equal', 'Kiosk')),
              where('cbs_topups.channel', 'equal', 'Retailer'),
            ),
          ],
          have_order_by: 'yes',
          query_clause: clause([], ['id'], 'ASC'),
        },
        "SELECT id FROM cbs_topups WHERE (status = 'success' AND amount >= 50) OR (channel = 'Kiosk' OR channel = 'Retailer') ORDER BY id",
      ],
      [
        'predefined values',
        {
          tables: [
            table('cbs_topups', []),
            join('operators', [], 'join', 'cbs_topups.operator_id', 'operators.id'),
          ],
          selections: [select('cbs_topups.id', 'id')],
          filter_group: [
            group(
              'and',
              where('cbs_topups.created_at', 'greater_or_equal', 'date_from_last_7_days', true),
              where('operators.id', 'equal', 'auto_user_id', true),
            ),
          ],
          have_order_by: 'yes',
          query_clause: clause([], ['id'], 'ASC'),
        },
        `SELECT t.id AS id FROM cbs_topups t JOIN operators o ON t.operator_id = o.id WHERE t.created_at >= '${weekAgo}' AND o.id = 1 ORDER BY t.id`,
      ],
      [
        'aggregates with group by and a raw day',
        {
          tables: [table('cbs_topups', [])],
          selections: [select('cbs_topups.channel', 'channel')],
          have_aggregate_function: 'yes',
          select_aggregates: [
            aggregate('SUM', 'cbs_topups.amount', 'total'),
            aggregate('COUNT', '*', 'topups'),
            aggregate('MAX', 'cbs_topups.amount', 'largest'),
            aggregate('MIN', 'cbs_topups.created_at', 'first_at'),
          ],
          filter_group: [group('and', where('cbs_topups.status', 'not_equal', 'failed'))],
          have_group_by: 'yes',
          have_order_by: 'yes',
          query_clause: clause(['cbs_topups.channel'], ['total'], 'DESC'),
        },
        "SELECT channel, SUM(amount) AS total, COUNT(*) AS topups, MAX(amount) AS largest, MIN(created_at) AS first_at FROM cbs_topups WHERE status <> 'failed' GROUP BY channel ORDER BY total DESC",
      ],
      [
        'order and limit',
        {
          tables: [payments],
          selections: [
            select('cbs_payment_transactions.reference', 'reference'),
            select('cbs_payment_transactions.amount', 'amount'),
          ],
          have_order_by: 'yes',
          set_limit: 'yes',
          query_clause: clause([], ['amount'], 'DESC', { limit: 7 }),
        },
        'SELECT reference, amount FROM cbs_payment_transactions ORDER BY amount DESC LIMIT 7',
      ],
    ];
    for (const [name, sections, sql] of cases) {
      const want = sqlRows(sql);
      expect(want.length, name).toBeGreaterThan(0);
      expect(await previewRows(definition(sections)), name).toEqual(want);
    }
  });

  it('answers the count, the time taken and the compiled SQL, and stores nothing', async () => {
    const before = await server.app.db
      .selectFrom('query_reports')
      .select((eb) => eb.fn.countAll<string | number>().as('count'))
      .executeTakeFirstOrThrow();
    const answer = await request<Preview>('POST', '/preview-report-query?per_page=5', {
      data: definition({
        report_name: '',
        filter_group: [group('and', where('cbs_topups.msisdn', 'begins_with', '601'))],
      }),
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.rows).toHaveLength(5);
    expect(answer.body.total).toBe(
      sqlRows("SELECT id FROM cbs_topups WHERE msisdn LIKE '601%'").length,
    );
    expect(answer.body.duration_ms).toBeGreaterThanOrEqual(0);
    expect(answer.body.sql).toBe(
      `SELECT "cbs_topups"."id" AS "id" FROM "cbs_topups" WHERE (lower(CAST("cbs_topups"."msisdn" AS TEXT)) LIKE ? ESCAPE '\\')`,
    );
    expect(answer.body.parameters).toEqual(['601%']);
    const after = await server.app.db
      .selectFrom('query_reports')
      .select((eb) => eb.fn.countAll<string | number>().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(after.count)).toBe(Number(before.count));

    const raw = await request<Preview>('POST', '/preview-report-query', {
      data: {
        id: 0,
        report_name: 'Raw',
        db_connection_name: connection,
        query_type: 'raw_query',
        raw_query: 'SELECT name FROM operators ORDER BY id',
      },
    });
    expect(raw.body.rows).toEqual([{ name: 'Digi' }, { name: 'U Mobile' }, { name: 'Maxis' }]);
    expect(raw.body.sql).toBeNull();
  });

  it('answers what the database or the compiler refuses on the form’s fields', async () => {
    const missing = await request<Failure>('POST', '/preview-report-query', {
      data: {
        id: 0,
        report_name: 'Raw',
        db_connection_name: connection,
        query_type: 'raw_query',
        raw_query: 'SELECT * FROM no_such_table',
      },
    });
    expect(missing.status).toBe(422);
    expect(missing.body.errors['data.raw_query']?.[0]).toMatch(
      /^The database answered: .*no such table/,
    );
    const wrong = await request<Failure>('POST', '/preview-report-query', {
      data: definition({
        tables: [table('cbs_topups', []), join('nothing', [], 'join', 'a.b', 'c.d')],
        add_graph: 'yes',
        graph_settings: null,
      }),
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toMatchObject({
      'data.tables.1.name': ['The selected table is invalid.'],
      'data.graph_settings.graph_type': ['The graph type field is required when add graph is yes.'],
    });
  });

  it('lets only the users who may post report definitions preview them', async () => {
    const permission = await server.api.request<{ data: { id: number } }>({
      method: 'POST',
      url: '/api/admin-permissions',
      token,
      body: {
        // Not the demo's own 'ext.report-viewer' (a slug is unique): this one reads every path.
        name: 'Report reader',
        slug: 'ext.report-reader',
        http_method: ['GET'],
        http_path: '/ext-report-builder/*',
      },
    });
    await server.api.request({
      method: 'POST',
      url: '/api/admin-roles',
      token,
      body: {
        name: 'Report viewer',
        slug: 'report-viewer',
        permissions: [permission.body.data.id],
      },
    });
    await server.createAdmin('viewer', 'viewer-password', 'report-viewer');
    const viewer = await server.login('viewer', 'viewer-password');
    await server.createAdmin('nobody', 'nobody-password');
    const nobody = await server.login('nobody', 'nobody-password');
    const body = { data: definition({}) };
    expect((await request('POST', '/preview-report-query', body, nobody)).status).toBe(403);
    expect((await request('POST', '/preview-report-query', body, viewer)).status).toBe(403);
    expect((await request('GET', '/query-reports', undefined, viewer)).status).toBe(200);
  });

  it('answers the stored id, the required name among the other errors, and keeps used reports', async () => {
    const blank = await request<Failure>('POST', '/store-report-query/0', {
      data: definition({ report_name: '  ', tables: [table('nothing', [])] }),
    });
    expect(blank.status).toBe(422);
    expect(blank.body.errors).toMatchObject({
      'data.report_name': ['The report name field is required.'],
      'data.tables.0.name': ['The selected table is invalid.'],
    });

    const used = await store(definition({ report_name: 'Used' }));
    const newest = await server.app.db
      .selectFrom('query_reports')
      .select('id')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(used).toBe(newest.id);
    const user = await store(
      definition({
        report_name: 'User of Used',
        tables: [
          {
            object_type: 'query',
            name: 'used',
            selected_query: used,
            query_alias: 'used',
            options: ['id'],
            table_join: null,
          },
        ],
        selections: [select('used.id', 'id')],
      }),
    );
    const refused = await request<Failure>('DELETE', `/query-reports/${used}`);
    expect(refused.status).toBe(422);
    expect(refused.body.errors.id).toEqual([
      `The report is used as a table by: User of Used (#${user}). Remove it from them first.`,
    ]);
    expect((await request('DELETE', `/query-reports/${user}`)).status).toBe(200);
    expect((await request('DELETE', `/query-reports/${used}`)).status).toBe(200);
    expect((await request('DELETE', `/query-reports/${used}`)).status).toBe(404);
  });
});
