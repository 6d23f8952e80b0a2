import type { Schema } from '@api';
import { answerWith, scenario, validationScenario } from '@api/mocks';
import { seedReports } from '@domain/report-builder';
import { loadChartEngine } from '@features/reports/charts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { QueryFormScreen } from './QueryFormScreen';

const meta = {
  title: 'Admin/Report builder/QueryFormScreen',
  component: QueryFormScreen,
  tags: ['autodocs', 'page'],
  parameters: { layout: 'fullscreen', initialGlobals: { theme: 'admin' } },
  args: { onList: fn(), onSaved: fn(), onNavigate: fn(), animation: false },
  // The SQL editor and the chart library load lazily; loaded first, every picture shows them.
  loaders: [
    async () => {
      await Promise.all([import('../RawQueryEditor/codemirror'), loadChartEngine()]);
      return {};
    },
  ],
} satisfies Meta<typeof QueryFormScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const seeded = seedReports();
const revenueByOperator = seeded.find((report) => report.id === 12);
if (!revenueByOperator) throw new Error('The seed has no report 12.');

/** Report 12 with every toggle on, labels, nested groups, grid filters and a custom action. */
const everything: Schema<'Report'> = {
  ...revenueByOperator,
  id: 12,
  selections: [
    {
      column: 'operators.name',
      alias: 'operator_name',
      is_raw: 'no',
      is_sortable: 'yes',
      has_label: 'yes',
      label_config: [
        { value: 'Digi', class: 'primary' },
        { value: 'U Mobile', class: 'warning' },
      ],
    },
    {
      column: 'DATE(cbs_topups.created_at)',
      alias: 'day',
      is_raw: 'yes',
      is_sortable: 'yes',
      has_label: 'no',
      label_config: [],
    },
  ],
  filter_group: [
    {
      filter_type: 'and',
      query_filters: [
        {
          filter: 'cbs_topups.status',
          operators: 'in',
          value: 'success,pending',
          radio: 'or',
          is_function: false,
          use_predefined: false,
          is_param: false,
          is_raw: 'no',
        },
        {
          filter: 'cbs_topups.amount',
          operators: 'between',
          value: '10,100',
          radio: 'and',
          is_function: false,
          use_predefined: false,
          is_param: false,
          is_raw: 'no',
        },
      ],
    },
    {
      filter_type: 'or',
      query_filters: [
        {
          filter: 'cbs_topups.created_at',
          operators: 'greater_or_equal',
          value: 'date_from_last_7_days',
          radio: 'and',
          is_function: false,
          use_predefined: true,
          is_param: false,
          is_raw: 'no',
        },
      ],
    },
  ],
  have_order_by: 'yes',
  set_limit: 'yes',
  set_custom_action: 'yes',
  custom_link_value: '/admin/ext-report-builder/query-reports?id={operator_name}',
  custom_link_icon: 'fa-external-link',
};

const loaded = (report: Schema<'Report'>) => ({
  msw: { handlers: { report: [answerWith('showQueryReport', { data: report })] } },
});

const formReady = (canvas: Canvas) => canvas.findByRole('textbox', { name: /Report Name/ });

/** A new report: the defaults, one table slot, every toggle off; Dynamic Query is shown, disabled. */
export const NewReport: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Query Builder');
    await expect(canvas.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('Home');
    await expect(await formReady(canvas)).toHaveValue('');
    await expect(canvas.getByRole('radio', { name: 'Dynamic Query' })).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: 'Query Builder' })).toBeChecked();
    await expect(canvas.getAllByRole('group', { name: /^Table \d/ })).toHaveLength(1);
    await expect(canvas.queryByRole('radiogroup', { name: 'Object type' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Submit' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reset' })).toBeVisible();
  },
};

/** An existing report loads into the form: its tables, join, aggregate, group and graph. */
export const LoadedReport: Story = {
  args: { id: 12 },
  play: async ({ canvas }) => {
    await expect(await formReady(canvas)).toHaveValue('Daily top-up revenue by operator');
    await expect(canvas.getAllByRole('group', { name: /^Table \d/ })).toHaveLength(2);
    const second = canvas.getByRole('group', { name: 'Table 2' });
    await expect(within(second).getByRole('combobox', { name: /Join type/ })).toHaveValue(
      'Left join',
    );
    await expect(canvas.getByRole('group', { name: 'Aggregate 1' })).toBeVisible();
    await expect(canvas.getByText('Top-up revenue by operator (RM)')).toBeVisible();
  },
};

