// Reading SQL text written by administrators: the raw query of a report (one read-only
// statement) and the raw expressions of a visual report (a small, closed grammar). Pure: no
// database is needed to check either. These checks give clear messages early; what keeps a
// report read-only is how it runs (one statement, a read-only transaction or file).

import type { Dialect } from './compile';

/** One lexical token of SQL text. */
export interface Token {
  kind: 'word' | 'number' | 'string' | 'quoted' | 'comment' | 'space' | 'symbol';
  text: string;
  /** The content of a string literal, unquoted and unescaped. */
  value?: string;
}

const twoCharacterSymbols = new Set(['<=', '>=', '<>', '!=', '||', '::']);

/** The end (exclusive) of a quoted run starting at `start`, where a doubled quote escapes it. */
function quotedEnd(text: string, start: number, quote: string, backslashEscapes: boolean): number {
  let index = start + 1;
  while (index < text.length) {
    const character = text[index];
    if (backslashEscapes && character === '\\') {
      index += 2;
    } else if (character === quote) {
      if (text[index + 1] !== quote) return index + 1;
      index += 2;
    } else {
      index += 1;
    }
  }
  return -1;
}

/**
 * The end (exclusive) of a block comment starting at `start`. PostgreSQL nests block comments
 * (`/* /* *\/ still a comment *\/`), SQLite ends one at the first `*\/`: read as the database of
 * the connection will, or a comment could hide a statement. -1 when it does not end.
 */
function commentEnd(text: string, start: number, nested: boolean): number {
  let depth = 0;
  let index = start;
  while (index < text.length) {
    if (text.startsWith('/*', index) && (nested || depth === 0)) {
      depth += 1;
      index += 2;
    } else if (text.startsWith('*/', index)) {
      depth -= 1;
      index += 2;
      if (depth === 0) return index;
    } else {
      index += 1;
    }
  }
  return -1;
}

/**
 * Splits SQL text into tokens, recognising the quoting of SQLite and PostgreSQL: strings
 * ('', E'' with backslash escapes, $tag$ dollar quotes), quoted identifiers ("", ``, []) and
 * comments (--, /* *\/, nested in PostgreSQL). Undefined when a string, identifier or comment
 * is not terminated.
 */
export function tokenize(text: string, dialect: Dialect = 'sqlite'): Token[] | undefined {
  const tokens: Token[] = [];
  let index = 0;
  const push = (kind: Token['kind'], end: number, value?: string) => {
    tokens.push({ kind, text: text.slice(index, end), ...(value === undefined ? {} : { value }) });
    index = end;
  };
  while (index < text.length) {
    const rest = text.slice(index);
    const character = text[index] ?? '';
    const space = /^\s+/.exec(rest);
    const word = /^[\p{L}_][\p{L}\p{N}_$]*/u.exec(rest);
    const number = /^(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?/.exec(rest);
    const dollar = /^\$([A-Za-z_][A-Za-z0-9_]*)?\$/.exec(rest);
    if (space !== null) {
      push('space', index + space[0].length);
    } else if (rest.startsWith('--')) {
      const newline = text.indexOf('\n', index);
      push('comment', newline < 0 ? text.length : newline);
    } else if (rest.startsWith('/*')) {
      const end = commentEnd(text, index, dialect === 'pgsql');
      if (end < 0) return undefined;
      push('comment', end);
    } else if (/^[eE]'/.test(rest)) {
      const end = quotedEnd(text, index + 1, "'", true);
      if (end < 0) return undefined;
      push('string', end, text.slice(index + 2, end - 1));
    } else if (character === "'") {
      const end = quotedEnd(text, index, "'", false);
      if (end < 0) return undefined;
      push('string', end, text.slice(index + 1, end - 1).replaceAll("''", "'"));
    } else if (character === '"' || character === '`') {
      const end = quotedEnd(text, index, character, false);
      if (end < 0) return undefined;
      push('quoted', end);
    } else if (character === '[') {
      const close = text.indexOf(']', index);
      if (close < 0) return undefined;
      push('quoted', close + 1);
    } else if (dollar !== null) {
      const close = text.indexOf(dollar[0], index + dollar[0].length);
      if (close < 0) return undefined;
      push('string', close + dollar[0].length, text.slice(index + dollar[0].length, close));
    } else if (word !== null) {
      push('word', index + word[0].length);
    } else if (number !== null) {
      push('number', index + number[0].length);
    } else {
      push('symbol', index + (twoCharacterSymbols.has(rest.slice(0, 2)) ? 2 : 1));
    }
  }
  return tokens;
}

/** Whether the parentheses of the tokens close in order and all close. */
function balanced(tokens: readonly Token[]): boolean {
  let depth = 0;
  for (const token of tokens) {
    if (token.kind !== 'symbol') continue;
    if (token.text === '(') depth += 1;
    if (token.text === ')') depth -= 1;
    if (depth < 0) return false;
  }
  return depth === 0;
}

// Words that write, change the schema or the session, or reach outside the database. The
// database runs the query read-only anyway; refusing them early gives a clear message.
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
 * it: it starts with SELECT or WITH, has no `;` before its end, balanced parentheses, and none
 * of the words that write or reach outside the database, bare or quoted. Answers the statement
 * without its trailing `;`.
 */
export function checkRawQuery(text: string, dialect: Dialect): RawQueryCheck {
  const tokens = tokenize(text, dialect);
  if (tokens === undefined) {
    return { ok: false, message: 'The raw query has an unterminated string, name or comment.' };
  }
  const code = tokens.filter((token) => token.kind !== 'space' && token.kind !== 'comment');
  // PostgreSQL's U&"…" and U&'…' spell names and strings with escapes the check cannot see through.
  const unicodeEscape = code.findIndex(
    (token, index) =>
      token.text.toLowerCase() === 'u' &&
      code[index + 1]?.text === '&' &&
      ['quoted', 'string'].includes(code[index + 2]?.kind ?? ''),
  );
  if (dialect === 'pgsql' && unicodeEscape >= 0) {
    return { ok: false, message: 'Unicode escapes are not allowed in raw queries (U&).' };
  }
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
  return {
    ok: true,
    statement: tokens
      .slice(0, end + 1)
      .map((token) => token.text)
      .join('')
      .trim(),
  };
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
