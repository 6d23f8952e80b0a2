// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Schema } from '../../../domain/schema';
import { ErrorBag } from '../api/laravelErrors';
import { testDatabases } from '../../testing/databases';
import { startTestServer, type TestServer } from '../../testing/testServer';
import { compileReport, ReportDefinitionError, toSql } from './compile';
import { filterGroupCondition, type Slot } from './conditions';
import { storedColumnsOf } from './reports';
import { parseExpression } from './sqlText';
import { expressionType } from './valueTypes';

// Definitions far larger than any form writes: each is refused with a message naming the limit
// (never a 500), and what is checked compiles without recursion as deep as the definition. How
// long they hold the event loop is measured by `npx tsx server/bench/reports.ts`.

type Input = Schema<'ReportInput'>;
interface Failure {
  message: string;
  errors: Record<string, string[]>;
}

/** A report on cbs_topups (as `t`) of a connection, with the sections given. */
const definition = (connection: string, parts: Partial<Input>): Input => ({
  id: 0,
  report_name: 'Huge',
  db_connection_name: connection,
  query_type: 'query_builder',
  tables: [
    {
      object_type: 'table',
      name: 'cbs_topups',
      selected_query: null,
      query_alias: 't',
      options: ['id'],
      table_join: null,
    },
  ],
  selections: [{ column: 't.id', alias: 'id', is_raw: 'no', is_sortable: 'no', has_label: 'no' }],
  have_aggregate_function: 'no',
  have_group_by: 'no',
  have_order_by: 'no',
  set_limit: 'yes',
  query_clause: { limit_value: 1 },
  add_graph: 'no',
  grid_filters: [],
  ...parts,
});

/** `count` conditions `t.id IS NULL`, in `groups` groups joined by OR. */
const conditions = (count: number, groups = 1): Partial<Input> => ({
  filter_group: Array.from({ length: groups }, () => ({
    filter_type: 'or' as const,
    query_filters: Array.from({ length: count / groups }, () => ({
      filter: 't.id',
      operators: 'is_null' as const,
    })),
  })),
});

const rawSelection = (expression: string): Partial<Input> => ({
  selections: [
    { column: expression, alias: 'e', is_raw: 'yes', is_sortable: 'no', has_label: 'no' },
  ],
});

/** `t.id` inside `depth` parentheses (or calls: `open` COALESCE(, `close` , 1)). */
const nested = (depth: number, open = '(', close = ')') =>
  `${open.repeat(depth)}t.id${close.repeat(depth)}`;

