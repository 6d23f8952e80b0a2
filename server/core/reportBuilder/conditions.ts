import { sql, type RawBuilder } from 'kysely';
import { predefinedValue } from '../../../domain/report-builder';
import type { Schema } from '../../../domain/schema';
import { requiredMessage } from '../../../domain/laravel';
import type { ErrorBag } from '../api/laravelErrors';
import type { CompileContext, ReportDefinition } from './reportTypes';
import { definitionLimits } from './definitionSize';
import { parseExpression, type ExpressionPart } from './sqlText';
import { boundPredefined, boundValue, expressionType, type ValueType } from './valueTypes';

// The conditions of a compiled report: its filter groups' WHERE, its grid filters' WHERE and
// HAVING, and the column references and raw expressions they compare. Every value is bound.

type Sql = RawBuilder<unknown>;
type Operator = Schema<'QueryFilter'>['operators'];
type GridFilter = Schema<'GridFilter'>;

/** A table slot in scope: the name its columns are qualified with, and its columns. */
export interface Slot {
  alias: string;
  columns: ReadonlySet<string>;
  /** The columns' types, by column name. */
  types: ReadonlyMap<string, ValueType>;
}

/** The table slots in scope by alias: a name is found at once however many there are. */
export type Scope = ReadonlyMap<string, Slot>;

/** SQL with the type of what it answers. */
interface Typed {
  sql: Sql;
  type: ValueType;
}

/** `table.column` of a slot in scope, quoted; undefined when it names nothing there. */
export function columnRef(scope: Scope, text: string): Typed | undefined {
  const dot = text.indexOf('.');
  if (dot <= 0) return undefined;
  const table = text.slice(0, dot);
  const column = text.slice(dot + 1);
  const slot = scope.get(table);
  if (slot?.columns.has(column) !== true) return undefined;
  return { sql: sql.id(table, column), type: slot.types.get(column) ?? 'unknown' };
}

/** How deep the parentheses of checked parts nest. */
function depthOf(parts: readonly ExpressionPart[]): number {
  let depth = 0;
  let deepest = 0;
  for (const part of parts) {
    if (part.kind !== 'sql') continue;
    if (part.text === '(') deepest = Math.max(deepest, (depth += 1));
    if (part.text === ')') depth -= 1;
  }
  return deepest;
}

/** A raw expression over the table slots in scope, or the reason it is refused. */
export function expressionOf(scope: Scope, text: string): Typed | string {
  const parts = parseExpression(text);
  if (typeof parts === 'string') return parts;
  const { expressionDepth } = definitionLimits;
  if (depthOf(parts) > expressionDepth) {
    return `The expression nests parentheses more than ${String(expressionDepth)} levels deep.`;
  }
  const type = expressionType(
    parts,
    (table, column) => columnRef(scope, `${table}.${column}`)?.type ?? 'unknown',
  );
  // The allow-listed words, operators and numbers between two columns or values are written as
  // one run of text: a few pieces of SQL, however many tokens.
  const pieces: Sql[] = [];
  let run = '';
  let previous: string | undefined;
  for (const part of parts) {
    const text = part.kind === 'sql' ? part.text : '';
    // Spaces between tokens, except inside parentheses' edges, before commas and after a
    // function name: `DATE("t"."c")`, `ROUND(x, 2)`.
    const glued =
      previous === undefined ||
      previous === '(' ||
      text === ')' ||
      text === ',' ||
      (text === '(' && /^[A-Z_]+$/.test(previous));
    if (!glued) run += ' ';
    if (part.kind === 'sql') {
      // Only allow-listed keywords, functions, operators and number tokens reach here.
      run += part.text;
    } else if (part.kind === 'value') {
      pieces.push(sql.raw(run), sql.val(part.value));
      run = '';
    } else {
      const ref = columnRef(scope, `${part.table}.${part.column}`);
      if (ref === undefined) return `Unknown column ${part.table}.${part.column}.`;
      pieces.push(sql.raw(run), ref.sql);
      run = '';
    }
    previous = text;
  }
  pieces.push(sql.raw(run));
  return { sql: sql.join(pieces, sql``), type };
}

/**
 * The values of a filter bound by the type of what they are compared with (never by how they
 * look); a message when a value does not fit that type.
 */
