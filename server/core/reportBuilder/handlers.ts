import {
  allRoles,
  columnLabel,
  dependantsMessage,
  reportDependants,
  reportGraph,
  type ResultValue,
} from '../../../domain/report-builder';
import type { StoredReport } from '../../../domain/report-builder';
import type { Schema } from '../../../domain/schema';
import { ErrorBag } from '../api/laravelErrors';
import type { OperationContext, OperationHandler, OperationHandlers } from '../api/operation';
import { HttpError, invalid, recordNotFound, validationFailed } from '../api/errors';
import { pageEnvelope, requiredMessage } from '../../../domain/laravel';
import { pageOf, resourceHandlers } from '../resources/engine';
import {
  countQuery,
  pageQuery,
  ReportDefinitionError,
  subQuery,
  toSql,
  type BuiltQuery,
  type Sort,
} from './compile';
import type { Services } from '../services';
import { designHandlers } from './designs';
import {
  buildReport,
  createdAtRange,
  fromDatabase,
  reportOf,
  reportResource,
  storedColumnsOf,
  type ReportSession,
} from './reports';
import { resolveConnection, type ReportTarget } from './targets';

/** Rows a graph is drawn from at most. */
const graphRows = 1000;

/** Longest value of one run-time filter. */
const filterValueLength = 1000;

/** A database value as the run answers it (JSON-safe scalars). */
function cellOf(value: unknown): ResultValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  if (value instanceof Date) return value.toISOString();
  return JSON.stringify(value);
}

/** Who a report query runs for: the signed-in administrator (0 only if none, never on a route). */
const userOf = (user: OperationContext['user']) => user?.id ?? 0;

/** A validated string parameter ('' when absent). */
const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

/** `name[key]=value` entries of a query string (deepObject parameters), checked. */
function deepObject(query: unknown, name: string): Record<string, string> {
  const values: Record<string, string> = {};
  if (typeof query !== 'object' || query === null) return values;
  const bag = new ErrorBag();
  for (const [key, raw] of Object.entries(query)) {
    if (!key.startsWith(`${name}[`) || !key.endsWith(']')) continue;
    const field = `${name}.${key.slice(name.length + 1, -1)}`;
    const value: unknown = Array.isArray(raw) ? raw.at(-1) : raw;
    if (typeof value !== 'string') continue;
    if (value.includes('\u0000')) bag.add(field, `The ${field} must not contain null characters.`);
    else if (value.length > filterValueLength) {
      bag.add(
        field,
        `The ${field} must not be greater than ${String(filterValueLength)} characters.`,
      );
    } else values[key.slice(name.length + 1, -1)] = value;
  }
  if (!bag.empty) throw validationFailed(bag);
  return values;
}

/**
 * The form's own refusals before it is compiled: a blank name (unless only previewed) and a
 * graph without its type.
 */
function formErrors(data: Schema<'ReportInput'>, named = true): ErrorBag {
  const bag = new ErrorBag();
  if (named && data.report_name.trim() === '') {
    bag.add('data.report_name', requiredMessage('report_name'));
  }
  if (data.add_graph === 'yes' && (data.graph_settings ?? null) === null) {
    bag.add(
      'data.graph_settings.graph_type',
      'The graph type field is required when add graph is yes.',
    );
  }
  return bag;
}

/** Runs a compile, answering a definition that does not compile with 422. */
async function compiled<Result>(build: () => Promise<Result>): Promise<Result> {
  try {
    return await build();
  } catch (error) {
    if (error instanceof ReportDefinitionError) throw validationFailed(error.errors);
    throw error;
  }
}

/**
 * Runs a compile, adding what it refuses to `bag` (the form's other errors), and answers 422
 * with all of them together; a refusal of another kind (the database, a 404) is thrown as is.
 */
async function compiledWith<Result>(bag: ErrorBag, build: () => Promise<Result>): Promise<Result> {
  let result: Result | undefined;
  try {
    result = await build();
  } catch (error) {
    const errors =
      error instanceof ReportDefinitionError
        ? error.errors.errors
        : error instanceof HttpError && error.status === 422 && 'errors' in error.body
          ? error.body.errors
          : undefined;
    if (errors === undefined) throw error;
    for (const [field, messages] of Object.entries(errors)) {
      for (const message of messages) bag.add(field, message);
    }
  }
  if (!bag.empty || result === undefined) throw validationFailed(bag);
  return result;
}

