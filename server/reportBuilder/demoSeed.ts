import type { Kysely } from 'kysely';
import type { Schema } from '../../openapi/schema';
import type { Database } from '../db/schema';
import { demoReportingDatabase } from './demoDatabase';
import { allRoles } from './designs';
import { storedColumnsOf } from './reports';

type Input = Schema<'ReportInput'>;
type Table = Schema<'TableEntry'>;
type Cell = Schema<'ReportCell'>;

const table = (name: string, options: string[], join?: [string, string, 'join' | 'leftJoin']) => ({
  object_type: 'table' as const,
  name,
  selected_query: null,
  query_alias: null,
  options,
  table_join:
    join === undefined
      ? null
      : { type: join[2], condition: '=' as const, column1: join[0], column2: join[1] },
});

const select = (
  column: string,
  alias: string,
  options: { raw?: boolean; labels?: Schema<'LabelConfig'>[] } = {},
): Schema<'SelectedColumn'> => ({
  column,
  alias,
  is_raw: options.raw === true ? 'yes' : 'no',
  is_sortable: 'yes',
  has_label: options.labels === undefined ? 'no' : 'yes',
  label_config: options.labels ?? [],
});

const where = (
  column: string,
  operator: Schema<'QueryFilter'>['operators'],
  value: string,
  predefined = false,
): Schema<'QueryFilter'> => ({
  filter: column,
  operators: operator,
  value,
  radio: 'and',
  is_function: false,
  use_predefined: predefined,
  is_param: false,
  is_raw: 'no',
});

const clause = (
  group: string[],
  order: string[],
  direction: 'ASC' | 'DESC',
  raw = false,
): Schema<'Clause'> => ({
  extra_operation: group.length === 0 ? null : 'GROUP BY',
  columns: group,
  order_columns: order,
  order_type: direction,
  limit_value: 10,
  is_raw: raw ? 'yes' : 'no',
});

const statusLabels: Schema<'LabelConfig'>[] = [
  { value: 'success', class: 'success' },
  { value: 'pending', class: 'warning' },
  { value: 'failed', class: 'danger' },
];

const operatorFilter: Schema<'GridFilter'> = {
  column: 'operators.name',
  alias: 'Operator',
  operators: 'in',
  is_dropdown: 'yes',
  is_multiple: 'yes',
  field_type: 'string',
  options: 'Digi,U Mobile,Maxis',
};

const topups = table('cbs_topups', [
  'id',
  'msisdn',
  'operator_id',
  'amount',
  'channel',
  'status',
  'transaction_id',
  'created_at',
]);
const operators = table(
  'operators',
  ['id', 'name', 'short_code', 'country_code'],
  ['cbs_topups.operator_id', 'operators.id', 'leftJoin'],
);
const payments = table('cbs_payment_transactions', [
  'id',
  'reference',
  'msisdn',
  'gateway_id',
  'amount',
  'currency',
  'status',
  'paid_at',
  'created_at',
]);
const gateways = table(
  'cbs_gateways',
  ['id', 'name', 'code', 'status'],
  ['cbs_payment_transactions.gateway_id', 'cbs_gateways.id', 'join'],
);

/** A report with every section off, for a connection. */
const base = (name: string, connection: string, type: Input['query_type']): Input => ({
  id: 0,
  report_name: name,
  db_connection_name: connection,
  query_type: type,
  raw_query: null,
  have_aggregate_function: 'no',
  have_group_by: 'no',
  have_order_by: 'no',
  set_limit: 'no',
  set_custom_action: 'no',
  add_graph: 'no',
  graph_settings: null,
});

