import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import {
  resources as contractResources,
  type ResourceIndexEntry,
  type ResourcePath,
} from '../../../openapi/generated/resources';
import type { AuthUser } from '../auth/tokens';
import { attribute, pageEnvelope, perPage as pageSize } from '../../../domain/laravel';
import { ErrorBag } from '../api/laravelErrors';
import { cachedHandler } from '../api/cachedAnswer';
import type { OperationHandlers } from '../api/operation';
import { compiledQueries } from '../db/compiledQueries';
import type { Database } from '../db/schema';
import { recordNotFound, validationFailed } from '../api/errors';
import { exportRowLimit } from '../../../domain/csv';
import type { Ports } from '../ports';
import type { Services } from '../services';
import { csvExportHandler } from './export';

/** A row as the engine sees it: column name to value. */
export type Row = Record<string, unknown>;

// The engine addresses tables and columns by name from its configuration, which Kysely's typed
// builder cannot express; it works through this untyped view of the same database.
type AnyTables = Record<string, Row>;
export const untyped = (db: Kysely<Database>) => db as unknown as Kysely<AnyTables>;

/** Whether a write creates a row or changes one. */
export type WriteAction = 'store' | 'update';

/** What hooks know about the call besides its body. */
export interface WriteContext {
  /** The signed-in administrator making the call. */
  user: AuthUser | undefined;
}

/** What `afterWrite` knows: the call, and whether it created the row or changed it. */
export interface AfterWriteContext extends WriteContext {
  action: WriteAction;
}

/**
 * A many-to-many relation written from a list of ids in the body (`roles: [2, 5]`) and answered
 * as summaries of the linked rows under the same field (`roles: [{id, name, slug}]`).
 */
export interface LinkConfig {
  /** The body field with the ids, and the answered field with the summaries. */
  field: string;
  /** The pivot table, its column naming this resource's row and the one naming the other. */
  pivot: keyof Database;
  ownKey: string;
  otherKey: string;
  /** The linked table and the columns of its summary. */
  target: keyof Database;
  summary: readonly string[];
}

/**
 * How one CRUD resource of the contract is stored and answered. Its operations, noun, columns,
 * secrets, JSON, boolean and decimal columns, defaults and list filters come from the contract's
 * resource index (`openapi/generated/resources.ts`); the configuration says what differs.
 */
export interface ResourceConfig {
  /** The collection path of the contract, its key in the resource index. */
  path: ResourcePath;
  /** The table that holds it. */
  table: keyof Database;
  /**
   * How the lookup (`{data: [{id, name}]}`, ordered by name) names its options: by a column
   * (`name` by default), or `describe` names them from their whole rows (see `joinedLabel`).
   */
  lookup?: {
    label?: string;
    describe?: (db: Kysely<Database>, rows: Row[]) => Promise<string[]>;
  };
  /** Body fields of the contract that are not columns (e.g. a password stored as a hash). */
  notStored?: readonly string[];
  /** Columns stored but never answered, besides the contract's write-only fields. */
  hidden?: readonly string[];
  /** Columns holding arrays or objects (stored as JSON text), besides the body's own. */
  json?: readonly string[];
  /** Numeric columns PostgreSQL answers as text, besides the contract's decimal fields. */
  numeric?: readonly string[];
  /** Columns the contract may leave out of an answer but not answer as null: left out when null. */
  optional?: readonly string[];
  /** The column that `date_from`/`date_to` bound (by day); `created_at` when not given. */
  dateColumn?: string;
  /** Body values assumed on create for fields the body leaves out, besides the contract's. */
  defaults?: Readonly<Row>;
  /** Columns whose value must not be taken by another row. */
  unique?: readonly string[];
  /** Body fields holding the id of a row of another table. */
  references?: Partial<Record<string, keyof Database>>;
  /** Columns the free-text `q` parameter searches. */
  search?: readonly string[];
  /** Query parameters that filter otherwise than by their column (e.g. through a pivot table). */
  filters?: Readonly<Record<string, (value: unknown) => Expression<SqlBool>>>;
  /** Many-to-many relations written from and answered under a body field. */
  links?: readonly LinkConfig[];
  /** Extra checks of a valid body (e.g. ids of related rows, or against the clock); add messages to the bag. */
  validate?: (
    db: Kysely<Database>,
    body: Row,
    bag: ErrorBag,
    action: WriteAction,
    ports: Ports,
  ) => Promise<void>;
  /** Columns the server computes from a valid body (a password hash, a generated key). */
  derive?: (body: Row, action: WriteAction, ports: Ports) => Promise<Row>;
  /** Writes what is not a column in the same transaction (`services.db`), after the row. */
  afterWrite?: (
    services: Services,
    id: number,
    body: Row,
    context: AfterWriteContext,
  ) => Promise<void>;
  /** Refuses a destroy by throwing an HttpError (e.g. of one's own account). */
  beforeDestroy?: (id: number, context: WriteContext) => void | Promise<void>;
  /** Runs once the row is deleted (what went with it, e.g. its user's sessions, is announced). */
  afterDestroy?: (services: Services, id: number) => Promise<void>;
  /** Adds related data to answered rows (e.g. the owning organization). */
  present?: (db: Kysely<Database>, rows: Row[], ports: Ports) => Promise<Row[]>;
}

