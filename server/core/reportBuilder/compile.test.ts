// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pgRefusal } from '../../node/reportBuilder/pgWalker';
import type { Schema } from '../../../domain/schema';
import {
  compileReport,
  countQuery,
  pageQuery,
  rawReport,
  ReportDefinitionError,
  subQuery,
  toSql,
  type CompileContext,
  type ReportDefinition,
} from './compile';
import { checkRawQuery } from './sqlText';
import type { ValueType } from './valueTypes';

type Filter = Schema<'QueryFilter'>;
type Grid = Schema<'GridFilter'>;

// The types the catalog reads from the database bind the values compared with each column.
const catalog = Object.assign(
  new Map([
    ['cbs_topups', ['id', 'msisdn', 'operator_id', 'amount', 'status', 'created_at']],
    ['operators', ['id', 'name']],
  ]),
  {
    types: new Map<string, ValueType>([
      ['cbs_topups.id', 'number'],
      ['cbs_topups.msisdn', 'text'],
      ['cbs_topups.operator_id', 'number'],
      ['cbs_topups.amount', 'number'],
      ['cbs_topups.status', 'text'],
      ['cbs_topups.created_at', 'date'],
      ['operators.id', 'number'],
      ['operators.name', 'text'],
    ]),
  },
);

const context = (overrides: Partial<CompileContext> = {}): CompileContext => ({
  catalog,
  subqueries: new Map(),
  today: '2025-06-01',
  userId: 7,
  organizationId: 3,
  filters: {},
  prefix: '',
  ...overrides,
});

const topups: Schema<'TableEntry'> = {
  object_type: 'table',
  name: 'cbs_topups',
  options: [],
  table_join: null,
};

const operatorsJoined = (
  type: Schema<'TableJoin'>['type'],
  condition: Schema<'TableJoin'>['condition'] = '=',
): Schema<'TableEntry'> => ({
  object_type: 'table',
  name: 'operators',
  options: [],
  table_join: { type, condition, column1: 'cbs_topups.operator_id', column2: 'operators.id' },
});

const column = (name: string, alias: string, raw = false): Schema<'SelectedColumn'> => ({
  column: name,
  alias,
  is_raw: raw ? 'yes' : 'no',
  is_sortable: 'yes',
  has_label: 'no',
});

const report = (overrides: Partial<ReportDefinition> = {}): ReportDefinition => ({
  report_name: 'Top-ups',
  db_connection_name: '1',
  query_type: 'query_builder',
  tables: [topups],
  selections: [column('cbs_topups.id', 'id')],
  ...overrides,
});

const filter = (overrides: Partial<Filter>): Filter => ({
  filter: 'cbs_topups.status',
  operators: 'equal',
  value: null,
  radio: 'and',
  is_function: false,
  use_predefined: false,
  is_param: false,
  is_raw: 'no',
  ...overrides,
});

const where = (...filters: Filter[]): Partial<ReportDefinition> => ({
  filter_group: [{ filter_type: 'and', query_filters: filters }],
});

const grid = (overrides: Partial<Grid>): Grid => ({
  column: 'cbs_topups.amount',
  alias: 'Amount',
  operators: 'greater',
  field_type: 'integer',
  ...overrides,
});

/** The SELECT of a definition in a dialect. */
const compiled = (
  definition: ReportDefinition,
  dialect: 'sqlite' | 'pgsql' = 'sqlite',
  ctx = context(),
) => toSql(dialect, compileReport(definition, ctx).select);

/** The messages of a definition that must not compile, by field. */
const errorsOf = (definition: ReportDefinition, ctx = context()) => {
  try {
    compileReport(definition, ctx);
  } catch (error) {
    if (error instanceof ReportDefinitionError) return error.errors.errors;
    throw error;
  }
  throw new Error('The definition compiled.');
};

const selectId = 'SELECT "cbs_topups"."id" AS "id" FROM "cbs_topups"';

