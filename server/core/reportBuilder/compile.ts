import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  sql,
  type RawBuilder,
} from 'kysely';
import { joinKeywords } from '../../../domain/report-builder';
import type { Schema } from '../../../domain/schema';
import { requiredMessage } from '../../../domain/laravel';
import { ErrorBag } from '../api/laravelErrors';
import {
  columnRef,
  expressionOf,
  filterGroupCondition,
  gridConditions,
  type Scope,
  type Slot,
} from './conditions';
import { sizeErrors } from './definitionSize';
import type {
  CompileContext,
  Dialect,
  ReportDefinition,
  SubQuery,
  TypedColumn,
  ValueType,
} from './reportTypes';

export type { Catalog, CompileContext, Dialect, ReportDefinition, SubQuery } from './reportTypes';

// Compiles a saved visual report to one SELECT, without a database: identifiers are quoted by
// the dialect's own compiler and must name a table or column of the connection's catalog, and
// every value from the definition or the request is a bound parameter.

type Sql = RawBuilder<unknown>;
type GridFilter = Schema<'GridFilter'>;

/** A column of a report's result. */
export interface OutputColumn {
  name: string;
  sortable: boolean;
  label_config: Schema<'LabelConfig'>[];
  /** What its values are, for binding the values compared with it. */
  type: ValueType;
  /** The aggregate function that computes it (an aggregate of a visual report). */
  aggregateFunction?: Schema<'Aggregate'>['aggregate_function'];
}

/** A compiled report: its SELECT without order and limit, and those apart (paging adds them). */
export interface BuiltQuery {
  columns: OutputColumn[];
  select: Sql;
  order: Sql[];
  limit: number | undefined;
}

/** A definition that does not compile; `errors` holds the messages by form field. */
export class ReportDefinitionError extends Error {
  constructor(readonly errors: ErrorBag) {
    super('The report definition is invalid.');
    this.name = 'ReportDefinitionError';
  }
}

// Kysely instances that only compile (their driver never connects): each quotes identifiers
// and numbers placeholders the way its database does.
const compilers: Record<Dialect, Kysely<unknown>> = {
  sqlite: new Kysely<unknown>({
    dialect: {
      createAdapter: () => new SqliteAdapter(),
      createDriver: () => new DummyDriver(),
      createIntrospector: (db) => new SqliteIntrospector(db),
      createQueryCompiler: () => new SqliteQueryCompiler(),
    },
  }),
  pgsql: new Kysely<unknown>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new DummyDriver(),
      createIntrospector: (db) => new PostgresIntrospector(db),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
  }),
};

/** SQL text and parameters of a query in a dialect. */
export function toSql(dialect: Dialect, query: Sql): { sql: string; parameters: unknown[] } {
  const compiled = query.compile(compilers[dialect]);
  return { sql: compiled.sql, parameters: [...compiled.parameters] };
}