/** One list filter, derived from a query parameter of the contract's list operation. */
interface Filter {
  name: string;
  condition: (value: unknown) => Expression<SqlBool>;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** `column` contains `text`, case-insensitively, on SQLite and PostgreSQL alike. */
export const contains = (column: string, text: string) =>
  sql<SqlBool>`lower(${sql.ref(column)}) like ${`%${escapeLike(text.toLowerCase())}%`} escape '\\'`;

/**
 * `column` starts with `text`, case-sensitively on both databases (SQLite's `like` ignores
 * case); both count `substr` lengths in characters, so the length is in code points.
 */
export const startsWith = (column: string, text: string) =>
  sql<SqlBool>`substr(${sql.ref(column)}, 1, ${Array.from(text).length}) = ${text}`;

/** What a resource stores and answers, from the resource index and its configuration. */
export interface StoredShape {
  entry: ResourceIndexEntry;
  columns: readonly string[];
  hidden: readonly string[];
  json: readonly string[];
  numeric: readonly string[];
  booleans: readonly string[];
  defaults: Readonly<Row>;
}

/** A resource's entry of the contract's resource index: its operations, fields and filters. */
export const indexEntryOf = (config: ResourceConfig): ResourceIndexEntry =>
  contractResources[config.path];

/** The contract's facts about a resource, with its configuration's additions. */
export function storedShape(config: ResourceConfig): StoredShape {
  const entry = indexEntryOf(config);
  const skipped = new Set([
    ...(config.notStored ?? []),
    ...(config.links ?? []).map((link) => link.field),
  ]);
  const fields = Object.entries(entry.fields).filter(([name]) => !skipped.has(name));
  const named = (test: (field: (typeof fields)[number][1]) => boolean) =>
    fields.filter(([, field]) => test(field)).map(([name]) => name);
  return {
    entry,
    columns: fields.map(([name]) => name),
    hidden: [...named((field) => field.writeOnly === true), ...(config.hidden ?? [])],
    json: [
      ...named((field) => field.type === 'array' || field.type === 'object'),
      ...(config.json ?? []),
    ],
    numeric: [...entry.numbers, ...(config.numeric ?? [])],
    booleans: named((field) => field.type === 'boolean'),
    defaults: {
      ...Object.fromEntries(
        fields.flatMap(([name, field]) => ('default' in field ? [[name, field.default]] : [])),
      ),
      ...config.defaults,
    },
  };
}

/**
 * The filters of a list: every query parameter the contract declares filters on its column
 * (free text by substring, anything else exactly), unless the configuration filters it
 * otherwise; `q` searches the `search` columns; `date_from`/`date_to` bound the record's day.
 */
function filtersOf(config: ResourceConfig, shape: StoredShape) {
  const filters: Filter[] = [];
  for (const [name, schema] of Object.entries(shape.entry.filters)) {
    const custom = config.filters?.[name];
    if (custom !== undefined) {
      filters.push({ name, condition: custom });
    } else if (name === 'q') {
      const columns = config.search ?? [];
      filters.push({
        name,
        condition: (value) =>
          columns.length === 0
            ? sql<SqlBool>`1 = 1`
            : sql<SqlBool>`(${sql.join(
                columns.map((column) => contains(column, String(value))),
                sql` or `,
              )})`,
      });
    } else if (name === 'date_from' || name === 'date_to') {
      // Dates and timestamps are ISO text: their first 10 characters are the day.
      const operator = name === 'date_from' ? sql`>=` : sql`<=`;
      const column = config.dateColumn ?? 'created_at';
      filters.push({
        name,
        condition: (value) =>
          sql<SqlBool>`substr(${sql.ref(column)}, 1, 10) ${operator} ${String(value)}`,
      });
    } else {
      const freeText = schema.type === 'string' && schema.enum === undefined;
      filters.push({
        name,
        condition: (value) =>
          freeText
            ? contains(name, String(value))
            : sql<SqlBool>`${sql.ref(name)} = ${storedValue(shape, name, value)}`,
      });
    }
  }
  return filters;
}

/** A value as its column stores it: JSON as text, booleans as 0/1. */
function storedValue(shape: StoredShape, column: string, value: unknown): unknown {
  if (value === null) return value;
  if (shape.json.includes(column)) return JSON.stringify(value);
  if (shape.booleans.includes(column)) return value === true ? 1 : 0;
  return value;
}

/** A row of the contract's shape as the resource's table stores it (seeds insert these). */
export function storedValues(config: ResourceConfig, values: Row): Row {
  const shape = storedShape(config);
  return Object.fromEntries(
    Object.entries(values).map(([column, value]) => [column, storedValue(shape, column, value)]),
  );
}

/** A lookup `describe` naming options by several columns: `1200 Trade receivables`. */
export const joinedLabel =
  (...columns: readonly string[]) =>
  (_db: Kysely<Database>, rows: Row[]): Promise<string[]> =>
    Promise.resolve(rows.map((row) => columns.map((column) => String(row[column])).join(' ')));

/** Reads `page` and `per_page` (default 10) from coerced query values. */
export function pageOf(query: Record<string, unknown>): { page: number; perPage: number } {
  const page = typeof query.page === 'number' ? Math.max(1, Math.floor(query.page)) : 1;
  const perPage =
    typeof query.per_page === 'number' ? Math.max(1, Math.floor(query.per_page)) : pageSize.default;
  return { page, perPage };
}

/** Reads the ids of a link from a body: undefined when the field is absent. */
const linkIds = (body: Row, field: string): number[] | undefined =>
  Array.isArray(body[field]) ? (body[field] as unknown[]).map(Number) : undefined;

/** Embeds each link's summaries into rows (an empty list when nothing is linked). */
async function presentLinks(
  db: Kysely<Database>,
  links: readonly LinkConfig[],
  rows: Row[],
): Promise<Row[]> {
  const ids = rows.map((row) => Number(row.id));
  if (links.length === 0 || ids.length === 0) return rows;
  const out = rows.map((row) => ({ ...row }));
  for (const link of links) {
    const linked = await untyped(db)
      .selectFrom(link.pivot)
      .innerJoin(link.target, `${link.target}.id`, `${link.pivot}.${link.otherKey}`)
      .select([
        `${link.pivot}.${link.ownKey} as owner_id`,
        ...link.summary.map((column) => `${link.target}.${column} as ${column}`),
      ])
      .where(`${link.pivot}.${link.ownKey}`, 'in', ids)
      .orderBy(`${link.target}.id`)
      .execute();
    for (const row of out) {
      row[link.field] = linked
        .filter((entry) => Number(entry.owner_id) === Number(row.id))
        .map((entry) => Object.fromEntries(link.summary.map((column) => [column, entry[column]])));
    }
  }
  return out;
}

/** Settings of the engine that are the server's, not a resource's. */
export interface EngineOptions {
  /** The most rows a CSV export holds (a longer list is refused); 100,000 by default. */
  exportRowLimit?: number;
}

/**
 * The operation handlers of a resource: list, store, show, update, destroy, its lookup and the
 * CSV export of its list.
 */
export function resourceHandlers(
  services: Services,
  config: ResourceConfig,
  options: EngineOptions = {},
): OperationHandlers {
  const { db, ports } = services;
  const { table } = config;
  const shape = storedShape(config);
  const { entry } = shape;
  const { operations } = entry;
  const noun = entry.noun ?? table;
  const hidden = new Set(shape.hidden);
  const links = config.links ?? [];

  const answer = async (rows: Row[], from: Kysely<Database> = db): Promise<Row[]> => {
    const shaped = rows.map((row) => {
      const out: Row = {};
      for (const [key, value] of Object.entries(row)) {
        if (hidden.has(key)) continue;
        if (value === null && config.optional?.includes(key) === true) continue;
        if (shape.json.includes(key) && typeof value === 'string') {
          out[key] = JSON.parse(value) as unknown;
        } else if (shape.numeric.includes(key) && value !== null) {
          out[key] = Number(value);
        } else if (shape.booleans.includes(key) && value !== null) {
          out[key] = Number(value) === 1;
        } else {
          out[key] = value;
        }
      }
      return out;
    });
    const linked = await presentLinks(from, links, shaped);
    return config.present === undefined ? linked : config.present(from, linked, ports);
  };

  const find = async (id: unknown, from: Kysely<Database> = db): Promise<Row> => {
    const row = await untyped(from)
      .selectFrom(table)
      .selectAll()
      .where('id', '=', Number(id))
      .executeTakeFirst();
    if (row === undefined) throw recordNotFound();
    return row;
  };

  const columnsOf = (body: Row): Row =>
    Object.fromEntries(
      shape.columns.filter((c) => c in body).map((c) => [c, storedValue(shape, c, body[c])]),
    );

  /** The checks the contract cannot express: unique columns and references to other tables. */
  const check = async (body: Row, action: WriteAction, ownId?: number) => {
    const bag = new ErrorBag();
    for (const column of config.unique ?? []) {
      const value = body[column];
      if (value === undefined || value === null) continue;
      let query = untyped(db).selectFrom(table).select('id').where(column, '=', value);
      if (ownId !== undefined) query = query.where('id', '!=', ownId);
      if ((await query.executeTakeFirst()) !== undefined) {
        bag.add(column, `The ${attribute(column)} has already been taken.`);
      }
    }
    for (const [field, target] of Object.entries(config.references ?? {})) {
      const value = body[field];
      if (value === undefined || value === null || target === undefined) continue;
      const found = await untyped(db)
        .selectFrom(target)
        .select('id')
        .where('id', '=', value)
        .executeTakeFirst();
      if (found === undefined) bag.add(field, `The selected ${attribute(field)} is invalid.`);
    }
    for (const link of links) {
      const ids = linkIds(body, link.field);
      if (ids === undefined || ids.length === 0) continue;
      const found = await untyped(db)
        .selectFrom(link.target)
        .select('id')
        .where('id', 'in', ids)
        .execute();
      if (found.length !== new Set(ids).size) {
        bag.add(link.field, `The selected ${attribute(link.field)} is invalid.`);
      }
    }
    await config.validate?.(db, body, bag, action, ports);
    if (!bag.empty) throw validationFailed(bag);
  };

  /** Replaces the links the body names; an absent field leaves them as they are. */
  const writeLinks = async (trx: Kysely<Database>, id: number, body: Row) => {
    for (const link of links) {
      const ids = linkIds(body, link.field);
      if (ids === undefined) continue;
      await untyped(trx).deleteFrom(link.pivot).where(link.ownKey, '=', id).execute();
      const unique = [...new Set(ids)];
      if (unique.length > 0) {
        await untyped(trx)
          .insertInto(link.pivot)
          .values(unique.map((other) => ({ [link.ownKey]: id, [link.otherKey]: other })))
          .execute();
      }
    }
  };

  const handlers: OperationHandlers = {};
  const filters = filtersOf(config, shape);
  /** The rows a list's query parameters select. */
  const matching = (query: Record<string, unknown>) => {
    const conditions = filters
      .filter((filter) => query[filter.name] !== undefined)
      .map((filter) => filter.condition(query[filter.name]));
    const where = conditions.length === 0 ? sql<SqlBool>`1 = 1` : sql.join(conditions, sql` and `);
    return untyped(db)
      .selectFrom(table)
      .where(sql<SqlBool>`${where}`);
  };
  const lists = compiledQueries();
  /** Names the filter values of a query: the list queries built from them are compiled once. */
  const filterKey = (query: Record<string, unknown>) =>
    JSON.stringify(filters.map((filter) => query[filter.name] ?? null));
  const countOf = async (query: Record<string, unknown>) => {
    const [row] = await lists(db, `count ${filterKey(query)}`, () =>
      matching(query).select((eb) => eb.fn.countAll().as('count')),
    );
    return Number(row?.count ?? 0);
  };

  if (operations.list !== undefined) {
    handlers[operations.list] = cachedHandler(db, operations.list, async ({ query }) => {
      // Newest first: ids only grow, so the highest id is the most recently created row.
      if (query.pagination === false) {
        const rows = await matching(query).selectAll().orderBy('id', 'desc').execute();
        return { body: { data: await answer(rows) } };
      }
      const { page, perPage } = pageOf(query);
      const total = await countOf(query);
      const rows = await lists(
        db,
        `page ${String(page)} ${String(perPage)} ${filterKey(query)}`,
        () =>
          matching(query)
            .selectAll()
            .orderBy('id', 'desc')
            .limit(perPage)
            .offset((page - 1) * perPage),
      );
      return {
        body: pageEnvelope(await answer(rows), total, page, perPage),
      };
    });
  }

  if (operations.export !== undefined) {
    handlers[operations.export] = csvExportHandler(
      {
        path: entry.path,
        columns: entry.record.filter((column) => !hidden.has(column)),
        count: countOf,
        async rowsBefore(query, before, size) {
          let rows = matching(query);
          if (before !== undefined) rows = rows.where('id', '<', before);
          return answer(await rows.selectAll().orderBy('id', 'desc').limit(size).execute());
        },
      },
      options.exportRowLimit ?? exportRowLimit,
      ports.clock,
    );
  }

  if (operations.all !== undefined) {
    handlers[operations.all] = cachedHandler(db, operations.all, async () => {
      const rows = await untyped(db).selectFrom(table).selectAll().orderBy('id').execute();
      return { body: { data: await answer(rows) } };
    });
  }

  if (operations.store !== undefined) {
    handlers[operations.store] = async ({ body, user }) => {
      await check(body, 'store');
      const derived = (await config.derive?.(body, 'store', ports)) ?? {};
      const now = ports.clock.now().toISOString();
      const row = await db.transaction().execute(async (trx) => {
        const inserted = await untyped(trx)
          .insertInto(table)
          .values({
            ...columnsOf({ ...shape.defaults, ...body }),
            ...derived,
            created_at: now,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const id = Number(inserted.id);
        await writeLinks(trx, id, body);
        await config.afterWrite?.({ ...services, db: trx }, id, body, { user, action: 'store' });
        return answer([await find(id, trx)], trx);
      });
      return { status: 201, body: { message: `${noun} created successfully.`, data: row[0] } };
    };
  }

  if (operations.show !== undefined) {
    handlers[operations.show] = cachedHandler(db, operations.show, async ({ params }) => {
      const [row] = await answer([await find(params.id)]);
      return { body: { data: row } };
    });
  }

  if (operations.update !== undefined) {
    handlers[operations.update] = async ({ params, body, user }) => {
      const id = Number((await find(params.id)).id);
      await check(body, 'update', id);
      const derived = (await config.derive?.(body, 'update', ports)) ?? {};
      const row = await db.transaction().execute(async (trx) => {
        await untyped(trx)
          .updateTable(table)
          .set({ ...columnsOf(body), ...derived, updated_at: ports.clock.now().toISOString() })
          .where('id', '=', id)
          .execute();
        await writeLinks(trx, id, body);
        await config.afterWrite?.({ ...services, db: trx }, id, body, { user, action: 'update' });
        return answer([await find(id, trx)], trx);
      });
      return { body: { message: `${noun} updated successfully.`, data: row[0] } };
    };
  }

  if (operations.destroy !== undefined) {
    handlers[operations.destroy] = async ({ params, user }) => {
      const id = Number((await find(params.id)).id);
      await config.beforeDestroy?.(id, { user });
      await untyped(db).deleteFrom(table).where('id', '=', id).execute();
      await config.afterDestroy?.(services, id);
      return { body: { message: `${noun} deleted successfully.` } };
    };
  }

  if (operations.lookup !== undefined) {
    const { label = 'name', describe } = config.lookup ?? {};
    handlers[operations.lookup] = cachedHandler(db, operations.lookup, async () => {
      if (describe !== undefined) {
        const rows = await untyped(db).selectFrom(table).selectAll().orderBy('id').execute();
        const names = await describe(db, rows);
        const options = rows.map((row, index) => ({ id: row.id, name: names[index] ?? '' }));
        // Stable: options of the same name stay in id order.
        options.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
        return { body: { data: options } };
      }
      const rows = await untyped(db)
        .selectFrom(table)
        .select(['id', `${label} as name`])
        .orderBy(label)
        .orderBy('id')
        .execute();
      return { body: { data: rows.map((row) => ({ id: row.id, name: row.name })) } };
    });
  }

  return handlers;
}
