import { useApi } from '@api';
import { answerWith, mockNow, scenario, type MockCore } from '@api/mocks';
import { cell, seedDesigns } from '@domain/report-builder';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import styled from 'styled-components';
import { expect, fn, waitFor, within } from 'storybook/test';
import { ReportCellView, type ReportCellViewProps } from './ReportCellView';

const [billing, care] = seedDesigns();
/** The cell at a row order and place of a seeded design. */
const seeded = (design: typeof billing, row: number, place: number) => {
  const found = design?.rows.find((candidate) => candidate.order === row)?.selected_report.report[
    place - 1
  ];
  if (found === undefined) throw new Error(`No seeded cell ${String(row)}.${String(place)}`);
  return found;
};
/** A cell of a seeded design; `DrawnFromTheDashboard` gives it the revision the home reads. */
const designCell = (design: typeof billing, row: number, place: number) => ({
  cell: seeded(design, row, place),
  source: { kind: 'design' as const, designId: design?.id ?? 0, revision: '', row, cell: place },
});

/**
 * A design cell as the home draws it: from the revision of the dashboard it read (a cell of
 * another revision is refused); a report's preview as it is.
 */
function DrawnFromTheDashboard(props: ReportCellViewProps) {
  const { query } = useApi('admin');
  const fromDesign = props.source.kind === 'design';
  const dashboard = query.useQuery(
    'get',
    '/ext-report-builder/dashboard',
    {},
    { enabled: fromDesign },
  );
  if (props.source.kind === 'report') return <ReportCellView {...props} />;
  if (dashboard.data === undefined) return null;
  const { revision } = dashboard.data.data;
  return <ReportCellView {...props} source={{ ...props.source, revision }} />;
}

/** An arrangement under which the Customer Care design is the current one (saved last). */
async function careDesignCurrent({ db }: MockCore) {
  const later = new Date(Date.parse(mockNow) + 60_000).toISOString();
  await db
    .updateTable('report_designs')
    .set({ updated_at: later })
    .where('name', '=', care?.name ?? '')
    .execute();
}

const Width = styled.div`
  max-width: 760px;
`;

const meta = {
  title: 'Reports/ReportCellView',
  component: ReportCellView,
  tags: ['autodocs'],
  parameters: { initialGlobals: { theme: 'admin' } },
  args: {
    ...designCell(billing, 1, 1),
    onOpenLink: fn(),
    animated: false,
  },
  render: (args) => <DrawnFromTheDashboard {...args} />,
  decorators: [
    (Story) => (
      <Width>
        <Story />
      </Width>
    ),
  ],
} satisfies Meta<typeof ReportCellView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waits until the cell says it is drawn (or empty, or failed). */
async function settled(root: HTMLElement, state = 'ready') {
  await waitFor(
    () => {
      const shown = root.querySelector('[data-component="ReportCell"]');
      if (shown?.getAttribute('data-cell-state') !== state) throw new Error('not yet');
    },
    { timeout: 10_000 },
  );
}

/** Iconic Data: the active subscriptions summed over every service, with its icon and link. */
export const IconicData: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await settled(canvasElement);
    const card = canvas.getByRole('region', { name: 'Active subscriptions' });
    await expect(card).toHaveTextContent('300');
    await userEvent.click(canvas.getByRole('link'));
    await expect(args.onOpenLink).toHaveBeenCalledWith('/admin/ext-report-builder/query-builder/9');
  },
};

/**
 * Infographic Data: no icon; the payments of every gateway counted, with their amounts summed
 * under it (each column combined by its own aggregate).
 */
export const InfographicData: Story = {
  args: designCell(billing, 1, 3),
  play: async ({ canvas, canvasElement }) => {
    await settled(canvasElement);
    const card = canvas.getByRole('region', { name: 'Successful payments' });
    await expect(card).toHaveTextContent(/Total amount: [\d,.]+/);
  },
};

