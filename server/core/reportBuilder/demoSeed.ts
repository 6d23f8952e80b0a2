import type { Kysely } from 'kysely';
import {
  billingCatalog,
  clause,
  select,
  table,
  where,
  type ReportTemplate,
  allRoles,
  cell,
  collectionRateGauge,
  row,
  topupRevenueTile,
  collectionRate,
  dailyTopupTotals,
  monthlyInvoiceTotals,
  operatorFilter,
  overdueInvoices,
  revenueByGateway,
  topupOperatorsTable,
  topupRevenueByOperator,
  topupsTable,
  topupTransactions,
} from '../../../domain/report-builder';
import type { Schema } from '../../../domain/schema';
import type { Database } from '../db/schema';
import { demoOperatorNames, demoReportingDatabase } from './demoDatabase';
import { storedColumnsOf } from './reports';

// The demo reports are the mock API's definitions (openapi/mocks/areas/report-builder), varied
// where the demo database differs from the mock's billing database.

/** The demo database has a third operator, Maxis: its operator filters offer it too. */
const demoOperatorFilter: Schema<'GridFilter'> = {
  ...operatorFilter,
  options: demoOperatorNames.join(','),
};

/** The demo reports by key, in the order they are saved. */
const demoReports: Record<string, ReportTemplate> = {
  topups: {
    ...topupTransactions,
    // The demo rows are dated before the database was made, so a rolling 30 days would empty
    // the list over time; its sequential transaction ids (TP880000, TP880007, …) sort well.
    filter_group: [],
    selections: topupTransactions.selections?.map((column) => ({
      ...column,
      is_sortable: 'yes' as const,
    })),
    grid_filters: topupTransactions.grid_filters?.map((filter) =>
      filter === operatorFilter ? demoOperatorFilter : filter,
    ),
  },
  revenueByOperator: {
    report_name: 'Top-up revenue by operator',
    query_type: 'query_builder',
    tables: [topupsTable, topupOperatorsTable],
    ...topupRevenueByOperator,
    filter_group: [
      { filter_type: 'and', query_filters: [where('cbs_topups.status', 'equal', 'success')] },
    ],
    // A third colour for the demo database's third operator.
    graph_settings: {
      ...topupRevenueByOperator.graph_settings,
      graph_color_scheme: '#3C8DBC,#F39C12,#00A65A',
    },
    grid_filters: [demoOperatorFilter],
  },
  revenueByGateway,
  dailyTopups: {
    report_name: 'Daily top-ups (30 days)',
    query_type: 'query_builder',
    tables: [topupsTable],
    selections: [select('DATE(cbs_topups.created_at)', 'topup_date', { raw: true })],
    ...dailyTopupTotals,
    query_clause: clause(['DATE(cbs_topups.created_at)'], ['topup_date'], 'ASC', { raw: true }),
    have_group_by: 'yes',
    have_order_by: 'yes',
    add_graph: 'yes',
    graph_settings: {
      graph_type: 'Line',
      graph_title: 'Successful top-ups per day (RM)',
      graph_label: 'topup_date',
      graph_data: 'total_amount',
      graph_color_scheme: '#00A65A',
    },
  },
  overdueInvoices: {
    ...overdueInvoices,
    // The demo database's invoices have no customer column, and are not the billing area's
    // invoices: a link to those would find nothing.
    tables: [
      table(
        'cbs_invoices',
        billingCatalog.cbs_invoices.filter((column) => column !== 'customer_id'),
      ),
    ],
    set_custom_action: 'no',
    custom_link_value: null,
    custom_link_icon: null,
  },
  // SQLite has no DATE_FORMAT nor CURDATE, and divides integers as integers (hence 100.0 first);
  // the collection rate counts every invoice that is not void, as its demo rows span 60 days.
  monthlyInvoices: {
    ...monthlyInvoiceTotals,
    raw_query:
      "SELECT substr(issued_at, 1, 7) AS month, currency, ROUND(SUM(total), 2) AS total FROM cbs_invoices WHERE status <> 'void' GROUP BY month, currency ORDER BY month DESC",
  },
  collectionRate: {
    ...collectionRate,
    raw_query:
      "SELECT ROUND(100.0 * SUM(CASE WHEN status = 'paid' THEN total ELSE 0 END) / SUM(total), 1) AS collection_rate FROM cbs_invoices WHERE status <> 'void'",
  },
};

/**
 * The report builder's demo: a sqlite connection to the demo reporting database (created on
 * start), saved reports of every kind on it, and a billing dashboard design.
 */
export async function seedReportBuilderDemo(db: Kysely<Database>, now: string): Promise<void> {
  const stamps = { created_at: now, updated_at: now };
  // The admin demo (domain/admin-demo) lists this connection among its others: reuse it.
  const connection =
    (await db
      .selectFrom('database_connections')
      .select('id')
      .where('connection_name', '=', demoReportingDatabase)
      .executeTakeFirst()) ??
    (await db
      .insertInto('database_connections')
      .values({
        connection_name: demoReportingDatabase,
        driver: 'sqlite',
        // A sqlite connection reads <DATA_DIR>/reporting/<database>.sqlite: host and port are unused.
        host: 'localhost',
        port: 1,
        database: demoReportingDatabase,
        username: 'reports',
        password: '',
        status: 1,
        ...stamps,
      })
      .returning('id')
      .executeTakeFirstOrThrow());

  const ids: Record<string, number> = {};
  for (const [key, report] of Object.entries(demoReports)) {
    const saved = await db
      .insertInto('query_reports')
      .values({ ...storedColumnsOf(report, connection.id), ...stamps })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids[key] = saved.id;
  }
  const idOf = (key: string) => ids[key] ?? null;

  const billingOfficer = await db
    .selectFrom('admin_roles')
    .select(['id', 'name'])
    .where('slug', '=', 'billing-officer')
    .executeTakeFirst();
  const rows: Schema<'Row'>[] = [
    row(
      1,
      true,
      [allRoles],
      [
        cell(
          'Top-up revenue (RM)',
          'iconic_data',
          'col-md-4',
          idOf('revenueByOperator'),
          topupRevenueTile,
        ),
        cell('Payments by gateway', 'infographic_data', 'col-md-4', idOf('revenueByGateway'), {
          column: 'transactions',
          title_color: '#333333',
          value_color: '#00A65A',
        }),
        collectionRateGauge('col-md-4', idOf('collectionRate')),
      ],
    ),
    row(
      2,
      false,
      [allRoles],
      [
        cell('Daily top-ups (30 days)', 'graph', 'col-md-8', idOf('dailyTopups'), {
          graph_type: 'Line',
          label_column: 'topup_date',
          data_column: 'total_amount',
          color_scheme: '#00A65A',
        }),
        cell('Revenue by operator', 'graph', 'col-md-4', idOf('revenueByOperator'), {
          graph_type: 'Pie',
          label_column: 'operator_name',
          data_column: 'total_amount',
          color_scheme: '#3C8DBC,#F39C12,#00A65A',
        }),
      ],
    ),
    row(3, false, billingOfficer === undefined ? [allRoles] : [billingOfficer], [
      cell('Overdue invoices', 'table', 'col-md-12', idOf('overdueInvoices'), {
        url: `/admin/ext-report-builder/query-builder/${String(ids.overdueInvoices)}`,
      }),
    ]),
  ];
  await db
    .insertInto('report_designs')
    .values({ name: 'Billing operations dashboard', rows: JSON.stringify(rows), ...stamps })
    .execute();
}
