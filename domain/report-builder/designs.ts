import type { Schema } from '../schema';

type Cell = Schema<'ReportCell'>;

/** A report cell with every optional setting empty. */
export const cell = (
  title: string,
  display: Cell['display_type'],
  grid: Cell['grid'],
  reportId: number | null,
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

/** The 'All' role choice: a row limited to it is seen by every role. */
export const allRoles: Schema<'RoleOption'> = { id: 0, name: 'All' };

/** The design a designer starts from when none is saved yet. */
export const newDesign: Schema<'Design'> = { id: 0, name: 'New design', rows: [], update: false };

/** The look of a top-up revenue tile (its report sums `total_amount`). */
export const topupRevenueTile: Partial<Cell> = {
  icon_image: 'fa-money',
  column: 'total_amount',
  title_color: '#333333',
  value_color: '#3C8DBC',
};

/** The collection-rate gauge: red from 80 %, yellow from 70 % (its report answers `collection_rate`). */
export const collectionRateGauge = (grid: Cell['grid'], reportId: number | null): Cell =>
  cell('Collection rate', 'graph', grid, reportId, {
    graph_type: 'GaugeChart',
    column: 'collection_rate',
    data_column: 'collection_rate',
    redFrom: 80,
    redTo: 100,
    yellowFrom: 70,
    yellowTo: 80,
  });

/** A dashboard row of as many columns as cells; a fixed row cannot be moved. */
export const row = (
  order: number,
  fixed: boolean,
  roles: Schema<'RoleOption'>[],
  cells: Cell[],
): Schema<'Row'> => ({
  name: `Row ${String(order)}`,
  order,
  fixed,
  column_no: cells.length,
  role_ids: roles,
  selected_report: { report: cells },
});

/** Dashboard designs; design 1 is the current one. */
export function seedDesigns(): Schema<'Design'>[] {
  return [
    {
      id: 1,
      name: 'Billing operations dashboard',
      update: true,
      rows: [
        row(
          1,
          true,
          [allRoles],
          [
            cell('Active subscriptions', 'iconic_data', 'col-md-4', 9, {
              icon_image: 'fa-users',
              column: 'active_count',
              url: '/admin/ext-report-builder/query-builder/9',
              title_color: '#333333',
              value_color: '#00A65A',
            }),
            cell('Top-up revenue, 7 days (RM)', 'iconic_data', 'col-md-4', 12, topupRevenueTile),
            // Several gateways' rows: the count and the sum are added up (figureRule).
            cell('Successful payments', 'infographic_data', 'col-md-4', 4, {
              column: 'transactions',
              additional_data: 'total_amount',
              title_color: '#333333',
              value_color: '#00A65A',
            }),
          ],
        ),
        row(
          2,
          false,
          [allRoles],
          [
            cell('Top-up revenue (7 days)', 'graph', 'col-md-6', 12, {
              graph_type: 'Bar',
              label_column: 'operator_name',
              data_column: 'total_amount',
              color_scheme: '#3C8DBC,#F39C12,#00A65A',
              url: '/admin/ext-report-builder/query-builder/12',
            }),
            collectionRateGauge('col-md-6', 15),
          ],
        ),
        row(
          3,
          false,
          [
            { id: 2, name: 'Billing Officer' },
            { id: 5, name: 'Finance Manager' },
          ],
          [
            cell('Overdue invoices', 'table', 'col-md-12', 8, {
              url: '/admin/ext-cbs-invoice/invoice',
            }),
          ],
        ),
        row(
          4,
          false,
          [allRoles],
          [
            cell('Daily top-up revenue', 'pivot_table', 'col-md-7', 16, {
              table_columns: 'operator_name',
              table_rows: 'topup_date',
              // The report already counts top-ups per day: the pivot sums both figures.
              aggregates_sum: 'total_amount,topup_count',
            }),
            cell('Payments by gateway', 'graph', 'col-md-5', 4, {
              graph_type: 'Pie',
              label_column: 'gateway_name',
              data_column: 'total_amount',
              color_scheme: '#3C8DBC,#F39C12,#00A65A,#DD4B39,#605CA8',
            }),
          ],
        ),
      ],
    },
    {
      id: 2,
      name: 'Customer care overview',
      update: true,
      rows: [
        row(
          1,
          true,
          [
            { id: 3, name: 'Customer Care' },
            { id: 1, name: 'Administrator' },
          ],
          [
            cell('Subscriber base', 'infographic_data', 'col-md-6', 10, {
              column: 'subscribers',
              title_color: '#333333',
              value_color: '#605CA8',
            }),
            cell('Failed payments', 'table', 'col-md-6', 3),
          ],
        ),
        row(
          2,
          false,
          [allRoles],
          [
            cell('New subscribers per day', 'graph', 'col-md-12', 2, {
              graph_type: 'Line',
              label_column: 'registration_date',
              data_column: 'registrations',
              color_scheme: '#00A65A',
            }),
          ],
        ),
      ],
    },
  ];
}