describe('compiling a visual report', () => {
  it.each([
    ['join', '=', 'INNER JOIN "operators" ON "cbs_topups"."operator_id" = "operators"."id"'],
    ['leftJoin', '=', 'LEFT JOIN "operators" ON "cbs_topups"."operator_id" = "operators"."id"'],
    ['rightJoin', '!=', 'RIGHT JOIN "operators" ON "cbs_topups"."operator_id" <> "operators"."id"'],
    // A cross join given a condition joins on it (Laravel's crossJoin with columns).
    ['crossJoin', '=', 'INNER JOIN "operators" ON "cbs_topups"."operator_id" = "operators"."id"'],
    ['crossJoin', '', 'CROSS JOIN "operators"'],
  ] as const)('joins with %s (%s)', (type, condition, joined) => {
    const slot = operatorsJoined(type, condition === '' ? '=' : condition);
    const definition = report({
      tables: [
        topups,
        condition === ''
          ? { ...slot, table_join: { type, condition: '=', column1: '', column2: '' } }
          : slot,
      ],
      selections: [column('cbs_topups.id', 'id'), column('operators.name', 'operator')],
    });
    const expected = `SELECT "cbs_topups"."id" AS "id", "operators"."name" AS "operator" FROM "cbs_topups" ${joined}`;
    expect(compiled(definition)).toEqual({ sql: expected, parameters: [] });
    expect(compiled(definition, 'pgsql')).toEqual({ sql: expected, parameters: [] });
  });

  it.each([
    ['equal', 'cbs_topups.status', 'success', '"cbs_topups"."status" = ?', ['success']],
    ['not_equal', 'cbs_topups.status', 'failed', '"cbs_topups"."status" <> ?', ['failed']],
    [
      'in',
      'cbs_topups.status',
      'success, pending',
      '"cbs_topups"."status" IN (?, ?)',
      ['success', 'pending'],
    ],
    ['not_in', 'cbs_topups.status', 'failed', '"cbs_topups"."status" NOT IN (?)', ['failed']],
    ['is_null', 'cbs_topups.msisdn', null, '"cbs_topups"."msisdn" IS NULL', []],
    ['is_not_null', 'cbs_topups.msisdn', null, '"cbs_topups"."msisdn" IS NOT NULL', []],
    ['less', 'cbs_topups.amount', '100', '"cbs_topups"."amount" < ?', [100]],
    // A decimal is cast, so PostgreSQL compares it as a number even with an integer column.
    [
      'less_or_equal',
      'cbs_topups.amount',
      '100.5',
      '"cbs_topups"."amount" <= CAST(? AS NUMERIC)',
      [100.5],
    ],
    ['greater', 'cbs_topups.amount', '20', '"cbs_topups"."amount" > ?', [20]],
    // A numeric column compares numbers, however the value is written.
    ['greater_or_equal', 'cbs_topups.amount', '020.00', '"cbs_topups"."amount" >= ?', [20]],
    // A text column compares text, even when the value is made of digits.
    ['equal', 'cbs_topups.msisdn', '60137316990', '"cbs_topups"."msisdn" = ?', ['60137316990']],
    ['between', 'cbs_topups.amount', '10,20', '"cbs_topups"."amount" BETWEEN ? AND ?', [10, 20]],
    [
      'begins_with',
      'cbs_topups.msisdn',
      '6012_',
      `lower(CAST("cbs_topups"."msisdn" AS TEXT)) LIKE ? ESCAPE '\\'`,
      ['6012\\_%'],
    ],
    [
      'contains',
      'cbs_topups.status',
      'Ucc%',
      `lower(CAST("cbs_topups"."status" AS TEXT)) LIKE ? ESCAPE '\\'`,
      ['%ucc\\%%'],
    ],
    [
      'ends_with',
      'cbs_topups.msisdn',
      '99',
      `lower(CAST("cbs_topups"."msisdn" AS TEXT)) LIKE ? ESCAPE '\\'`,
      ['%99'],
    ],
  ] as const)('filters with %s', (operator, target, value, condition, parameters) => {
    const definition = report(where(filter({ filter: target, operators: operator, value })));
    expect(compiled(definition)).toEqual({
      sql: `${selectId} WHERE (${condition})`,
      parameters,
    });
    const postgres = compiled(definition, 'pgsql');
    let number = 0;
    expect(postgres.sql).toBe(
      `${selectId} WHERE (${condition.replace(/\?/g, () => `$${String((number += 1))}`)})`,
    );
    expect(postgres.parameters).toEqual(parameters);
  });

  it.each([
    ['date_from_last_7_days', '2025-05-25'],
    ['date_from_last_30_days', '2025-05-02'],
    ['date_current', '2025-06-01'],
    ['auto_user_id', 7],
    ['auto_organization_id', 3],
  ] as const)('binds the predefined value %s', (name, value) => {
    const target = typeof value === 'number' ? 'cbs_topups.operator_id' : 'cbs_topups.created_at';
    const definition = report(
      where(
        filter({
          filter: target,
          operators: 'greater_or_equal',
          value: name,
          use_predefined: true,
        }),
      ),
    );
    expect(compiled(definition)).toEqual({
      sql: `${selectId} WHERE ("cbs_topups"."${target.split('.')[1] ?? ''}" >= ?)`,
      parameters: [value],
    });
  });

  it('joins filter rows by their connector and groups by their type, and keeps OR groups together', () => {
    const definition = report({
      filter_group: [
        {
          filter_type: 'and',
          query_filters: [
            filter({ value: 'success', radio: 'or' }),
            filter({ value: 'pending', radio: 'and' }),
            filter({ filter: 'cbs_topups.amount', operators: 'greater', value: '5' }),
          ],
        },
        { filter_type: 'or', query_filters: [filter({ operators: 'is_null' })] },
      ],
      grid_filters: [grid({})],
    });
    expect(compiled(definition, 'sqlite', context({ filters: { Amount: '50' } }))).toEqual({
      sql: `${selectId} WHERE (("cbs_topups"."status" = ? OR "cbs_topups"."status" = ? AND "cbs_topups"."amount" > ?) OR ("cbs_topups"."status" IS NULL)) AND "cbs_topups"."amount" > ?`,
      parameters: ['success', 'pending', 5, 50],
    });
  });

  it('takes is_param values from the run, and is_function values as expressions', () => {
    const definition = report(
      where(
        filter({ filter: 'cbs_topups.msisdn', value: 'msisdn', is_param: true }),
        filter({
          filter: 'cbs_topups.created_at',
          operators: 'less',
          value: 'CURRENT_DATE',
          is_function: true,
        }),
      ),
    );
    expect(compiled(definition).sql).toBe(
      `${selectId} WHERE ("cbs_topups"."created_at" < CURRENT_DATE)`,
    );
    expect(compiled(definition, 'pgsql', context({ filters: { msisdn: '60123' } }))).toEqual({
      sql: `${selectId} WHERE ("cbs_topups"."msisdn" = $1 AND "cbs_topups"."created_at" < CURRENT_DATE)`,
      parameters: ['60123'],
    });
  });

  it('compiles aggregates, raw columns, group by, order by and the limit, and pages inside it', () => {
    const built = compileReport(
      report({
        tables: [topups, operatorsJoined('leftJoin')],
        selections: [
          column('operators.name', 'operator'),
          column("DATE(cbs_topups.created_at) || '!'", 'day', true),
        ],
        have_aggregate_function: 'yes',
        select_aggregates: [
          {
            aggregate_function: 'SUM',
            column: 'cbs_topups.amount',
            alias: 'total',
            is_sortable: 'yes',
          },
          { aggregate_function: 'COUNT', column: '*', alias: 'topups', is_sortable: 'no' },
        ],
        have_group_by: 'yes',
        have_order_by: 'yes',
        set_limit: 'yes',
        query_clause: {
          extra_operation: 'GROUP BY',
          columns: ['operators.name', 'DATE(cbs_topups.created_at)'],
          order_columns: ['total', 'cbs_topups.status'],
          order_type: 'DESC',
          limit_value: 5,
          is_raw: 'yes',
        },
      }),
      context(),
    );
    const select =
      'SELECT "operators"."name" AS "operator", DATE("cbs_topups"."created_at") || $1 AS "day", SUM("cbs_topups"."amount") AS "total", COUNT(*) AS "topups" FROM "cbs_topups" LEFT JOIN "operators" ON "cbs_topups"."operator_id" = "operators"."id" GROUP BY "operators"."name", DATE("cbs_topups"."created_at")';
    expect(built.columns.map((output) => [output.name, output.sortable])).toEqual([
      ['operator', true],
      ['day', true],
      ['total', true],
      ['topups', false],
    ]);
    const first = pageQuery(built, undefined, { limit: 10, offset: 0 });
    expect(first && toSql('pgsql', first)).toEqual({
      sql: `${select} ORDER BY "total" DESC, "cbs_topups"."status" DESC LIMIT $2 OFFSET $3`,
      parameters: ['!', 5, 0],
    });
    const rest = pageQuery(
      built,
      { column: 'operator', direction: 'asc' },
      { limit: 4, offset: 3 },
    );
    // The run's sort orders the rows the saved order and limit chose.
    expect(rest && toSql('pgsql', rest)).toEqual({
      sql: `SELECT * FROM (${select} ORDER BY "total" DESC, "cbs_topups"."status" DESC LIMIT $2) AS "saved" ORDER BY "operator" ASC LIMIT $3 OFFSET $4`,
      parameters: ['!', 5, 2, 3],
    });
    expect(pageQuery(built, undefined, { limit: 10, offset: 5 })).toBeUndefined();
    expect(toSql('sqlite', countQuery(built))).toEqual({
      sql: `SELECT COUNT(*) AS "total" FROM (${select.replace('$1', '?')} LIMIT ?) AS "counted"`,
      parameters: ['!', 5],
    });
  });

  it('filters the grid by output columns (aggregates in HAVING) and by table columns', () => {
    const definition = report({
      tables: [topups, operatorsJoined('join')],
      selections: [column('operators.name', 'operator')],
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
      query_clause: { columns: ['operator'], limit_value: 10 },
      grid_filters: [
        grid({
          column: 'operators.name',
          alias: 'Operator',
          operators: 'in',
          field_type: 'string',
        }),
        grid({ column: 'total', alias: 'Total' }),
        grid({
          column: 'cbs_topups.created_at',
          alias: 'Day',
          operators: 'between',
          field_type: 'date',
        }),
        grid({
          column: 'cbs_topups.status',
          alias: 'Status',
          operators: 'equal',
          field_type: 'string',
        }),
      ],
    });
    const filters = {
      Operator: 'Digi,Maxis',
      Total: '100',
      Day: '2025-05-01,',
      Status: '',
      Other: 'x',
    };
    expect(compiled(definition, 'sqlite', context({ filters }))).toEqual({
      sql: 'SELECT "operators"."name" AS "operator", SUM("cbs_topups"."amount") AS "total" FROM "cbs_topups" INNER JOIN "operators" ON "cbs_topups"."operator_id" = "operators"."id" WHERE "operators"."name" IN (?, ?) AND DATE("cbs_topups"."created_at") >= ? GROUP BY "operators"."name" HAVING SUM("cbs_topups"."amount") > ?',
      parameters: ['Digi', 'Maxis', '2025-05-01', 100],
    });
    expect(
      errorsOf(definition, context({ filters: { Total: 'lots', Day: '1 May,2025-05-31' } })),
    ).toEqual({
      'filters.Total': ['The Total must be an integer.'],
      'filters.Day': ['The Day is not a valid date.'],
    });
  });

  it('uses a compiled saved report as a table, its parameters first', () => {
    const inner = compileReport(report(where(filter({ value: 'success' }))), context());
    const definition = report({
      tables: [
        {
          object_type: 'query',
          name: 'done',
          selected_query: 12,
          query_alias: 'done',
          options: [],
          table_join: null,
        },
        {
          object_type: 'table',
          name: 'cbs_topups',
          options: [],
          table_join: {
            type: 'join',
            condition: '=',
            column1: 'done.id',
            column2: 'cbs_topups.id',
          },
        },
      ],
      selections: [column('done.id', 'id')],
      ...where(filter({ value: 'failed' })),
    });
    expect(
      compiled(definition, 'pgsql', context({ subqueries: new Map([[12, subQuery(inner)]]) })),
    ).toEqual({
      sql: 'SELECT "done"."id" AS "id" FROM (SELECT "cbs_topups"."id" AS "id" FROM "cbs_topups" WHERE ("cbs_topups"."status" = $1)) AS "done" INNER JOIN "cbs_topups" ON "done"."id" = "cbs_topups"."id" WHERE ("cbs_topups"."status" = $2)',
      parameters: ['success', 'failed'],
    });
    expect(errorsOf(definition)['tables.0.selected_query']).toEqual([
      'The selected query is invalid.',
    ]);
  });

  it('binds injection attempts in values and never writes them into the SQL', () => {
    const attacks = [
      "'; DROP TABLE cbs_topups; --",
      "x' OR '1'='1",
      '1); DELETE FROM operators; --',
    ];
    for (const attack of attacks) {
      const definition = report({
        ...where(filter({ value: attack }), filter({ operators: 'in', value: `${attack},ok` })),
        grid_filters: [
          grid({
            column: 'cbs_topups.msisdn',
            alias: 'MSISDN',
            operators: 'contains',
            field_type: 'string',
          }),
        ],
      });
      for (const dialect of ['sqlite', 'pgsql'] as const) {
        const { sql, parameters } = compiled(
          definition,
          dialect,
          context({ filters: { MSISDN: attack } }),
        );
        expect(sql).not.toMatch(/DROP|DELETE|'1'/);
        expect(parameters.slice(0, 2)).toEqual([attack, attack.split(',')[0]]);
      }
    }
  });

  it.each(
    (
      [
        [
          { tables: [{ ...topups, name: 'cbs_topups"; DROP TABLE operators; --' }] },
          'tables.0.name',
          'The selected table is invalid.',
        ],
        [
          { tables: [{ ...topups, name: 'admin_users' }] },
          'tables.0.name',
          'The selected table is invalid.',
        ],
        [
          { selections: [column('cbs_topups.id" FROM admin_users --', 'id')] },
          'selections.0.column',
          'The selected column is invalid.',
        ],
        [
          { selections: [column('operators.name', 'name')] },
          'selections.0.column',
          'The selected column is invalid.',
        ],
        [
          { selections: [column('(SELECT password FROM admin_users)', 'x', true)] },
          'selections.0.column',
          'Unknown name "SELECT": write columns as table.column.',
        ],
        [
          { selections: [column('cbs_topups.id; DROP TABLE operators', 'x', true)] },
          'selections.0.column',
          '";" is not allowed in report expressions.',
        ],
        [
          { selections: [column('pg_sleep(10)', 'x', true)] },
          'selections.0.column',
          'The function pg_sleep is not available in report expressions.',
        ],
        [
          { selections: [column('"cbs_topups"."id"', 'x', true)] },
          'selections.0.column',
          '""cbs_topups"" is not allowed in report expressions.',
        ],
        [
          { selections: [column('cbs_topups.id -- hidden', 'x', true)] },
          'selections.0.column',
          '"-- hidden" is not allowed in report expressions.',
        ],
        [
          { selections: [column('cbs_topups.password', 'x', true)] },
          'selections.0.column',
          'Unknown column cbs_topups.password.',
        ],
        [
          {
            tables: [
              topups,
              {
                ...operatorsJoined('join'),
                table_join: {
                  type: 'join',
                  condition: '=',
                  column1: 'operators.secret',
                  column2: 'cbs_topups.id',
                },
              },
            ],
          },
          'tables.1.table_join.column1',
          'The join column is invalid.',
        ],
        [
          { tables: [topups, { ...operatorsJoined('join'), table_join: null }] },
          'tables.1.table_join',
          'The join field is required for every table after the first.',
        ],
        [
          { tables: [topups, topups] },
          'tables.1.query_alias',
          'The table is used twice: give each use its own alias.',
        ],
        [{ tables: [] }, 'tables', 'At least one table is required.'],
        [{ selections: [] }, 'selections', 'Select at least one column or aggregate.'],
        [
          { selections: [column('cbs_topups.id', 'x'), column('cbs_topups.amount', 'x')] },
          'selections.1.alias',
          'The alias has already been used.',
        ],
        [
          { set_limit: 'yes', query_clause: { limit_value: -5 } },
          'query_clause.limit_value',
          'The limit value must be at least 0.',
        ],
        [
          {
            have_group_by: 'yes',
            query_clause: {
              columns: ['DATE(cbs_topups.created_at)'],
              limit_value: 10,
              is_raw: 'no',
            },
          },
          'query_clause.columns.0',
          'The selected column is invalid.',
        ],
        [
          {
            have_order_by: 'yes',
            query_clause: { order_columns: ['total; DROP'], limit_value: 10 },
          },
          'query_clause.order_columns.0',
          'The selected column is invalid.',
        ],
        [
          where(filter({ value: 'yesterday', use_predefined: true })),
          'filter_group.0.query_filters.0.value',
          'The selected predefined value is invalid.',
        ],
        [
          where(filter({ operators: 'between', value: '10' })),
          'filter_group.0.query_filters.0.value',
          'The value must be two values separated by a comma.',
        ],
        [
          where(filter({ operators: 'equal', value: '' })),
          'filter_group.0.query_filters.0.value',
          'The value field is required.',
        ],
        [
          where(filter({ operators: 'in', value: 'now()', is_function: true })),
          'filter_group.0.query_filters.0.value',
          'The function now is not available in report expressions.',
        ],
        [
          where(filter({ filter: 'cbs_topups.status = 1 OR 1', is_raw: 'no', value: 'x' })),
          'filter_group.0.query_filters.0.filter',
          'The selected filter column is invalid.',
        ],
        [
          { grid_filters: [grid({ column: 'admin_users.password' })] },
          'grid_filters.0.column',
          'The grid filter column is invalid.',
        ],
      ] as [Partial<ReportDefinition>, string, string][]
    ).map(([overrides, field, message]) => ({ overrides, field, message })),
  )('refuses on $field: $message', ({ overrides, field, message }) => {
    expect(errorsOf(report(overrides), context({ prefix: 'data.' }))[`data.${field}`]).toEqual([
      message,
    ]);
  });

  it('quotes an alias safely whatever it holds', () => {
    expect(compiled(report({ selections: [column('cbs_topups.id', 'a"b; --')] })).sql).toBe(
      'SELECT "cbs_topups"."id" AS "a""b; --" FROM "cbs_topups"',
    );
  });
});

