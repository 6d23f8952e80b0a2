// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { normalDateTime } from './conditions';
import { parseExpression } from './sqlText';
import {
  boundValue,
  expressionType,
  typeOfDeclared,
  typeOfPgOid,
  typeOfValue,
  type ValueType,
} from './valueTypes';

const columns: Record<string, ValueType> = {
  't.amount': 'number',
  't.msisdn': 'text',
  't.created_at': 'date',
};

const typeOf = (text: string) => {
  const parts = parseExpression(text);
  if (typeof parts === 'string') throw new Error(parts);
  return expressionType(parts, (table, column) => columns[`${table}.${column}`] ?? 'unknown');
};

describe('value types', () => {
  it.each([
    ['INTEGER', 'number'],
    ['REAL', 'number'],
    ['numeric(12,2)', 'number'],
    ['double precision', 'number'],
    ['bigint', 'number'],
    ['TEXT', 'text'],
    ['character varying', 'text'],
    ['VARCHAR(20)', 'text'],
    ['timestamp without time zone', 'date'],
    ['DATETIME', 'date'],
    ['interval', 'date'],
    ['point', 'unknown'],
    ['boolean', 'unknown'],
    ['', 'unknown'],
  ] as const)('reads the declared type %s as %s', (declared, type) => {
    expect(typeOfDeclared(declared)).toBe(type);
  });

  it.each([
    ['t.amount', 'number'],
    ['t.msisdn', 'text'],
    ['SUM(t.amount)', 'number'],
    ['COUNT(DISTINCT t.msisdn)', 'number'],
    ['MAX(t.msisdn)', 'text'],
    ['MIN(t.created_at)', 'date'],
    ['COALESCE(t.amount, 0)', 'number'],
    ['ROUND(t.amount * 1.06, 2)', 'number'],
    ['t.amount * 2', 'number'],
    ['(t.amount)', 'number'],
    ['-t.amount', 'number'],
    ['DATE(t.created_at)', 'date'],
    ['SUBSTR(t.msisdn, 1, 5)', 'text'],
    ["t.msisdn || '-'", 'text'],
    ['CAST(t.msisdn AS INTEGER)', 'number'],
    ['CAST(t.amount AS TEXT)', 'text'],
    ["CASE WHEN t.amount > 10 THEN 'big' ELSE 'small' END", 'text'],
    ['CASE WHEN t.amount > 10 THEN t.amount ELSE 0 END', 'number'],
    ['t.amount > 10', 'unknown'],
    ['CURRENT_DATE', 'date'],
    ['((t.amount) + (1))', 'number'],
    ['(t.msisdn) || (t.amount)', 'text'],
    ['COALESCE((t.msisdn), 1)', 'text'],
    ['MAX(COALESCE(t.created_at, t.amount))', 'date'],
    ["(CASE WHEN t.amount > 1 THEN t.msisdn || 'x' END)", 'text'],
    ['CAST(t.amount AS)', 'unknown'],
    ['(t.amount) * (t.amount)', 'number'],
    ['ABS(t.amount) > (1)', 'unknown'],
    ['()', 'unknown'],
  ] as const)('types the expression %s as %s', (text, type) => {
    expect(typeOf(text)).toBe(type);
  });

  it.each([
    [20, 'number'],
    [23, 'number'],
    [1700, 'number'],
    [701, 'number'],
    [25, 'text'],
    [1043, 'text'],
    [1114, 'date'],
    [1082, 'date'],
    [16, 'unknown'],
    [3802, 'unknown'],
  ] as const)('reads the PostgreSQL result type %i as %s', (oid, type) => {
    expect(typeOfPgOid(oid)).toBe(type);
  });

  it('reads what SQLite answered for a column that declares no type', () => {
    expect(typeOfValue(45)).toBe('number');
    expect(typeOfValue(1450.5)).toBe('number');
    expect(typeOfValue(12n)).toBe('number');
    expect(typeOfValue('60137316990')).toBe('text');
    expect(typeOfValue(null)).toBe('unknown');
    expect(typeOfValue(new Uint8Array([1]))).toBe('unknown');
  });

  it('binds by the target type, never by how the value looks', () => {
    expect(boundValue('60137316990', 'text')).toBe('60137316990');
    expect(boundValue('1450.00', 'number')).toBe(1450);
    expect(boundValue(' 020 ', 'number')).toBe(20);
    expect(boundValue('1e3', 'number')).toBe(1000);
    expect(boundValue('12345678901234567890', 'number')).toBe('12345678901234567890');
    expect(boundValue('lots', 'number')).toBeUndefined();
    expect(boundValue('2026-11-22', 'date')).toBe('2026-11-22');
    expect(boundValue('007', 'unknown')).toBe('007');
  });

  it('writes date-times as the database does', () => {
    expect(normalDateTime('2026-11-22T00:00')).toBe('2026-11-22 00:00:00');
    expect(normalDateTime('2026-11-22T23:59', true)).toBe('2026-11-22 23:59:59');
    expect(normalDateTime('2026-11-22 08:30:15')).toBe('2026-11-22 08:30:15');
    expect(normalDateTime('2026-11-22')).toBe('2026-11-22');
  });
});
