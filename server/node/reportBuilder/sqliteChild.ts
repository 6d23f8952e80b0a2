// The process that runs report queries on SQLite files. better-sqlite3 cannot interrupt a
// statement, so the server runs them here and kills this process when one takes too long.
import Database from 'better-sqlite3';
import { cappedValue, resultMeter, resultTooLarge } from '../../core/reportBuilder/resultLimits';
import type { SqliteMessage, SqliteReply, SqliteRequest } from './sqliteRunner';
import { observedTypes, typeOfDeclared, type ValueType } from '../../core/reportBuilder/valueTypes';

/** A statement this reader will not run, with the reason for the user. */
class Refused extends Error {}

/**
 * The value types of a statement's result columns: a column's declared type, else the SQLite
 * type of its first values.
 */
function typesOf(
  statement: Database.Statement,
  declared: readonly (string | null)[],
  parameters: readonly unknown[],
): ValueType[] {
  return observedTypes(
    declared.map((type) => typeOfDeclared(type ?? '')),
    () => statement.raw(true).iterate(...parameters) as Iterable<unknown[]>,
  );
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