/** Rows of a result as objects keyed by column name. */
const objectsOf = (columns: readonly string[], rows: readonly unknown[][]) =>
  rows.map((values) =>
    Object.fromEntries(columns.map((column, index) => [column, cellOf(values[index])])),
  );

/** What the report builder needs besides the database and the ports. */
export interface ReportBuilderDeps {
  /** The database connections' own store and update, which this module checks the grants of. */
  connectionSaves: OperationHandlers;
}

/**
 * The report builder's operations (report-builder §7): catalog calls against the admin's
 * database connections, saved reports (stored, listed, run), and the dashboard designs; and the
 * store and update of a database connection, answered with a warning when its role can write.
 */
export function reportBuilderHandlers(
  services: Services,
  { connectionSaves }: ReportBuilderDeps,
): OperationHandlers {
  const { db, ports } = services;
  // The host's report targets: its readers and pools are its own to open and close.
  const connections = ports.reports;
  const engine = resourceHandlers(services, reportResource);

  /**
   * A connection's save: refused (422) when it names the console's own database; its message
   * followed by why reports will be refused when the role can do more than read.
   */
  const checkedSave =
    (save: OperationHandler | undefined): OperationHandler =>
    async (context) => {
      if (save === undefined) throw new Error('The database connections are not configured.');
      await connections.checkNotConsole(context.body as Schema<'DatabaseConnectionInput'>);
      const result = await save(context);
      const body = result.body as Schema<'DatabaseConnectionResponse'>;
      const row = await db
        .selectFrom('database_connections')
        .selectAll()
        .where('id', '=', body.data.id)
        .executeTakeFirst();
      const warning =
        row === undefined ? undefined : await connections.saveWarning(row, userOf(context.user));
      return warning === undefined
        ? result
        : { ...result, body: { ...body, message: `${body.message ?? ''} ${warning}`.trim() } };
    };

  /**
   * The target of a connection parameter for the queries of `user` (422 on `field` when it
   * cannot be read).
   */
  const targetOf = async (
    user: OperationContext['user'],
    value: string,
    field: string,
    label: string,
  ) => {
    const row = await resolveConnection(db, value, field, label);
    return { row, target: connections.target(row, field, userOf(user)) };
  };

  const sessionOf = async (
    user: OperationContext['user'],
    connectionId: number,
    target: ReportTarget,
    filters: Readonly<Record<string, string>>,
    prefix: string,
  ): Promise<ReportSession> => {
    const userId = userOf(user);
    const account = await db
      .selectFrom('admin_users')
      .select('organization_id')
      .where('id', '=', userId)
      .executeTakeFirst();
    return {
      db,
      today: ports.clock.now().toISOString().slice(0, 10),
      target,
      connectionId,
      userId,
      organizationId: account?.organization_id ?? null,
      filters,
      prefix,
    };
  };

  const findReport = async (id: unknown): Promise<StoredReport | undefined> => {
    const row = await db
      .selectFrom('query_reports')
      .selectAll()
      .where('id', '=', Number(id))
      .executeTakeFirst();
    return row === undefined ? undefined : reportOf(row);
  };

  const catalogOf = async (user: OperationContext['user'], connection: unknown) => {
    const { target } = await targetOf(user, textOf(connection), 'connection', 'connection');
    return fromDatabase('connection', target.catalog);
  };

  /** One query of a compiled report on its target. */
  const rowsOf = async (target: ReportTarget, query: BuiltQuery['select'], maxRows: number) =>
    fromDatabase('report', () => target.query(toSql(target.dialect, query), maxRows));

  /**
   * A page of a compiled report's rows on its target, its count, and its graph (drawn from the
   * whole result up to graphRows rows, not only this page); with the time the database took.
   */
  const runBuilt = async (
    target: ReportTarget,
    built: BuiltQuery,
    report: Pick<Schema<'Report'>, 'report_name' | 'add_graph' | 'graph_settings'>,
    { page, perPage, sort }: { page: number; perPage: number; sort: Sort | undefined },
  ) => {
    const started = performance.now();
    const counted = await rowsOf(target, countQuery(built), 1);
    const total = Number(counted.rows[0]?.[0] ?? 0);
    const offset = (page - 1) * perPage;
    const window = pageQuery(built, sort, { limit: perPage, offset });
    const result =
      window === undefined || offset >= total
        ? { columns: [], rows: [] }
        : await rowsOf(target, window, perPage);
    const rows = objectsOf(result.columns, result.rows);

    let graph: Schema<'ReportGraphData'> | null = null;
    if (report.add_graph === 'yes') {
      const whole = pageQuery(built, sort, { limit: graphRows, offset: 0 });
      let all = rows;
      if (!(page === 1 && total <= perPage) && whole !== undefined) {
        const everything = await rowsOf(target, whole, graphRows);
        all = objectsOf(everything.columns, everything.rows);
      }
      graph = reportGraph(report, all);
    }
    const durationMs = Math.round((performance.now() - started) * 10) / 10;

    const envelope = pageEnvelope(rows, total, page, perPage);
    return {
      durationMs,
      body: {
        columns: built.columns.map((column) => ({
          name: column.name,
          label: columnLabel(column.name),
          sortable: column.sortable,
          label_config: column.label_config,
          ...(column.aggregateFunction === undefined
            ? {}
            : { aggregate: column.aggregateFunction }),
        })),
        rows: envelope.data,
        graph,
        current_page: envelope.current_page,
        per_page: envelope.per_page,
        total: envelope.total,
        last_page: envelope.last_page,
        from: envelope.from,
        to: envelope.to,
      },
    };
  };

  const handlers: OperationHandlers = {
    ...engine,
    storeDatabaseConnection: checkedSave(connectionSaves.storeDatabaseConnection),
    updateDatabaseConnection: checkedSave(connectionSaves.updateDatabaseConnection),

    async listQueryReports(context) {
      const list = engine.listQueryReports;
      if (list === undefined) throw new Error('The report list is not configured.');
      const range = createdAtRange(deepObject(context.request.query, 'created_at'));
      return list({
        ...context,
        query: range === undefined ? context.query : { ...context.query, created_at: range },
      });
    },

    async listReportDbConnections() {
      const rows = await db
        .selectFrom('database_connections')
        .select(['id', 'connection_name'])
        .where('status', '!=', 0)
        .orderBy('id')
        .execute();
      return { body: { data: rows } };
    },

    async listReportRoles() {
      const roles = await db
        .selectFrom('admin_roles')
        .select(['id', 'name'])
        .orderBy('id')
        .execute();
      return { body: { data: [allRoles, ...roles] } };
    },

    async getTablesByConnection({ query, user }) {
      const catalog = await catalogOf(user, query.connection);
      return { body: { data: [...catalog.keys()] } };
    },

    async getTableColumns({ query, user }) {
      const catalog = await catalogOf(user, query.connection);
      const columns = catalog.get(textOf(query.table));
      if (columns === undefined) throw invalid('table', 'The selected table is invalid.');
      return { body: { data: columns } };
    },

    async getQueriesByConnection({ query }) {
      let reports = db.selectFrom('query_reports').select(['id', 'report_name']).orderBy('id');
      if (query.connection !== undefined) {
        const row = await resolveConnection(
          db,
          textOf(query.connection),
          'connection',
          'connection',
        );
        reports = reports.where('db_connection_name', '=', String(row.id));
      }
      return { body: { data: await reports.execute() } };
    },

    async getColumnsByQuery({ query, user }) {
      const { row, target } = await targetOf(
        user,
        textOf(query.connection),
        'connection',
        'connection',
      );
      const report = await findReport(query.report);
      if (report === undefined) throw invalid('report', 'The selected report is invalid.');
      if (report.db_connection_name !== String(row.id)) {
        throw invalid('report', 'The selected report belongs to another connection.');
      }
      const session = await sessionOf(user, row.id, target, {}, '');
      const built = await compiled(() => buildReport(report, session, new Set([report.id])));
      return { body: { data: built.columns.map((column) => column.name) } };
    },

    async storeReportQuery({ params, body, user }) {
      const id = Number(params.id);
      if (id !== 0 && (await findReport(id)) === undefined) throw recordNotFound();
      const data = body.data as Schema<'ReportInput'>;
      const bag = formErrors(data);
      // Saved only when it compiles against the connection as it is now; every refusal of the
      // form (the name, the connection, the sections) is answered at once.
      const row = await compiledWith(bag, async () => {
        const field = 'data.db_connection_name';
        const found = await targetOf(user, data.db_connection_name, field, 'database connection');
        const session = await sessionOf(user, found.row.id, found.target, {}, 'data.');
        await buildReport(data, session, new Set(id === 0 ? [] : [id]));
        return found.row;
      });
      const now = ports.clock.now().toISOString();
      const values = storedColumnsOf(data, row.id);
      let stored = id;
      if (id === 0) {
        const inserted = await db
          .insertInto('query_reports')
          .values({ ...values, created_at: now, updated_at: now })
          .returning('id')
          .executeTakeFirstOrThrow();
        stored = inserted.id;
      } else {
        await db
          .updateTable('query_reports')
          .set({ ...values, updated_at: now })
          .where('id', '=', id)
          .execute();
      }
      return { body: { message: 'Report saved successfully.', id: stored } };
    },

    async destroyQueryReport(context) {
      const destroy = engine.destroyQueryReport;
      if (destroy === undefined) throw new Error('The report delete is not configured.');
      const id = Number(context.params.id);
      if ((await findReport(id)) !== undefined) {
        // A report that others read as a table would break them: they must let go of it first.
        const others = await db
          .selectFrom('query_reports')
          .select(['id', 'report_name', 'tables'])
          .where('id', '!=', id)
          .execute();
        const dependants = reportDependants(
          others.map((other) => ({
            ...other,
            tables: JSON.parse(other.tables) as Schema<'TableEntry'>[],
          })),
          id,
        );
        if (dependants.length > 0) throw invalid('id', dependantsMessage(dependants));
      }
      return destroy(context);
    },

    async runQueryReport({ params, query, request, user }) {
      const report = await findReport(params.id);
      if (report === undefined) throw recordNotFound();
      const filters = deepObject(request.query, 'filters');
      const { row, target } = await targetOf(
        user,
        report.db_connection_name,
        'db_connection_name',
        'database connection',
      );
      const session = await sessionOf(user, row.id, target, filters, '');
      const built = await compiled(() => buildReport(report, session, new Set([report.id])));

      let sort: Sort | undefined;
      if (query.sort !== undefined) {
        const column = built.columns.find((candidate) => candidate.name === query.sort);
        if (column?.sortable !== true) throw invalid('sort', 'The selected sort is invalid.');
        sort = { column: column.name, direction: query.direction === 'desc' ? 'desc' : 'asc' };
      }
      const result = await runBuilt(target, built, report, { ...pageOf(query), sort });
      return { body: { report_id: report.id, report_name: report.report_name, ...result.body } };
    },

    async previewReportQuery({ query, body, user }) {
      const data = body.data as Schema<'ReportInput'>;
      const filters = (body.filters ?? {}) as Readonly<Record<string, string>>;
      const bag = formErrors(data, false);
      const { built, target } = await compiledWith(bag, async () => {
        const field = 'data.db_connection_name';
        const found = await targetOf(user, data.db_connection_name, field, 'database connection');
        const session = await sessionOf(user, found.row.id, found.target, filters, 'data.');
        // The report being edited cannot use itself as a table, as when it is saved.
        const using = new Set(data.id === 0 ? [] : [data.id]);
        return { built: await buildReport(data, session, using), target: found.target };
      });
      const result = await runBuilt(target, built, data, { ...pageOf(query), sort: undefined });
      const statement =
        data.query_type === 'raw_query' ? undefined : toSql(target.dialect, subQuery(built).query);
      return {
        body: {
          ...result.body,
          duration_ms: result.durationMs,
          sql: statement?.sql ?? null,
          parameters: (statement?.parameters ?? [])
            .map(cellOf)
            .map((value) => (typeof value === 'boolean' ? String(value) : value)),
        },
      };
    },
  };
  const runReport = handlers.runQueryReport;
  if (runReport === undefined) throw new Error('The report run is not configured.');
  return { ...handlers, ...designHandlers(services, runReport) };
}