/** The demo reports, by key, on the demo connection. */
function demoReports(connection: string): Record<string, Input> {
  const tables = (entries: Table[]) => ({ tables: entries });
  return {
    topups: {
      ...base('Top-up transactions', connection, 'query_builder'),
      ...tables([topups, operators]),
      selections: [
        select('cbs_topups.transaction_id', 'transaction_id'),
        select('cbs_topups.msisdn', 'msisdn'),
        select('operators.name', 'operator_name'),
        select('cbs_topups.amount', 'amount'),
        select('cbs_topups.channel', 'channel'),
        select('cbs_topups.status', 'status', { labels: statusLabels }),
        select('cbs_topups.created_at', 'created_at'),
      ],
      query_clause: clause([], ['created_at'], 'DESC'),
      have_order_by: 'yes',
      set_custom_action: 'yes',
      custom_link_value: '/admin/ext-cbs-payment/payment_transaction?reference={transaction_id}',
      custom_link_icon: 'fa-external-link',
      grid_filters: [
        operatorFilter,
        {
          column: 'cbs_topups.status',
          alias: 'Status',
          operators: 'equal',
          is_dropdown: 'yes',
          is_multiple: 'no',
          field_type: 'string',
          options: 'success,pending,failed',
        },
        {
          column: 'cbs_topups.msisdn',
          alias: 'MSISDN',
          operators: 'begins_with',
          is_dropdown: 'no',
          is_multiple: 'no',
          field_type: 'string',
          options: null,
        },
      ],
    },
    revenueByOperator: {
      ...base('Top-up revenue by operator', connection, 'query_builder'),
      ...tables([topups, operators]),
      selections: [select('operators.name', 'operator_name')],
      have_aggregate_function: 'yes',
      select_aggregates: [
        {
          aggregate_function: 'SUM',
          column: 'cbs_topups.amount',
          alias: 'total_amount',
          is_sortable: 'yes',
        },
      ],
      filter_group: [
        { filter_type: 'and', query_filters: [where('cbs_topups.status', 'equal', 'success')] },
      ],
      query_clause: clause(['operators.name'], ['total_amount'], 'DESC'),
      have_group_by: 'yes',
      have_order_by: 'yes',
      add_graph: 'yes',
      graph_settings: {
        graph_type: 'Bar',
        graph_title: 'Top-up revenue by operator (RM)',
        graph_label: 'operator_name',
        graph_data: 'total_amount',
        graph_color_scheme: '#3C8DBC,#F39C12,#00A65A',
      },
      grid_filters: [operatorFilter],
    },
    revenueByGateway: {
      ...base('Revenue by payment gateway', connection, 'query_builder'),
      ...tables([payments, gateways]),
      selections: [select('cbs_gateways.name', 'gateway_name')],
      have_aggregate_function: 'yes',
      select_aggregates: [
        {
          aggregate_function: 'SUM',
          column: 'cbs_payment_transactions.amount',
          alias: 'total_amount',
          is_sortable: 'yes',
        },
        {
          aggregate_function: 'COUNT',
          column: 'cbs_payment_transactions.id',
          alias: 'transactions',
          is_sortable: 'yes',
        },
      ],
      filter_group: [
        {
          filter_type: 'and',
          query_filters: [where('cbs_payment_transactions.status', 'equal', 'success')],
        },
      ],
      query_clause: clause(['cbs_gateways.name'], ['total_amount'], 'DESC'),
      have_group_by: 'yes',
      have_order_by: 'yes',
      add_graph: 'yes',
      graph_settings: {
        graph_type: 'Pie',
        graph_title: 'Successful payments by gateway (RM)',
        graph_label: 'gateway_name',
        graph_data: 'total_amount',
        graph_color_scheme: '#3C8DBC,#F39C12,#00A65A,#DD4B39',
      },
    },
    dailyTopups: {
      ...base('Daily top-ups (30 days)', connection, 'query_builder'),
      ...tables([topups]),
      selections: [select('DATE(cbs_topups.created_at)', 'topup_date', { raw: true })],
      have_aggregate_function: 'yes',
      select_aggregates: [
        {
          aggregate_function: 'COUNT',
          column: 'cbs_topups.id',
          alias: 'topup_count',
          is_sortable: 'yes',
        },
        {
          aggregate_function: 'SUM',
          column: 'cbs_topups.amount',
          alias: 'total_amount',
          is_sortable: 'yes',
        },
      ],
      filter_group: [
        {
          filter_type: 'and',
          query_filters: [
            where('cbs_topups.status', 'equal', 'success'),
            where('cbs_topups.created_at', 'greater_or_equal', 'date_from_last_30_days', true),
          ],
        },
      ],
      query_clause: clause(['DATE(cbs_topups.created_at)'], ['topup_date'], 'ASC', true),
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
      ...base('Overdue invoices', connection, 'query_builder'),
      ...tables([
        table('cbs_invoices', [
          'id',
          'invoice_no',
          'msisdn',
          'operator_id',
          'currency',
          'subtotal',
          'tax',
          'total',
          'status',
          'issued_at',
          'due_at',
          'paid_at',
        ]),
      ]),
      selections: [
        select('cbs_invoices.invoice_no', 'invoice_no'),
        select('cbs_invoices.msisdn', 'msisdn'),
        select('cbs_invoices.total', 'total'),
        select('cbs_invoices.due_at', 'due_at'),
        select('cbs_invoices.status', 'status', {
          labels: [
            { value: 'overdue', class: 'danger' },
            { value: 'issued', class: 'info' },
          ],
        }),
      ],
      filter_group: [
        {
          filter_type: 'and',
          query_filters: [
            where('cbs_invoices.status', 'in', 'overdue,issued'),
            where('cbs_invoices.due_at', 'less', 'date_current', true),
          ],
        },
      ],
      query_clause: clause([], ['due_at'], 'ASC'),
      have_order_by: 'yes',
      grid_filters: [
        {
          column: 'cbs_invoices.due_at',
          alias: 'Due date',
          operators: 'between',
          is_dropdown: 'no',
          is_multiple: 'no',
          field_type: 'date',
          options: null,
        },
      ],
    },
    monthlyInvoices: {
      ...base('Monthly invoice totals', connection, 'raw_query'),
      raw_query:
        "SELECT substr(issued_at, 1, 7) AS month, currency, ROUND(SUM(total), 2) AS total FROM cbs_invoices WHERE status <> 'void' GROUP BY month, currency ORDER BY month DESC",
    },
    collectionRate: {
      ...base('Collection rate', connection, 'raw_query'),
      raw_query:
        "SELECT ROUND(100.0 * SUM(CASE WHEN status = 'paid' THEN total ELSE 0 END) / SUM(total), 1) AS collection_rate FROM cbs_invoices WHERE status <> 'void'",
    },
  };
}

