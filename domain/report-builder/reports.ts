import type { Schema } from '../schema';
import { reportingCatalog } from './catalog';
import { demoReportingConnectionId } from './connections';
import {
  aggregate,
  clause,
  reportSections,
  select,
  table,
  where,
  type ReportTemplate,
} from './definitions';

// The demo reports, one list for the reference server's demo seed and the mock API: every one
// runs on the demo reporting database (SQLite), whose rows the server's demo writes.

/** A saved report: its timestamps are always set. */
export type StoredReport = Schema<'Report'> & { created_at: string; updated_at: string };
type Report = StoredReport;
type Table = Schema<'TableEntry'>;

const statusLabels: Schema<'LabelConfig'>[] = [
  { value: 'success', class: 'success' },
  { value: 'pending', class: 'warning' },
  { value: 'failed', class: 'danger' },
];

/** The run-time filter of top-up reports by operator name. */
export const operatorFilter: Schema<'GridFilter'> = {
  column: 'operators.name',
  alias: 'Operator',
  operators: 'in',
  is_dropdown: 'yes',
  is_multiple: 'yes',
  field_type: 'string',
  options: 'Digi,U Mobile,Maxis',
};

/** The top-ups table with every column. */
export const topupsTable = table('cbs_topups', reportingCatalog.cbs_topups);

/** The operators table, joined to the top-ups (a top-up of an unknown operator stays). */
export const topupOperatorsTable = table('operators', reportingCatalog.operators, [
  'cbs_topups.operator_id',
  'operators.id',
  'leftJoin',
]);

const paymentsTable = table('cbs_payment_transactions', reportingCatalog.cbs_payment_transactions);
const gatewaysTable = table('cbs_gateways', reportingCatalog.cbs_gateways, [
  'cbs_payment_transactions.gateway_id',
  'cbs_gateways.id',
  'join',
]);

