import { sql, type Kysely, type RawBuilder, type Selectable, type SqlBool } from 'kysely';
import { reportSections, type ReportTemplate } from '../../../domain/report-builder';
import type { StoredReport } from '../../../domain/report-builder';
import type { Database } from '../db/schema';
import { HttpError, invalid } from '../api/errors';
import type { ResourceConfig } from '../resources/engine';
import {
  compileReport,
  rawReport,
  ReportDefinitionError,
  subQuery,
  toSql,
  type BuiltQuery,
  type Catalog,
  type ReportDefinition,
  type SubQuery,
} from './compile';
import { ReportDatabaseError, ReportRefusedError, type ReportTarget } from './targets';
import { maxCompiledChars } from './definitionSize';
import type { QueryReportsTable } from '../db/schema/reportBuilder';
import { checkRawQuery } from './sqlText';
import { ReportsBusyError } from './limiter';

/** The sections of a report stored as JSON text. */
const jsonColumns = [
  'tables',
  'table_options',
  'query_options',
  'select_options',
  'selections',
  'select_aggregates',
  'filter_group',
  'query_clause',
  'graph_settings',
  'grid_filters',
  'dynamic_table_options',
] as const;

const createdAtPattern = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

/** The report list's `created_at` range: `start`/`end` in YYYY-MM-DD hh:mm:ss (UTC). */
function createdAtCondition(value: unknown): RawBuilder<SqlBool> {
  const range = value as { start?: string; end?: string };
  // created_at is ISO text: its first 19 characters are the second, with a T.
  const stamp = sql`substr(${sql.ref('created_at')}, 1, 19)`;
  const bound = (text: string) => text.replace(' ', 'T');
  const conditions = [
    ...(range.start === undefined ? [] : [sql`${stamp} >= ${bound(range.start)}`]),
    ...(range.end === undefined ? [] : [sql`${stamp} <= ${bound(range.end)}`]),
  ];
  return conditions.length === 0
    ? sql<SqlBool>`1 = 1`
    : sql<SqlBool>`(${sql.join(conditions, sql` and `)})`;
}

/** The saved reports as a resource of the engine: the list, show and destroy operations. */
export const reportResource: ResourceConfig = {
  table: 'query_reports',
  path: '/ext-report-builder/query-reports',
  json: jsonColumns,
  filters: {
    id: (value) => sql<SqlBool>`${sql.ref('id')} = ${Number(value)}`,
    created_at: createdAtCondition,
  },
};

/**
 * The `created_at` range of the list's query string (`created_at[start]`, `created_at[end]`,
 * a deepObject parameter), checked against the contract's pattern; 422 otherwise.
 */
export function createdAtRange(
  parameters: Readonly<Record<string, string>>,
): { start?: string; end?: string } | undefined {
  const range: { start?: string; end?: string } = {};
  for (const [key, value] of Object.entries(parameters)) {
    if (key !== 'start' && key !== 'end') continue;
    if (!createdAtPattern.test(value)) {
      throw invalid(`created_at.${key}`, `The created at.${key} format is invalid.`);
    }
    range[key] = value;
  }
  return range.start === undefined && range.end === undefined ? undefined : range;
}

/** A stored report row as the contract's Report (JSON sections parsed). */
export function reportOf(row: Selectable<QueryReportsTable>): StoredReport {
  const parsed: Record<string, unknown> = { ...row };
  for (const column of jsonColumns) {
    const text = row[column];
    parsed[column] = text === null ? null : (JSON.parse(text) as unknown);
  }
  return parsed as StoredReport;
}

/**
 * The stored columns of a posted form or a demo definition (the sections it leaves out turned
 * off, as the mock API stores them).
 */
