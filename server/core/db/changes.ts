import type {
  CompiledQuery,
  DatabaseConnection,
  Dialect,
  Driver,
  QueryResult,
  TransactionSettings,
} from 'kysely';

/**
 * Which tables changed when: every write through the server's database counts a change. The
 * count of a server alone lives in its memory; several processes share one in Redis, so its
 * calls may answer later.
 */
export interface TableChanges {
  /** The number of the latest change. */
  latest(): number | Promise<number>;
  /** Counts a change of these tables (`'all'`: of any, e.g. raw SQL or a schema change). */
  changed(tables: ReadonlySet<string> | 'all'): void | Promise<void>;
  /** Whether none of these tables changed after change number `since`. */
  unchangedSince(tables: Iterable<string>, since: number): boolean | Promise<boolean>;
}

/** A fresh count of changes. */
export function tableChanges(): TableChanges {
  let counter = 0;
  let allAt = 0;
  const at = new Map<string, number>();
  return {
    latest: () => counter,
    changed(tables) {
      counter += 1;
      if (tables === 'all') allAt = counter;
      else for (const table of tables) at.set(table, counter);
    },
    unchangedSince(tables, since) {
      if (allAt > since) return false;
      for (const table of tables) if ((at.get(table) ?? 0) > since) return false;
      return true;
    },
  };
}

/**
 * What a read-only computation read, gathered while it runs: the host keeps one per computation
 * and tells the driver which one a query runs in (`currentReads` of `trackChanges`).
 */
export interface Reads {
  tables: Set<string>;
  /** False once it wrote, streamed, or read SQL whose tables cannot be told. */
  traceable: boolean;
}

interface QueryShape {
  write: boolean;
  /** The tables it names anywhere; undefined when they cannot be told. */
  tables: ReadonlySet<string> | undefined;
}

type Node = { readonly kind?: unknown } & Readonly<Record<string, unknown>>;

const writeKinds = new Set([
  'InsertQueryNode',
  'UpdateQueryNode',
  'DeleteQueryNode',
  'MergeQueryNode',
]);
/** Raw SQL that may name a table: its tables cannot be told from the tree. */
const namesTables = /\b(from|join|into|update|table)\b/i;

const shapes = new WeakMap<object, QueryShape>();

/** Whether a query writes and which tables it names (compiled queries are reused: kept once). */
function shapeOf(query: CompiledQuery['query']): QueryShape {
  const known = shapes.get(query);
  if (known !== undefined) return known;
  const tables = new Set<string>();
  // Set from within `visit`: an object, so the check below is not narrowed away.
  const found = { traceable: true };
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item);
      return;
    }
    if (typeof value !== 'object' || value === null) return;
    const node = value as Node;
    // Values are data, not SQL (a long list or an upload would only cost time).
    if (node.kind === 'ValueNode' || node.kind === 'PrimitiveValueListNode') return;
    if (node.kind === 'TableNode') {
      const { identifier } = node.table as { identifier: { name: string } };
      tables.add(identifier.name);
      return;
    }
    if (node.kind === 'RawNode' && namesTables.test((node.sqlFragments as string[]).join(' '))) {
      found.traceable = false;
    }
    for (const key of Object.keys(node)) if (key !== 'kind') visit(node[key]);
  };
  visit(query);
  const root = query.kind;
  const write =
    writeKinds.has(root) ||
    (root === 'RawNode'
      ? !/^\s*select\b/i.test(
          (query as unknown as { sqlFragments: string[] }).sqlFragments[0] ?? '',
        )
      : root !== 'SelectQueryNode');
  const shape = { write, tables: found.traceable ? tables : undefined };
  shapes.set(query, shape);
  return shape;
}

/**
 * A count that could not be made (Redis away) does not fail the write it counts: the kept answers
 * it should have ended still end within `readCacheMs`.
 */
const counted = (count: void | Promise<void>) =>
  count instanceof Promise ? count.catch(() => undefined) : undefined;

