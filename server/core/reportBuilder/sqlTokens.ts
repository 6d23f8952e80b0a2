// The tokens of SQL text as SQLite or PostgreSQL reads them: enough to trim a statement, find
// where it ends and measure how deeply it nests, without a database.

import type { Dialect } from './reportTypes';

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

// Sticky patterns, matched where the scan stands (no copy of the rest of the text per token).
const spacePattern = /\s+/y;
const wordPattern = /[\p{L}_][\p{L}\p{N}_$]*/uy;
const numberPattern = /(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?/y;
const dollarPattern = /\$([A-Za-z_][A-Za-z0-9_]*)?\$/y;

/** The match of a sticky pattern at `index`, if any. */
function matchAt(pattern: RegExp, text: string, index: number): string | undefined {
  pattern.lastIndex = index;
  return pattern.exec(text)?.[0];
}

/**
 * Splits SQL text into tokens, recognising the quoting of SQLite and PostgreSQL: strings
 * ('', E'' with backslash escapes, $tag$ dollar quotes), quoted identifiers ("", and for SQLite
 * `` and []) and comments (--, /* *\/, nested in PostgreSQL). Undefined when a string,
 * identifier or comment is not terminated.
 */
export function tokenize(text: string, dialect: Dialect = 'sqlite'): Token[] | undefined {
  const tokens: Token[] = [];
  let index = 0;
  const push = (kind: Token['kind'], end: number, value?: string) => {
    tokens.push({ kind, text: text.slice(index, end), ...(value === undefined ? {} : { value }) });
    index = end;
  };
  while (index < text.length) {
    const character = text[index] ?? '';
    const space = matchAt(spacePattern, text, index);
    const word = space === undefined ? matchAt(wordPattern, text, index) : undefined;
    if (space !== undefined) {
      push('space', index + space.length);
    } else if (text.startsWith('--', index)) {
      const newline = text.indexOf('\n', index);
      push('comment', newline < 0 ? text.length : newline);
    } else if (text.startsWith('/*', index)) {
      const end = commentEnd(text, index, dialect === 'pgsql');
      if (end < 0) return undefined;
      push('comment', end);
    } else if ((character === 'e' || character === 'E') && text[index + 1] === "'") {
      const end = quotedEnd(text, index + 1, "'", true);
      if (end < 0) return undefined;
      push('string', end, text.slice(index + 2, end - 1));
    } else if (character === "'") {
      const end = quotedEnd(text, index, "'", false);
      if (end < 0) return undefined;
      push('string', end, text.slice(index + 1, end - 1).replaceAll("''", "'"));
    } else if (character === '"' || (character === '`' && dialect === 'sqlite')) {
      const end = quotedEnd(text, index, character, false);
      if (end < 0) return undefined;
      push('quoted', end);
    } else if (character === '[' && dialect === 'sqlite') {
      const close = text.indexOf(']', index);
      if (close < 0) return undefined;
      push('quoted', close + 1);
    } else if (character === '$' && matchAt(dollarPattern, text, index) !== undefined) {
      const tag = matchAt(dollarPattern, text, index) ?? '';
      const close = text.indexOf(tag, index + tag.length);
      if (close < 0) return undefined;
      push('string', close + tag.length, text.slice(index + tag.length, close));
    } else if (word !== undefined) {
      push('word', index + word.length);
    } else {
      const number = matchAt(numberPattern, text, index);
      if (number !== undefined) push('number', index + number.length);
      else {
        const pair = text.slice(index, index + 2);
        push('symbol', index + (twoCharacterSymbols.has(pair) ? 2 : 1));
      }
    }
  }
  return tokens;
}

/** Whether the parentheses of the tokens close in order and all close. */
export function balanced(tokens: readonly Token[]): boolean {
  let depth = 0;
  for (const token of tokens) {
    if (token.kind !== 'symbol') continue;
    if (token.text === '(') depth += 1;
    if (token.text === ')') depth -= 1;
    if (depth < 0) return false;
  }
  return depth === 0;
}

// Words that nest the expression after them one level deeper (AND and OR do not: PostgreSQL
// keeps their operands in one flat list).
const nestingWords = new Set([
  'not',
  'is',
  'like',
  'ilike',
  'similar',
  'between',
  'in',
  'at',
  'collate',
  'overlaps',
  'operator',
]);

/**
 * How deeply the tokens nest at most, counted generously: each open parenthesis, bracket or
 * CASE is a level, and so is each operator (or operator word) since the last comma at its
 * level, as `a + b + c` nests one level per `+`. Never less than the depth of the parse tree.
 */
export function nestingOf(tokens: readonly Token[]): number {
  const operators = [0];
  let total = 0;
  let deepest = 0;
  for (const token of tokens) {
    const text = token.kind === 'word' ? token.text.toLowerCase() : token.text;
    const opens = token.kind === 'symbol' ? text === '(' || text === '[' : text === 'case';
    const closes = token.kind === 'symbol' ? text === ')' || text === ']' : text === 'end';
    if (token.kind !== 'symbol' && token.kind !== 'word') continue;
    if (opens) {
      operators.push(0);
    } else if (closes || (token.kind === 'symbol' && text === ',')) {
      total -= operators.pop() ?? 0;
      if (closes && operators.length === 0) operators.push(0);
      if (!closes) operators.push(0);
    } else if (
      (token.kind === 'symbol' && text !== '.' && text !== ';') ||
      nestingWords.has(text)
    ) {
      operators[operators.length - 1] = (operators.at(-1) ?? 0) + 1;
      total += 1;
    }
    deepest = Math.max(deepest, operators.length + total);
  }
  return deepest;
}