export function storedColumnsOf(
  data: ReportTemplate,
  connectionId: number,
): Omit<Selectable<QueryReportsTable>, 'id' | 'created_at' | 'updated_at'> {
  const tables = data.tables ?? [];
  const sections = reportSections(data);
  const json = (value: unknown) => JSON.stringify(value);
  return {
    report_name: data.report_name.trim(),
    db_connection_name: String(connectionId),
    query_type: data.query_type,
    raw_query: data.query_type === 'raw_query' ? (data.raw_query ?? null) : null,
    tables: json(tables),
    table_options: json(data.table_options ?? []),
    query_options: json(data.query_options ?? []),
    select_options: json(
      data.select_options ??
        tables
          .flatMap((entry) =>
            entry.options.map((column) => `${entry.query_alias ?? entry.name}.${column}`),
          )
          .slice(0, 300),
    ),
    // The scalar sections as they are, the list and object ones as JSON text.
    ...sections,
    selections: json(sections.selections),
    select_aggregates: json(sections.select_aggregates),
    filter_group: json(sections.filter_group),
    query_clause: json(sections.query_clause),
    graph_settings: data.add_graph === 'yes' ? json(sections.graph_settings) : null,
    grid_filters: json(sections.grid_filters),
    dynamic_table_options: json(sections.dynamic_table_options),
  };
}

/** Seconds a caller refused for a full queue is asked to wait. */
const busyRetrySeconds = 5;

/**
 * Turns a failure of the target database, or its refusal to run the report, into the contract's
 * 422 on `field`, and a full queue of report queries into 429.
 */
export async function fromDatabase<Result>(field: string, call: () => Promise<Result>) {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ReportRefusedError) throw invalid(field, error.message);
    if (error instanceof ReportDatabaseError) {
      throw invalid(field, `The database answered: ${error.message}`);
    }
    if (error instanceof ReportsBusyError) {
      throw new HttpError(
        429,
        { message: error.message },
        { 'Retry-After': String(busyRetrySeconds) },
      );
    }
    throw error;
  }
}

/** Who runs or saves a report, and the run's filter values. */
export interface ReportSession {
  db: Kysely<Database>;
  /** Today (YYYY-MM-DD), for the predefined date values. */
  today: string;
  target: ReportTarget;
  /** The connection id the report (and every report it uses) belongs to. */
  connectionId: number;
  userId: number;
  organizationId: number | null;
  filters: Readonly<Record<string, string>>;
  /** Prefix of error fields (`data.` while saving the form). */
  prefix: string;
}

/** How many levels of saved reports a report may stand on (a report used as a table is one). */
export const maxReportNesting = 4;

const tooLarge = `The report is more than ${maxCompiledChars.toLocaleString('en')} characters of SQL once its saved reports are put in: use fewer or smaller ones.`;

/**
 * Resolves in the next turn of the event loop, once waiting timers and I/O have been served
 * (`setImmediate` in Node; a timer where there is none, as in a browser).
 */
const immediate = (globalThis as { setImmediate?: (callback: () => void) => unknown }).setImmediate;
const nextTurn = () =>
  new Promise<void>((resolve) => {
    if (immediate === undefined) setTimeout(resolve, 0);
    else immediate(resolve);
  });

/** What the compiles of one report share: the catalog, and the saved reports compiled so far. */
interface BuildShared {
  loadCatalog: () => Promise<Catalog>;
  /** Saved reports by id, compiled once however many slots use them, with their SQL's length. */
  compiled: Map<number, { sub: SubQuery; chars: number }>;
}

/**
 * Compiles a report for its connection: a raw query is checked read-only and its columns read
 * from the database; a visual report is compiled against the connection's catalog, with the
 * saved reports its table slots use compiled first (a report cannot use itself, even
 * indirectly). Saved reports nest at most `maxReportNesting` deep, each is compiled once, and
 * the whole compiles to at most `maxCompiledChars` of SQL, so no definition can hold the server
 * in the compiler. 422 with the messages by field when it does not compile or the database
 * refuses.
 */
export function buildReport(
  definition: ReportDefinition,
  session: ReportSession,
  using: ReadonlySet<number> = new Set(),
): Promise<BuiltQuery> {
  let catalog: Promise<Catalog> | undefined;
  const shared: BuildShared = {
    loadCatalog: () =>
      (catalog ??= fromDatabase(`${session.prefix}db_connection_name`, session.target.catalog)),
    compiled: new Map(),
  };
  return buildLevel(definition, session, using, shared, 0);
}

