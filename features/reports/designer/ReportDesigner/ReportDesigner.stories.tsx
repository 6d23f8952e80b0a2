import { answerWith, scenario } from '@api/mocks';
import { newDesign, seedDesigns } from '@domain/report-builder';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { http, HttpResponse } from 'msw';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { ReportDesigner } from './ReportDesigner';

const meta = {
  title: 'Reports/ReportDesigner',
  component: ReportDesigner,
  tags: ['autodocs', 'page'],
  args: { onOpenList: fn(), onSaved: fn(), animated: false },
  parameters: { layout: 'fullscreen', initialGlobals: { theme: 'admin' } },
} satisfies Meta<typeof ReportDesigner>;

export default meta;
type Story = StoryObj<typeof meta>;

const slow = { timeout: 10_000 };

const [billingDesign = newDesign] = seedDesigns();

/** The rows' names in the order shown. */
const rowNames = (root: HTMLElement) =>
  [...root.querySelectorAll('[data-row]')].map((row) => row.getAttribute('data-row'));

/** Waits until every live preview on the page has settled. */
async function previewsDrawn(root: HTMLElement) {
  await waitFor(() => {
    const busy = root.querySelectorAll('[data-cell-state="loading"]');
    if (busy.length > 0) throw new Error(`${String(busy.length)} previews loading`);
  }, slow);
}

/** The saved design: a fixed first row, then three free ones, each cell previewed live. */
export const Loaded: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('textbox', { name: /Design Name/ }, slow)).toHaveValue(
      'Billing operations dashboard',
    );
    await expect(rowNames(canvasElement)).toEqual(['Row 1', 'Row 2', 'Row 3', 'Row 4']);
    await expect(
      canvas.getByRole('button', { name: 'Row 1 is fixed in its place' }),
    ).toBeDisabled();
    await expect(canvas.getByRole('combobox', { name: 'Roles of Row 3' })).toBeVisible();
    await previewsDrawn(canvasElement);
  },
};

/** No design saved yet: an empty name, no rows; Add row starts one seen by All. */
export const Empty: Story = {
  parameters: {
    msw: { handlers: { design: [answerWith('showCurrentDesign', { data: newDesign })] } },
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(await canvas.findByText('No rows yet.', undefined, slow)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Design Name/ })).toHaveValue('');
    await userEvent.click(canvas.getByRole('button', { name: 'Add row' }));
    await expect(rowNames(canvasElement)).toEqual(['Row 1']);
    await expect(canvas.getByText('Row 1 added.')).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Row 1, column 1' })).toHaveTextContent(
      'No report yet',
    );
  },
};

/** Dragging with the keyboard: Space picks Row 4 up, ArrowUp moves it, Space drops it. */
export const Dragging: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const handle = await canvas.findByRole('button', { name: 'Drag Row 4' }, slow);
    handle.focus();
    await userEvent.keyboard(' ');
    await expect(
      await screen.findByText('Picked up Row 4, at position 4 of 4.', undefined, slow),
    ).toBeInTheDocument();
    await userEvent.keyboard('{ArrowUp}');
    await expect(
      await screen.findByText('Row 4 would be at position 3 of 4.', undefined, slow),
    ).toBeInTheDocument();
    await userEvent.keyboard(' ');
    await expect(
      await canvas.findByText('Row 4 moved to position 3 of 4.', undefined, slow),
    ).toBeVisible();
    await expect(rowNames(canvasElement)).toEqual(['Row 1', 'Row 2', 'Row 4', 'Row 3']);
  },
};

/** A fixed row does not move, and no row is dropped past it. */
export const FixedRow: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const handle = await canvas.findByRole('button', { name: 'Drag Row 2' }, slow);
    handle.focus();
    await userEvent.keyboard(' ');
    await screen.findByText('Picked up Row 2, at position 2 of 4.', undefined, slow);
    await userEvent.keyboard('{ArrowUp}');
    await expect(
      await screen.findByText('Row 2 cannot move past Row 1, which is fixed.', undefined, slow),
    ).toBeInTheDocument();
    await userEvent.keyboard(' ');
    // The drop's refusal stays on the designer's status line.
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-designer-status]')).toHaveTextContent(
        'Row 2 cannot move past Row 1, which is fixed.',
      ),
    );
    await expect(rowNames(canvasElement)).toEqual(['Row 1', 'Row 2', 'Row 3', 'Row 4']);
    // Fixing Row 3 locks its handle too.
    await userEvent.click(
      within(canvas.getByRole('region', { name: 'Row 3' })).getByRole('checkbox', {
        name: 'Fixed',
      }),
    );
    await expect(
      canvas.getByRole('button', { name: 'Row 3 is fixed in its place' }),
    ).toBeDisabled();
  },
};

