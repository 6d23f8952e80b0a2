import type { ValueType } from './reportTypes';
import type { ExpressionPart } from './sqlText';

export type { TypedColumn, ValueType } from './reportTypes';

// The types report values are bound by. A filter's value is text from a form; what it is
// compared with decides whether it is bound as a number or as text: SQLite compares a number
// with text as unequal, so `msisdn = 60137316990` never matches a TEXT msisdn, and text with an
// aggregate as text, so `SUM(amount) > '1450.00'` is never true.

/** The value type of a column's declared type (SQLite's affinity rules, PostgreSQL's names). */
export function typeOfDeclared(declared: string): ValueType {
  const upper = declared.toUpperCase();
  if (/DATE|TIME|INTERVAL/.test(upper)) return 'date';
  if (/CHAR|CLOB|TEXT|UUID|CITEXT/.test(upper)) return 'text';
  if (/INT(?!ERVAL)/.test(upper) && !upper.includes('POINT')) return 'number';
  if (/REAL|FLOA|DOUB|NUMERIC|DECIMAL|MONEY/.test(upper)) return 'number';
  return 'unknown';
}

// PostgreSQL's type OIDs (pg_type) of the result fields reports meet.
const pgNumberOids = new Set([20, 21, 23, 26, 700, 701, 1700]);
const pgTextOids = new Set([18, 19, 25, 1042, 1043]);
const pgDateOids = new Set([1082, 1083, 1114, 1184, 1186, 1266]);

/** The value type of a PostgreSQL result field's type OID (`COUNT(*)` is int8: a number). */
export function typeOfPgOid(oid: number): ValueType {
  if (pgNumberOids.has(oid)) return 'number';
  if (pgTextOids.has(oid)) return 'text';
  return pgDateOids.has(oid) ? 'date' : 'unknown';
}

/**
 * The value type of a value SQLite answered (its `typeof()`: integer and real are numbers,
 * text is text); 'unknown' for null and blobs.
 */
export function typeOfValue(value: unknown): ValueType {
  if (typeof value === 'number' || typeof value === 'bigint') return 'number';
  return typeof value === 'string' ? 'text' : 'unknown';
}

/** Rows read at most to learn the types of result columns that declare none. */
export const observedRows = 100;

/**
 * Completes a statement's result column types: each still 'unknown' takes the SQLite type of
 * its first non-null value among the first rows (`COUNT(*)`, `SUM(x)` and expressions declare
 * none). Rows are read only while a column's type is still unknown.
 */
export function observedTypes(
  known: readonly ValueType[],
  rows: () => Iterable<readonly unknown[]>,
): ValueType[] {
  const types = [...known];
  if (!types.includes('unknown')) return types;
  let read = 0;
  for (const row of rows()) {
    row.forEach((value, index) => {
      if (types[index] === 'unknown') types[index] = typeOfValue(value);
    });
    read += 1;
    if (read >= observedRows || !types.includes('unknown')) break;
  }
  return types;
}

const numberPattern = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;

/**
 * A form's text as the value bound against a target of a type: a number for numeric targets
 * (`1450.00` → 1450; an integer past double precision stays text, which both databases convert
 * exactly), text for anything else. Undefined when a numeric target gets text that is no number.
 */
export function boundValue(text: string, type: ValueType): string | number | undefined {
  if (type !== 'number') return text;
  const trimmed = text.trim();
  if (!numberPattern.test(trimmed)) return undefined;
  const number = Number(trimmed);
  const integral = /^[+-]?\d+$/.test(trimmed);
  return integral && !Number.isSafeInteger(number) ? trimmed : number;
}

/** A predefined value (a user id, a date) as bound against a target of a type. */
export function boundPredefined(
  value: string | number | null,
  type: ValueType,
): string | number | null {
  if (value === null) return null;
  if (type === 'number') return boundValue(String(value), type) ?? String(value);
  return String(value);
}

/** Functions whose result is a number, text or a date whatever their arguments. */
const resultTypes: Readonly<Record<string, ValueType>> = {
  ABS: 'number',
  AVG: 'number',
  COUNT: 'number',
  LENGTH: 'number',
  ROUND: 'number',
  SUM: 'number',
  DATE: 'date',
  LOWER: 'text',
  REPLACE: 'text',
  SUBSTR: 'text',
  TRIM: 'text',
  UPPER: 'text',
};

