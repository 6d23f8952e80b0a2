import type { ExpressionPart } from './sqlText';

// The types report values are bound by. A filter's value is text from a form; what it is
// compared with decides whether it is bound as a number or as text: SQLite compares a number
// with text as unequal, so `msisdn = 60137316990` never matches a TEXT msisdn, and text with an
// aggregate as text, so `SUM(amount) > '1450.00'` is never true.

/** What a column or expression holds, as far as binding a value to compare with it goes. */
export type ValueType = 'text' | 'number' | 'date' | 'unknown';

/** The value type of a column's declared type (SQLite's affinity rules, PostgreSQL's names). */
export function typeOfDeclared(declared: string): ValueType {
  const upper = declared.toUpperCase();
  if (/DATE|TIME|INTERVAL/.test(upper)) return 'date';
  if (/CHAR|CLOB|TEXT|UUID|CITEXT/.test(upper)) return 'text';
  if (/INT(?!ERVAL)/.test(upper) && !upper.includes('POINT')) return 'number';
  if (/REAL|FLOA|DOUB|NUMERIC|DECIMAL|MONEY/.test(upper)) return 'number';
  return 'unknown';
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

/** The index of the `)` closing the `(` at `open`, or -1. */
function closing(parts: readonly ExpressionPart[], open: number): number {
  let depth = 0;
  for (let index = open; index < parts.length; index += 1) {
    const text = textOf(parts[index]);
    if (text === '(') depth += 1;
    if (text === ')') depth -= 1;
    if (depth === 0) return index;
  }
  return -1;
}

/** The parts at depth 0 (outside any parentheses) with their indexes. */
function topLevel(parts: readonly ExpressionPart[]): [ExpressionPart, number][] {
  const found: [ExpressionPart, number][] = [];
  let depth = 0;
  parts.forEach((part, index) => {
    const text = textOf(part);
    if (text === ')') depth -= 1;
    if (depth === 0) found.push([part, index]);
    if (text === '(') depth += 1;
  });
  return found;
}

/**
 * The type of a checked raw expression (`SUM(t.amount)`, `DATE(t.created_at)`,
 * `t.price * 1.06`), from its shape and the types of the columns it names; 'unknown' when its
 * shape does not tell (a comparison, a CASE whose first branch does not).
 */
export function expressionType(
  parts: readonly ExpressionPart[],
  columnType: (table: string, column: string) => ValueType,
): ValueType {
  let whole = parts;
  while (textOf(whole[0]) === '(' && closing(whole, 0) === whole.length - 1) {
    whole = whole.slice(1, -1);
  }
  const [first, second] = whole;
  if (first === undefined) return 'unknown';
  if (whole.length === 1) {
    if (first.kind === 'column') return columnType(first.table, first.column);
    if (first.kind === 'value') return 'text';
    if (/^[\d.]/.test(first.text)) return 'number';
    return /^CURRENT_/.test(first.text) ? 'date' : 'unknown';
  }
  const name = textOf(first);
  if (name === 'CASE' && textOf(whole.at(-1)) === 'END') {
    const then = whole.findIndex((part) => textOf(part) === 'THEN');
    const end = whole.findIndex(
      (part, index) => index > then && ['WHEN', 'ELSE', 'END'].includes(textOf(part)),
    );
    return then < 0 || end < 0 ? 'unknown' : expressionType(whole.slice(then + 1, end), columnType);
  }
  const top = topLevel(whole).map(([part]) => textOf(part));
  if (top.some((text) => comparisonWords.has(text))) return 'unknown';
  if (top.includes('||')) return 'text';
  if (top.slice(1).some((text) => arithmetic.has(text)) || top[0] === '-') return 'number';
  if (textOf(second) !== '(' || closing(whole, 1) !== whole.length - 1) return 'unknown';
  const inside = whole.slice(2, -1);
  if (name === 'CAST') {
    const as = topLevel(inside).find(([part]) => textOf(part) === 'AS');
    const target = as === undefined ? '' : textOf(inside[as[1] + 1]);
    return target === 'TEXT' ? 'text' : target === '' ? 'unknown' : 'number';
  }
  const fixed = resultTypes[name];
  if (fixed !== undefined) return fixed;
  if (!firstArgumentTypes.has(name)) return 'unknown';
  const comma = topLevel(inside).find(([part]) => textOf(part) === ',');
  return expressionType(comma === undefined ? inside : inside.slice(0, comma[1]), columnType);
}
