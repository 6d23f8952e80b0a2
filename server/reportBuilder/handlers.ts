import type { Kysely } from 'kysely';
import type { Contract } from '../../openapi/contract';
import { allRoles, columnLabel, reportGraph, type ResultValue } from '../../domain/report-builder';
import type { StoredReport } from '../../domain/report-builder';
import type { Schema } from '../../domain/schema';
import type { ServerConfig } from '../config';
import { ErrorBag } from '../contract/laravelErrors';
import type { OperationContext, OperationHandlers } from '../contract/routes';
import type { Database } from '../db/schema';
import { invalid, recordNotFound, validationFailed } from '../http/errors';
import { pageEnvelope } from '../../domain/laravel';
import { pageOf, resourceHandlers } from '../resources/engine';
import {
  countQuery,
  pageQuery,
  ReportDefinitionError,
  toSql,
  type BuiltQuery,
  type Sort,
} from './compile';
import { ReportConnections, resolveConnection, type ReportTarget } from './connections';
import { ensureDemoReportingDatabase } from './demoDatabase';
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

/** Runs a compile, answering a definition that does not compile with 422. */
async function compiled<Result>(build: () => Promise<Result>): Promise<Result> {
  try {
    return await build();
  } catch (error) {
    if (error instanceof ReportDefinitionError) throw validationFailed(error.errors);
    throw error;
  }
}

/** Rows of a result as objects keyed by column name. */
const objectsOf = (columns: readonly string[], rows: readonly unknown[][]) =>
  rows.map((values) =>
    Object.fromEntries(columns.map((column, index) => [column, cellOf(values[index])])),
  );

/**
 * The report builder's operations (report-builder §7): catalog calls against the admin's
 * database connections, saved reports (stored, listed, run), and the dashboard designs.
 * `onClose` registers what closes the connections' pools and the SQLite reader with the server.
 */
export function reportBuilderHandlers(
  db: Kysely<Database>,
  contract: Contract,
  config: ServerConfig,
  onClose: (close: () => Promise<void>) => void,
): OperationHandlers {
  // The demo connection's database; created here so a fresh start has something to report on.
  ensureDemoReportingDatabase(config.dataDir);
  const connections = new ReportConnections(config.dataDir);
  onClose(() => connections.close());
  const engine = resourceHandlers(db, reportResource);

  /** The target of a connection parameter (422 on `field` when it cannot be read). */
  const targetOf = async (value: string, field: string, label: string) => {
    const row = await resolveConnection(db, value, field, label);
    return { row, target: connections.target(row, field) };
  };

  const sessionOf = async (
    user: OperationContext['user'],
    connectionId: number,
    target: ReportTarget,
    filters: Readonly<Record<string, string>>,
    prefix: string,
  ): Promise<ReportSession> => {
    const userId = user?.id ?? 0;
    const account = await db
      .selectFrom('admin_users')
      .select('organization_id')
      .where('id', '=', userId)
      .executeTakeFirst();
    return {
      db,
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

  const catalogOf = async (connection: unknown) => {
    const { target } = await targetOf(textOf(connection), 'connection', 'connection');
    return fromDatabase('connection', target.catalog);
  };

  /** One query of a compiled report on its target. */
  const rowsOf = async (target: ReportTarget, query: BuiltQuery['select'], maxRows: number) =>
    fromDatabase('report', () => target.query(toSql(target.dialect, query), maxRows));

  const handlers: OperationHandlers = {
    ...engine,

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

    async getTablesByConnection({ query }) {
      const catalog = await catalogOf(query.connection);
      return { body: { data: [...catalog.keys()] } };
    },

    async getTableColumns({ query }) {
      const catalog = await catalogOf(query.connection);
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
      const { row, target } = await targetOf(textOf(query.connection), 'connection', 'connection');
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
      const bag = new ErrorBag();
      if (data.report_name.trim() === '') {
        bag.add('data.report_name', 'The report name field is required.');
      }
      if (data.add_graph === 'yes' && (data.graph_settings ?? null) === null) {
        bag.add(
          'data.graph_settings.graph_type',
          'The graph type field is required when add graph is yes.',
        );
      }
      if (!bag.empty) throw validationFailed(bag);
      const field = 'data.db_connection_name';
      const { row, target } = await targetOf(data.db_connection_name, field, 'database connection');
      const session = await sessionOf(user, row.id, target, {}, 'data.');
      // Saved only when it compiles against the connection as it is now.
      await compiled(() => buildReport(data, session, new Set(id === 0 ? [] : [id])));
      const now = new Date().toISOString();
      const values = storedColumnsOf(data, row.id);
      if (id === 0) {
        await db
          .insertInto('query_reports')
          .values({ ...values, created_at: now, updated_at: now })
          .execute();
      } else {
        await db
          .updateTable('query_reports')
          .set({ ...values, updated_at: now })
          .where('id', '=', id)
          .execute();
      }
      return { body: { message: 'Report saved successfully.' } };
    },

    async runQueryReport({ params, query, request, user }) {
      const report = await findReport(params.id);
      if (report === undefined) throw recordNotFound();
      const filters = deepObject(request.query, 'filters');
      const { page, perPage } = pageOf(query);
      const { row, target } = await targetOf(
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
        // Drawn from the whole result (up to graphRows rows), not only this page.
        const whole = pageQuery(built, sort, { limit: graphRows, offset: 0 });
        let all = rows;
        if (!(page === 1 && total <= perPage) && whole !== undefined) {
          const everything = await rowsOf(target, whole, graphRows);
          all = objectsOf(everything.columns, everything.rows);
        }
        graph = reportGraph(report, all);
      }

      const envelope = pageEnvelope(rows, total, page, perPage);
      return {
        body: {
          report_id: report.id,
          report_name: report.report_name,
          columns: built.columns.map((column) => ({
            name: column.name,
            label: columnLabel(column.name),
            sortable: column.sortable,
            label_config: column.label_config,
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
    },
  };
  const runReport = handlers.runQueryReport;
  if (runReport === undefined) throw new Error('The report run is not configured.');
  return { ...handlers, ...designHandlers(db, runReport) };
}