/** Reset brings back the loaded report, whatever was changed. */
export const ResetRestores: Story = {
  args: { id: 12 },
  play: async ({ canvas, userEvent }) => {
    const name = await formReady(canvas);
    await userEvent.clear(name);
    await userEvent.type(name, 'Changed');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove table 2' }));
    await expect(canvas.getAllByRole('group', { name: /^Table \d/ })).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Reset' }));
    await expect(name).toHaveValue('Daily top-up revenue by operator');
    await expect(canvas.getAllByRole('group', { name: /^Table \d/ })).toHaveLength(2);
  },
};

/** A report that does not exist (any more): the not-found panel, and the List button. */
export const ReportNotFound: Story = {
  args: { id: 404 },
  parameters: { msw: { handlers: { report: [scenario('showQueryReport', 'notFound')] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Not Found' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'List' })).toBeVisible();
    await expect(canvas.queryByRole('form', { name: 'Query Builder' })).toBeNull();
  },
};

/** While the report is saved: the loading overlay over the form, Submit busy. */
export const Saving: Story = {
  args: { id: 12 },
  parameters: { msw: { handlers: { store: [scenario('storeReportQuery', 'loading')] } } },
  play: async ({ canvas, userEvent }) => {
    await formReady(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(await canvas.findByText('Saving…')).toBeInTheDocument();
    await expect(canvas.getByRole('form', { name: 'Query Builder' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** Every toggle on: every section open, with labels, nested groups and the custom action. */
export const EveryToggleOn: Story = {
  args: { id: 12 },
  parameters: loaded(everything),
  play: async ({ canvas }) => {
    await formReady(canvas);
    for (const [section, toggle] of [
      ['Aggregates', 'Aggregate function'],
      ['Group by', 'Group by'],
      ['Order by', 'Order by'],
      ['Limit', 'Set limit'],
      ['Custom action', 'Custom action'],
      ['Graph', 'Add Graph'],
    ] as const) {
      const frame = canvas.getByRole('region', { name: section });
      const answer = within(frame).getByRole('radiogroup', { name: toggle });
      await expect(within(answer).getByRole('radio', { name: 'Yes' })).toBeChecked();
    }
    await expect(canvas.getByRole('spinbutton', { name: 'Limit Value' })).toHaveValue(10);
    await expect(canvas.getByRole('group', { name: 'Condition 1.2' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'From' })).toHaveValue('10');
    await expect(canvas.getByLabelText('2 values')).toHaveTextContent('successpending');
    await expect(canvas.getByRole('button', { name: 'Label settings (2)' })).toBeVisible();
  },
};

/** The label settings dialog (700px high): value → class, with a preview of each label. */
export const LabelSettings: Story = {
  args: { id: 12 },
  parameters: loaded(everything),
  play: async ({ canvas, userEvent }) => {
    await formReady(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Label settings (2)' }));
    const dialog = await screen.findByRole('dialog', { name: /Label settings: operator_name/ });
    await expect(within(dialog).getAllByRole('textbox', { name: 'Value' })).toHaveLength(2);
    await expect(dialog.querySelector('[data-height="700"]')?.getBoundingClientRect().height).toBe(
      Math.min(700, window.innerHeight - 192),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add label' }));
    await expect(within(dialog).getAllByRole('textbox', { name: 'Value' })).toHaveLength(3);
  },
};

/** The graph settings dialog (550px high): type, title, columns and colours shown as swatches. */
export const GraphSettings: Story = {
  args: { id: 12 },
  play: async ({ canvas, userEvent }) => {
    await formReady(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Graph settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Graph settings' });
    await expect(within(dialog).getByRole('combobox', { name: /Graph type/ })).toHaveValue('Bar');
    await expect(within(dialog).getByRole('textbox', { name: /Colour scheme/ })).toHaveValue(
      '#3C8DBC,#F39C12,#00A65A',
    );
    await expect(dialog.querySelector('[data-height="550"]')).not.toBeNull();
  },
};

/** Submit with nothing filled: every §5 rule on its field, nothing sent. */
export const ValidationErrors: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await formReady(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    const summary = await canvas.findByRole('alert');
    await expect(summary).toHaveTextContent('The report name field is required.');
    await expect(summary).toHaveTextContent('The database connection field is required.');
    await expect(summary).toHaveTextContent('The table field is required.');
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

/** A field's message goes as soon as the field is valid; the others stay until they are. */
export const ErrorsClearAsFixed: Story = {
  play: async ({ canvas, userEvent }) => {
    const name = await formReady(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    const summary = await canvas.findByRole('alert');
    await expect(summary).toHaveTextContent('The report name field is required.');
    await userEvent.type(name, 'Top-ups by channel');
    await expect(summary).not.toHaveTextContent('The report name field is required.');
    await expect(name).not.toHaveAttribute('aria-invalid', 'true');
    await expect(summary).toHaveTextContent('The database connection field is required.');
    // Emptied again, the field says so at once.
    await userEvent.clear(name);
    await expect(summary).toHaveTextContent('The report name field is required.');
  },
};

/** The messages of a section the form stops showing go with it: a graph type, after Raw Query. */
export const HiddenSectionErrorsDropped: Story = {
  play: async ({ canvas, userEvent }) => {
    await formReady(canvas);
    const graph = canvas.getByRole('region', { name: 'Graph' });
    await userEvent.click(
      within(within(graph).getByRole('radiogroup', { name: 'Add Graph' })).getByRole('radio', {
        name: 'Yes',
      }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    // The form's summary comes first; the graph section says it too.
    const [summary] = await canvas.findAllByRole('alert');
    if (summary === undefined) throw new Error('No error summary');
    await expect(summary).toHaveTextContent(
      'The graph type field is required when add graph is yes.',
    );
    await userEvent.click(canvas.getByRole('radio', { name: 'Raw Query' }));
    await expect(summary).not.toHaveTextContent('graph type');
    await expect(summary).not.toHaveTextContent('The table field is required.');
    await expect(summary).toHaveTextContent('The database connection field is required.');
    await expect(canvas.getAllByRole('alert')).toHaveLength(1);
  },
};

/**
 * Escape in the graph settings' open list closes the list only: the dialog stays with its
 * changes; a second Escape closes the dialog, and the form keeps what it had.
 */
export const GraphSettingsEscape: Story = {
  args: { id: 12 },
  play: async ({ canvas, userEvent }) => {
    await formReady(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Graph settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Graph settings' });
    const type = within(dialog).getByRole('combobox', { name: /Graph type/ });
    await userEvent.click(type);
    await userEvent.click(within(dialog).getByRole('option', { name: 'Line' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Graph title' }), ' (daily)');
    await userEvent.click(type);
    await expect(type).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(type).toHaveAttribute('aria-expanded', 'false');
    await expect(dialog).toBeVisible();
    await expect(type).toHaveValue('Line');
    await expect(within(dialog).getByRole('textbox', { name: 'Graph title' })).toHaveValue(
      'Top-up revenue by operator (RM) (daily)',
    );
  },
};

/** The server refuses the save: a toast, and its field errors on their fields, nested ones too. */
export const ServerFieldErrors: Story = {
  args: { id: 12 },
  parameters: {
    msw: {
      handlers: {
        store: [
          validationScenario('storeReportQuery', {
            'data.tables.1.name': ['The selected table is invalid.'],
            'data.select_aggregates.0.column': ['The selected column is invalid.'],
          }),
        ],
      },
    },
  },
  play: async ({ args, canvas, userEvent }) => {
    const name = await formReady(canvas);
    await userEvent.clear(name);
    await userEvent.type(name, 'Revenue, renamed');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(await screen.findByText('Not saved')).toBeVisible();
    const second = canvas.getByRole('group', { name: 'Table 2' });
    await expect(await within(second).findByText('The selected table is invalid.')).toBeVisible();
    const aggregate = canvas.getByRole('group', { name: 'Aggregate 1' });
    await expect(within(aggregate).getByText('The selected column is invalid.')).toBeVisible();
    await expect(name).toHaveValue('Revenue, renamed');
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

/** Saved: the server's message in a toast, and the app is told the report's id. */
export const Saved: Story = {
  args: { id: 12 },
  play: async ({ args, canvas, userEvent }) => {
    await formReady(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(await screen.findByText('Report saved successfully.')).toBeVisible();
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledWith(12));
  },
};

/** A raw query report: the 'Write Query' SQL editor (5 rows to start) and the grid filters. */
export const RawQuery: Story = {
  args: { id: 7 },
  play: async ({ canvas }) => {
    await formReady(canvas);
    await expect(canvas.getByRole('radio', { name: 'Raw Query' })).toBeChecked();
    await waitFor(() =>
      expect(
        canvasElementOf(canvas).querySelector(
          '[data-component="RawQueryEditor"][data-ready="true"]',
        ),
      ).not.toBeNull(),
    );
    const editor = canvas.getByRole('textbox', { name: 'Write Query' });
    await expect(editor).toHaveTextContent('SELECT');
    await expect(canvas.queryByRole('region', { name: 'Tables and joins' })).toBeNull();
  },
};

/** The query form a `within` query set was made for. */
function canvasElementOf(canvas: Canvas): HTMLElement {
  const form = canvas
    .getAllByRole('heading')[0]
    ?.closest<HTMLElement>('[data-component="QueryFormScreen"]');
  if (form === null || form === undefined) throw new Error('No query form on the canvas');
  return form;
}

const previewResult: Schema<'ReportPreviewResult'> = {
  columns: [
    {
      name: 'operator_name',
      label: 'Operator name',
      sortable: true,
      label_config: [{ value: 'Digi', class: 'primary' }],
    },
    { name: 'total_amount', label: 'Total amount', sortable: true, label_config: [] },
  ],
  rows: [
    { operator_name: 'Digi', total_amount: 1730 },
    { operator_name: 'U Mobile', total_amount: 1515 },
    { operator_name: 'Maxis', total_amount: 1180 },
  ],
  graph: {
    graph_type: 'Bar',
    title: 'Top-up revenue by operator (RM)',
    labels: ['Digi', 'U Mobile', 'Maxis'],
    datasets: [{ label: 'total_amount', data: [1730, 1515, 1180], colors: ['#3C8DBC', '#F39C12'] }],
  },
  current_page: 1,
  per_page: 10,
  total: 3,
  last_page: 1,
  from: 1,
  to: 3,
  duration_ms: 4.2,
  sql: 'SELECT "operators"."name" AS "operator_name", SUM("cbs_topups"."amount") AS "total_amount" FROM "cbs_topups" LEFT JOIN "operators" ON "cbs_topups"."operator_id" = "operators"."id" WHERE ("cbs_topups"."status" = ? AND "cbs_topups"."created_at" >= ?) GROUP BY "operators"."name" ORDER BY "total_amount" DESC LIMIT ?',
  parameters: ['success', '2025-05-25', 10],
};

/** Run shows the unsaved form's rows, their count, the time taken, the SQL and the graph. */
export const PreviewWithRows: Story = {
  args: { id: 12 },
  parameters: {
    msw: { handlers: { preview: [answerWith('previewReportQuery', previewResult)] } },
  },
  play: async ({ canvas, userEvent }) => {
    await formReady(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Run' }));
    const panel = canvas.getByRole('region', { name: 'Preview' });
    await expect(await within(panel).findByText('rows')).toBeVisible();
    await expect(within(panel).getByRole('status', { name: 'Run summary' })).toHaveTextContent(
      '3 rows4.2 ms',
    );
    await expect(within(panel).getByLabelText('Compiled SQL')).toHaveTextContent(
      'GROUP BY "operators"."name"',
    );
    await expect(within(panel).getAllByRole('row')).toHaveLength(4);
    await waitFor(() =>
      expect(
        panel.querySelector('[data-component="ReportChart"][data-state="drawn"]'),
      ).not.toBeNull(),
    );
  },
};

/** The target database refuses the query: its message under the form, not a crash. */
export const PreviewDatabaseError: Story = {
  args: { id: 7 },
  parameters: {
    msw: {
      handlers: {
        preview: [
          validationScenario('previewReportQuery', {
            'data.raw_query': ['The database answered: no such table: invoices'],
          }),
        ],
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await formReady(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Run' }));
    const panel = canvas.getByRole('region', { name: 'Preview' });
    const alert = await within(panel).findByRole('alert');
    await expect(alert).toHaveTextContent('The report could not be run.');
    await expect(alert).toHaveTextContent('The database answered: no such table: invoices');
  },
};

/** While the preview runs: the Run button spins and the panel says so. */
export const PreviewRunning: Story = {
  args: { id: 12 },
  parameters: { msw: { handlers: { preview: [scenario('previewReportQuery', 'loading')] } } },
  play: async ({ canvas, userEvent }) => {
    await formReady(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Run' }));
    const panel = canvas.getByRole('region', { name: 'Preview' });
    await expect(await within(panel).findByText('Running the query…')).toBeVisible();
  },
};