/** A new column count empties the row's cells: as many as the count, no report chosen. */
export const ColumnCountReset: Story = {
  play: async ({ canvas, userEvent }) => {
    const count = await canvas.findByRole('combobox', { name: 'Columns of Row 2' }, slow);
    await userEvent.click(count);
    await userEvent.click(await screen.findByRole('option', { name: '3' }));
    const row = canvas.getByRole('region', { name: 'Row 2' });
    await waitFor(() =>
      expect(within(row).getAllByRole('group', { name: /^Row 2, column/ })).toHaveLength(3),
    );
    for (const cell of within(row).getAllByRole('group')) {
      await expect(cell).toHaveTextContent('col-md-4 · No report yet');
    }
  },
};

/** Submitting without a name or a graph's type marks both; nothing is sent. */
export const ValidationErrors: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const name = await canvas.findByRole('textbox', { name: /Design Name/ }, slow);
    await userEvent.clear(name);
    await userEvent.click(canvas.getByRole('button', { name: 'Settings of Row 1, column 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cell settings: Row 1, column 1' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Display type' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Graph' }));
    await expect(within(dialog).getByRole('combobox', { name: 'Graph type' })).toBeVisible();
    await expect(within(dialog).getByText('Preview')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await expect(
      await within(dialog).findByText(
        'The graph type field is required when display type is graph.',
      ),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(await canvas.findAllByText('The name field is required.')).not.toHaveLength(0);
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

/** The settings of a gauge cell: its bands with the 80 to 100 and 70 to 80 placeholders. */
export const GaugeSettings: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Settings of Row 2, column 2' }, slow),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Cell settings: Row 2, column 2' });
    // The dialog fades in.
    await waitFor(() =>
      expect(within(dialog).getByRole('spinbutton', { name: 'Red from' })).toBeVisible(),
    );
    await expect(within(dialog).getByRole('spinbutton', { name: 'Yellow to' })).toHaveAttribute(
      'placeholder',
      '80',
    );
    await waitFor(
      () =>
        expect(dialog.querySelector('[data-cell-state]')).toHaveAttribute(
          'data-cell-state',
          'ready',
        ),
      slow,
    );
  },
};

/** Opens the settings of Row 2's bar chart and waits for its report's columns. */
async function openBarSettings({
  canvas,
  userEvent,
}: Pick<Parameters<NonNullable<Story['play']>>[0], 'canvas' | 'userEvent'>) {
  await userEvent.click(
    await canvas.findByRole('button', { name: 'Settings of Row 2, column 1' }, slow),
  );
  const dialog = await screen.findByRole('dialog', { name: 'Cell settings: Row 2, column 1' });
  const data = within(dialog).getByRole('combobox', { name: /Data columns/ });
  await waitFor(() => expect(data).not.toHaveAttribute('placeholder', 'Loading columns…'), slow);
  return { dialog, data };
}

/**
 * A graph's data columns are chosen among its report's columns, in order; a column the report
 * no longer answers is marked and Apply waits until it is replaced.
 */