/** The FROM clause of the table slots, and the slots in scope for the other sections. */
function fromClause(
  definition: ReportDefinition,
  context: CompileContext,
  bag: ErrorBag,
): { from: Sql[]; scope: Scope } {
  const scope = new Map<string, Slot>();
  const from: Sql[] = [];
  const tables = definition.tables ?? [];
  if (tables.length === 0) bag.add(`${context.prefix}tables`, 'At least one table is required.');
  tables.forEach((entry, index) => {
    const field = `${context.prefix}tables.${index}`;
    let source: Sql;
    let columns: readonly string[];
    let types: ReadonlyMap<string, ValueType>;
    let alias = entry.query_alias ?? '';
    if (entry.object_type === 'query') {
      const sub =
        entry.selected_query === null || entry.selected_query === undefined
          ? undefined
          : context.subqueries.get(entry.selected_query);
      if (sub === undefined) {
        bag.add(`${field}.selected_query`, 'The selected query is invalid.');
        return;
      }
      alias = alias === '' ? entry.name || `query_${String(entry.selected_query)}` : alias;
      source = sql`(${sub.query}) AS ${sql.id(alias)}`;
      columns = sub.columns;
      types = sub.types ?? new Map();
    } else {
      const known = context.catalog.get(entry.name);
      if (entry.name.trim() === '') {
        bag.add(`${field}.name`, requiredMessage('table'));
        return;
      }
      if (known === undefined) {
        bag.add(`${field}.name`, 'The selected table is invalid.');
        return;
      }
      source = alias === '' ? sql.id(entry.name) : sql`${sql.id(entry.name)} AS ${sql.id(alias)}`;
      const table = entry.name;
      alias = alias === '' ? table : alias;
      columns = known;
      types = new Map(
        known.map((column) => [
          column,
          context.catalog.types?.get(`${table}.${column}`) ?? 'unknown',
        ]),
      );
    }
    if (scope.has(alias)) {
      bag.add(`${field}.query_alias`, 'The table is used twice: give each use its own alias.');
      return;
    }
    scope.set(alias, { alias, columns: new Set(columns), types });
    if (index === 0) {
      from.push(source);
      return;
    }
    const join = entry.table_join;
    if (join === null || join === undefined) {
      bag.add(`${field}.table_join`, 'The join field is required for every table after the first.');
      return;
    }
    const ends = [join.column1.trim(), join.column2.trim()] as const;
    if (join.type === 'crossJoin' && ends[0] === '' && ends[1] === '') {
      from.push(sql`${sql.raw(joinKeywords.crossJoin)} ${source}`);
      return;
    }
    // A cross join given a condition joins on it, as the saved format's query builder does
    // (Laravel's crossJoin with columns is an inner join): its columns are checked alike.
    const [left, right] = ends.map((end, side) => {
      const ref = columnRef(scope, end);
      if (ref === undefined) {
        bag.add(
          `${field}.table_join.column${String(side + 1)}`,
          end === '' ? requiredMessage('join_column') : 'The join column is invalid.',
        );
      }
      return ref;
    });
    if (left === undefined || right === undefined) return;
    const keyword = joinKeywords[join.type === 'crossJoin' ? 'join' : join.type];
    const comparison = join.condition === '!=' ? '<>' : '=';
    from.push(
      sql`${sql.raw(keyword)} ${source} ON ${left.sql} ${sql.raw(comparison)} ${right.sql}`,
    );
  });
  return { from, scope };
}

/** An output column with the expression it selects. */
interface Output extends OutputColumn {
  expression: Sql;
  aggregate: boolean;
  /** The column text of the definition (grid filters may name it). */
  source: string;
}

/** The selected columns and aggregates of a definition. */
function outputsOf(
  definition: ReportDefinition,
  scope: Scope,
  context: CompileContext,
  bag: ErrorBag,
): Output[] {
  const outputs: Output[] = [];
  const names = new Set<string>();
  const add = (output: Output, field: string) => {
    if (names.has(output.name)) {
      bag.add(field, 'The alias has already been used.');
    } else {
      names.add(output.name);
      outputs.push(output);
    }
  };
  (definition.selections ?? []).forEach((selection, index) => {
    const field = `${context.prefix}selections.${index}`;
    const raw = selection.is_raw === 'yes';
    const expression = raw
      ? expressionOf(scope, selection.column)
      : (columnRef(scope, selection.column) ?? 'The selected column is invalid.');
    if (typeof expression === 'string') {
      bag.add(`${field}.column`, expression);
      return;
    }
    const name = selection.alias.trim() || (raw ? '' : selection.column.split('.').pop()) || '';
    if (name === '') {
      bag.add(`${field}.alias`, 'The alias field is required for a raw column.');
      return;
    }
    const labels = selection.has_label === 'yes' ? (selection.label_config ?? []) : [];
    add(
      {
        name,
        expression: expression.sql,
        type: expression.type,
        aggregate: false,
        source: selection.column,
        sortable: selection.is_sortable === 'yes',
        label_config: labels,
      },
      `${field}.alias`,
    );
  });
  if (definition.have_aggregate_function === 'yes') {
    (definition.select_aggregates ?? []).forEach((aggregate, index) => {
      const field = `${context.prefix}select_aggregates.${index}`;
      const fn = sql.raw(aggregate.aggregate_function);
      const star = aggregate.column === '*' && aggregate.aggregate_function === 'COUNT';
      const ref = star
        ? { sql: sql.raw('*'), type: 'number' as const }
        : columnRef(scope, aggregate.column);
      if (ref === undefined) {
        bag.add(`${field}.column`, 'The selected column is invalid.');
        return;
      }
      const column = aggregate.column.split('.').pop() ?? aggregate.column;
      const name =
        aggregate.alias.trim() || `${aggregate.aggregate_function.toLowerCase()}_${column}`;
      add(
        {
          name,
          expression: sql`${fn}(${ref.sql})`,
          // MAX and MIN answer values of their column; SUM and COUNT numbers.
          type: ['MAX', 'MIN'].includes(aggregate.aggregate_function) ? ref.type : 'number',
          aggregate: true,
          aggregateFunction: aggregate.aggregate_function,
          source: aggregate.column,
          sortable: aggregate.is_sortable === 'yes',
          label_config: [],
        },
        `${field}.alias`,
      );
    });
  }
  if (outputs.length === 0 && bag.empty) {
    bag.add(`${context.prefix}selections`, 'Select at least one column or aggregate.');
  }
  return outputs;
}