/** Every top-up with its operator, newest first, linked to its payment transaction. */
export const topupTransactions: ReportTemplate = {
  report_name: 'Top-up transactions',
  query_type: 'query_builder',
  tables: [topupsTable, topupOperatorsTable],
  selections: [
    select('cbs_topups.transaction_id', 'transaction_id', { sortable: false }),
    select('cbs_topups.msisdn', 'msisdn'),
    select('operators.name', 'operator_name'),
    select('cbs_topups.amount', 'amount'),
    select('cbs_topups.channel', 'channel'),
    select('cbs_topups.status', 'status', { labels: statusLabels }),
    select('cbs_topups.created_at', 'created_at'),
  ],
  filter_group: [
    {
      filter_type: 'and',
      query_filters: [
        where('cbs_topups.created_at', 'greater_or_equal', 'date_from_last_30_days', true),
      ],
    },
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
};

/** Top-up revenue summed by operator, largest first, as a bar chart (no tables nor filters). */
export const topupRevenueByOperator = {
  selections: [select('operators.name', 'operator_name')],
  have_aggregate_function: 'yes',
  select_aggregates: [aggregate('SUM', 'cbs_topups.amount', 'total_amount')],
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
} satisfies Partial<ReportTemplate>;

/** Successful payments summed and counted by gateway, as a pie chart. */
export const revenueByGateway: ReportTemplate = {
  report_name: 'Revenue by payment gateway',
  query_type: 'query_builder',
  tables: [paymentsTable, gatewaysTable],
  selections: [select('cbs_gateways.name', 'gateway_name')],
  have_aggregate_function: 'yes',
  select_aggregates: [
    aggregate('SUM', 'cbs_payment_transactions.amount', 'total_amount'),
    aggregate('COUNT', 'cbs_payment_transactions.id', 'transactions'),
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
    graph_color_scheme: '#3C8DBC,#F39C12,#00A65A,#DD4B39,#605CA8',
  },
};

/** Successful top-ups of the last 30 days, counted and summed (grouped by day by a report). */
export const dailyTopupTotals = {
  have_aggregate_function: 'yes',
  select_aggregates: [
    aggregate('COUNT', 'cbs_topups.id', 'topup_count'),
    aggregate('SUM', 'cbs_topups.amount', 'total_amount'),
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
} satisfies Partial<ReportTemplate>;

/** Invoice totals by month and currency (raw query in SQLite). */
export const monthlyInvoiceTotals: ReportTemplate = {
  report_name: 'Monthly invoice totals',
  query_type: 'raw_query',
  raw_query:
    "SELECT substr(issued_at, 1, 7) AS month, currency, ROUND(SUM(total), 2) AS total FROM cbs_invoices WHERE status <> 'void' GROUP BY month, currency ORDER BY month DESC",
};

/** Invoices issued or overdue past their due date, oldest due first, linked to the invoice. */
export const overdueInvoices: ReportTemplate = {
  report_name: 'Overdue invoices',
  query_type: 'query_builder',
  tables: [table('cbs_invoices', reportingCatalog.cbs_invoices)],
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
  set_custom_action: 'yes',
  custom_link_value: '/admin/ext-cbs-invoice/invoice?invoice_no={invoice_no}',
  custom_link_icon: 'fa-file-text-o',
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
};

/**
 * The share of invoiced money paid, in percent, of the invoices that are not void (raw query in
 * SQLite, which divides integers as integers: hence 100.0 first).
 */
export const collectionRate: ReportTemplate = {
  report_name: 'Collection rate',
  query_type: 'raw_query',
  raw_query:
    "SELECT ROUND(100.0 * SUM(CASE WHEN status = 'paid' THEN total ELSE 0 END) / SUM(total), 1) AS collection_rate FROM cbs_invoices WHERE status <> 'void'",
};

/** One demo report: its id, when it was made and last saved (as of `demoDay`), its definition. */
export interface DemoReport {
  id: number;
  created: string;
  updated: string;
  definition: ReportTemplate;
}

/**
 * The day the demo lists are dated from: the seeds move each date by the time between it and
 * their own day (the server's demo by its seeding instant).
 */
export const demoDay = '2025-06-01T00:00:00Z';

/** A saved report of a definition, with the sections it leaves out turned off. */
function saved(id: number, created: string, updated: string, definition: ReportTemplate): Report {
  return {
    id,
    report_name: definition.report_name,
    db_connection_name: String(demoReportingConnectionId),
    query_type: definition.query_type,
    raw_query: definition.raw_query ?? null,
    tables: definition.tables ?? [],
    table_options: [],
    query_options: definition.query_options ?? [],
    select_options: [],
    ...reportSections(definition),
    created_at: created,
    updated_at: updated,
  };
}

const columnsOf = (tables: Table[]) =>
  tables.flatMap((entry) => entry.options.map((column) => `${entry.name}.${column}`));

/** Saved reports of every query type (ids 1 to 18), all on the demo reporting connection. */
export function seedReports(): Report[] {
  return demoReports.map(({ id, created, updated, definition }) => {
    const report = saved(id, created, updated, definition);
    return definition.query_type === 'raw_query'
      ? report
      : {
          ...report,
          table_options: Object.keys(reportingCatalog),
          select_options: columnsOf(report.tables ?? []).slice(0, 300),
        };
  });
}

/** The demo reports, in id order: every query type, several charts, a gauge's and a card's. */
export const demoReports: DemoReport[] = (() => {
  const subscriptions = table('cbs_subscriptions', reportingCatalog.cbs_subscriptions);
  const services = table('services', reportingCatalog.services, [
    'cbs_subscriptions.service_id',
    'services.id',
    'join',
  ]);
  const subscribers = table('cbs_subscribers', reportingCatalog.cbs_subscribers);
  const subscriberOperators = table('operators', reportingCatalog.operators, [
    'cbs_subscribers.operator_id',
    'operators.id',
    'leftJoin',
  ]);

  const entry = (
    id: number,
    created: string,
    updated: string,
    definition: ReportTemplate,
  ): DemoReport => ({ id, created, updated, definition });

  return [
    entry(1, '2025-01-06T02:00:00Z', '2025-04-18T03:10:00Z', topupTransactions),
    entry(2, '2025-01-09T04:30:00Z', '2025-01-09T04:30:00Z', {
      report_name: 'Subscriber registrations by day',
      query_type: 'query_builder',
      tables: [subscribers],
      selections: [
        select('DATE(cbs_subscribers.registered_at)', 'registration_date', { raw: true }),
      ],
      have_aggregate_function: 'yes',
      select_aggregates: [aggregate('COUNT', 'cbs_subscribers.id', 'registrations')],
      filter_group: [
        {
          filter_type: 'and',
          query_filters: [
            where(
              'cbs_subscribers.registered_at',
              'greater_or_equal',
              'date_from_last_30_days',
              true,
            ),
          ],
        },
      ],
      query_clause: clause(['DATE(cbs_subscribers.registered_at)'], ['registration_date'], 'ASC', {
        raw: true,
        limit: 30,
      }),
      have_group_by: 'yes',
      have_order_by: 'yes',
      set_limit: 'yes',
      add_graph: 'yes',
      graph_settings: {
        graph_type: 'Line',
        graph_title: 'New subscribers per day',
        graph_label: 'registration_date',
        graph_data: 'registrations',
        graph_color_scheme: '#00A65A',
      },
    }),
    entry(3, '2025-01-15T08:00:00Z', '2025-05-02T01:20:00Z', {
      report_name: 'Failed payments (last 7 days)',
      query_type: 'query_builder',
      tables: [paymentsTable, gatewaysTable],
      selections: [
        select('cbs_payment_transactions.reference', 'reference'),
        select('cbs_payment_transactions.msisdn', 'msisdn'),
        select('cbs_gateways.name', 'gateway_name'),
        select('cbs_payment_transactions.amount', 'amount'),
        select('cbs_payment_transactions.status', 'status', { labels: statusLabels }),
        select('cbs_payment_transactions.created_at', 'created_at'),
      ],
      filter_group: [
        {
          filter_type: 'and',
          query_filters: [
            where('cbs_payment_transactions.status', 'equal', 'failed'),
            where(
              'cbs_payment_transactions.created_at',
              'greater_or_equal',
              'date_from_last_7_days',
              true,
            ),
          ],
        },
      ],
      grid_filters: [
        {
          column: 'cbs_gateways.name',
          alias: 'Gateway',
          operators: 'equal',
          is_dropdown: 'yes',
          is_multiple: 'no',
          field_type: 'string',
          options: 'iPay88,Razer Merchant Services,Touch n Go eWallet,Boost',
        },
      ],
    }),
    entry(4, '2025-01-20T03:00:00Z', '2025-03-02T06:45:00Z', revenueByGateway),
    entry(5, '2025-02-03T02:15:00Z', '2025-02-03T02:15:00Z', {
      report_name: 'Top-up denomination mix',
      query_type: 'raw_query',
      raw_query:
        "SELECT amount AS denomination, COUNT(*) AS topup_count, SUM(amount) AS total_amount FROM cbs_topups WHERE status = 'success' AND created_at >= (SELECT date(MAX(created_at), '-30 days') FROM cbs_topups) GROUP BY amount ORDER BY amount",
    }),
    entry(6, '2025-02-10T07:00:00Z', '2025-04-01T02:00:00Z', {
      report_name: 'Churned subscriptions by service',
      query_type: 'query_builder',
      tables: [subscriptions, services],
      selections: [select('services.display_name', 'service_name')],
      have_aggregate_function: 'yes',
      select_aggregates: [aggregate('COUNT', 'cbs_subscriptions.id', 'churned_count')],
      filter_group: [
        {
          filter_type: 'and',
          query_filters: [
            where('cbs_subscriptions.status', 'equal', 'cancelled'),
            where(
              'cbs_subscriptions.cancelled_at',
              'greater_or_equal',
              'date_from_last_30_days',
              true,
            ),
          ],
        },
      ],
      query_clause: clause(['services.display_name'], ['churned_count'], 'DESC'),
      have_group_by: 'yes',
      have_order_by: 'yes',
      set_limit: 'yes',
      add_graph: 'yes',
      graph_settings: {
        graph_type: 'Bar',
        graph_title: 'Churn in the last 30 days',
        graph_label: 'service_name',
        graph_data: 'churned_count',
        graph_color_scheme: '#DD4B39',
      },
    }),
    entry(7, '2025-02-14T01:00:00Z', '2025-05-16T09:30:00Z', monthlyInvoiceTotals),
    entry(8, '2025-02-20T05:00:00Z', '2025-05-20T05:00:00Z', overdueInvoices),
    entry(9, '2025-03-11T01:00:00Z', '2025-03-11T01:00:00Z', {
      report_name: 'Active subscriptions by service',
      query_type: 'query_builder',
      tables: [
        table('cbs_subscriptions', reportingCatalog.cbs_subscriptions),
        table('services', reportingCatalog.services, [
          'cbs_subscriptions.service_id',
          'services.id',
          'join',
        ]),
      ],
      selections: [select('services.display_name', 'service_name')],
      have_aggregate_function: 'yes',
      select_aggregates: [
        aggregate('COUNT', 'cbs_subscriptions.id', 'active_count'),
        aggregate('SUM', 'cbs_subscriptions.price', 'weekly_revenue'),
      ],
      filter_group: [
        {
          filter_type: 'and',
          query_filters: [where('cbs_subscriptions.status', 'equal', 'active')],
        },
      ],
      query_clause: clause(['services.display_name'], ['active_count'], 'DESC'),
      have_group_by: 'yes',
      have_order_by: 'yes',
      add_graph: 'yes',
      graph_settings: {
        graph_type: 'DonutChart',
        graph_title: 'Active subscriptions by service',
        graph_label: 'service_name',
        graph_data: 'active_count',
        graph_color_scheme: '#3C8DBC,#00C0EF,#00A65A,#F39C12,#DD4B39',
      },
    }),
    entry(10, '2025-03-14T03:30:00Z', '2025-03-14T03:30:00Z', {
      report_name: 'Subscriber base by operator',
      query_type: 'query_builder',
      tables: [subscribers, subscriberOperators],
      selections: [select('operators.name', 'operator_name')],
      have_aggregate_function: 'yes',
      select_aggregates: [aggregate('COUNT', 'cbs_subscribers.id', 'subscribers')],
      filter_group: [
        {
          filter_type: 'and',
          query_filters: [where('cbs_subscribers.status', 'equal', 'active')],
        },
      ],
      query_clause: clause(['operators.name'], [], 'DESC'),
      have_group_by: 'yes',
      add_graph: 'yes',
      graph_settings: {
        graph_type: 'Pie',
        graph_title: 'Active subscribers by operator',
        graph_label: 'operator_name',
        graph_data: 'subscribers',
        graph_color_scheme: '#3C8DBC,#F39C12,#00A65A',
      },
      grid_filters: [operatorFilter],
    }),
    entry(11, '2025-03-20T02:00:00Z', '2025-03-20T02:00:00Z', {
      report_name: 'Subscriber lookup',
      query_type: 'dynamic_query',
      tables: [subscribers],
      selections: [
        select('cbs_subscribers.msisdn', 'msisdn'),
        select('cbs_subscribers.name', 'subscriber_name'),
        select('cbs_subscribers.language', 'language'),
        select('cbs_subscribers.status', 'status'),
        select('cbs_subscribers.registered_at', 'registered_at'),
      ],
      dynamic_table_options: ['cbs_subscribers', 'cbs_subscriptions', 'cbs_topups'],
      grid_filters: [
        {
          column: 'cbs_subscribers.msisdn',
          alias: 'MSISDN',
          operators: 'begins_with',
          is_dropdown: 'no',
          is_multiple: 'no',
          field_type: 'string',
          options: null,
        },
      ],
    }),
    entry(12, '2025-04-02T06:30:00Z', '2025-05-20T02:15:00Z', {
      report_name: 'Daily top-up revenue by operator',
      query_type: 'query_builder',
      tables: [
        table('cbs_topups', ['id', 'msisdn', 'operator_id', 'amount', 'status', 'created_at']),
        table('operators', ['id', 'name'], ['cbs_topups.operator_id', 'operators.id', 'leftJoin']),
      ],
      query_options: [{ id: 9, report_name: 'Active subscriptions by service' }],
      ...topupRevenueByOperator,
      filter_group: [
        {
          filter_type: 'and',
          query_filters: [
            where('cbs_topups.status', 'equal', 'success'),
            where('cbs_topups.created_at', 'greater_or_equal', 'date_from_last_7_days', true),
          ],
        },
      ],
      set_limit: 'yes',
      grid_filters: [operatorFilter],
    }),
    entry(13, '2025-04-08T01:00:00Z', '2025-05-31T10:00:00Z', {
      report_name: 'Commission payable by partner',
      query_type: 'query_builder',
      tables: [
        table('cbs_commission_logs', reportingCatalog.cbs_commission_logs),
        table('organizations', reportingCatalog.organizations, [
          'cbs_commission_logs.partner_id',
          'organizations.id',
          'join',
        ]),
      ],
      selections: [
        select('organizations.name', 'partner_name'),
        select('cbs_commission_logs.period', 'period'),
      ],
      have_aggregate_function: 'yes',
      select_aggregates: [
        aggregate('SUM', 'cbs_commission_logs.sales_amount', 'sales_amount'),
        aggregate('SUM', 'cbs_commission_logs.commission_amount', 'commission_amount'),
      ],
      filter_group: [
        {
          filter_type: 'and',
          query_filters: [where('cbs_commission_logs.status', 'equal', 'approved')],
        },
      ],
      query_clause: clause(
        ['organizations.name', 'cbs_commission_logs.period'],
        ['commission_amount'],
        'DESC',
      ),
      have_group_by: 'yes',
      have_order_by: 'yes',
      grid_filters: [
        {
          column: 'cbs_commission_logs.period',
          alias: 'Period',
          operators: 'equal',
          is_dropdown: 'yes',
          is_multiple: 'no',
          field_type: 'string',
          options: '2025-05,2025-04,2025-03',
        },
      ],
    }),
    entry(14, '2025-04-15T04:00:00Z', '2025-04-15T04:00:00Z', {
      report_name: 'Usage by type (last 30 days)',
      query_type: 'raw_query',
      raw_query:
        "SELECT usage_type, unit, SUM(quantity) AS total_quantity, COUNT(DISTINCT msisdn) AS subscribers FROM cbs_usage_records WHERE recorded_at >= (SELECT date(MAX(recorded_at), '-30 days') FROM cbs_usage_records) GROUP BY usage_type, unit ORDER BY total_quantity DESC",
    }),
    entry(15, '2025-04-21T02:00:00Z', '2025-05-28T02:00:00Z', collectionRate),
    entry(16, '2025-05-02T03:00:00Z', '2025-05-30T08:20:00Z', {
      report_name: 'Daily top-up revenue (30 days)',
      query_type: 'query_builder',
      tables: [topupsTable, topupOperatorsTable],
      selections: [
        select('DATE(cbs_topups.created_at)', 'topup_date', { raw: true }),
        select('operators.name', 'operator_name'),
      ],
      ...dailyTopupTotals,
      query_clause: clause(
        ['DATE(cbs_topups.created_at)', 'operators.name'],
        ['topup_date'],
        'DESC',
        { raw: true },
      ),
      have_group_by: 'yes',
      have_order_by: 'yes',
      grid_filters: [
        operatorFilter,
        {
          column: 'DATE(cbs_topups.created_at)',
          alias: 'Date',
          operators: 'between',
          is_dropdown: 'no',
          is_multiple: 'no',
          field_type: 'date',
          options: null,
        },
      ],
    }),
    entry(17, '2025-05-12T09:00:00Z', '2025-05-12T09:00:00Z', {
      report_name: 'Top subscribers by spend',
      query_type: 'raw_query',
      raw_query:
        "SELECT t.msisdn, o.name AS operator_name, COUNT(*) AS topup_count, SUM(t.amount) AS total_spend FROM cbs_topups t LEFT JOIN operators o ON o.id = t.operator_id WHERE t.status = 'success' GROUP BY t.msisdn, o.name ORDER BY total_spend DESC LIMIT 20",
    }),
    entry(18, '2025-05-26T02:30:00Z', '2025-05-26T02:30:00Z', {
      report_name: 'Portal sign-ins by language',
      query_type: 'query_builder',
      tables: [
        table('portal_users', reportingCatalog.portal_users),
        table('languages', reportingCatalog.languages, [
          'portal_users.language_id',
          'languages.id',
          'join',
        ]),
      ],
      selections: [select('languages.name', 'language')],
      have_aggregate_function: 'yes',
      select_aggregates: [aggregate('COUNT', 'portal_users.id', 'users')],
      filter_group: [
        {
          filter_type: 'and',
          query_filters: [
            where('portal_users.last_login_at', 'greater_or_equal', 'date_from_last_30_days', true),
          ],
        },
      ],
      query_clause: clause(['languages.name'], ['users'], 'DESC'),
      have_group_by: 'yes',
      have_order_by: 'yes',
      add_graph: 'yes',
      graph_settings: {
        graph_type: 'Column',
        graph_title: 'Portal users by language',
        graph_label: 'language',
        graph_data: 'users',
        graph_color_scheme: '#605CA8,#00C0EF,#39CCCC',
      },
    }),
  ];
})();
