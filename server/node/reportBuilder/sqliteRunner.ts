import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { Slots, type ReportUser } from '../../core/reportBuilder/limiter';
import { ReportDatabaseError } from '../../core/reportBuilder/targets';
import type { ValueType } from '../../core/reportBuilder/valueTypes';

/** A query for the SQLite child process. */
export interface SqliteRequest {
  id: number;
  /** The SQLite file, opened read-only. */
  file: string;
  sql: string;
  parameters: unknown[];
  /** `columns`: only prepare and answer the result columns; `rows`: run it. */
  mode: 'rows' | 'columns';
  /** Rows read at most. */
  maxRows: number;
}

/** What a SQLite query answers: result columns, rows (as lists), and in `columns` mode types. */
export interface SqliteResult {
  columns: string[];
  rows: unknown[][];
  /** The result columns' value types, in order (`columns` mode). */
  types?: ValueType[];
}

/** The child's answer: the result, or the database's message. */
export type SqliteReply = (SqliteResult & { id: number }) | { id: number; error: string };

const root = path.resolve(import.meta.dirname, '../../..');
const childFile = path.join(import.meta.dirname, 'sqliteChild.ts');

interface Pending {
  resolve: (reply: SqliteReply) => void;
  reject: (error: Error) => void;
}

/** What the child sends: that it is ready, or the reply to a request. */
export type SqliteMessage = SqliteReply | { ready: true };

/**
 * Runs SQLite report queries in a child process, one at a time, each with a time limit: a query
 * over the limit gets its process killed (better-sqlite3 cannot interrupt a statement, and a
 * worker thread stuck in one could not be stopped) and the next query starts a new one. The
 * limit counts from when the query reaches a ready child, not from the child's start.
 */
export class SqliteRunner {
  private ready: Promise<ChildProcess> | undefined;
  private child: ChildProcess | undefined;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly timeoutMs: number) {}

  /** Runs one request after the ones before it; rejects with ReportDatabaseError. */
  run(request: Omit<SqliteRequest, 'id'>): Promise<SqliteResult> {
    const result = this.queue.then(() => this.send({ ...request, id: this.nextId++ }));
    this.queue = result.catch(() => undefined);
    return result;
  }

  /** Stops the child process. */
  close(): void {
    this.child?.kill('SIGKILL');
    this.child = undefined;
    this.ready = undefined;
  }

  /** Starts a child and resolves once it has said it is ready. */
  private start(): Promise<ChildProcess> {
    return new Promise((resolve, reject) => {
      const child = spawn(process.execPath, ['--import', 'tsx', childFile], {
        cwd: root,
        stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
      });
      this.child = child;
      // An idle child must not keep the server's process alive.
      child.unref();
      child.channel?.unref();
      child.on('message', (message: SqliteMessage) => {
        if ('ready' in message) {
          resolve(child);
          return;
        }
        const waiting = this.pending.get(message.id);
        this.pending.delete(message.id);
        waiting?.resolve(message);
      });
      const fail = (message: string) => {
        reject(new ReportDatabaseError(message));
        // A child stopped on purpose (timeout, close) has been replaced: its exit ends nothing.
        if (this.child !== child) return;
        this.close();
        for (const waiting of this.pending.values()) {
          waiting.reject(new ReportDatabaseError(message));
        }
        this.pending.clear();
      };
      child.on('error', () => fail('The SQLite reader could not start.'));
      child.on('exit', () => fail('The SQLite reader stopped unexpectedly.'));
    });
  }

  private async send(request: SqliteRequest): Promise<SqliteResult> {
    const child = await (this.ready ??= this.start());
    let timer: NodeJS.Timeout | undefined;
    try {
      const reply = await new Promise<SqliteReply>((resolve, reject) => {
        this.pending.set(request.id, { resolve, reject });
        timer = setTimeout(() => {
          this.pending.delete(request.id);
          this.close();
          reject(
            new ReportDatabaseError(
              `The query took longer than ${String(this.timeoutMs / 1000)} seconds and was stopped.`,
            ),
          );
        }, this.timeoutMs);
        child.send(request, (error) => {
          if (error === null) return;
          this.pending.delete(request.id);
          reject(new ReportDatabaseError('The SQLite reader is not reachable.'));
        });
      });
      if ('error' in reply) throw new ReportDatabaseError(reply.error);
      return reply;
    } finally {
      clearTimeout(timer);
    }
  }
}

/** Options of a pool of SQLite readers. */
export interface SqlitePoolOptions {
  /** How long one query may run. */
  timeoutMs: number;
  /** How many queries run at once, each in its own child process. */
  readers: number;
  /** How many queries may wait for a reader; past it, ReportsBusyError. */
  queueLimit: number;
  /** How many readers one user's queries hold at most (default: one fewer than the readers). */
  perUser?: number;
}

/**
 * A few SQLite readers (child processes) sharing a bounded queue, fairly between users: one slow
 * report holds one reader, not every other report, one user's reports never hold every reader
 * (unless told), and a crowd of them is refused rather than queued forever.
 */
export class SqlitePool {
  private readonly readers: SqliteRunner[];
  private readonly slots: Slots;

  constructor({ timeoutMs, readers, queueLimit, perUser }: SqlitePoolOptions) {
    this.readers = Array.from({ length: readers }, () => new SqliteRunner(timeoutMs));
    this.slots = new Slots(readers, queueLimit, perUser);
  }

  /**
   * Runs one request of `user` on a free reader, in that user's turn; rejects with
   * ReportDatabaseError or ReportsBusyError.
   */
  run(user: ReportUser, request: Omit<SqliteRequest, 'id'>): Promise<SqliteResult> {
    return this.slots.run(user, (slot) => {
      const reader = this.readers[slot];
      if (reader === undefined) throw new Error(`No SQLite reader ${String(slot)}`);
      return reader.run(request);
    });
  }

  /** How many queries wait for a reader now. */
  get queued(): number {
    return this.slots.queued;
  }

  /** Stops every reader. */
  close(): void {
    for (const reader of this.readers) reader.close();
  }
}