/** The maximum of each operator's top-ups: a card shows the largest, never their sum. */
export const CardOfMaximums: Story = {
  args: {
    cell: cell('Largest top-up', 'infographic_data', 'col-md-4', 21, {
      column: 'max_amount',
      additional_data: 'max_amount',
    }),
    source: { kind: 'report' },
  },
  parameters: {
    msw: {
      handlers: {
        run: [
          answerWith('runQueryReport', {
            report_id: 21,
            report_name: 'Largest top-up by operator',
            columns: [
              { name: 'operator_name', label: 'Operator', sortable: true },
              { name: 'max_amount', label: 'Max amt', sortable: true, aggregate: 'MAX' },
            ],
            rows: ['Digi', 'U Mobile', 'Maxis', 'Celcom', 'Yes'].map((operator) => ({
              operator_name: operator,
              max_amount: 100,
            })),
            current_page: 1,
            per_page: 500,
            total: 5,
            last_page: 1,
            from: 1,
            to: 5,
          }),
        ],
      },
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await settled(canvasElement);
    const card = canvas.getByRole('region', { name: 'Largest top-up' });
    await expect(card).toHaveTextContent('Max amount: 100');
    await expect(card).not.toHaveTextContent('500');
  },
};

/** A graph whose data column its report no longer answers says so, instead of an empty frame. */
export const MissingColumn: Story = {
  args: {
    ...designCell(billing, 2, 1),
    cell: { ...seeded(billing, 2, 1), data_column: 'amount_sum' },
  },
  play: async ({ canvas, canvasElement }) => {
    await settled(canvasElement, 'error');
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'The report has no column amount_sum any more: choose another in the designer.',
    );
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

/**
 * Table: the overdue invoices, with label classes, sortable headers, paging and the report's
 * due-date filter (a range of days the demo's invoices fall due in).
 */
export const Table: Story = {
  args: designCell(billing, 3, 1),
  play: async ({ canvas, canvasElement, userEvent }) => {
    await settled(canvasElement);
    const table = canvas.getByRole('table', { name: 'Overdue invoices' });
    await expect(within(table).getAllByRole('row')).toHaveLength(11);
    await expect(canvas.getByText('Showing 1 to 10 of 27 entries')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(canvas.getByText('Showing 11 to 20 of 27 entries')).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: /^Total/ }));
    await waitFor(() =>
      expect(within(table).getByRole('columnheader', { name: /Total/ })).toHaveAttribute(
        'aria-sort',
        'ascending',
      ),
    );
    await userEvent.type(canvas.getByRole('textbox', { name: 'Due date from' }), '2025-05-01');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Due date to' }), '2025-05-31');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(canvas.getByText('Showing 1 to 10 of 12 entries')).toBeVisible());
    for (const row of within(table).getAllByRole('row').slice(1)) {
      await expect(row).toHaveTextContent(/2025-05-\d\d/);
    }
  },
};

/** The cell's place in a col-md-3 column of the admin home. */
const Quarter = styled.div`
  width: 300px;
`;

/** A table in a quarter-width cell: each row's values stack under their columns' names, all in view. */
export const TableInNarrowCell: Story = {
  args: designCell(care, 1, 2),
  parameters: { mockApi: { arrange: careDesignCurrent } },
  decorators: [
    (Story) => (
      <Quarter>
        <Story />
      </Quarter>
    ),
  ],
  play: async ({ canvas, canvasElement }) => {
    await settled(canvasElement);
    const table = canvas.getByRole('table', { name: 'Failed payments' });
    const cellBox = canvasElement.querySelector('[data-component="ReportCell"]');
    const right = cellBox?.getBoundingClientRect().right ?? 0;
    const [, firstRow] = within(table).getAllByRole('row');
    const headers = within(table).getAllByRole('columnheader');
    const values = within(firstRow ?? table).getAllByRole('cell');
    await expect(values).toHaveLength(headers.length);
    for (const part of [...headers, ...values]) {
      await expect(part.getBoundingClientRect().right).toBeLessThanOrEqual(right);
    }
    await expect(within(firstRow ?? table).getByText('Status')).toBeVisible();
  },
};

