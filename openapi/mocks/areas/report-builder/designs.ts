import type { Schema } from '../../../schema';

type Cell = Schema<'ReportCell'>;

/** A report cell with every optional setting empty. */
const cell = (
  title: string,
  display: Cell['display_type'],
  grid: Cell['grid'],
  reportId: number,
  settings: Partial<Cell> = {},
): Cell => ({
  title,
  display_type: display,
  grid,
  report_id: reportId,
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

const all: Schema<'RoleOption'>[] = [{ id: 0, name: 'All' }];

/** Dashboard designs; design 1 is the current one. */
export function seedDesigns(): Schema<'Design'>[] {
  return [
    {
      id: 1,
      name: 'Billing operations dashboard',
      update: true,
      rows: [
        {
          name: 'Row 1',
          order: 1,
          fixed: true,
          column_no: 3,
          role_ids: all,
          selected_report: {
            report: [
              cell('Active subscriptions', 'iconic_data', 'col-md-4', 9, {
                icon_image: 'fa-users',
                column: 'active_count',
                url: '/admin/ext-report-builder/query-builder/9',
                title_color: '#333333',
                value_color: '#00A65A',
              }),
              cell('Top-up revenue, 7 days (RM)', 'iconic_data', 'col-md-4', 12, {
                icon_image: 'fa-money',
                column: 'total_amount',
                title_color: '#333333',
                value_color: '#3C8DBC',
              }),
              cell('Failed payments, 7 days', 'infographic_data', 'col-md-4', 3, {
                column: 'amount',
                additional_data: 'count',
                title_color: '#333333',
                value_color: '#DD4B39',
              }),
            ],
          },
        },
        {
          name: 'Row 2',
          order: 2,
          fixed: false,
          column_no: 2,
          role_ids: all,
          selected_report: {
            report: [
              cell('Top-up revenue (7 days)', 'graph', 'col-md-6', 12, {
                graph_type: 'Bar',
                label_column: 'operator_name',
                data_column: 'total_amount',
                color_scheme: '#3C8DBC,#F39C12',
                url: '/admin/ext-report-builder/query-builder/12',
              }),
              cell('Collection rate', 'graph', 'col-md-6', 15, {
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
          name: 'Row 3',
          order: 3,
          fixed: false,
          column_no: 1,
          role_ids: [
            { id: 2, name: 'Billing Officer' },
            { id: 5, name: 'Finance Manager' },
          ],
          selected_report: {
            report: [
              cell('Overdue invoices', 'table', 'col-md-12', 8, {
                url: '/admin/ext-cbs-invoice/invoice',
              }),
            ],
          },
        },
        {
          name: 'Row 4',
          order: 4,
          fixed: false,
          column_no: 2,
          role_ids: all,
          selected_report: {
            report: [
              cell('Daily top-up revenue', 'pivot_table', 'col-md-7', 16, {
                table_columns: 'operator_name',
                table_rows: 'topup_date',
                aggregates_sum: 'total_amount',
                aggregates_count: 'topup_count',
              }),
              cell('Payments by gateway', 'graph', 'col-md-5', 4, {
                graph_type: 'Pie',
                label_column: 'gateway_name',
                data_column: 'total_amount',
                color_scheme: '#3C8DBC,#F39C12,#00A65A,#DD4B39',
              }),
            ],
          },
        },
      ],
    },
    {
      id: 418,
      name: 'Customer care overview',
      update: true,
      rows: [
        {
          name: 'Row 1',
          order: 1,
          fixed: true,
          column_no: 2,
          role_ids: [
            { id: 3, name: 'Customer Care' },
            { id: 1, name: 'Administrator' },
          ],
          selected_report: {
            report: [
              cell('Subscriber base', 'infographic_data', 'col-md-6', 10, {
                column: 'subscribers',
                title_color: '#333333',
                value_color: '#605CA8',
              }),
              cell('Failed payments', 'table', 'col-md-6', 3),
            ],
          },
        },
        {
          name: 'Row 2',
          order: 2,
          fixed: false,
          column_no: 1,
          role_ids: all,
          selected_report: {
            report: [
              cell('New subscribers per day', 'graph', 'col-md-12', 2, {
                graph_type: 'Line',
                label_column: 'registration_date',
                data_column: 'registrations',
                color_scheme: '#00A65A',
              }),
            ],
          },
        },
      ],
    },
  ];
}