function boundValues(
  values: readonly (string | null)[],
  type: ValueType,
): (string | number | null)[] | string {
  const bound: (string | number | null)[] = [];
  for (const value of values) {
    const fitted = value === null ? null : boundValue(value, type);
    if (fitted === undefined) return 'must be a number.';
    bound.push(fitted);
  }
  return bound;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** What a condition compares its column with. */
type Operand =
  | { kind: 'none' }
  | { kind: 'values'; values: readonly (string | number | null | undefined)[] }
  | { kind: 'expression'; sql: Sql };

const comparisons: Partial<Record<Operator, string>> = {
  equal: '=',
  not_equal: '<>',
  less: '<',
  less_or_equal: '<=',
  greater: '>',
  greater_or_equal: '>=',
};

/**
 * A bound value. A number that is no safe integer is cast to NUMERIC: PostgreSQL types a
 * parameter by what it is compared with, so `COUNT(*) > 4.5` would read 4.5 as a bigint and
 * fail; the cast compares it as a number there and leaves SQLite's number as it is.
 */
function param(value: string | number | null | undefined): Sql {
  if (typeof value === 'number' && !Number.isSafeInteger(value)) {
    return sql`CAST(${value} AS NUMERIC)`;
  }
  return sql.val(value ?? null);
}

/** The SQL condition of an operator (report-builder §9) over a target. */
function conditionOf(target: Sql, operator: Operator, operand: Operand): Sql {
  if (operator === 'is_null') return sql`${target} IS NULL`;
  if (operator === 'is_not_null') return sql`${target} IS NOT NULL`;
  const comparison = comparisons[operator];
  if (operand.kind === 'expression') {
    return sql`${target} ${sql.raw(comparison ?? '=')} ${operand.sql}`;
  }
  const values = operand.kind === 'values' ? operand.values : [];
  const [first = null, second] = values;
  if (comparison !== undefined) return sql`${target} ${sql.raw(comparison)} ${param(first)}`;
  const lowered = sql`lower(CAST(${target} AS TEXT))`;
  const like = (pattern: string) => sql`${lowered} LIKE ${pattern} ESCAPE '\\'`;
  const needle = escapeLike(String(first ?? '').toLowerCase());
  switch (operator) {
    case 'in':
    case 'not_in': {
      const list = sql.join(values.map(param));
      return operator === 'in' ? sql`${target} IN (${list})` : sql`${target} NOT IN (${list})`;
    }
    case 'between':
      if (first === null) return sql`${target} <= ${param(second)}`;
      if (second === undefined || second === null) return sql`${target} >= ${param(first)}`;
      return sql`${target} BETWEEN ${param(first)} AND ${param(second)}`;
    case 'begins_with':
      return like(`${needle}%`);
    case 'ends_with':
      return like(`%${needle}`);
    default:
      return like(`%${needle}%`);
  }
}

/**
 * The values of a filter's text for its operator: a list for in/not_in, two ends for between
 * (an open end allowed when `openEnds`), one value otherwise. A string when it does not fit.
 */
function valuesOf(operator: Operator, text: string, openEnds: boolean): (string | null)[] | string {
  if (operator === 'in' || operator === 'not_in') {
    const list = text
      .split(',')
      .map((item) => item.trim())
      .filter((item) => item !== '');
    return list.length === 0 ? requiredMessage('value') : list;
  }
  if (operator === 'between') {
    const ends = text.split(',').map((item) => item.trim());
    const [from = '', to = ''] = ends;
    if (ends.length !== 2 || (!openEnds && (from === '' || to === '')) || from + to === '') {
      return 'The value must be two values separated by a comma.';
    }
    return [from === '' ? null : from, to === '' ? null : to];
  }
  return text === '' ? requiredMessage('value') : [text];
}

const connector = (radio: string | undefined) => sql.raw(radio === 'or' ? 'OR' : 'AND');

const gridValuePatterns: Record<GridFilter['field_type'], [RegExp, string]> = {
  string: [/^[\s\S]*$/, 'is invalid.'],
  integer: [/^-?\d{1,15}$/, 'must be an integer.'],
  date: [/^\d{4}-\d{2}-\d{2}$/, 'is not a valid date.'],
  date_time: [/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2})?$/, 'is not a valid date.'],
};

/** A grid filter's target: its SQL and type, and whether it is an aggregate (in HAVING). */
interface GridTarget extends Typed {
  aggregate: boolean;
}

/** What a grid filter's declared field type says of a target whose own type is not known. */
const gridFieldTypes: Record<GridFilter['field_type'], ValueType> = {
  string: 'text',
  integer: 'number',
  date: 'date',
  date_time: 'date',
};

/**
 * A date-time as the database writes it: the HTML input's `2026-11-22T00:00` becomes
 * `2026-11-22 00:00:00` (an upper end without seconds takes the whole minute: `:59`).
 */
export function normalDateTime(value: string, upperEnd = false): string {
  const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})(:\d{2})?$/.exec(value);
  if (match === null) return value;
  const [, day = '', minute = '', seconds] = match;
  return `${day} ${minute}${seconds ?? (upperEnd ? ':59' : ':00')}`;
}

/**
 * The conditions of the grid filters that have a run-time value (`filters[alias]`). Every grid
 * filter's column must resolve, valued or not, so a saved definition is checked whole.
 */