/** A filter the server refuses shows on its field; the rows of the last search stay. */
export const TableFilterRefused: Story = {
  args: designCell(care, 1, 2),
  parameters: {
    mockApi: { arrange: careDesignCurrent },
    msw: {
      handlers: {
        refused: [
          http.get('*/api/ext-report-builder/dashboard/:id/rows/:row/cells/:cell', ({ request }) =>
            new URL(request.url).searchParams.has('filters[Gateway]')
              ? HttpResponse.json(
                  {
                    message: 'The Gateway is invalid.',
                    errors: { 'filters.Gateway': ['The Gateway is invalid.'] },
                  },
                  { status: 422 },
                )
              : undefined,
          ),
        ],
      },
    },
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await settled(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Gateway' }));
    await userEvent.click(await canvas.findByRole('option', { name: 'iPay88' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(
      await canvas.findByText('The Gateway is invalid.', { selector: 'a' }),
    ).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Failed payments' })).toBeVisible();
  },
};

/** Pivot Table: dates down, operators across, revenue summed and top-ups counted, with totals. */
export const PivotTable: Story = {
  args: designCell(billing, 4, 1),
  play: async ({ canvas, canvasElement }) => {
    await settled(canvasElement);
    const pivot = canvas.getByRole('table', { name: 'Daily top-up revenue' });
    await expect(within(pivot).getByRole('columnheader', { name: 'Digi' })).toBeVisible();
    await expect(
      within(pivot).getAllByRole('columnheader', { name: 'Sum of total amount' }),
    ).toHaveLength(4);
    await expect(within(pivot).getAllByRole('rowheader', { name: 'Total' })).toHaveLength(1);
  },
};

/** A pivot with a count: revenue per operator over the days, and on how many days they sold. */
export const PivotTableWithCount: Story = {
  args: {
    ...designCell(billing, 4, 1),
    cell: {
      ...seeded(billing, 4, 1),
      title: 'Revenue per operator (30 days)',
      table_rows: 'operator_name',
      table_columns: null,
      aggregates_sum: 'total_amount',
      aggregates_count: 'topup_date',
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await settled(canvasElement);
    const pivot = canvas.getByRole('table', { name: 'Revenue per operator (30 days)' });
    const digi = within(pivot).getByRole('row', { name: /^Digi/ });
    await expect(within(digi).getAllByRole('cell').at(-1)).toHaveTextContent('30');
  },
};

/** Graph: top-up revenue by operator as bars, in the cell's colour scheme. */
export const Graph: Story = {
  args: designCell(billing, 2, 1),
  play: async ({ canvas, canvasElement }) => {
    await settled(canvasElement);
    await expect(canvas.getByRole('img', { name: /^Bar chart, Top-up revenue/ })).toBeVisible();
  },
};

/** Graph: the collection-rate gauge with its red and yellow bands. */
export const Gauge: Story = {
  args: designCell(billing, 2, 2),
  play: async ({ canvas, canvasElement }) => {
    await settled(canvasElement);
    await expect(
      canvas.getByRole('img', {
        name: 'Gauge, Collection rate: Collection rate 82.9 of 100 (yellow from 70 to 80, red from 80 to 100).',
      }),
    ).toBeVisible();
  },
};

/** The designer's preview runs the report by id (no design yet). */
export const PreviewOfAReport: Story = {
  args: {
    cell: cell('Portal users by language', 'graph', 'col-md-6', 18, {
      graph_type: 'DonutChart',
      label_column: 'language',
      data_column: 'users',
    }),
    source: { kind: 'report' },
  },
  play: async ({ canvasElement }) => {
    await settled(canvasElement);
  },
};

/** The report is running. */
export const Loading: Story = {
  parameters: { msw: { handlers: { run: [scenario('runDashboardCell', 'loading')] } } },
  play: async ({ canvas, canvasElement }) => {
    await settled(canvasElement, 'loading');
    await expect(
      canvas.getByRole('status', { name: 'Loading Active subscriptions' }),
    ).toBeVisible();
  },
};

/** The server failed: the cell says so and offers a retry; a table or graph does the same. */
export const ServerError: Story = {
  args: designCell(billing, 2, 1),
  parameters: { msw: { handlers: { run: [scenario('runDashboardCell', 'serverError')] } } },
  play: async ({ canvas, canvasElement }) => {
    await settled(canvasElement, 'error');
    await expect(canvas.getByRole('alert')).toHaveTextContent('The report could not be run.');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** A server busy with other runs (429) is asked again a second later: the cell still draws. */
export const BusyServer: Story = {
  args: designCell(billing, 2, 1),
  tags: ['no-visual'],
  parameters: {
    msw: {
      handlers: {
        // Only the first call is refused (a handler used once), as the retry would see it.
        run: [
          http.get(
            '*/api/ext-report-builder/dashboard/:id/rows/:row/cells/:cell',
            () =>
              HttpResponse.json(
                { message: 'Too many report queries are waiting: try again shortly.' },
                { status: 429 },
              ),
            { once: true },
          ),
        ],
      },
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await settled(canvasElement);
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** The report's database refused it: its message shows, without a retry. */
export const DatabaseError: Story = {
  args: designCell(billing, 4, 1),
  parameters: {
    msw: {
      handlers: {
        run: [
          answerWith(
            'runDashboardCell',
            {
              message: 'no such table: cbs_topups',
              errors: { report: ['no such table: cbs_topups'] },
            },
            422,
          ),
        ],
      },
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await settled(canvasElement, 'error');
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'The report could not be run: no such table: cbs_topups',
    );
  },
};

/** A card whose report failed keeps its title and says why. */
export const CardServerError: Story = {
  parameters: { msw: { handlers: { run: [scenario('runDashboardCell', 'serverError')] } } },
  play: async ({ canvasElement }) => {
    await settled(canvasElement, 'error');
  },
};

/** The report answered no rows. */
export const Empty: Story = {
  args: designCell(billing, 4, 1),
  parameters: {
    msw: {
      handlers: {
        run: [
          answerWith('runDashboardCell', {
            report_id: 16,
            report_name: 'Daily top-up revenue (30 days)',
            columns: [],
            rows: [],
            graph: null,
            current_page: 1,
            per_page: 1000,
            total: 0,
            last_page: 1,
            from: null,
            to: null,
            grid_filters: [],
          }),
        ],
      },
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await settled(canvasElement, 'empty');
    await expect(canvas.getByText('No data found!')).toBeVisible();
  },
};

/** A cell of the designer without a report yet. */
export const NoReportChosen: Story = {
  args: { cell: cell('', 'table', 'col-md-6', null), source: { kind: 'report' } },
  play: async ({ canvas, canvasElement }) => {
    await settled(canvasElement, 'unset');
    await expect(canvas.getByText('No report chosen for this cell.')).toBeVisible();
  },
};
