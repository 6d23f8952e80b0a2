// The process that runs report queries on SQLite files. better-sqlite3 cannot interrupt a
// statement, so the server runs them here and kills this process when one takes too long.
import Database from 'better-sqlite3';
import type { SqliteMessage, SqliteReply, SqliteRequest } from './sqliteRunner';

/** A value as it can travel over IPC and answer in JSON. */
function plain(value: unknown): unknown {
  if (Buffer.isBuffer(value)) return value.toString('base64');
  if (typeof value === 'bigint') return Number(value);
  return value;
}

function answer(request: SqliteRequest): SqliteReply {
  const database = new Database(request.file, { readonly: true, fileMustExist: true });
  try {
    const statement = database.prepare(request.sql);
    if (!statement.reader) throw new Error('The statement returns no rows.');
    if (!statement.readonly) throw new Error('Only statements that read data can run.');
    const columns = statement.columns().map((column) => column.name);
    const rows: unknown[][] = [];
    if (request.mode === 'rows') {
      statement.raw(true);
      for (const row of statement.iterate(...request.parameters) as Iterable<unknown[]>) {
        rows.push(row.map(plain));
        if (rows.length >= request.maxRows) break;
      }
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
    reply = { id: request.id, error: error instanceof Error ? error.message : String(error) };
  }
  process.send?.(reply);
});

const ready: SqliteMessage = { ready: true };
process.send?.(ready);

// The server went away (or closed the channel): nothing more will be asked.
process.on('disconnect', () => process.exit(0));
