import type { HttpHandler } from 'msw';
import type { Schema } from '../../../schema';
import {
  errorMessages,
  missingRequired,
  pageOfQuery,
  paginate,
  validationMessage,
} from '@domain/laravel';
import { listQueryErrors } from '../../engine';
import { adminHttp } from '../../http';
import type { MockStore } from '../../store';
import {
  catalogOf,
  type Catalog,
  reportSections,
  allRoles,
  designErrors,
  newDesign,
  rowVisibleTo,
  seedDesigns,
  seedReports,
  type StoredReport,
  reportGraph,
  reportDependants,
  dependantsMessage,
  type ResultRow,
} from '@domain/report-builder';
import { passesFilter, reportColumns, reportRows } from './run';

type Report = StoredReport;

/** Seed data of the report builder API. */
export function seedReportBuilder() {
  return {
    /** Saved report definitions. */
    reports: seedReports(),
    /** Dashboard designs. */
    designs: seedDesigns(),
    /** The design the designer and the dashboard load (the last one saved). */
    currentDesignId: 1,
  };
}

const missing = { message: errorMessages.notFound };
const failure = (errors: Record<string, string[]>) => ({
  message: validationMessage(errors),
  errors,
});

async function readBody(request: Request): Promise<Record<string, unknown>> {
  const body: unknown = await request.json().catch(() => ({}));
  return typeof body === 'object' && body !== null && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : {};
}

const positive = (value: string | null, fallback: number, max: number) => {
  const number = Number(value ?? '');
  return Number.isInteger(number) && number >= 1 ? Math.min(number, max) : fallback;
};

/** `created_at[start]`-style deep-object query parameters. */
function deepParams(query: URLSearchParams, name: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of query) {
    const match = new RegExp(`^${name}\\[([^\\]]+)\\]$`).exec(key);
    if (match?.[1] !== undefined) values[match[1]] = value;
  }
  return values;
}

const summary = (report: Report): Schema<'ReportSummary'> => ({
  id: report.id,
  report_name: report.report_name,
  db_connection_name: report.db_connection_name,
  query_type: report.query_type,
  created_at: report.created_at,
  updated_at: report.updated_at,
});

