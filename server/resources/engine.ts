import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { Contract, ContractOperation, JsonSchema } from '../../openapi/contract';
import { deref } from '../../openapi/contract';
import type { Page } from '../../openapi/mocks/engine/paginate';
import { attribute, ErrorBag } from '../contract/laravelErrors';
import type { OperationHandlers } from '../contract/routes';
import type { Database } from '../db/schema';
import { recordNotFound, validationFailed } from '../http/errors';

/** A row as the engine sees it: column name to value. */
export type Row = Record<string, unknown>;

// The engine addresses tables and columns by name from its configuration, which Kysely's typed
// builder cannot express; it works through this untyped view of the same database.
type AnyTables = Record<string, Row>;
const untyped = (db: Kysely<Database>) => db as unknown as Kysely<AnyTables>;

/** How one CRUD resource of the contract is stored and answered. */
export interface ResourceConfig {
  /** The table that holds it. */
  table: keyof Database;
  /** Singular noun for messages: 'Department' → 'Department created successfully.' */
  noun: string;
  /** The operationIds it serves. */
  operations: { list?: string; store?: string; show?: string; update?: string; destroy?: string };
  /** The lookup operation (`{data: [{id, name}]}`) and the column shown as `name`. */
  lookup?: { operationId: string; label?: string };
  /** Columns written from the request body. */
  columns: readonly string[];
  /** Columns stored but never answered (secrets). */
  hidden?: readonly string[];
  /** Columns holding arrays or objects (stored as JSON text). */
  json?: readonly string[];
  /** Numeric columns PostgreSQL answers as text (numeric/decimal). */
  numeric?: readonly string[];
  /** Columns whose value must not be taken by another row. */
  unique?: readonly string[];
  /** Body fields holding the id of a row of another table. */
  references?: Partial<Record<string, keyof Database>>;
  /** Columns the free-text `q` parameter searches. */
  search?: readonly string[];
  /** Extra checks of a valid body (e.g. ids of related rows); add messages to the bag. */
  validate?: (db: Kysely<Database>, body: Row, bag: ErrorBag) => Promise<void>;
  /** Writes what is not a column (e.g. a many-to-many relation) in the same transaction. */
  afterWrite?: (db: Kysely<Database>, id: number, body: Row) => Promise<void>;
  /** Adds related data to answered rows (e.g. the owning organization). */
  present?: (db: Kysely<Database>, rows: Row[]) => Promise<Row[]>;
}

const pagingParameters = new Set(['page', 'per_page', 'pagination', 'limit']);

