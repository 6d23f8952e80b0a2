import type { Insertable, Kysely } from 'kysely';
import type { ApiRequest } from '../api/operation';
import type { Database, OperationLogsTable } from '../db/schema';
import type { Log } from '../ports';

/** Input fields whose values never reach the log, at any depth (`merchant_key` is a secret). */
const secretField = /password|token|secret|_key$/i;

/** How deep a logged input is copied; anything deeper is cut (bodies nest ~8 levels at most). */
const maxLogDepth = 16;

/** Largest number of entries written by one INSERT (well under both databases' bind limits). */
const batchSize = 500;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A copy of a request input with secret fields masked as `***` and deep nesting cut. */
export function redact(value: unknown, depth = 0): unknown {
  if (depth >= maxLogDepth) return '…';
  if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1));
  if (!isRecord(value)) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      secretField.test(key) ? '***' : redact(item, depth + 1),
    ]),
  );
}

/**
 * The logged input of a request: query and body (a multipart one's text fields) merged as
 * Laravel's `input()`, as JSON.
 */
export function inputOf(request: Pick<ApiRequest, 'query' | 'body'>): string {
  const query = request.query;
  const body: unknown = request.body;
  const merged = isRecord(body)
    ? { ...query, ...body }
    : body === undefined || body === null
      ? { ...query }
      : { ...query, body };
  // PHP encodes an empty input array as `[]`; the log reads the same as laravel-admin's.
  return Object.keys(merged).length === 0 ? '[]' : JSON.stringify(redact(merged));
}

/**
 * A path a URL parser leaves as it is: letters, digits, `/`, `_` and `-`, and not starting with
 * `//` (which it reads as a host).
 */
const plainPath = /^(?!\/\/)[A-Za-z0-9/_-]*$/;

/** laravel-admin's form of a request's path: without its leading slash or query string. */
export function pathOf(url: string): string {
  const end = url.indexOf('?');
  const raw = end === -1 ? url : url.slice(0, end);
  // Anything else (dot segments, escapes, a fragment…) is read by the URL parser.
  const path = plainPath.test(raw) ? raw : new URL(url, 'http://localhost').pathname;
  return path.replace(/^\/+/, '');
}

/** Writes operation log entries. */
export interface OperationLogWriter {
  /** Queues one entry; it is written with the others queued within `flushDelayMs`. */
  record(entry: Insertable<OperationLogsTable>): void;
  /** Writes every queued entry now and resolves once they are written. */
  drain(): Promise<void>;
}

/**
 * How long an entry may wait for others before its batch is written: the log's loss window on a
 * crash (README, "Operation log"). One INSERT, one commit and one fsync then serve every call of
 * that time instead of one each.
 */
export const operationLogFlushMs = 100;

/**
 * A group-committing writer off the request path: entries queue up and are written in one
 * INSERT at most `flushDelayMs` after the first of them was queued, at once when `batchSize`
 * are waiting, and on `drain` (the server drains it when it closes).
 */
export function operationLogWriter(
  db: Kysely<Database>,
  log: Pick<Log, 'error'>,
  { flushDelayMs = operationLogFlushMs }: { flushDelayMs?: number } = {},
): OperationLogWriter {
  let queue: Insertable<OperationLogsTable>[] = [];
  let active = false;
  let current: Promise<void> = Promise.resolve();
  let timer: ReturnType<typeof setTimeout> | undefined;

  const run = async () => {
    // Set and cleared synchronously with the queue checks, so an entry queued after the last
    // check always schedules a new run instead of waiting for the next request.
    active = true;
    try {
      while (queue.length > 0) {
        const batch = queue.slice(0, batchSize);
        queue = queue.slice(batch.length);
        try {
          await db.insertInto('operation_logs').values(batch).execute();
        } catch (error) {
          // The call itself has been answered: a failed log write is reported, never re-thrown.
          log.error({ err: error, entries: batch.length }, 'could not write the operation log');
        }
      }
    } finally {
      active = false;
    }
  };

  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    if (!active && queue.length > 0) current = run();
  };

  return {
    record(entry) {
      queue.push(entry);
      // A running write takes every entry queued before it ends.
      if (active) return;
      if (queue.length >= batchSize) flush();
      else if (timer === undefined) {
        timer = setTimeout(flush, flushDelayMs);
        // A queued entry must not keep a Node process alive: closing the API drains the queue.
        (timer as { unref?: () => void }).unref?.();
      }
    },
    async drain() {
      flush();
      while (active) await current;
    },
  };
}
