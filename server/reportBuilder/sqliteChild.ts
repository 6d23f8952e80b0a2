// The process that runs report queries on SQLite files. better-sqlite3 cannot interrupt a
// statement, so the server runs them here and kills this process when one takes too long.
import Database from 'better-sqlite3';
import { cappedValue, resultMeter, resultTooLarge } from './resultLimits';
import type { SqliteMessage, SqliteReply, SqliteRequest } from './sqliteRunner';
import { typeOfDeclared, typeOfValue, type ValueType } from './valueTypes';

/** A statement this reader will not run, with the reason for the user. */
class Refused extends Error {}

/** Rows read at most to learn the types of result columns that declare none. */
const observedRows = 100;

/**
 * The value types of a statement's result columns: a column's declared type, else the SQLite
 * type of its first non-null value among the first rows (`COUNT(*)`, `SUM(x)` and expressions
 * declare none). Rows are read only while a column's type is still unknown.
 */
function typesOf(
  statement: Database.Statement,
  declared: readonly (string | null)[],
  parameters: readonly unknown[],
): ValueType[] {
  const types = declared.map((type) => typeOfDeclared(type ?? ''));
  if (!types.includes('unknown')) return types;
  let read = 0;
  statement.raw(true);
  for (const row of statement.iterate(...parameters) as Iterable<unknown[]>) {
    row.forEach((value, index) => {
      if (types[index] === 'unknown') types[index] = typeOfValue(value);
    });
    read += 1;
    if (read >= observedRows || !types.includes('unknown')) break;
  }
  return types;
}

function answer(request: SqliteRequest): SqliteReply {
  const database = new Database(request.file, { readonly: true, fileMustExist: true });
  try {
    const statement = database.prepare(request.sql);
    if (!statement.reader) throw new Refused('The statement returns no rows.');
    if (!statement.readonly) throw new Refused('Only statements that read data can run.');
    const described = statement.columns();
    const columns = described.map((column) => column.name);
    if (request.mode === 'columns') {
      const declared = described.map((column) => column.type);
      return {
        id: request.id,
        columns,
        rows: [],
        types: typesOf(statement, declared, request.parameters),
      };
    }
    statement.raw(true);
    // Values are cut and the rows counted here, so an oversized result never leaves this process.
    const fits = resultMeter();
    const rows: unknown[][] = [];
    for (const row of statement.iterate(...request.parameters) as Iterable<unknown[]>) {
      const capped = row.map(cappedValue);
      if (!fits(capped)) throw new Refused(resultTooLarge);
      rows.push(capped);
      if (rows.length >= request.maxRows) break;
    }
    return { id: request.id, columns, rows };
  } finally {
    database.close();
  }
}

process.on('message', (request: SqliteRequest) => {
  let reply: SqliteReply;
  try {
    reply = answer(request);
  } catch (error) {
    // SQLite's own words and the refusals above reach the user; a JavaScript error's text
    // would say nothing to them and goes to the server's log instead.
    if (error instanceof Database.SqliteError || error instanceof Refused) {
      reply = { id: request.id, error: error.message };
    } else {
      console.error('a SQLite report query failed:', error);
      reply = { id: request.id, error: 'the query could not be run (see the server log).' };
    }
  }
  process.send?.(reply);
});

const ready: SqliteMessage = { ready: true };
process.send?.(ready);

// The server went away (or closed the channel): nothing more will be asked.
process.on('disconnect', () => process.exit(0));