/**
 * A dialect whose queries count their changes in `changes`: a write counts when it runs and
 * again once it is visible to other connections (after it, or when its transaction ends), so a
 * read that overlapped it is never taken for a read after it. Reads tell their tables to the
 * computation they run in (`currentReads`: none by default).
 */
export function trackChanges(
  dialect: Dialect,
  changes: TableChanges,
  currentReads: () => Reads | undefined = () => undefined,
): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createDriver: () => trackingDriver(dialect.createDriver(), changes, currentReads),
  };
}

function trackingDriver(
  driver: Driver,
  changes: TableChanges,
  currentReads: () => Reads | undefined,
): Driver {
  const wrappers = new WeakMap<DatabaseConnection, DatabaseConnection>();
  const inners = new WeakMap<DatabaseConnection, DatabaseConnection>();
  // The tables each open transaction wrote, counted again when it ends.
  const open = new WeakMap<DatabaseConnection, Set<string> | 'all'>();
  const innerOf = (connection: DatabaseConnection) => inners.get(connection) ?? connection;

  const execute = async <R>(
    wrapper: DatabaseConnection,
    inner: DatabaseConnection,
    query: CompiledQuery,
  ): Promise<QueryResult<R>> => {
    const shape = shapeOf(query.query);
    const scope = currentReads();
    if (!shape.write) {
      if (scope !== undefined) {
        if (shape.tables === undefined) scope.traceable = false;
        else for (const table of shape.tables) scope.tables.add(table);
      }
      return inner.executeQuery<R>(query);
    }
    if (scope !== undefined) scope.traceable = false;
    const tables = shape.tables ?? 'all';
    // Counted early too, so a read it overlaps is not even kept; not waited for.
    void counted(changes.changed(tables));
    try {
      return await inner.executeQuery<R>(query);
    } finally {
      const written = open.get(wrapper);
      if (written === undefined) await counted(changes.changed(tables));
      else if (written !== 'all') {
        if (tables === 'all') open.set(wrapper, 'all');
        else for (const table of tables) written.add(table);
      }
    }
  };

  const end = async (connection: DatabaseConnection, finish: () => Promise<void>) => {
    const written = open.get(connection);
    open.delete(connection);
    try {
      await finish();
    } finally {
      if (written !== undefined) await counted(changes.changed(written));
    }
  };

  return {
    init: () => driver.init(),
    async acquireConnection() {
      const inner = await driver.acquireConnection();
      let wrapper = wrappers.get(inner);
      if (wrapper === undefined) {
        const created: DatabaseConnection = {
          executeQuery: (query) => execute(created, inner, query),
          streamQuery(query, chunkSize) {
            const scope = currentReads();
            if (scope !== undefined) scope.traceable = false;
            return inner.streamQuery(query, chunkSize);
          },
        };
        wrapper = created;
        wrappers.set(inner, wrapper);
        inners.set(wrapper, inner);
      }
      return wrapper;
    },
    async beginTransaction(connection, settings: TransactionSettings) {
      await driver.beginTransaction(innerOf(connection), settings);
      open.set(connection, new Set());
    },
    commitTransaction: (connection) =>
      end(connection, () => driver.commitTransaction(innerOf(connection))),
    rollbackTransaction: (connection) =>
      end(connection, () => driver.rollbackTransaction(innerOf(connection))),
    ...savepointsOf(driver, innerOf),
    releaseConnection: (connection) => driver.releaseConnection(innerOf(connection)),
    destroy: () => driver.destroy(),
  };
}

type SavepointCalls = Pick<Driver, 'savepoint' | 'rollbackToSavepoint' | 'releaseSavepoint'>;

/** The driver's savepoint calls (those it has), made on the connection it handed out. */
function savepointsOf(
  driver: Driver,
  innerOf: (connection: DatabaseConnection) => DatabaseConnection,
): SavepointCalls {
  const calls: SavepointCalls = {};
  for (const name of ['savepoint', 'rollbackToSavepoint', 'releaseSavepoint'] as const) {
    const call = driver[name]?.bind(driver);
    if (call !== undefined) {
      calls[name] = (connection, savepoint, compile) =>
        call(innerOf(connection), savepoint, compile);
    }
  }
  return calls;
}