describe('the compiler on definitions of any size', () => {
  const catalog = Object.assign(new Map([['cbs_topups', ['id']]]), {
    types: new Map([['cbs_topups.id', 'number' as const]]),
  });
  const context = {
    catalog,
    subqueries: new Map(),
    today: '2025-06-01',
    userId: 1,
    organizationId: null,
    filters: {},
    prefix: 'data.',
  };
  const errorsOf = (parts: Partial<Input>, filters: Record<string, string> = {}) => {
    try {
      compileReport(definition('1', parts), { ...context, filters });
    } catch (error) {
      if (error instanceof ReportDefinitionError) return error.errors.errors;
      throw error;
    }
    throw new Error('The definition compiled.');
  };

  it('writes the WHERE of 10,000 conditions in 100 groups as flat SQL', () => {
    // A condition nested in the one before it overflowed the stack from about 6,870 of them.
    const scope = new Map<string, Slot>([
      ['t', { alias: 't', columns: new Set(['id']), types: new Map() }],
    ]);
    const bag = new ErrorBag();
    const where = filterGroupCondition(
      definition('1', conditions(10_000, 100)),
      scope,
      context,
      bag,
    );
    expect(bag.empty).toBe(true);
    if (where === undefined) throw new Error('No WHERE was written.');
    const { sql } = toSql('sqlite', where);
    expect(sql.startsWith('(("t"."id" IS NULL AND "t"."id" IS NULL')).toBe(true);
    expect(sql.split(') OR (').length - 1).toBe(99);
    expect(sql.split(' IS NULL').length - 1).toBe(10_000);
  });

  it('compiles the most conditions a report may have, and refuses one more', () => {
    const { sql } = toSql(
      'sqlite',
      compileReport(definition('1', conditions(500)), context).select,
    );
    expect(sql.split(' IS NULL').length - 1).toBe(500);
    expect(errorsOf(conditions(501))['data.filter_group']).toEqual([
      'A report has at most 500 conditions (filter rows and grid filters together); this one has 501.',
    ]);
  });

  const tables = (count: number): Input['tables'] =>
    Array.from({ length: count }, (_, index) => ({
      object_type: 'table',
      name: 'cbs_topups',
      query_alias: `t${String(index)}`,
      options: [],
      table_join:
        index === 0 ? null : { type: 'crossJoin', condition: '=', column1: '', column2: '' },
    }));
  const columns = (count: number) => Array.from({ length: count }, () => 't.id');
  const inList = (count: number) => Array.from({ length: count }, (_, n) => String(n)).join(',');

  it.each([
    [
      { tables: tables(65) },
      {},
      'data.tables',
      'A report joins at most 64 tables; this one has 65.',
    ],
    [
      {
        selections: columns(1_001).map((column, index) => ({
          column,
          alias: `c${String(index)}`,
          is_raw: 'no' as const,
          is_sortable: 'no' as const,
          has_label: 'no' as const,
        })),
      },
      {},
      'data.selections',
      'A report has at most 1,000 columns (selected columns and aggregates together); this one has 1,001.',
    ],
    [
      { have_group_by: 'yes', query_clause: { limit_value: 1, columns: columns(1_001) } },
      {},
      'data.query_clause.columns',
      'A report groups by at most 1,000 columns; this one has 1,001.',
    ],
    [
      { have_order_by: 'yes', query_clause: { limit_value: 1, order_columns: columns(1_001) } },
      {},
      'data.query_clause.order_columns',
      'A report orders by at most 1,000 columns; this one has 1,001.',
    ],
    [
      {
        filter_group: [
          {
            filter_type: 'and',
            query_filters: [{ filter: 't.id', operators: 'in', value: inList(5_001) }],
          },
        ],
      },
      {},
      'data.filter_group.0.query_filters.0.value',
      "A report's in and not in lists hold at most 5,000 values together.",
    ],
    [
      {
        grid_filters: [{ column: 't.id', alias: 'Id', operators: 'not_in', field_type: 'integer' }],
      },
      { Id: inList(5_001) },
      'filters.Id',
      "A report's in and not in lists hold at most 5,000 values together.",
    ],
  ] as [Partial<Input>, Record<string, string>, string, string][])(
    'refuses a definition past a limit on %#: %s',
    (parts, filters, field, message) => {
      expect(errorsOf(parts, filters)).toEqual({ [field]: [message] });
    },
  );

  it('compiles parentheses nested 64 deep, and refuses 65', () => {
    const { sql } = toSql(
      'sqlite',
      compileReport(definition('1', rawSelection(nested(64))), context).select,
    );
    expect(sql).toContain(`${'('.repeat(64)}"t"."id"${')'.repeat(64)} AS "e"`);
    expect(errorsOf(rawSelection(nested(65, 'COALESCE(', ', 1)')))).toEqual({
      'data.selections.0.column': ['The expression nests parentheses more than 64 levels deep.'],
    });
  });

  it('types an expression nested 20,000 calls deep in one pass', () => {
    const parts = parseExpression(nested(20_000, 'COALESCE(', ', 1)'));
    if (typeof parts === 'string') throw new Error(parts);
    expect(expressionType(parts, () => 'text')).toBe('text');
  });
});

describe.each(testDatabases())('huge report definitions on $name', (database) => {
  let server: TestServer;
  let token: string;
  let demo: string;

  const request = <Body = unknown>(method: 'GET' | 'POST', url: string, body?: unknown) =>
    server.api.request<Body>({ method, url: `/api/ext-report-builder${url}`, token, body });
  const save = (parts: Partial<Input>) =>
    request<Failure>('POST', '/store-report-query/0', { data: definition(demo, parts) });
  /** Stores a definition without checking it (as an older server saved it) and runs it. */
  const runStored = async (parts: Partial<Input>) => {
    const now = new Date().toISOString();
    const row = await server.app.db
      .insertInto('query_reports')
      .values({
        ...storedColumnsOf(definition(demo, parts), Number(demo)),
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return request<Failure>('GET', `/query-reports/${String(row.id)}/run`);
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

  const tooMany = (count: string) =>
    `A report has at most 500 conditions (filter rows and grid filters together); this one has ${count}.`;

  it('answers 422 naming the limit for 10,000 conditions saved and 50,000 run', async () => {
    const saved = await save(conditions(10_000, 10));
    expect(saved.status).toBe(422);
    expect(saved.body.errors['data.filter_group']).toEqual([tooMany('10,000')]);
    const run = await runStored(conditions(50_000));
    expect(run.status).toBe(422);
    expect(run.body.errors.filter_group).toEqual([tooMany('50,000')]);
  });

  it('answers 422 naming the limit for deeply nested parentheses', async () => {
    const deep = await save(rawSelection(nested(2_000)));
    expect(deep.status).toBe(422);
    expect(deep.body.errors['data.selections.0.column']).toEqual([
      'The expression nests parentheses more than 64 levels deep.',
    ]);
    const deeper = await runStored(rawSelection(nested(100_000)));
    expect(deeper.status).toBe(422);
    expect(deeper.body.errors['selections.0.column']).toEqual([
      'The raw expressions of a report are at most 50,000 characters together: shorten this one or use fewer.',
    ]);
  });

  it('saves and runs a report with the most conditions allowed', async () => {
    // One chain of 500 conditions: SQLite parses it as one expression 500 deep.
    const saved = await save(conditions(500));
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const run = await runStored(conditions(500));
    expect(run.status, JSON.stringify(run.body)).toBe(200);
  });
});