export function gridConditions(
  gridFilters: readonly GridFilter[],
  context: CompileContext,
  bag: ErrorBag,
  resolve: (column: string) => GridTarget | undefined,
): { where: Sql[]; having: Sql[] } {
  const where: Sql[] = [];
  const having: Sql[] = [];
  gridFilters.forEach((filter, index) => {
    const target = resolve(filter.column);
    if (target === undefined) {
      bag.add(
        `${context.prefix}grid_filters.${index}.column`,
        'The grid filter column is invalid.',
      );
      return;
    }
    const wanted = context.filters[filter.alias];
    if (wanted === undefined || wanted === '') return;
    const field = `filters.${filter.alias}`;
    const values = valuesOf(filter.operators, wanted, true);
    if (typeof values === 'string') {
      bag.add(field, values.replace('The value', `The ${filter.alias}`));
      return;
    }
    const [pattern, message] = gridValuePatterns[filter.field_type];
    const likeOperator = ['begins_with', 'contains', 'ends_with'].includes(filter.operators);
    if (!likeOperator && values.some((value) => value !== null && !pattern.test(value))) {
      bag.add(field, `The ${filter.alias} ${message}`);
      return;
    }
    const dated = filter.field_type === 'date';
    const type = dated
      ? 'date'
      : target.type === 'unknown'
        ? gridFieldTypes[filter.field_type]
        : target.type;
    const written =
      filter.field_type === 'date_time'
        ? values.map((value, end) =>
            value === null
              ? null
              : normalDateTime(value, filter.operators === 'between' && end === 1),
          )
        : values;
    const typed = likeOperator ? written : boundValues(written, type);
    if (typeof typed === 'string') {
      bag.add(field, `The ${filter.alias} ${typed}`);
      return;
    }
    const column = dated ? sql`DATE(${target.sql})` : target.sql;
    const condition = conditionOf(column, filter.operators, { kind: 'values', values: typed });
    (target.aggregate ? having : where).push(condition);
  });
  return { where, having };
}

/** The WHERE conditions of the filter groups (and/or between groups and between rows). */
export function filterGroupCondition(
  definition: ReportDefinition,
  scope: Scope,
  context: CompileContext,
  bag: ErrorBag,
): Sql | undefined {
  // The groups in parentheses and the connectors between them.
  const pieces: Sql[] = [];
  (definition.filter_group ?? []).forEach((group, groupIndex) => {
    const rows: { sql: Sql; radio: string | undefined }[] = [];
    group.query_filters.forEach((filter, index) => {
      const field = `${context.prefix}filter_group.${groupIndex}.query_filters.${index}`;
      const target =
        filter.is_raw === 'yes'
          ? expressionOf(scope, filter.filter)
          : (columnRef(scope, filter.filter) ?? 'The selected filter column is invalid.');
      if (typeof target === 'string') {
        bag.add(`${field}.filter`, target);
        return;
      }
      const text = filter.value ?? '';
      let operand: Operand = { kind: 'none' };
      if (filter.operators !== 'is_null' && filter.operators !== 'is_not_null') {
        if (filter.use_predefined === true) {
          const value = predefinedValue(text, context);
          if (value === undefined) {
            bag.add(`${field}.value`, 'The selected predefined value is invalid.');
            return;
          }
          operand = { kind: 'values', values: [boundPredefined(value, target.type)] };
        } else if (filter.is_function === true) {
          const expression = expressionOf(scope, text);
          if (typeof expression === 'string' || comparisons[filter.operators] === undefined) {
            bag.add(
              `${field}.value`,
              typeof expression === 'string'
                ? expression
                : 'A function value works with the comparison operators only.',
            );
            return;
          }
          operand = { kind: 'expression', sql: expression.sql };
        } else {
          // An is_param filter takes its value from the run (`filters[<its value>]`), if given.
          const given = filter.is_param === true ? context.filters[text] : text;
          if (filter.is_param === true && text === '') {
            bag.add(`${field}.value`, requiredMessage('value'));
            return;
          }
          if (given === undefined || (filter.is_param === true && given === '')) return;
          const valueField = filter.is_param === true ? `filters.${text}` : `${field}.value`;
          const values = valuesOf(filter.operators, given, false);
          if (typeof values === 'string') {
            bag.add(valueField, values);
            return;
          }
          const like = ['begins_with', 'contains', 'ends_with'].includes(filter.operators);
          const bound = like ? values : boundValues(values, target.type);
          if (typeof bound === 'string') {
            bag.add(valueField, `The value ${bound}`);
            return;
          }
          operand = { kind: 'values', values: bound };
        }
      }
      rows.push({ sql: conditionOf(target.sql, filter.operators, operand), radio: filter.radio });
    });
    if (rows.length === 0) return;
    // One flat list of rows and connectors: the SQL nests no deeper however many rows there are.
    const inner = rows.flatMap((row, index) =>
      index === 0 ? [row.sql] : [connector(rows[index - 1]?.radio), row.sql],
    );
    if (pieces.length > 0) pieces.push(connector(group.filter_type));
    pieces.push(sql`(${sql.join(inner, sql` `)})`);
  });
  if (pieces.length === 0) return undefined;
  const whole = sql.join(pieces, sql` `);
  // Groups joined by OR stay together when grid filters are added with AND.
  return pieces.length > 1 ? sql`(${whole})` : whole;
}
