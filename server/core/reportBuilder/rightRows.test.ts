// @vitest-environment node
import SqliteDatabase from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clause, select, table, where } from '../../../domain/report-builder';
import type { Schema } from '../../../domain/schema';
import { testDatabases } from '../../testing/databases';
import { startDemoReporting, type DemoReporting } from '../../testing/demoReporting';
import type { TestServer } from '../../testing/testServer';

// Saved reports give the rows a hand-written query gives on the demo reporting database: values
// are bound by the type of what they are compared with, never by how they look.

type Input = Schema<'ReportInput'>;
type Run = Schema<'ReportRunResult'>;
interface Failure {
  message: string;
  errors: Record<string, string[]>;
}

const base = '/api/ext-report-builder';

const topups = table('cbs_topups', ['id', 'msisdn', 'operator_id', 'amount', 'created_at']);
const operators = (type: Schema<'TableJoin'>['type'], column1 = 'cbs_topups.operator_id') => ({
  ...table('operators', ['id', 'name']),
  table_join: { type, condition: '=' as const, column1, column2: 'operators.id' },
});

describe.each(testDatabases())('report rows on $name', (database) => {
  let server: TestServer;
  let token: string;
  let connection: string;
  let reporting: SqliteDatabase.Database;
  let demo: DemoReporting | undefined;

  const request = <Body = unknown>(
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    body?: unknown,
  ) => server.api.request<Body>({ method, url: `${base}${url}`, token, body });

  /** A visual report on the demo connection with the sections given. */
  const report = (sections: Partial<Input>): Input => ({
    id: 0,
    report_name: 'Rows check',
    db_connection_name: connection,
    query_type: 'query_builder',
    tables: [topups],
    selections: [select('cbs_topups.id', 'id')],
    ...sections,
  });

  const store = async (input: Input) => {
    const saved = await request<{ message: string; id: number }>('POST', '/store-report-query/0', {
      data: input,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const newest = await server.app.db
      .selectFrom('query_reports')
      .select('id')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    return newest.id;
  };

  /** Every row of a stored report's run, page after page. */
  const rowsOf = async (id: number, query = '') => {
    const rows: Run['rows'] = [];
    for (let page = 1; page <= 20; page += 1) {
      const ran = await request<Run>(
        'GET',
        `/query-reports/${id}/run?per_page=100&page=${page}${query}`,
      );
      expect(ran.status, JSON.stringify(ran.body)).toBe(200);
      rows.push(...ran.body.rows);
      if (page >= ran.body.last_page) break;
    }
    return rows;
  };
  const idsOf = async (id: number, query = '') =>
    (await rowsOf(id, query)).map((row) => Number(row.id));

  /** The ids a hand-written query answers. */
  const expected = (text: string, ...parameters: unknown[]) =>
    reporting
      .prepare<unknown[], { id: number }>(text)
      .all(...parameters)
      .map((row) => row.id);

  beforeAll(async () => {
    demo = await startDemoReporting(database);
    ({ server, token, connection, reporting } = demo);
  });
  afterAll(() => demo?.close());

  it('matches a digit-only msisdn as text in where filters, parameters and grid filters', async () => {
    const [first, second] = reporting
      .prepare<[], { msisdn: string }>('SELECT DISTINCT msisdn FROM cbs_topups ORDER BY id LIMIT 2')
      .all()
      .map((row) => row.msisdn);
    expect(first).toMatch(/^\d+$/);
    const pair = `${first ?? ''},${second ?? ''}`;
    const cases: [Schema<'QueryFilter'>['operators'], string, string][] = [
      ['equal', first ?? '', 'msisdn = ?'],
      ['not_equal', first ?? '', 'msisdn <> ?'],
      ['in', pair, 'msisdn IN (?, ?)'],
      ['not_in', pair, 'msisdn NOT IN (?, ?)'],
    ];
    for (const [operator, value, condition] of cases) {
      const id = await store(
        report({
          filter_group: [
            { filter_type: 'and', query_filters: [where('cbs_topups.msisdn', operator, value)] },
          ],
        }),
      );
      const want = expected(
        `SELECT id FROM cbs_topups WHERE ${condition} ORDER BY id`,
        ...value.split(','),
      );
      expect(want.length, operator).toBeGreaterThan(0);
      expect(
        (await idsOf(id)).sort((a, b) => a - b),
        operator,
      ).toEqual(want);
    }

    const param = await store(
      report({
        filter_group: [
          {
            filter_type: 'and',
            query_filters: [{ ...where('cbs_topups.msisdn', 'equal', 'number'), is_param: true }],
          },
        ],
      }),
    );
    const mine = expected('SELECT id FROM cbs_topups WHERE msisdn = ? ORDER BY id', first);
    expect((await idsOf(param, `&filters[number]=${first ?? ''}`)).sort((a, b) => a - b)).toEqual(
      mine,
    );

    const msisdnFilter: Schema<'GridFilter'> = {
      column: 'cbs_topups.msisdn',
      alias: 'MSISDN',
      operators: 'equal',
      is_dropdown: 'no',
      is_multiple: 'no',
      field_type: 'string',
      options: null,
    };
    const grid = await store(report({ grid_filters: [msisdnFilter] }));
    expect((await idsOf(grid, `&filters[MSISDN]=${first ?? ''}`)).sort((a, b) => a - b)).toEqual(
      mine,
    );
    const raw = await store({
      id: 0,
      report_name: 'Raw top-ups',
      db_connection_name: connection,
      query_type: 'raw_query',
      raw_query: 'SELECT id, msisdn FROM cbs_topups',
      grid_filters: [{ ...msisdnFilter, column: 'msisdn' }],
    });
    expect((await idsOf(raw, `&filters[MSISDN]=${first ?? ''}`)).sort((a, b) => a - b)).toEqual(
      mine,
    );
  });

  it('compares decimals with trailing zeros as numbers: expressions, HAVING and saved reports', async () => {
    const expression = await store(
      report({
        filter_group: [
          {
            filter_type: 'and',
            query_filters: [
              { ...where('cbs_topups.amount * 1', 'greater', '49.00'), is_raw: 'yes' },
            ],
          },
        ],
      }),
    );
    const big = expected('SELECT id FROM cbs_topups WHERE amount > 49 ORDER BY id');
    expect(big.length).toBeGreaterThan(0);
    expect((await idsOf(expression)).sort((a, b) => a - b)).toEqual(big);

    const spenders = await store(
      report({
        selections: [select('cbs_topups.msisdn', 'msisdn')],
        have_aggregate_function: 'yes',
        select_aggregates: [
          {
            aggregate_function: 'SUM',
            column: 'cbs_topups.amount',
            alias: 'total',
            is_sortable: 'yes',
          },
        ],
        have_group_by: 'yes',
        query_clause: clause(['cbs_topups.msisdn'], [], 'ASC'),
        grid_filters: [
          {
            column: 'total',
            alias: 'Total',
            operators: 'greater',
            is_dropdown: 'no',
            is_multiple: 'no',
            field_type: 'string',
            options: null,
          },
        ],
      }),
    );
    const wantSpenders = reporting
      .prepare<[], { msisdn: string }>(
        'SELECT msisdn FROM cbs_topups GROUP BY msisdn HAVING SUM(amount) > 100 ORDER BY msisdn',
      )
      .all()
      .map((row) => row.msisdn);
    expect(wantSpenders.length).toBeGreaterThan(0);
    // The run names each column's aggregate, for the dashboards' cards and gauges.
    const described = await request<Run>('GET', `/query-reports/${spenders}/run?per_page=1`);
    expect(described.body.columns.map((column) => [column.name, column.aggregate])).toEqual([
      ['msisdn', undefined],
      ['total', 'SUM'],
    ]);
    const gotSpenders = (await rowsOf(spenders, '&filters[Total]=100.00')).map((row) =>
      String(row.msisdn),
    );
    expect(gotSpenders.sort()).toEqual(wantSpenders);

    const perOperator = await store(
      report({
        selections: [select('cbs_topups.operator_id', 'operator_id')],
        have_aggregate_function: 'yes',
        select_aggregates: [
          {
            aggregate_function: 'SUM',
            column: 'cbs_topups.amount',
            alias: 'total',
            is_sortable: 'yes',
          },
        ],
        have_group_by: 'yes',
        query_clause: clause(['cbs_topups.operator_id'], [], 'ASC'),
      }),
    );
    const [lowest] = reporting
      .prepare<[], { total: number }>(
        'SELECT SUM(amount) AS total FROM cbs_topups GROUP BY operator_id ORDER BY total LIMIT 1',
      )
      .all();
    const onSaved = await store(
      report({
        tables: [
          {
            object_type: 'query',
            name: 'per_operator',
            selected_query: perOperator,
            query_alias: 'per_operator',
            options: ['operator_id', 'total'],
            table_join: null,
          },
        ],
        selections: [select('per_operator.operator_id', 'id')],
        filter_group: [
          {
            filter_type: 'and',
            query_filters: [
              where('per_operator.total', 'greater_or_equal', (lowest?.total ?? 0).toFixed(2)),
            ],
          },
        ],
      }),
    );
    expect((await idsOf(onSaved)).sort()).toEqual([1, 2, 3]);
  });

  it('compares numbers typed for the computed columns of a raw report used as a table', async () => {
    const raw = await store({
      id: 0,
      report_name: 'Raw top-ups per operator',
      db_connection_name: connection,
      query_type: 'raw_query',
      raw_query:
        'SELECT operator_id, COUNT(*) AS n, SUM(amount) AS total, SUM(amount) * 2 AS doubled FROM cbs_topups GROUP BY operator_id',
    });
    const perOperator = reporting
      .prepare<[], { id: number; n: number; total: number }>(
        'SELECT operator_id AS id, COUNT(*) AS n, SUM(amount) AS total FROM cbs_topups GROUP BY operator_id ORDER BY n',
      )
      .all();
    // A bound between the smallest and the largest, so the filter keeps some rows, not all.
    const [fewest, most] = [perOperator[0], perOperator.at(-1)];
    const n = Math.floor(((fewest?.n ?? 0) + (most?.n ?? 0)) / 2);
    const totals = perOperator.map((row) => row.total).sort((a, b) => a - b);
    const total = Math.floor(totals[1] ?? 0);
    const cases: [string, string, string][] = [
      ['per_operator.n', String(n), `n > ${String(n)}`],
      ['per_operator.total', String(total), `total > ${String(total)}`],
      ['per_operator.doubled', String(total * 2), `total * 2 > ${String(total * 2)}`],
    ];
    for (const [column, value, condition] of cases) {
      const id = await store(
        report({
          tables: [
            {
              object_type: 'query',
              name: 'per_operator',
              selected_query: raw,
              query_alias: 'per_operator',
              options: ['operator_id', 'n', 'total', 'doubled'],
              table_join: null,
            },
          ],
          selections: [select('per_operator.operator_id', 'id')],
          filter_group: [{ filter_type: 'and', query_filters: [where(column, 'greater', value)] }],
        }),
      );
      const want = expected(
        `SELECT id FROM (SELECT operator_id AS id, COUNT(*) AS n, SUM(amount) AS total FROM cbs_topups GROUP BY operator_id) WHERE ${condition} ORDER BY id`,
      );
      expect(want.length, column).toBeGreaterThan(0);
      expect(want.length, column).toBeLessThan(perOperator.length);
      expect(
        (await idsOf(id)).sort((a, b) => a - b),
        column,
      ).toEqual(want);
    }
    // A grid filter on the raw report itself compares numbers too, whatever its field type.
    const grid = await store({
      id: 0,
      report_name: 'Raw top-ups per operator, filtered',
      db_connection_name: connection,
      query_type: 'raw_query',
      raw_query: 'SELECT operator_id AS id, COUNT(*) AS n FROM cbs_topups GROUP BY operator_id',
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
    expect((await idsOf(grid, `&filters[Count]=${String(n)}`)).sort((a, b) => a - b)).toEqual(
      perOperator
        .filter((row) => row.n > n)
        .map((row) => row.id)
        .sort((a, b) => a - b),
    );
  });

  it('reads a date_time grid value in the HTML input form', async () => {
    const [row] = reporting
      .prepare<[], { day: string }>(
        'SELECT substr(created_at, 1, 10) AS day FROM cbs_topups ORDER BY created_at DESC LIMIT 1 OFFSET 40',
      )
      .all();
    const day = row?.day ?? '';
    const id = await store(
      report({
        grid_filters: [
          {
            column: 'cbs_topups.created_at',
            alias: 'From',
            operators: 'greater',
            is_dropdown: 'no',
            is_multiple: 'no',
            field_type: 'date_time',
            options: null,
          },
          {
            column: 'cbs_topups.created_at',
            alias: 'Between',
            operators: 'between',
            is_dropdown: 'no',
            is_multiple: 'no',
            field_type: 'date_time',
            options: null,
          },
        ],
      }),
    );
    const from = expected(
      'SELECT id FROM cbs_topups WHERE created_at > ? ORDER BY id',
      `${day} 00:00:00`,
    );
    expect((await idsOf(id, `&filters[From]=${day}T00:00`)).sort((a, b) => a - b)).toEqual(from);
    const that = expected(
      'SELECT id FROM cbs_topups WHERE created_at BETWEEN ? AND ? ORDER BY id',
      `${day} 00:00:00`,
      `${day} 23:59:59`,
    );
    expect(that.length).toBeGreaterThan(0);
    const between = encodeURIComponent(`${day}T00:00,${day}T23:59`);
    expect((await idsOf(id, `&filters[Between]=${between}`)).sort((a, b) => a - b)).toEqual(that);
  });

  it('sorts the saved result at run time, inside its own order and limit', async () => {
    const id = await store(
      report({
        tables: [table('cbs_payment_transactions', ['id', 'amount'])],
        selections: [
          select('cbs_payment_transactions.id', 'id'),
          select('cbs_payment_transactions.amount', 'amount'),
        ],
        have_order_by: 'yes',
        set_limit: 'yes',
        query_clause: clause([], ['amount'], 'DESC', { limit: 5 }),
      }),
    );
    const top = expected(
      'SELECT id FROM (SELECT id FROM cbs_payment_transactions ORDER BY amount DESC LIMIT 5) ORDER BY id',
    );
    expect(await idsOf(id, '&sort=id&direction=asc')).toEqual(top);
    expect(await idsOf(id, '&sort=id&direction=desc')).toEqual([...top].reverse());
    const page = await request<Run>('GET', `/query-reports/${id}/run?per_page=2&page=3&sort=id`);
    expect(page.body.total).toBe(5);
    expect(page.body.rows.map((row) => Number(row.id))).toEqual(top.slice(4));
  });

  it('joins a cross join that has a condition on it, and checks its columns', async () => {
    const crossed = await store(
      report({
        tables: [topups, operators('crossJoin')],
        selections: [select('cbs_topups.id', 'id'), select('operators.name', 'operator')],
      }),
    );
    const joined = expected(
      'SELECT t.id FROM cbs_topups AS t JOIN operators AS o ON t.operator_id = o.id ORDER BY t.id',
    );
    expect((await idsOf(crossed)).sort((a, b) => a - b)).toEqual(joined);

    const plain = await store(
      report({
        tables: [
          topups,
          {
            ...operators('crossJoin'),
            table_join: { type: 'crossJoin', condition: '=', column1: '', column2: '' },
          },
        ],
      }),
    );
    const count = await request<Run>('GET', `/query-reports/${plain}/run?per_page=1`);
    expect(count.body.total).toBe(joined.length * 3);

    const wrong = await request<Failure>('POST', '/store-report-query/0', {
      data: report({ tables: [topups, operators('crossJoin', 'cbs_topups.nothing')] }),
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors['data.tables.1.table_join.column1']).toEqual([
      'The join column is invalid.',
    ]);
  });

  it('refuses a numeric comparison with text that is no number, with a message', async () => {
    const wrong = await request<Failure>('POST', '/store-report-query/0', {
      data: report({
        filter_group: [
          { filter_type: 'and', query_filters: [where('cbs_topups.amount', 'greater', 'lots')] },
        ],
      }),
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors['data.filter_group.0.query_filters.0.value']).toEqual([
      'The value must be a number.',
    ]);
  });
});