/** One list filter, derived from a query parameter of the contract's list operation. */
interface Filter {
  name: string;
  condition: (value: unknown) => Expression<SqlBool>;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** `column` contains `text`, case-insensitively, on SQLite and PostgreSQL alike. */
const contains = (column: string, text: string) =>
  sql<SqlBool>`lower(${sql.ref(column)}) like ${`%${escapeLike(text.toLowerCase())}%`} escape '\\'`;

/**
 * The filters of a list operation: every query parameter the contract declares that names a
 * column filters on it (free text by substring, anything else exactly); `q` searches the
 * `search` columns; `date_from`/`date_to` bound the creation day.
 */
function filtersOf(contract: Contract, operation: ContractOperation, config: ResourceConfig) {
  const filters: Filter[] = [];
  for (const parameter of operation.parameters) {
    if (parameter.in !== 'query' || pagingParameters.has(parameter.name)) continue;
    const { name } = parameter;
    const schema = (deref(contract.document, parameter.schema) ?? {}) as JsonSchema;
    if (name === 'q') {
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
      // created_at is ISO text: its first 10 characters are the day.
      const operator = name === 'date_from' ? sql`>=` : sql`<=`;
      filters.push({
        name,
        condition: (value) =>
          sql<SqlBool>`substr(${sql.ref('created_at')}, 1, 10) ${operator} ${String(value)}`,
      });
    } else if (config.columns.includes(name)) {
      const freeText = schema.type === 'string' && schema.enum === undefined;
      filters.push({
        name,
        condition: (value) =>
          freeText ? contains(name, String(value)) : sql<SqlBool>`${sql.ref(name)} = ${value}`,
      });
    }
  }
  return filters;
}

/** Builds Laravel's length-aware page envelope from one page of rows and the total. */
export function pageEnvelope<Item>(
  data: Item[],
  total: number,
  page: number,
  perPage: number,
): Page<Item> {
  const start = (page - 1) * perPage;
  return {
    current_page: page,
    data,
    from: data.length > 0 ? start + 1 : null,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    per_page: perPage,
    to: data.length > 0 ? start + data.length : null,
    total,
  };
}

/** Reads `page` and `per_page` (default 10) from coerced query values. */
export function pageOf(query: Record<string, unknown>): { page: number; perPage: number } {
  const page = typeof query.page === 'number' ? Math.max(1, Math.floor(query.page)) : 1;
  const perPage = typeof query.per_page === 'number' ? Math.max(1, Math.floor(query.per_page)) : 10;
  return { page, perPage };
}

/** The operation handlers of a resource: list, store, show, update, destroy and its lookup. */
export function resourceHandlers(
  db: Kysely<Database>,
  contract: Contract,
  config: ResourceConfig,
): OperationHandlers {
  const { table, noun, operations } = config;
  const hidden = new Set(config.hidden ?? []);

  const answer = async (rows: Row[], from: Kysely<Database> = db): Promise<Row[]> => {
    const shaped = rows.map((row) => {
      const out: Row = {};
      for (const [key, value] of Object.entries(row)) {
        if (hidden.has(key)) continue;
        if (config.json?.includes(key) === true && typeof value === 'string') {
          out[key] = JSON.parse(value) as unknown;
        } else if (config.numeric?.includes(key) === true && value !== null) {
          out[key] = Number(value);
        } else {
          out[key] = value;
        }
      }
      return out;
    });
    return config.present === undefined ? shaped : config.present(from, shaped);
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

  const columnsOf = (body: Row): Row => {
    const values: Row = {};
    for (const column of config.columns) {
      if (!(column in body)) continue;
      const value = body[column];
      values[column] =
        config.json?.includes(column) === true && value !== null ? JSON.stringify(value) : value;
    }
    return values;
  };

  /** The checks the contract cannot express: unique columns and references to other tables. */
  const check = async (body: Row, ownId?: number) => {
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
    await config.validate?.(db, body, bag);
    if (!bag.empty) throw validationFailed(bag);
  };

  const handlers: OperationHandlers = {};

  if (operations.list !== undefined) {
    const operation = contract.operations.find((o) => o.operationId === operations.list);
    if (operation === undefined) throw new Error(`No operation ${operations.list}`);
    const filters = filtersOf(contract, operation, config);
    handlers[operations.list] = async ({ query }) => {
      const conditions = filters
        .filter((filter) => query[filter.name] !== undefined)
        .map((filter) => filter.condition(query[filter.name]));
      const where =
        conditions.length === 0 ? sql<SqlBool>`1 = 1` : sql.join(conditions, sql` and `);
      const base = untyped(db)
        .selectFrom(table)
        .where(sql<SqlBool>`${where}`);
      // Newest first: ids only grow, so the highest id is the most recently created row.
      if (query.pagination === false) {
        const rows = await base.selectAll().orderBy('id', 'desc').execute();
        return { body: { data: await answer(rows) } };
      }
      const { page, perPage } = pageOf(query);
      const counted = await base
        .select((eb) => eb.fn.countAll().as('count'))
        .executeTakeFirstOrThrow();
      const rows = await base
        .selectAll()
        .orderBy('id', 'desc')
        .limit(perPage)
        .offset((page - 1) * perPage)
        .execute();
      return {
        body: pageEnvelope(await answer(rows), Number(counted.count), page, perPage),
      };
    };
  }

  if (operations.store !== undefined) {
    handlers[operations.store] = async ({ body }) => {
      await check(body);
      const now = new Date().toISOString();
      const row = await db.transaction().execute(async (trx) => {
        const inserted = await untyped(trx)
          .insertInto(table)
          .values({ ...columnsOf(body), created_at: now, updated_at: now })
          .returning('id')
          .executeTakeFirstOrThrow();
        const id = Number(inserted.id);
        await config.afterWrite?.(trx, id, body);
        return answer([await find(id, trx)], trx);
      });
      return { status: 201, body: { message: `${noun} created successfully.`, data: row[0] } };
    };
  }

  if (operations.show !== undefined) {
    handlers[operations.show] = async ({ params }) => {
      const [row] = await answer([await find(params.id)]);
      return { body: { data: row } };
    };
  }

  if (operations.update !== undefined) {
    handlers[operations.update] = async ({ params, body }) => {
      const id = Number((await find(params.id)).id);
      await check(body, id);
      const row = await db.transaction().execute(async (trx) => {
        await untyped(trx)
          .updateTable(table)
          .set({ ...columnsOf(body), updated_at: new Date().toISOString() })
          .where('id', '=', id)
          .execute();
        await config.afterWrite?.(trx, id, body);
        return answer([await find(id, trx)], trx);
      });
      return { body: { message: `${noun} updated successfully.`, data: row[0] } };
    };
  }

  if (operations.destroy !== undefined) {
    handlers[operations.destroy] = async ({ params }) => {
      const id = Number((await find(params.id)).id);
      await untyped(db).deleteFrom(table).where('id', '=', id).execute();
      return { body: { message: `${noun} deleted successfully.` } };
    };
  }

  if (config.lookup !== undefined) {
    const label = config.lookup.label ?? 'name';
    handlers[config.lookup.operationId] = async () => {
      const rows = await untyped(db)
        .selectFrom(table)
        .select(['id', `${label} as name`])
        .orderBy(label)
        .orderBy('id')
        .execute();
      return { body: { data: rows.map((row) => ({ id: row.id, name: row.name })) } };
    };
  }

  return handlers;
}
