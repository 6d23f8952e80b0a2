// Reading SQL text written by administrators: the raw query of a report (one read-only
// statement) and the raw expressions of a visual report (a small, closed grammar). Pure: no
// database is needed to check either. On PostgreSQL the raw query is judged by PostgreSQL's own
// parser too (the target's `refusal`: the Node host's report walker); on SQLite, whose files are
// opened read-only, by the words below.

import type { Dialect } from './reportTypes';
import { balanced, tokenize, type Token } from './sqlTokens';

// Words that write, change the schema or the session, or reach outside the database. SQLite
// opens the file read-only anyway; refusing them early gives a clear message.
const forbiddenWords = new Set(
  [
    'insert',
    'update',
    'delete',
    'merge',
    'upsert',
    'drop',
    'alter',
    'create',
    'truncate',
    'grant',
    'revoke',
    'copy',
    'attach',
    'detach',
    'pragma',
    'vacuum',
    'reindex',
    'analyze',
    'into',
    'call',
    'exec',
    'execute',
    'do',
    'lock',
    'set',
    'reset',
    'listen',
    'notify',
    'load',
    'begin',
    'commit',
    'rollback',
    'savepoint',
    'release',
    'prepare',
    'deallocate',
    'refresh',
    'cluster',
    'comment',
    'security',
    'pg_read_file',
    'pg_read_binary_file',
    'pg_ls_dir',
    'pg_stat_file',
    'lo_import',
    'lo_export',
    'dblink',
    'dblink_exec',
    'set_config',
    'pg_terminate_backend',
    'pg_cancel_backend',
    'load_extension',
    'readfile',
    'writefile',
  ].map((word) => word.toLowerCase()),
);

/** The outcome of checking a raw query: the statement to run, or why it may not run. */
export type RawQueryCheck = { ok: true; statement: string } | { ok: false; message: string };

/** The name a word or a quoted identifier stands for, lower case (`"PG_LS_DIR"` → pg_ls_dir). */
const nameOf = (token: Token) =>
  (token.kind === 'quoted' ? token.text.slice(1, -1) : token.text).toLowerCase();

/**
 * Checks that a raw query is one statement that only reads, as the database of `dialect` reads
 * it: it starts with SELECT or WITH, has no `;` before its end and balanced parentheses; on
 * PostgreSQL `refusal` (the target's: its parse tree passes the report walker, with allowed
 * functions, no catalogs, no locking) finds nothing wrong, on SQLite it has none of the words
 * that write or reach outside the database, bare or quoted. Answers the statement without its
 * trailing `;`.
 */
export function checkRawQuery(
  text: string,
  dialect: Dialect,
  refusal: (statement: string) => string | undefined = () => undefined,
): RawQueryCheck {
  const tokens = tokenize(text, dialect);
  if (tokens === undefined) {
    return { ok: false, message: 'The raw query has an unterminated string, name or comment.' };
  }
  const code = tokens.filter((token) => token.kind !== 'space' && token.kind !== 'comment');
  while (code.at(-1)?.text === ';') code.pop();
  if (code.length === 0) {
    return { ok: false, message: 'The raw query field is required when query type is raw_query.' };
  }
  if (code.some((token) => token.kind === 'symbol' && token.text === ';')) {
    return { ok: false, message: 'The raw query must be a single statement.' };
  }
  const first = code.find((token) => token.kind === 'word');
  const startsWithParentheses = code
    .slice(0, first === undefined ? 0 : code.indexOf(first))
    .every((token) => token.text === '(');
  if (
    first === undefined ||
    !startsWithParentheses ||
    !['select', 'with'].includes(first.text.toLowerCase())
  ) {
    return {
      ok: false,
      message: 'The raw query must be a SELECT statement (SELECT or WITH … SELECT).',
    };
  }
  // A quoted name before `(` calls a function too: `"pg_read_file"(…)`. Quoted column names
  // (`"delete"`) stay allowed.
  const forbidden = code.find(
    (token, index) =>
      dialect === 'sqlite' &&
      (token.kind === 'word' || (token.kind === 'quoted' && code[index + 1]?.text === '(')) &&
      forbiddenWords.has(nameOf(token)),
  );
  if (forbidden !== undefined) {
    return {
      ok: false,
      message: `The raw query may only read data: ${nameOf(forbidden).toUpperCase()} is not allowed.`,
    };
  }
  if (!balanced(code)) return { ok: false, message: 'The raw query has unbalanced parentheses.' };
  const last = code.at(-1);
  const end = last === undefined ? 0 : tokens.indexOf(last);
  const statement = tokens
    .slice(0, end + 1)
    .map((token) => token.text)
    .join('')
    .trim();
  const refused = refusal(statement);
  return refused === undefined ? { ok: true, statement } : { ok: false, message: refused };
}