/** Group-by or order-by entries: an output alias, a table.column, or a raw expression. */
function clauseItems(
  columns: readonly string[],
  raw: boolean,
  resolveAlias: (name: string) => Sql | undefined,
  scope: Scope,
  field: string,
  bag: ErrorBag,
): Sql[] {
  const items: Sql[] = [];
  columns.forEach((column, index) => {
    const item = resolveAlias(column) ?? columnRef(scope, column)?.sql;
    if (item !== undefined) {
      items.push(item);
      return;
    }
    const expression = raw ? expressionOf(scope, column) : 'The selected column is invalid.';
    if (typeof expression === 'string') bag.add(`${field}.${index}`, expression);
    else items.push(expression.sql);
  });
  return items;
}

/**
 * Compiles a visual (query builder or dynamic query) report. Throws ReportDefinitionError with
 * the messages by field when a name is not in the catalog or a section does not fit.
 */
export function compileReport(definition: ReportDefinition, context: CompileContext): BuiltQuery {
  // Counted first: a definition too large to compile in a moment is not read any further.
  const oversize = sizeErrors(definition, context);
  if (!oversize.empty) throw new ReportDefinitionError(oversize);
  const bag = new ErrorBag();
  const { from, scope } = fromClause(definition, context, bag);
  const outputs = bag.empty ? outputsOf(definition, scope, context, bag) : [];
  const byName = new Map(outputs.map((output) => [output.name, output]));
  const bySource = new Map<string, Output>();
  for (const output of outputs) {
    if (!bySource.has(output.source)) bySource.set(output.source, output);
  }
  const outputByName = (name: string) => byName.get(name);
  const filters = filterGroupCondition(definition, scope, context, bag);
  const grid = gridConditions(definition.grid_filters ?? [], context, bag, (column) => {
    const output = outputByName(column) ?? bySource.get(column);
    if (output !== undefined) {
      return { sql: output.expression, type: output.type, aggregate: output.aggregate };
    }
    const ref = columnRef(scope, column) ?? expressionOf(scope, column);
    return typeof ref === 'string' ? undefined : { ...ref, aggregate: false };
  });

  const clause: Partial<Schema<'Clause'>> = definition.query_clause ?? {};
  const clauseField = `${context.prefix}query_clause`;
  const groupBy =
    definition.have_group_by === 'yes'
      ? clauseItems(
          clause.columns ?? [],
          clause.is_raw === 'yes',
          (name) => {
            const output = outputByName(name);
            return output?.aggregate === false ? output.expression : undefined;
          },
          scope,
          `${clauseField}.columns`,
          bag,
        )
      : [];
  if (definition.have_group_by === 'yes' && (clause.columns ?? []).length === 0) {
    bag.add(`${clauseField}.columns`, 'Choose at least one column to group by.');
  }
  const direction = sql.raw(clause.order_type === 'DESC' ? 'DESC' : 'ASC');
  const order =
    definition.have_order_by === 'yes'
      ? clauseItems(
          clause.order_columns ?? [],
          clause.is_raw === 'yes',
          (name) => (outputByName(name) === undefined ? undefined : sql.id(name)),
          scope,
          `${clauseField}.order_columns`,
          bag,
        ).map((item) => sql`${item} ${direction}`)
      : [];
  const limitValue = clause.limit_value ?? 10;
  if (definition.set_limit === 'yes' && limitValue < 0) {
    bag.add(`${clauseField}.limit_value`, 'The limit value must be at least 0.');
  }
  if (!bag.empty) throw new ReportDefinitionError(bag);

  const where = [...(filters === undefined ? [] : [filters]), ...grid.where];
  const parts: Sql[] = [
    sql`SELECT ${sql.join(outputs.map((output) => sql`${output.expression} AS ${sql.id(output.name)}`))}`,
    sql`FROM ${sql.join(from, sql` `)}`,
  ];
  if (where.length > 0) parts.push(sql`WHERE ${sql.join(where, sql` AND `)}`);
  if (groupBy.length > 0) parts.push(sql`GROUP BY ${sql.join(groupBy)}`);
  if (grid.having.length > 0) parts.push(sql`HAVING ${sql.join(grid.having, sql` AND `)}`);
  return {
    columns: outputs.map(({ name, sortable, label_config, type, aggregateFunction }) => ({
      name,
      sortable,
      label_config,
      type,
      ...(aggregateFunction === undefined ? {} : { aggregateFunction }),
    })),
    select: sql.join(parts, sql` `),
    order,
    limit: definition.set_limit === 'yes' ? limitValue : undefined,
  };
}