/** Functions whose result has the type of their first argument. */
const firstArgumentTypes = new Set(['COALESCE', 'MAX', 'MIN', 'NULLIF']);

const comparisonWords = new Set([
  '=',
  '<>',
  '!=',
  '<',
  '>',
  '<=',
  '>=',
  'AND',
  'OR',
  'NOT',
  'LIKE',
  'IN',
  'BETWEEN',
  'IS',
]);
const arithmetic = new Set(['+', '-', '*', '/', '%']);

const textOf = (part: ExpressionPart | undefined) => (part?.kind === 'sql' ? part.text : '');

/** For each parenthesis of the parts, the index of its partner (-1 for every other part). */
function partners(parts: readonly ExpressionPart[]): Int32Array {
  const partner = new Int32Array(parts.length).fill(-1);
  const open: number[] = [];
  parts.forEach((part, index) => {
    const text = textOf(part);
    if (text === '(') open.push(index);
    const start = text === ')' ? open.pop() : undefined;
    if (start !== undefined) {
      partner[start] = index;
      partner[index] = start;
    }
  });
  return partner;
}

/**
 * The type of a checked raw expression (`SUM(t.amount)`, `DATE(t.created_at)`,
 * `t.price * 1.06`), from its shape and the types of the columns it names; 'unknown' when its
 * shape does not tell (a comparison, a CASE whose first branch does not). One loop over ranges of
 * the parts, each parenthesis paired once: linear in the parts however deep they nest.
 */
export function expressionType(
  parts: readonly ExpressionPart[],
  columnType: (table: string, column: string) => ValueType,
): ValueType {
  const partner = partners(parts);
  const text = (index: number) => textOf(parts[index]);
  /** The parts at depth 0 of [from, to), each parenthesised run skipped to its `)`. */
  const topLevel = (from: number, to: number) => {
    const found: number[] = [];
    for (let index = from; index < to; index += 1) {
      found.push(index);
      const close = partner[index] ?? -1;
      if (text(index) === '(' && close > index) {
        index = close;
        found.push(close);
      }
    }
    return found;
  };
  // The part range being typed; each turn narrows it to the sub-expression that decides.
  let start = 0;
  let end = parts.length;
  for (;;) {
    while (end - start > 1 && text(start) === '(' && partner[start] === end - 1) {
      start += 1;
      end -= 1;
    }
    const first = parts[start];
    if (first === undefined || start >= end) return 'unknown';
    if (end - start === 1) {
      if (first.kind === 'column') return columnType(first.table, first.column);
      if (first.kind === 'value') return 'text';
      if (/^[\d.]/.test(first.text)) return 'number';
      return /^CURRENT_/.test(first.text) ? 'date' : 'unknown';
    }
    const name = text(start);
    if (name === 'CASE' && text(end - 1) === 'END') {
      let then = start;
      while (then < end && text(then) !== 'THEN') then += 1;
      let stop = then + 1;
      while (stop < end && !['WHEN', 'ELSE', 'END'].includes(text(stop))) stop += 1;
      if (then >= end || stop >= end) return 'unknown';
      [start, end] = [then + 1, stop];
      continue;
    }
    const top = topLevel(start, end).map(text);
    if (top.some((word) => comparisonWords.has(word))) return 'unknown';
    if (top.includes('||')) return 'text';
    if (top.slice(1).some((word) => arithmetic.has(word)) || top[0] === '-') return 'number';
    if (text(start + 1) !== '(' || partner[start + 1] !== end - 1) return 'unknown';
    // The arguments of a call: name ( … ).
    const inside = topLevel(start + 2, end - 1);
    if (name === 'CAST') {
      const as = inside.find((index) => text(index) === 'AS');
      const target = as === undefined || as + 1 >= end - 1 ? '' : text(as + 1);
      return target === 'TEXT' ? 'text' : target === '' ? 'unknown' : 'number';
    }
    const fixed = resultTypes[name];
    if (fixed !== undefined) return fixed;
    if (!firstArgumentTypes.has(name)) return 'unknown';
    const comma = inside.find((index) => text(index) === ',');
    [start, end] = [start + 2, comma ?? end - 1];
  }
}