/** One piece of a checked raw expression. */
export type ExpressionPart =
  | { kind: 'column'; table: string; column: string }
  | { kind: 'sql'; text: string }
  | { kind: 'value'; value: string };

/** Functions a raw expression may call: the ones SQLite and PostgreSQL share. */
const expressionFunctions = new Set([
  'ABS',
  'AVG',
  'CAST',
  'COALESCE',
  'COUNT',
  'DATE',
  'LENGTH',
  'LOWER',
  'MAX',
  'MIN',
  'NULLIF',
  'REPLACE',
  'ROUND',
  'SUBSTR',
  'SUM',
  'TRIM',
  'UPPER',
]);

/** Keywords a raw expression may use (CASE, comparisons, CAST's type names). */
const expressionKeywords = new Set([
  'AND',
  'AS',
  'BETWEEN',
  'CASE',
  'CURRENT_DATE',
  'CURRENT_TIMESTAMP',
  'DISTINCT',
  'ELSE',
  'END',
  'FALSE',
  'IN',
  'INTEGER',
  'IS',
  'LIKE',
  'NOT',
  'NULL',
  'NUMERIC',
  'OR',
  'REAL',
  'TEXT',
  'THEN',
  'TRUE',
  'WHEN',
]);

const expressionSymbols = new Set([
  '(',
  ')',
  ',',
  '+',
  '-',
  '*',
  '/',
  '%',
  '||',
  '=',
  '<>',
  '!=',
  '<',
  '>',
  '<=',
  '>=',
]);

/**
 * Reads a raw expression of a visual report (`DATE(cbs_topups.created_at)`) in a closed
 * grammar: table.column names, the shared functions and keywords above, numbers, operators and
 * string literals (answered as values, to be bound as parameters). Anything else — quoted
 * names, comments, sub-queries, other functions — is refused with a message.
 */
export function parseExpression(text: string): ExpressionPart[] | string {
  const tokens = tokenize(text);
  if (tokens === undefined) return 'The expression has an unterminated string, name or comment.';
  const code = tokens.filter((token) => token.kind !== 'space');
  if (code.length === 0) return 'The expression is empty.';
  if (!balanced(code)) return 'The expression has unbalanced parentheses.';
  const parts: ExpressionPart[] = [];
  for (let index = 0; index < code.length; index += 1) {
    const token = code[index];
    const next = code[index + 1];
    if (token === undefined) break;
    if (token.kind === 'word') {
      const upper = token.text.toUpperCase();
      const column = code[index + 2];
      if (next?.text === '.' && column?.kind === 'word') {
        parts.push({ kind: 'column', table: token.text, column: column.text });
        index += 2;
      } else if (next?.text === '(' && expressionFunctions.has(upper)) {
        parts.push({ kind: 'sql', text: upper });
      } else if (next?.text !== '(' && expressionKeywords.has(upper)) {
        parts.push({ kind: 'sql', text: upper });
      } else if (next?.text === '(') {
        return `The function ${token.text} is not available in report expressions.`;
      } else {
        return `Unknown name "${token.text}": write columns as table.column.`;
      }
    } else if (token.kind === 'number') {
      parts.push({ kind: 'sql', text: token.text });
    } else if (token.kind === 'string') {
      parts.push({ kind: 'value', value: token.value ?? '' });
    } else if (token.kind === 'symbol' && expressionSymbols.has(token.text)) {
      parts.push({ kind: 'sql', text: token.text });
    } else {
      return `"${token.text.slice(0, 20)}" is not allowed in report expressions.`;
    }
  }
  return parts;
}