/** Handlers of the report builder API (report-builder §7). */
export function reportBuilderHandlers(store: MockStore): HttpHandler[] {
  const state = store.reportBuilder;
  const { admin } = store;

  /** The catalog of a connection ('default' or a connection id), or undefined when unknown. */
  const catalog = (connection: string | null): Catalog | undefined => {
    if (connection === 'default') return catalogOf('default');
    const found = admin.databaseConnections.find((row) => String(row.id) === connection);
    return found === undefined ? undefined : catalogOf(String(found.id));
  };
  const unknownConnection = () => failure({ connection: ['The selected connection is invalid.'] });

  const findReport = (id: unknown) => state.reports.find((report) => report.id === Number(id));

  /** Field errors of a posted report form (`data.*`, Laravel dot notation). */
  const reportErrors = (data: Partial<Report>, named = true) => {
    const errors: Record<string, string[]> = {};
    if (named && (data.report_name ?? '').trim() === '') {
      errors['data.report_name'] = ['The report name field is required.'];
    }
    if ((data.db_connection_name ?? '') === '') {
      errors['data.db_connection_name'] = ['The database connection field is required.'];
    } else if (catalog(data.db_connection_name ?? '') === undefined) {
      errors['data.db_connection_name'] = ['The selected database connection is invalid.'];
    }
    if (data.query_type === undefined) {
      errors['data.query_type'] = ['The query type field is required.'];
    } else if (data.query_type === 'raw_query') {
      if ((data.raw_query ?? '').trim() === '') {
        errors['data.raw_query'] = [
          'The raw query field is required when query type is raw_query.',
        ];
      }
    } else {
      const tables = data.tables ?? [];
      if (tables.length === 0) errors['data.tables'] = ['At least one table is required.'];
      tables.forEach((entry, index) => {
        if (entry.name.trim() === '')
          errors[`data.tables.${index}.name`] = ['The table field is required.'];
      });
    }
    if (data.add_graph === 'yes' && data.graph_settings?.graph_type === undefined) {
      errors['data.graph_settings.graph_type'] = [
        'The graph type field is required when add graph is yes.',
      ];
    }
    return errors;
  };

  /** A stored report built from a valid posted form. */
  const toReport = (data: Partial<Report>, id: number, now: string, previous?: Report): Report => {
    const connection = data.db_connection_name ?? 'default';
    const tables = data.tables ?? [];
    return {
      id,
      report_name: data.report_name ?? '',
      db_connection_name: connection,
      query_type: data.query_type ?? 'query_builder',
      raw_query: data.query_type === 'raw_query' ? (data.raw_query ?? null) : null,
      tables,
      table_options: data.table_options ?? Object.keys(catalog(connection) ?? {}),
      query_options:
        data.query_options ??
        state.reports
          .filter((report) => report.db_connection_name === connection && report.id !== id)
          .map((report) => ({ id: report.id, report_name: report.report_name })),
      select_options:
        data.select_options ??
        tables
          .flatMap((entry) => entry.options.map((column) => `${entry.name}.${column}`))
          .slice(0, 300),
      ...reportSections(data),
      created_at: previous?.created_at ?? now,
      updated_at: now,
    };
  };

  /** Whether the signed-in user's roles may see a row (administrators see every row). */
  const visibleRow = (row: Schema<'Row'>) => {
    const roleIds = admin.profile.roles.map((role) => role.id);
    return rowVisibleTo(
      row,
      roleIds,
      admin.profile.roles.some((role) => role.slug === 'administrator'),
    );
  };

  const currentDesign = () =>
    state.designs.find((candidate) => candidate.id === state.currentDesignId);

  /** A run of a saved report: grid filters, sort and a page of its made-up rows. */
  const runReport = (report: Report, query: URLSearchParams) => {
    const columns = reportColumns(report);
    const names = columns.map((column) => column.name);
    let rows: ResultRow[] = reportRows(report, names);
    const filters = deepParams(query, 'filters');
    for (const [alias, wanted] of Object.entries(filters)) {
      const filter = (report.grid_filters ?? []).find((candidate) => candidate.alias === alias);
      if (filter === undefined || wanted === '') continue;
      const column =
        report.selections?.find((selected) => selected.column === filter.column)?.alias ??
        report.select_aggregates?.find((selected) => selected.column === filter.column)?.alias ??
        filter.column.split('.').pop() ??
        filter.column;
      rows = rows.filter((row) => passesFilter(row[column] ?? null, filter.operators, wanted));
    }
    const sort = query.get('sort');
    if (sort !== null && names.includes(sort)) {
      const direction = query.get('direction') === 'desc' ? -1 : 1;
      rows = [...rows].sort((a, b) => {
        const left = a[sort] ?? null;
        const right = b[sort] ?? null;
        return (
          direction *
          (typeof left === 'number' && typeof right === 'number'
            ? left - right
            : String(left).localeCompare(String(right)))
        );
      });
    }
    const page = paginate(
      rows,
      positive(query.get('page'), 1, 1e6),
      positive(query.get('per_page'), 10, 1000),
    );
    return {
      report_id: report.id,
      report_name: report.report_name,
      columns,
      rows: page.data,
      graph: reportGraph(report, rows),
      current_page: page.current_page,
      per_page: page.per_page,
      total: page.total,
      last_page: page.last_page,
      from: page.from,
      to: page.to,
    };
  };

  return [
    adminHttp.get('/ext-report-builder/db-connections', ({ response }) =>
      response(200).json({
        data: [
          { id: 'default', connection_name: 'default' },
          ...admin.databaseConnections
            .filter((connection) => connection.status !== 0)
            .map((connection) => ({
              id: connection.id,
              connection_name: connection.connection_name,
            })),
        ],
      }),
    ),

    adminHttp.get('/ext-report-builder/roles', ({ response }) =>
      response(200).json({
        data: [allRoles, ...admin.roles.map((role) => ({ id: role.id, name: role.name }))],
      }),
    ),

    adminHttp.get('/ext-report-builder/get-tables-by-connection', ({ request, response }) => {
      const tables = catalog(new URL(request.url).searchParams.get('connection'));
      if (tables === undefined) return response(422).json(unknownConnection());
      return response(200).json({ data: Object.keys(tables).sort() });
    }),

    adminHttp.get('/ext-report-builder/get-queries-by-connection', ({ request, response }) => {
      const connection = new URL(request.url).searchParams.get('connection');
      if (connection !== null && connection !== '' && catalog(connection) === undefined) {
        return response(422).json(unknownConnection());
      }
      const reports = state.reports.filter(
        (report) =>
          connection === null || connection === '' || report.db_connection_name === connection,
      );
      return response(200).json({
        data: reports.map((report) => ({ id: report.id, report_name: report.report_name })),
      });
    }),

    adminHttp.get('/ext-report-builder/get-table-columns', ({ request, response }) => {
      const query = new URL(request.url).searchParams;
      const tables = catalog(query.get('connection'));
      if (tables === undefined) return response(422).json(unknownConnection());
      const columns = tables[query.get('table') ?? ''];
      if (columns === undefined) {
        return response(422).json(failure({ table: ['The selected table is invalid.'] }));
      }
      return response(200).json({ data: columns });
    }),

    adminHttp.get('/ext-report-builder/get-columns-by-query', ({ request, response }) => {
      const query = new URL(request.url).searchParams;
      if (catalog(query.get('connection')) === undefined) {
        return response(422).json(unknownConnection());
      }
      const report = findReport(query.get('report'));
      if (report === undefined) {
        return response(422).json(failure({ report: ['The selected report is invalid.'] }));
      }
      return response(200).json({ data: reportColumns(report).map((column) => column.name) });
    }),

    adminHttp.post(
      '/ext-report-builder/store-report-query/{id}',
      async ({ params, request, response }) => {
        const id = Number(params.id);
        const previous = id === 0 ? undefined : findReport(id);
        if (id !== 0 && previous === undefined) return response(404).json(missing);
        const body = await readBody(request);
        const invalid = missingRequired('storeReportQuery', body);
        if (invalid !== undefined) return response(422).json(invalid);
        const data = (
          typeof body.data === 'object' && body.data !== null ? body.data : {}
        ) as Partial<Report>;
        const errors = reportErrors(data);
        if (Object.keys(errors).length > 0) return response(422).json(failure(errors));
        const now = store.clock();
        const stored =
          previous === undefined
            ? Math.max(0, ...state.reports.map((report) => report.id)) + 1
            : previous.id;
        if (previous === undefined) {
          state.reports.push(toReport(data, stored, now));
        } else {
          state.reports[state.reports.indexOf(previous)] = toReport(data, id, now, previous);
        }
        return response(200).json({ message: 'Report saved successfully.', id: stored });
      },
    ),

    // The mock does not compile SQL: it answers made-up rows of the form's columns.
    adminHttp.post('/ext-report-builder/preview-report-query', async ({ request, response }) => {
      const body = await readBody(request);
      const invalid = missingRequired('previewReportQuery', body);
      if (invalid !== undefined) return response(422).json(invalid);
      const data = (
        typeof body.data === 'object' && body.data !== null ? body.data : {}
      ) as Partial<Report>;
      const errors = reportErrors(data, false);
      if (Object.keys(errors).length > 0) return response(422).json(failure(errors));
      const preview = toReport(data, 0, store.clock());
      const columns = reportColumns(preview);
      const rows = reportRows(
        preview,
        columns.map((column) => column.name),
      );
      const query = new URL(request.url).searchParams;
      const page = paginate(
        rows,
        positive(query.get('page'), 1, 1e6),
        positive(query.get('per_page'), 10, 100),
      );
      return response(200).json({
        columns,
        rows: page.data,
        graph: reportGraph(preview, rows),
        current_page: page.current_page,
        per_page: page.per_page,
        total: page.total,
        last_page: page.last_page,
        from: page.from,
        to: page.to,
        duration_ms: 12,
        sql: null,
        parameters: [],
      });
    }),

    adminHttp.post(
      '/ext-report-builder/store-design/{id}',
      async ({ params, request, response }) => {
        const id = Number(params.id);
        const index = state.designs.findIndex((design) => design.id === id);
        if (id !== 0 && index < 0) return response(404).json(missing);
        const body = await readBody(request);
        const invalid = missingRequired('storeDesign', body);
        if (invalid !== undefined) return response(422).json(invalid);
        const input = body as Partial<Schema<'Design'>>;
        const rows = (input.rows ?? []).map((row, order) => ({
          ...row,
          order: order + 1,
          role_ids: row.role_ids.length === 0 ? [allRoles] : row.role_ids,
        }));
        const errors = designErrors({ name: input.name ?? '', rows });
        if (Object.keys(errors).length > 0) return response(422).json(failure(errors));
        const savedId =
          id === 0 ? Math.max(0, ...state.designs.map((design) => design.id)) + 1 : id;
        const design: Schema<'Design'> = {
          id: savedId,
          name: (input.name ?? '').trim(),
          rows,
          update: true,
        };
        if (index < 0) state.designs.push(design);
        else state.designs[index] = design;
        state.currentDesignId = savedId;
        return response(200).json({ message: 'Design saved successfully.' });
      },
    ),

    adminHttp.get('/ext-report-builder/query-reports', ({ request, response }) => {
      const query = new URL(request.url).searchParams;
      const invalid = listQueryErrors(query, '/ext-report-builder/query-reports');
      if (invalid !== undefined) return response(422).json(invalid);
      const id = query.get('id');
      const range = deepParams(query, 'created_at');
      const stamp = (report: Report) => report.created_at.slice(0, 19).replace('T', ' ');
      const rows = state.reports
        .filter(
          (report) =>
            (id === null || id === '' || String(report.id) === id) &&
            (range.start === undefined || stamp(report) >= range.start) &&
            (range.end === undefined || stamp(report) <= range.end),
        )
        .sort((a, b) => b.id - a.id)
        .map(summary);
      const { page, perPage } = pageOfQuery(query);
      return response(200).json(paginate(rows, page, perPage));
    }),

    adminHttp.get('/ext-report-builder/query-reports/{id}', ({ params, response }) => {
      const report = findReport(params.id);
      if (report === undefined) return response(404).json(missing);
      return response(200).json({ data: report });
    }),

    adminHttp.delete('/ext-report-builder/query-reports/{id}', ({ params, response }) => {
      const report = findReport(params.id);
      if (report === undefined) return response(404).json(missing);
      const dependants = reportDependants(state.reports, report.id);
      if (dependants.length > 0) {
        return response(422).json(failure({ id: [dependantsMessage(dependants)] }));
      }
      state.reports.splice(state.reports.indexOf(report), 1);
      return response(200).json({ message: 'Report deleted successfully.' });
    }),

    adminHttp.get('/ext-report-builder/query-reports/{id}/run', ({ params, request, response }) => {
      const report = findReport(params.id);
      if (report === undefined) return response(404).json(missing);
      return response(200).json(runReport(report, new URL(request.url).searchParams));
    }),

    adminHttp.get('/ext-report-builder/report-designer', ({ response }) =>
      response(200).json({ data: currentDesign() ?? newDesign }),
    ),

    adminHttp.get('/ext-report-builder/report-designer/{id}', ({ params, response }) => {
      const design = state.designs.find((candidate) => candidate.id === Number(params.id));
      if (design === undefined) return response(404).json(missing);
      return response(200).json({ data: design });
    }),

    adminHttp.get('/ext-report-builder/dashboard', ({ response }) => {
      const design = currentDesign();
      return response(200).json({
        data:
          design === undefined ? newDesign : { ...design, rows: design.rows.filter(visibleRow) },
      });
    }),

    adminHttp.get(
      '/ext-report-builder/dashboard/{id}/rows/{row}/cells/{cell}',
      ({ params, request, response }) => {
        const design = state.designs.find((candidate) => candidate.id === Number(params.id));
        const row = design?.rows.find((candidate) => candidate.order === Number(params.row));
        if (row === undefined) return response(404).json(missing);
        if (!visibleRow(row)) return response(403).json({ message: errorMessages.forbidden });
        const report = findReport(row.selected_report.report[Number(params.cell) - 1]?.report_id);
        if (report === undefined) return response(404).json(missing);
        return response(200).json({
          ...runReport(report, new URL(request.url).searchParams),
          grid_filters: report.grid_filters ?? [],
        });
      },
    ),
  ];
}