/** The target's own check of a raw query: PostgreSQL's parser in the Node host. */
const refusalOf = (dialect: 'sqlite' | 'pgsql') => (dialect === 'pgsql' ? pgRefusal : undefined);

describe('raw queries', () => {
  it.each([
    ['SELECT 1', 'SELECT 1'],
    ['select * from cbs_topups;  ', 'select * from cbs_topups'],
    [
      'WITH recent AS (SELECT 1 AS x) SELECT x FROM recent;;',
      'WITH recent AS (SELECT 1 AS x) SELECT x FROM recent',
    ],
    ["SELECT ';' AS semi, 'drop table x' AS text", "SELECT ';' AS semi, 'drop table x' AS text"],
    ['(SELECT 1) UNION (SELECT 2)', '(SELECT 1) UNION (SELECT 2)'],
    ['SELECT 1 -- a comment; DELETE', 'SELECT 1'],
    ["SELECT E'it\\'s; DROP TABLE t; --' AS quote", "SELECT E'it\\'s; DROP TABLE t; --' AS quote"],
    ['SELECT $$; DELETE$$ AS dollars', 'SELECT $$; DELETE$$ AS dollars'],
  ])('runs %s', (query, statement) => {
    for (const dialect of ['sqlite', 'pgsql'] as const) {
      expect(checkRawQuery(query, dialect, refusalOf(dialect))).toEqual({ ok: true, statement });
    }
  });

  it('reads [name] as a quoted name in SQLite only', () => {
    const query = 'SELECT "delete", [update] FROM t';
    expect(checkRawQuery(query, 'sqlite')).toEqual({ ok: true, statement: query });
    expect(checkRawQuery(query, 'pgsql', pgRefusal).ok).toBe(false);
  });

  it.each([
    ['', /required/],
    ['   ; ', /required/],
    ['DELETE FROM cbs_topups', /must be a SELECT statement/],
    ['update cbs_topups set amount = 0', /must be a SELECT statement/],
    ['PRAGMA table_info(cbs_topups)', /must be a SELECT statement/],
    ['SELECT 1; SELECT 2', /single statement/],
    ["SELECT 'a\\' ; DROP TABLE t; --'", /single statement/],
    ["SELECT 'unterminated", /unterminated/],
    ['SELECT 1 /* open', /unterminated/],
    ['WITH gone AS (DELETE FROM t RETURNING id) SELECT * FROM gone', /DELETE is not allowed/],
    ['SELECT * INTO copy FROM cbs_topups', /INTO is not allowed/],
    ["SELECT pg_read_file('/etc/passwd')", /PG_READ_FILE is not allowed/i],
    ['SELECT (1', /unbalanced/],
    ['SELECT 1) FROM (SELECT 2', /unbalanced/],
  ])('refuses %s', (query, message) => {
    for (const dialect of ['sqlite', 'pgsql'] as const) {
      const check = checkRawQuery(query, dialect, refusalOf(dialect));
      expect(check.ok).toBe(false);
      expect(check.ok ? '' : check.message).toMatch(message);
    }
  });

  it('wraps the statement so paging, counting and grid filters work on its columns', () => {
    const built = rawReport(
      'SELECT status, COUNT(*) AS n FROM cbs_topups GROUP BY status -- per status',
      [
        { name: 'status', type: 'text' },
        { name: 'n', type: 'number' },
      ],
      [
        grid({
          column: 'cbs_topups.status',
          alias: 'Status',
          operators: 'equal',
          field_type: 'string',
        }),
      ],
      context({ filters: { Status: "success'; --" } }),
    );
    const page = pageQuery(built, { column: 'n', direction: 'desc' }, { limit: 10, offset: 20 });
    expect(page && toSql('pgsql', page)).toEqual({
      sql: 'SELECT * FROM (\nSELECT status, COUNT(*) AS n FROM cbs_topups GROUP BY status -- per status\n) AS "report" WHERE "report"."status" = $1 ORDER BY "n" DESC LIMIT $2 OFFSET $3',
      parameters: ["success'; --", 10, 20],
    });
    // A column the database typed as a number compares numbers, whatever the field type.
    const counted = rawReport(
      'SELECT status, COUNT(*) AS n FROM cbs_topups GROUP BY status',
      [
        { name: 'status', type: 'text' },
        { name: 'n', type: 'number' },
      ],
      [grid({ column: 'n', alias: 'Count', field_type: 'string' })],
      context({ filters: { Count: '45' } }),
    );
    expect(toSql('sqlite', counted.select).parameters).toEqual([45]);
    expect(() =>
      rawReport(
        'SELECT 1 AS one',
        [{ name: 'one', type: 'number' }],
        [grid({ column: 'two', alias: 'Two' })],
        context(),
      ),
    ).toThrow(ReportDefinitionError);
  });
});
