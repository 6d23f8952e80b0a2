// Runs report statements on a PostgreSQL connection's pool: one statement (the extended
// protocol takes no more) in a READ ONLY transaction, under statement, lock and idle timeouts,
// read through a cursor in batches that stop at the row and byte limits, the connection reset
// (DISCARD ALL) before it goes back to the pool.

import pg from 'pg';
import Cursor from 'pg-cursor';
import { cappedValue, resultMeter, resultTooLarge } from '../../core/reportBuilder/resultLimits';
import {
  ReportDatabaseError,
  type QueryResult,
  type Statement,
} from '../../core/reportBuilder/targets';
import { typeOfPgOid } from '../../core/reportBuilder/valueTypes';

export type { QueryResult, Statement } from '../../core/reportBuilder/targets';

/** Rows read from the database per round trip. */
export const batchRows = 200;

/** How long past its statement timeout a run may take before its connection is dropped. */
const backstopMs = 5_000;

// PostgreSQL answers bigint and numeric as text, and dates as Date objects: answer numbers
// as numbers (where they fit) and dates and times as the text the database wrote.
const numericTypes = new Set([20, 1700]);
const temporalTypes = new Set([1082, 1083, 1114, 1184, 1266]);
const getTypeParser: pg.CustomTypesConfig['getTypeParser'] = (id, format) => {
  const oid: number = id;
  if (numericTypes.has(oid)) {
    return (text: string) => {
      const number = Number(text);
      return Number.isFinite(number) && (oid === 1700 || Number.isSafeInteger(number))
        ? number
        : text;
    };
  }
  if (temporalTypes.has(oid)) return (text: string) => text;
  return pg.types.getTypeParser(id, format) as (text: string) => unknown;
};

/** Where a report connection's pool connects, as the connection row says. */
export interface PgAddress {
  host: string;
  port: number;
  database: string;
  user: string;
  password: string;
}

/**
 * A pool for report queries. The timeouts are the sessions' own settings (sent when each
 * connection opens, so a role's defaults cannot lift them, and DISCARD ALL keeps them): a
 * statement stops after `timeoutMs`, a lock is waited for at most half as long (a report that
 * queues behind a writer's lock also holds up everyone queued behind it), and a transaction
 * left idle is ended. (No pg `query_timeout`: it would outlive each cursor by its length; the
 * run has its own backstop.)
 */
export function reportPool(address: PgAddress, timeoutMs: number, size: number): pg.Pool {
  const pool = new pg.Pool({
    ...address,
    max: size,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 5_000,
    statement_timeout: timeoutMs,
    lock_timeout: Math.ceil(timeoutMs / 2),
    idle_in_transaction_session_timeout: timeoutMs + backstopMs,
    application_name: 'telco-console-reports',
    types: { getTypeParser },
  });
  // An idle client whose connection dies emits here; the next query reconnects.
  pool.on('error', () => undefined);
  return pool;
}

/** Reads one batch of a cursor, with the result's columns (none once the cursor is done). */
function readBatch(
  cursor: Cursor<unknown[]>,
  rows: number,
): Promise<{ rows: unknown[][]; fields: pg.FieldDef[] | undefined }> {
  return new Promise((resolve, reject) => {
    // pg-cursor answers a cursor already done with no result at all.
    cursor.read(rows, (error: Error | null | undefined, batch, result?: pg.QueryResult) => {
      if (error !== undefined && error !== null) reject(error);
      else resolve({ rows: batch, fields: result?.fields });
    });
  });
}

/**
 * Reads at most `maxRows` rows of an open cursor, batch by batch, each value capped; refuses
 * (ReportDatabaseError) once the rows pass the byte limit, without reading further.
 */
export async function readLimited(
  cursor: Cursor<unknown[]>,
  maxRows: number,
): Promise<QueryResult> {
  const fits = resultMeter();
  const rows: unknown[][] = [];
  let fields: pg.FieldDef[] = [];
  // One round trip even for `LIMIT 0` or maxRows 0, to learn the columns and their types.
  for (;;) {
    const wanted = Math.max(1, Math.min(batchRows, maxRows - rows.length));
    const batch = await readBatch(cursor, wanted);
    fields = batch.fields ?? fields;
    for (const row of batch.rows.slice(0, maxRows - rows.length)) {
      const capped = row.map(cappedValue);
      if (!fits(capped)) throw new ReportDatabaseError(resultTooLarge);
      rows.push(capped);
    }
    if (batch.rows.length < wanted || rows.length >= maxRows) {
      return {
        columns: fields.map((field) => field.name),
        rows,
        types: fields.map((field) => typeOfPgOid(field.dataTypeID)),
      };
    }
  }
}

/** An error as an Error, for releasing a broken connection. */
const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

/**
 * Runs one statement on a pooled connection and reads at most `maxRows` rows. Whatever the
 * statement did to the session (an advisory lock, a setting, a prepared plan) ends with it:
 * ROLLBACK, then DISCARD ALL outside the transaction; a connection that cannot be reset is
 * closed instead of going back to the pool, and so is one whose server stops answering.
 */
export async function runStatement(
  pool: pg.Pool,
  statement: Statement,
  maxRows: number,
  timeoutMs: number,
): Promise<QueryResult> {
  const client = await pool.connect();
  let released = false;
  const release = (error?: Error) => {
    if (released) return;
    released = true;
    client.release(error);
  };
  const run = async () => {
    // The cursor to close at the end; none once the database failed it (it is over, and
    // closing it would wait for an answer that never comes).
    let open: Cursor<unknown[]> | undefined;
    let broken: Error | undefined;
    try {
      await client.query('BEGIN TRANSACTION READ ONLY');
      const cursor = client.query(
        new Cursor<unknown[]>(statement.sql, statement.parameters, {
          rowMode: 'array',
          types: { getTypeParser },
        }),
      );
      open = cursor;
      return await readLimited(cursor, maxRows).catch((error: unknown) => {
        if (!(error instanceof ReportDatabaseError)) open = undefined;
        throw error;
      });
    } finally {
      try {
        await open?.close();
        await client.query('ROLLBACK');
        await client.query('DISCARD ALL');
      } catch (error) {
        broken = asError(error);
      }
      release(broken);
    }
  };
  let timer: NodeJS.Timeout | undefined;
  const stalled = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new Error('The report database stopped answering.');
      release(error);
      reject(error);
    }, timeoutMs + backstopMs);
  });
  try {
    return await Promise.race([run(), stalled]);
  } finally {
    clearTimeout(timer);
  }
}
