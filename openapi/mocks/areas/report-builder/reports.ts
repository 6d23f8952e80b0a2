import type { Schema } from '../../../schema';
import type { Catalog } from './catalog';

/** A saved report: its timestamps are always set. */
export type StoredReport = Schema<'Report'> & { created_at: string; updated_at: string };
type Report = StoredReport;
type Table = Schema<'TableEntry'>;
type Selected = Schema<'SelectedColumn'>;
type Filter = Schema<'QueryFilter'>;

const table = (
  name: string,
  options: string[],
  join?: [string, string, Schema<'TableJoin'>['type']],
): Table => ({
  object_type: 'table',
  name,
  selected_query: null,
  query_alias: null,
  options,
  table_join:
    join === undefined
      ? null
      : { type: join[2], condition: '=', column1: join[0], column2: join[1] },
});

const select = (
  column: string,
  alias: string,
  options: { raw?: boolean; sortable?: boolean; labels?: Schema<'LabelConfig'>[] } = {},
): Selected => ({
  column,
  alias,
  is_raw: options.raw === true ? 'yes' : 'no',
  is_sortable: options.sortable === false ? 'no' : 'yes',
  has_label: options.labels === undefined ? 'no' : 'yes',
  label_config: options.labels ?? [],
});

const aggregate = (
  fn: Schema<'Aggregate'>['aggregate_function'],
  column: string,
  alias: string,
): Schema<'Aggregate'> => ({ aggregate_function: fn, column, alias, is_sortable: 'yes' });