export const ColumnsFromTheReport: Story = {
  parameters: {
    msw: {
      handlers: {
        design: [
          answerWith('showCurrentDesign', {
            data: {
              ...billingDesign,
              rows: billingDesign.rows.map((row) =>
                row.order !== 2
                  ? row
                  : {
                      ...row,
                      selected_report: {
                        report: row.selected_report.report.map((cell, place) =>
                          place === 0 ? { ...cell, data_column: 'amount_sum' } : cell,
                        ),
                      },
                    },
              ),
            },
          }),
        ],
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    const { dialog, data } = await openBarSettings({ canvas, userEvent });
    await expect(
      await within(dialog).findByText(
        'The report has no column amount_sum: choose one of its columns.',
      ),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await expect(dialog).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove amount_sum' }));
    await userEvent.click(data);
    await userEvent.click(within(dialog).getByRole('option', { name: /\(total_amount\)$/ }));
    await expect(
      within(dialog).queryByText('The report has no column amount_sum: choose one of its columns.'),
    ).toBeNull();
    await userEvent.keyboard('{Escape}');
    await expect(
      within(dialog).getByRole('button', { name: /^Remove .*total_amount/ }),
    ).toBeVisible();
  },
};

/** Escape in the settings' open list closes the list only: the dialog stays with its changes. */
export const CellSettingsEscape: Story = {
  play: async ({ canvas, userEvent }) => {
    const { dialog } = await openBarSettings({ canvas, userEvent });
    const title = within(dialog).getByRole('textbox', { name: 'Title' });
    await userEvent.clear(title);
    await userEvent.type(title, 'Revenue by operator');
    const type = within(dialog).getByRole('combobox', { name: /Graph type/ });
    await userEvent.click(type);
    await expect(type).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(type).toHaveAttribute('aria-expanded', 'false');
    await expect(dialog).toBeVisible();
    await expect(title).toHaveValue('Revenue by operator');
  },
};

/** With no list open, Escape closes the settings without applying them. */
export const CellSettingsEscapeTwice: Story = {
  tags: ['no-visual'],
  play: async (context) => {
    await CellSettingsEscape.play?.(context);
    await context.userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(context.canvas.getByRole('group', { name: 'Row 2, column 1' })).toHaveTextContent(
      'Top-up revenue (7 days)',
    );
  },
};

/** The designer's page as the app has it: a save loads it again (here: mounts it anew). */
function ReloadingDesigner(args: ComponentProps<typeof ReportDesigner>) {
  const [load, setLoad] = useState(1);
  return (
    <ReportDesigner
      key={load}
      {...args}
      onSaved={() => {
        args.onSaved();
        setLoad((count) => count + 1);
      }}
    />
  );
}

/**
 * A good design is saved, the page told to reload, and the page that loads next confirms the
 * save with the server's message.
 */
export const Saved: Story = {
  render: (args) => <ReloadingDesigner {...args} />,
  play: async ({ args, canvas, userEvent }) => {
    await canvas.findByRole('textbox', { name: /Design Name/ }, slow);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledOnce(), slow);
    await expect(await screen.findByText('Design saved successfully.')).toBeVisible();
    // Shown once: the message was taken by the load that showed it.
    await expect(sessionStorage.getItem('tck.reportDesigner.saved')).toBeNull();
    await canvas.findByRole('textbox', { name: /Design Name/ }, slow);
  },
};

/** The server refuses the design: its field errors land on the form, nothing typed is lost. */
export const ServerRefuses: Story = {
  tags: ['no-visual'],
  parameters: {
    msw: {
      handlers: {
        store: [
          http.post('*/api/ext-report-builder/store-design/:id', () =>
            HttpResponse.json(
              {
                message: 'The given data was invalid.',
                errors: { name: ['The name has already been taken.'] },
              },
              { status: 422 },
            ),
          ),
        ],
      },
    },
  },
  play: async ({ args, canvas, userEvent }) => {
    await canvas.findByRole('textbox', { name: /Design Name/ }, slow);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(
      await canvas.findAllByText('The name has already been taken.', undefined, slow),
    ).not.toHaveLength(0);
    await expect(canvas.getByRole('textbox', { name: /Design Name/ })).toHaveValue(
      'Billing operations dashboard',
    );
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

/** While the design loads. */
export const Loading: Story = {
  parameters: { msw: { handlers: { design: [scenario('showCurrentDesign', 'loading')] } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading the design' })).toBeVisible();
  },
};

/** The design could not be loaded. */
export const LoadFailed: Story = {
  tags: ['no-visual'],
  parameters: { msw: { handlers: { design: [scenario('showCurrentDesign', 'serverError')] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', undefined, slow)).toHaveTextContent(
      'We could not load the design.',
    );
  },
};