/** A dashboard cell with every optional setting empty. */
const cell = (
  title: string,
  display: Cell['display_type'],
  grid: Cell['grid'],
  reportId: number | undefined,
  settings: Partial<Cell> = {},
): Cell => ({
  title,
  display_type: display,
  grid,
  report_id: reportId ?? null,
  icon_image: null,
  graph_type: null,
  url: null,
  column: null,
  label_column: null,
  color_scheme: null,
  data_column: null,
  additional_data: null,
  redFrom: null,
  redTo: null,
  yellowFrom: null,
  yellowTo: null,
  table_columns: null,
  table_rows: null,
  aggregates_sum: null,
  aggregates_count: null,
  title_color: null,
  value_color: null,
  ...settings,
});

/**
 * The report builder's demo: a sqlite connection to the demo reporting database (created on
 * start), saved reports of every kind on it, and a billing dashboard design.
 */
export async function seedReportBuilderDemo(db: Kysely<Database>, now: string): Promise<void> {
  const existing = await db
    .selectFrom('database_connections')
    .select('id')
    .where('connection_name', '=', demoReportingDatabase)
    .executeTakeFirst();
  if (existing !== undefined) return;
  const stamps = { created_at: now, updated_at: now };
  const connection = await db
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
    .executeTakeFirstOrThrow();

  const ids: Record<string, number> = {};
  for (const [key, report] of Object.entries(demoReports(String(connection.id)))) {
    const row = await db
      .insertInto('query_reports')
      .values({ ...storedColumnsOf(report, connection.id), ...stamps })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids[key] = row.id;
  }

  const billingOfficer = await db
    .selectFrom('admin_roles')
    .select(['id', 'name'])
    .where('slug', '=', 'billing-officer')
    .executeTakeFirst();
  const rows: Schema<'Row'>[] = [
    {
      name: 'Row 1',
      order: 1,
      fixed: true,
      column_no: 3,
      role_ids: [allRoles],
      selected_report: {
        report: [
          cell('Top-up revenue (RM)', 'iconic_data', 'col-md-4', ids.revenueByOperator, {
            icon_image: 'fa-money',
            column: 'total_amount',
            title_color: '#333333',
            value_color: '#3C8DBC',
          }),
          cell('Payments by gateway', 'infographic_data', 'col-md-4', ids.revenueByGateway, {
            column: 'transactions',
            title_color: '#333333',
            value_color: '#00A65A',
          }),
          cell('Collection rate', 'graph', 'col-md-4', ids.collectionRate, {
            graph_type: 'GaugeChart',
            column: 'collection_rate',
            data_column: 'collection_rate',
            redFrom: 80,
            redTo: 100,
            yellowFrom: 70,
            yellowTo: 80,
          }),
        ],
      },
    },
    {
      name: 'Row 2',
      order: 2,
      fixed: false,
      column_no: 2,
      role_ids: [allRoles],
      selected_report: {
        report: [
          cell('Daily top-ups (30 days)', 'graph', 'col-md-8', ids.dailyTopups, {
            graph_type: 'Line',
            label_column: 'topup_date',
            data_column: 'total_amount',
            color_scheme: '#00A65A',
          }),
          cell('Revenue by operator', 'graph', 'col-md-4', ids.revenueByOperator, {
            graph_type: 'Pie',
            label_column: 'operator_name',
            data_column: 'total_amount',
            color_scheme: '#3C8DBC,#F39C12,#00A65A',
          }),
        ],
      },
    },
    {
      name: 'Row 3',
      order: 3,
      fixed: false,
      column_no: 1,
      role_ids: billingOfficer === undefined ? [allRoles] : [billingOfficer],
      selected_report: {
        report: [
          cell('Overdue invoices', 'table', 'col-md-12', ids.overdueInvoices, {
            url: `/admin/ext-report-builder/query-builder/${String(ids.overdueInvoices)}`,
          }),
        ],
      },
    },
  ];
  await db
    .insertInto('report_designs')
    .values({ name: 'Billing operations dashboard', rows: JSON.stringify(rows), ...stamps })
    .execute();
}