const where = (
  column: string,
  operator: Filter['operators'],
  value: string | null,
  predefined = false,
): Filter => ({
  filter: column,
  operators: operator,
  value,
  radio: 'and',
  is_function: false,
  use_predefined: predefined,
  is_param: false,
  is_raw: 'no',
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
  options: 'Digi,U Mobile',
};

/** Fields every report has, with the query-builder sections off. */
function base(
  id: number,
  name: string,
  connection: string,
  type: Report['query_type'],
  created: string,
  updated: string,
): Report {
  return {
    id,
    report_name: name,
    db_connection_name: connection,
    query_type: type,
    raw_query: null,
    tables: [],
    table_options: [],
    query_options: [],
    select_options: [],
    selections: [],
    have_aggregate_function: 'no',
    select_aggregates: [],
    filter_group: [],
    query_clause: {
      extra_operation: null,
      columns: [],
      order_columns: [],
      order_type: 'DESC',
      limit_value: 10,
      is_raw: 'no',
    },
    have_group_by: 'no',
    have_order_by: 'no',
    set_limit: 'no',
    set_custom_action: 'no',
    custom_link_value: null,
    custom_link_icon: null,
    add_graph: 'no',
    graph_settings: null,
    grid_filters: [],
    dynamic_table_options: [],
    created_at: created,
    updated_at: updated,
  };
}

const columnsOf = (tables: Table[]) =>
  tables.flatMap((entry) => entry.options.map((column) => `${entry.name}.${column}`));

/** Saved reports of every query type (ids 1 to 18). */
export function seedReports(catalogs: (connection: string) => Catalog): Report[] {
  const builder = (report: Report): Report => ({
    ...report,
    table_options: Object.keys(catalogs(report.db_connection_name)),
    select_options: columnsOf(report.tables ?? []).slice(0, 300),
  });
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
  const subscriptions = table('cbs_subscriptions', [
    'id',
    'subscriber_id',
    'msisdn',
    'service_id',
    'plan_id',
    'status',
    'price',
    'started_at',
    'next_renewal_at',
    'cancelled_at',
    'created_at',
  ]);
  const services = table(
    'services',
    ['id', 'name', 'display_name', 'organization_id', 'service_type', 'price', 'status'],
    ['cbs_subscriptions.service_id', 'services.id', 'join'],
  );
  const invoices = table('cbs_invoices', [
    'id',
    'invoice_no',
    'customer_id',
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
  ]);
  const subscribers = table('cbs_subscribers', [
    'id',
    'msisdn',
    'operator_id',
    'name',
    'language',
    'status',
    'registered_at',
    'created_at',
  ]);
  const subscriberOperators = table(
    'operators',
    ['id', 'name', 'short_code', 'country_code'],
    ['cbs_subscribers.operator_id', 'operators.id', 'leftJoin'],
  );

  const reports: Report[] = [
    builder({
      ...base(
        1,
        'Top-up transactions',
        '2',
        'query_builder',
        '2025-01-06T02:00:00Z',
        '2025-04-18T03:10:00Z',
      ),
      tables: [topups, operators],
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
      query_clause: {
        extra_operation: null,
        columns: [],
        order_columns: ['created_at'],
        order_type: 'DESC',
        limit_value: 10,
        is_raw: 'no',
      },
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
    }),
    builder({
      ...base(
        2,
        'Subscriber registrations by day',
        '1',
        'query_builder',
        '2025-01-09T04:30:00Z',
        '2025-01-09T04:30:00Z',
      ),
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
      query_clause: {
        extra_operation: 'GROUP BY',
        columns: ['DATE(cbs_subscribers.registered_at)'],
        order_columns: ['registration_date'],
        order_type: 'ASC',
        limit_value: 30,
        is_raw: 'yes',
      },
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
    builder({
      ...base(
        3,
        'Failed payments (last 7 days)',
        '2',
        'query_builder',
        '2025-01-15T08:00:00Z',
        '2025-05-02T01:20:00Z',
      ),
      tables: [payments, gateways],
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
    builder({
      ...base(
        4,
        'Revenue by payment gateway',
        '2',
        'query_builder',
        '2025-01-20T03:00:00Z',
        '2025-03-02T06:45:00Z',
      ),
      tables: [payments, gateways],
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
      query_clause: {
        extra_operation: 'GROUP BY',
        columns: ['cbs_gateways.name'],
        order_columns: ['total_amount'],
        order_type: 'DESC',
        limit_value: 10,
        is_raw: 'no',
      },
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
    }),
    {
      ...base(
        5,
        'Top-up denomination mix',
        '2',
        'raw_query',
        '2025-02-03T02:15:00Z',
        '2025-02-03T02:15:00Z',
      ),
      raw_query:
        "SELECT amount AS denomination, COUNT(*) AS topup_count, SUM(amount) AS total_amount FROM cbs_topups WHERE status = 'success' AND created_at >= CURDATE() - INTERVAL 30 DAY GROUP BY amount ORDER BY amount",
    },
    builder({
      ...base(
        6,
        'Churned subscriptions by service',
        '1',
        'query_builder',
        '2025-02-10T07:00:00Z',
        '2025-04-01T02:00:00Z',
      ),
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
      query_clause: {
        extra_operation: 'GROUP BY',
        columns: ['services.display_name'],
        order_columns: ['churned_count'],
        order_type: 'DESC',
        limit_value: 10,
        is_raw: 'no',
      },
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
    {
      ...base(
        7,
        'Monthly invoice totals',
        '2',
        'raw_query',
        '2025-02-14T01:00:00Z',
        '2025-05-16T09:30:00Z',
      ),
      raw_query:
        "SELECT DATE_FORMAT(issued_at, '%Y-%m') AS month, currency, SUM(total) AS total FROM cbs_invoices WHERE status <> 'void' GROUP BY month, currency ORDER BY month DESC",
    },
    builder({
      ...base(
        8,
        'Overdue invoices',
        '2',
        'query_builder',
        '2025-02-20T05:00:00Z',
        '2025-05-20T05:00:00Z',
      ),
      tables: [invoices],
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
      query_clause: {
        extra_operation: null,
        columns: [],
        order_columns: ['due_at'],
        order_type: 'ASC',
        limit_value: 10,
        is_raw: 'no',
      },
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
    }),
    builder({
      ...base(
        9,
        'Active subscriptions by service',
        'default',
        'query_builder',
        '2025-03-11T01:00:00Z',
        '2025-03-11T01:00:00Z',
      ),
      tables: [
        table('cbs_subscriptions', [
          'id',
          'msisdn',
          'service_id',
          'status',
          'price',
          'started_at',
          'cancelled_at',
          'created_at',
        ]),
        table(
          'services',
          [
            'id',
            'name',
            'display_name',
            'organization_id',
            'department_id',
            'service_type',
            'price',
            'status',
          ],
          ['cbs_subscriptions.service_id', 'services.id', 'join'],
        ),
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
      query_clause: {
        extra_operation: 'GROUP BY',
        columns: ['services.display_name'],
        order_columns: ['active_count'],
        order_type: 'DESC',
        limit_value: 10,
        is_raw: 'no',
      },
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
    builder({
      ...base(
        10,
        'Subscriber base by operator',
        '1',
        'query_builder',
        '2025-03-14T03:30:00Z',
        '2025-03-14T03:30:00Z',
      ),
      tables: [subscribers, subscriberOperators],
      selections: [select('operators.name', 'operator_name')],
      have_aggregate_function: 'yes',
      select_aggregates: [aggregate('COUNT', 'cbs_subscribers.id', 'subscribers')],
      filter_group: [
        { filter_type: 'and', query_filters: [where('cbs_subscribers.status', 'equal', 'active')] },
      ],
      query_clause: {
        extra_operation: 'GROUP BY',
        columns: ['operators.name'],
        order_columns: [],
        order_type: 'DESC',
        limit_value: 10,
        is_raw: 'no',
      },
      have_group_by: 'yes',
      add_graph: 'yes',
      graph_settings: {
        graph_type: 'Pie',
        graph_title: 'Active subscribers by operator',
        graph_label: 'operator_name',
        graph_data: 'subscribers',
        graph_color_scheme: '#3C8DBC,#F39C12',
      },
      grid_filters: [operatorFilter],
    }),
    builder({
      ...base(
        11,
        'Subscriber lookup',
        '1',
        'dynamic_query',
        '2025-03-20T02:00:00Z',
        '2025-03-20T02:00:00Z',
      ),
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
    builder({
      ...base(
        12,
        'Daily top-up revenue by operator',
        '2',
        'query_builder',
        '2025-04-02T06:30:00Z',
        '2025-05-20T02:15:00Z',
      ),
      tables: [
        table('cbs_topups', ['id', 'msisdn', 'operator_id', 'amount', 'status', 'created_at']),
        table('operators', ['id', 'name'], ['cbs_topups.operator_id', 'operators.id', 'leftJoin']),
      ],
      query_options: [{ id: 9, report_name: 'Active subscriptions by service' }],
      selections: [select('operators.name', 'operator_name')],
      have_aggregate_function: 'yes',
      select_aggregates: [aggregate('SUM', 'cbs_topups.amount', 'total_amount')],
      filter_group: [
        {
          filter_type: 'and',
          query_filters: [
            where('cbs_topups.status', 'equal', 'success'),
            where('cbs_topups.created_at', 'greater_or_equal', 'date_from_last_7_days', true),
          ],
        },
      ],
      query_clause: {
        extra_operation: 'GROUP BY',
        columns: ['operators.name'],
        order_columns: ['total_amount'],
        order_type: 'DESC',
        limit_value: 10,
        is_raw: 'no',
      },
      have_group_by: 'yes',
      have_order_by: 'yes',
      set_limit: 'yes',
      add_graph: 'yes',
      graph_settings: {
        graph_type: 'Bar',
        graph_title: 'Top-up revenue by operator (RM)',
        graph_label: 'operator_name',
        graph_data: 'total_amount',
        graph_color_scheme: '#3C8DBC,#F39C12',
      },
      grid_filters: [operatorFilter],
    }),
    builder({
      ...base(
        13,
        'Commission payable by partner',
        '10',
        'query_builder',
        '2025-04-08T01:00:00Z',
        '2025-05-31T10:00:00Z',
      ),
      tables: [
        table('cbs_commission_logs', [
          'id',
          'partner_id',
          'plan_id',
          'sales_amount',
          'commission_amount',
          'period',
          'status',
          'created_at',
        ]),
        table(
          'organizations',
          ['id', 'name', 'short_code', 'status'],
          ['cbs_commission_logs.partner_id', 'organizations.id', 'join'],
        ),
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
      query_clause: {
        extra_operation: 'GROUP BY',
        columns: ['organizations.name', 'cbs_commission_logs.period'],
        order_columns: ['commission_amount'],
        order_type: 'DESC',
        limit_value: 10,
        is_raw: 'no',
      },
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
    {
      ...base(
        14,
        'Usage by type (last 30 days)',
        '4',
        'raw_query',
        '2025-04-15T04:00:00Z',
        '2025-04-15T04:00:00Z',
      ),
      raw_query:
        "SELECT usage_type, unit, SUM(quantity) AS total_quantity, COUNT(DISTINCT msisdn) AS subscribers FROM cbs_usage_records WHERE recorded_at >= NOW() - INTERVAL '30 days' GROUP BY usage_type, unit ORDER BY total_quantity DESC",
    },
    {
      ...base(
        15,
        'Collection rate',
        '2',
        'raw_query',
        '2025-04-21T02:00:00Z',
        '2025-05-28T02:00:00Z',
      ),
      raw_query:
        "SELECT ROUND(SUM(CASE WHEN status = 'paid' THEN total ELSE 0 END) / SUM(total) * 100, 1) AS collection_rate FROM cbs_invoices WHERE issued_at >= DATE_FORMAT(CURDATE(), '%Y-%m-01') - INTERVAL 1 MONTH",
    },
    builder({
      ...base(
        16,
        'Daily top-up revenue (30 days)',
        '2',
        'query_builder',
        '2025-05-02T03:00:00Z',
        '2025-05-30T08:20:00Z',
      ),
      tables: [topups, operators],
      selections: [
        select('DATE(cbs_topups.created_at)', 'topup_date', { raw: true }),
        select('operators.name', 'operator_name'),
      ],
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
      query_clause: {
        extra_operation: 'GROUP BY',
        columns: ['DATE(cbs_topups.created_at)', 'operators.name'],
        order_columns: ['topup_date'],
        order_type: 'DESC',
        limit_value: 10,
        is_raw: 'yes',
      },
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
    {
      ...base(
        17,
        'Top subscribers by spend',
        '2',
        'raw_query',
        '2025-05-12T09:00:00Z',
        '2025-05-12T09:00:00Z',
      ),
      raw_query:
        "SELECT t.msisdn, o.name AS operator_name, COUNT(*) AS topup_count, SUM(t.amount) AS total_spend FROM cbs_topups t LEFT JOIN operators o ON o.id = t.operator_id WHERE t.status = 'success' GROUP BY t.msisdn, o.name ORDER BY total_spend DESC LIMIT 20",
    },
    builder({
      ...base(
        18,
        'Portal sign-ins by language',
        '3',
        'query_builder',
        '2025-05-26T02:30:00Z',
        '2025-05-26T02:30:00Z',
      ),
      tables: [
        table('portal_users', [
          'id',
          'msisdn',
          'operator_id',
          'language_id',
          'last_login_at',
          'created_at',
        ]),
        table(
          'languages',
          ['id', 'name', 'code'],
          ['portal_users.language_id', 'languages.id', 'join'],
        ),
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
      query_clause: {
        extra_operation: 'GROUP BY',
        columns: ['languages.name'],
        order_columns: ['users'],
        order_type: 'DESC',
        limit_value: 10,
        is_raw: 'no',
      },
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
  return reports;
}