/**
 * A raw-query report as a query over its checked statement (wrapped, so paging, counting and
 * grid filters work the same as for visual reports). `columns` are the statement's result
 * columns with their types, read from the database: a number typed for a computed column
 * (`COUNT(*) AS n`) is compared as a number.
 */
export function rawReport(
  statement: string,
  columns: readonly TypedColumn[],
  gridFilters: readonly GridFilter[],
  context: CompileContext,
): BuiltQuery {
  const bag = new ErrorBag();
  const byName = new Map(columns.map((column) => [column.name, column]));
  const grid = gridConditions(gridFilters, context, bag, (text) => {
    const column = byName.get(text) ?? byName.get(text.split('.').pop() ?? '');
    // A column whose type the database did not tell binds by the grid filter's field type.
    return column === undefined
      ? undefined
      : { sql: sql.id('report', column.name), type: column.type, aggregate: false };
  });
  if (!bag.empty) throw new ReportDefinitionError(bag);
  // The administrator's own statement, checked read-only by checkRawQuery; the line breaks
  // keep a trailing line comment from reaching the wrapper.
  const wrapped = sql`SELECT * FROM (\n${sql.raw(statement)}\n) AS ${sql.id('report')}`;
  return {
    columns: columns.map(({ name, type }) => ({ name, sortable: true, label_config: [], type })),
    select:
      grid.where.length === 0 ? wrapped : sql`${wrapped} WHERE ${sql.join(grid.where, sql` AND `)}`,
    order: [],
    limit: undefined,
  };
}

/** A saved sort of the grid: an output column and a direction. */
export interface Sort {
  column: string;
  direction: 'asc' | 'desc';
}

/**
 * One page of a compiled report: the run's sort (else the saved order), and a window that
 * stays inside the saved limit. Undefined when the window lies past the saved limit. A run's
 * sort of a report with a saved limit orders the rows that limit chose (the saved order's
 * first N), never other rows of the table.
 */
export function pageQuery(
  built: BuiltQuery,
  sort: Sort | undefined,
  window: { limit: number; offset: number },
): Sql | undefined {
  const limit =
    built.limit === undefined ? window.limit : Math.min(window.limit, built.limit - window.offset);
  if (limit <= 0) return undefined;
  if (sort === undefined) {
    const ordered =
      built.order.length === 0
        ? built.select
        : sql`${built.select} ORDER BY ${sql.join(built.order)}`;
    return sql`${ordered} LIMIT ${limit} OFFSET ${window.offset}`;
  }
  const rows =
    built.limit === undefined
      ? built.select
      : sql`SELECT * FROM (${subQuery(built).query}) AS ${sql.id('saved')}`;
  const direction = sql.raw(sort.direction === 'desc' ? 'DESC' : 'ASC');
  return sql`${rows} ORDER BY ${sql.id(sort.column)} ${direction} LIMIT ${limit} OFFSET ${window.offset}`;
}

/** How many rows a compiled report answers in all (at most its saved limit). */
export function countQuery(built: BuiltQuery): Sql {
  const limited =
    built.limit === undefined ? built.select : sql`${built.select} LIMIT ${built.limit}`;
  return sql`SELECT COUNT(*) AS ${sql.id('total')} FROM (${limited}) AS ${sql.id('counted')}`;
}

/** A compiled report as a sub-query of another: its saved order and limit included. */
export function subQuery(built: BuiltQuery): SubQuery {
  const ordered =
    built.order.length === 0
      ? built.select
      : sql`${built.select} ORDER BY ${sql.join(built.order)}`;
  return {
    query: built.limit === undefined ? ordered : sql`${ordered} LIMIT ${built.limit}`,
    columns: built.columns.map((column) => column.name),
    types: new Map(built.columns.map((column) => [column.name, column.type])),
  };
}