async function buildLevel(
  definition: ReportDefinition,
  session: ReportSession,
  using: ReadonlySet<number>,
  shared: BuildShared,
  level: number,
): Promise<BuiltQuery> {
  const { prefix, target } = session;
  const context = {
    subqueries: new Map<number, SubQuery>(),
    today: session.today,
    userId: session.userId,
    organizationId: session.organizationId,
    filters: session.filters,
    prefix,
  };
  if (definition.query_type === 'raw_query') {
    const text = definition.raw_query ?? '';
    // Reading it costs in proportion to its length: a statement longer than a report may compile
    // to is refused before it is read.
    if (text.length > maxCompiledChars) {
      throw invalid(
        `${prefix}raw_query`,
        `The raw query is more than ${maxCompiledChars.toLocaleString('en')} characters: a report compiles to at most that much SQL.`,
      );
    }
    const check = checkRawQuery(text, target.dialect, target.refusal);
    if (!check.ok) throw invalid(`${prefix}raw_query`, check.message);
    const raw = { ...context, catalog: new Map<string, string[]>() };
    const probe = rawReport(check.statement, [], [], raw);
    const columns = await fromDatabase(`${prefix}raw_query`, () =>
      target.columns(toSql(target.dialect, probe.select)),
    );
    return rawReport(check.statement, columns, definition.grid_filters ?? [], raw);
  }
  // What the saved reports add to this one's SQL, counted before any of it is written out.
  let borrowedChars = 0;
  for (const [index, entry] of (definition.tables ?? []).entries()) {
    const id = entry.selected_query;
    if (entry.object_type !== 'query' || id === null || id === undefined) continue;
    const field = `${prefix}tables.${String(index)}.selected_query`;
    if (using.has(id)) throw invalid(field, 'A report cannot use itself as a table.');
    if (level >= maxReportNesting) {
      throw invalid(
        field,
        `Saved reports can be used as tables at most ${String(maxReportNesting)} levels deep.`,
      );
    }
    let compiled = shared.compiled.get(id);
    if (compiled === undefined) {
      const row = await session.db
        .selectFrom('query_reports')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      // Unknown, or of another connection: the compile answers 'The selected query is invalid.'
      if (row === undefined || row.db_connection_name !== String(session.connectionId)) continue;
      try {
        const built = await buildLevel(
          reportOf(row),
          { ...session, filters: {}, prefix: '' },
          new Set([...using, id]),
          shared,
          level + 1,
        );
        const sub = subQuery(built);
        compiled = { sub, chars: toSql(target.dialect, sub.query).sql.length };
        shared.compiled.set(id, compiled);
      } catch (error) {
        // The used report's own fields mean nothing on this form: name the slot instead.
        const message = messageOf(error);
        if (message === undefined) throw error;
        throw invalid(field, `The selected query does not compile: ${message}`);
      }
    }
    borrowedChars += compiled.chars;
    if (borrowedChars > maxCompiledChars) throw invalid(`${prefix}tables`, tooLarge);
    context.subqueries.set(id, compiled.sub);
  }
  const catalog = await shared.loadCatalog();
  // Each report of the chain compiles in a turn of the event loop of its own, and its SQL is
  // written in the next, so other requests are served in between however large it is.
  await nextTurn();
  const built = compileReport(definition, { ...context, catalog });
  await nextTurn();
  // Its order and limit included: what a run sends is never longer than what was checked.
  if (toSql(target.dialect, subQuery(built).query).sql.length > maxCompiledChars) {
    throw invalid(`${prefix}tables`, tooLarge);
  }
  return built;
}

/** The first message of a definition or validation error; undefined for anything else. */
function messageOf(error: unknown): string | undefined {
  if (error instanceof ReportDefinitionError) {
    const [messages = []] = Object.values(error.errors.errors);
    return messages[0] ?? error.message;
  }
  if (error instanceof HttpError && error.status === 422) {
    const errors = 'errors' in error.body ? Object.values(error.body.errors) : [];
    return errors[0]?.[0] ?? error.body.message;
  }
  return undefined;
}
