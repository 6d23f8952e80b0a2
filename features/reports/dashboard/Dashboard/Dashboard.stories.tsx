import type { Schema } from '@api';
import { answerWith, mockAdminToken, scenario, signedInAs } from '@api/mocks';
import { newDesign, seedDesigns } from '@domain/report-builder';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Dashboard } from './Dashboard';

const meta = {
  title: 'Reports/Dashboard',
  component: Dashboard,
  tags: ['autodocs'],
  args: { onOpenDesigner: fn(), onOpenLink: fn(), animated: false },
  parameters: { layout: 'padded', initialGlobals: { theme: 'admin' } },
} satisfies Meta<typeof Dashboard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waits until every cell of the dashboard has settled (drawn, empty or failed). */
async function allDrawn(root: HTMLElement, cells: number) {
  await waitFor(
    () => {
      const shown = [...root.querySelectorAll('[data-cell-state]')];
      if (shown.length !== cells) throw new Error(`${String(shown.length)} cells`);
      const busy = shown.filter((cell) => cell.getAttribute('data-cell-state') === 'loading');
      if (busy.length > 0) throw new Error(`${String(busy.length)} cells still loading`);
    },
    { timeout: 15_000 },
  );
}

/**
 * An administrator sees every row: cards, a bar chart and the gauge, the overdue invoices of the
 * Billing Officer and Finance Manager row, a pivot table and a pie chart.
 */
export const Administrator: Story = {
  play: async ({ canvas, canvasElement }) => {
    await allDrawn(canvasElement, 8);
    await expect(
      canvas.getByRole('heading', { name: 'Billing operations dashboard' }),
    ).toBeVisible();
    for (const row of ['Row 1', 'Row 2', 'Row 3', 'Row 4']) {
      await expect(canvas.getByRole('region', { name: row })).toBeVisible();
    }
    await expect(canvas.getByRole('table', { name: 'Overdue invoices' })).toBeVisible();
  },
};

/** Customer Care does not see the row limited to Billing Officer and Finance Manager. */
export const RoleSeesFewerRows: Story = {
  // The signed-in user (Ahmad Faizal) holds the Customer Care role only.
  parameters: {
    mockApi: { arrange: signedInAs({ name: 'Ahmad Faizal', roles: ['customer-care'] }) },
  },
  play: async ({ canvas, canvasElement }) => {
    await allDrawn(canvasElement, 7);
    await expect(canvas.getByRole('region', { name: 'Row 2' })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Row 3' })).toBeNull();
    await expect(canvas.queryByRole('table', { name: 'Overdue invoices' })).toBeNull();
  },
};

/** One report fails: its cell says so, every other cell still shows its data. */
export const OneReportFails: Story = {
  parameters: {
    msw: {
      handlers: {
        failing: [
          http.get('*/api/ext-report-builder/dashboard/1/rows/2/cells/2', () =>
            HttpResponse.json({ message: 'Server Error' }, { status: 500 }),
          ),
        ],
      },
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await allDrawn(canvasElement, 8);
    const failed = canvasElement.querySelectorAll('[data-cell-state="error"]');
    await expect(failed).toHaveLength(1);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The report could not be run.');
    await expect(canvasElement.querySelectorAll('[data-cell-state="ready"]')).toHaveLength(7);
  },
};

const cellRuns = '*/api/ext-report-builder/dashboard/:id/rows/:row/cells/:cell';
const admin = { Authorization: `Bearer ${mockAdminToken}`, 'Content-Type': 'application/json' };

/** Waits until the page shows these rows, top to bottom, and the dashboard is not loading. */
async function rowsShown(root: HTMLElement, expected: string[]) {
  await waitFor(
    () => {
      const dashboard = root.querySelector('[data-component="Dashboard"]');
      if (dashboard?.getAttribute('aria-busy') !== 'false') throw new Error('loading');
      const rows = [...root.querySelectorAll('section[data-row]')].map((row) =>
        row.getAttribute('aria-label'),
      );
      if (rows.join() !== expected.join()) throw new Error(`rows ${rows.join()}`);
    },
    { timeout: 15_000 },
  );
}

/**
 * Saves the current design again with the rows that may move in reverse order (Row 1 is fixed),
 * as an administrator would in the designer while this home is open.
 */
async function rowsReversed() {
  const loaded = await fetch('/api/ext-report-builder/report-designer', { headers: admin });
  const { data } = (await loaded.json()) as Schema<'DesignResponse'>;
  const fixed = data.rows.filter((row) => row.fixed);
  const movable = data.rows.filter((row) => !row.fixed).reverse();
  const saved = await fetch(`/api/ext-report-builder/store-design/${String(data.id)}`, {
    method: 'POST',
    headers: admin,
    body: JSON.stringify({ ...data, rows: [...fixed, ...movable] }),
  });
  if (!saved.ok) throw new Error(`The design was not saved: ${String(saved.status)}`);
}

let savedAgain: Promise<void> | undefined;

/**
 * The design is saved again (its rows reordered) after the home loaded it and before any cell
 * ran: every cell asks with the old revision and is refused (409), and the home loads the design
 * again and draws the new order, each cell with its own report, without anyone doing anything.
 */
export const DesignSavedWhileLoading: Story = {
  tags: ['no-visual'],
  beforeEach: () => {
    savedAgain = undefined;
  },
  parameters: {
    msw: {
      handlers: {
        // Held until the save is done; then the mock API answers, for the design as it is now.
        savedAgain: [
          http.get(cellRuns, async () => {
            savedAgain ??= rowsReversed();
            await savedAgain;
          }),
        ],
      },
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await rowsShown(canvasElement, ['Row 1', 'Row 4', 'Row 3', 'Row 2']);
    await allDrawn(canvasElement, 8);
    await expect(canvasElement.querySelectorAll('[data-cell-state="ready"]')).toHaveLength(8);
    const second = within(canvas.getByRole('region', { name: 'Row 4' }));
    await expect(second.getByRole('table', { name: 'Daily top-up revenue' })).toBeVisible();
    await expect(
      second.getByRole('img', { name: /^Pie chart, Payments by gateway/ }),
    ).toBeVisible();
    const last = within(canvas.getByRole('region', { name: 'Row 2' }));
    await expect(last.getByRole('img', { name: /^Bar chart, Top-up revenue/ })).toBeVisible();
  },
};

let designLoads = 0;

/**
 * The server refuses every cell for the revision it keeps answering: the home loads the design
 * once more, not once per cell nor over and over, and each cell then says what the server said.
 */
export const DesignRefusedAgain: Story = {
  tags: ['no-visual'],
  beforeEach: () => {
    designLoads = 0;
  },
  parameters: {
    msw: {
      handlers: {
        design: [
          http.get('*/api/ext-report-builder/dashboard', () => {
            designLoads += 1;
            const [billing] = seedDesigns();
            return HttpResponse.json({ data: { ...billing, revision: '0123456789abcdef' } });
          }),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    // Settled once the design has been loaded again and every cell has said why it has no data.
    await waitFor(
      () => {
        if (designLoads < 2) throw new Error('not loaded again yet');
      },
      { timeout: 15_000 },
    );
    await rowsShown(canvasElement, ['Row 1', 'Row 2', 'Row 3', 'Row 4']);
    await allDrawn(canvasElement, 8);
    await expect(designLoads).toBe(2);
    const refused = [...canvasElement.querySelectorAll('[data-cell-state="error"]')];
    await expect(refused).toHaveLength(8);
    for (const shown of refused) {
      await expect(shown).toHaveTextContent('The dashboard has changed. It is being reloaded.');
    }
  },
};

/** No design saved yet: the home says so and leads to the designer. */
export const NoDesignYet: Story = {
  parameters: {
    msw: {
      handlers: {
        design: [
          answerWith('showDashboard', { data: { ...newDesign, revision: '4a5c2e0d9b7f1863' } }),
        ],
      },
    },
  },
  play: async ({ args, canvas, userEvent }) => {
    await expect(await canvas.findByText('No dashboard has been designed yet.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Open the report designer' }));
    await expect(args.onOpenDesigner).toHaveBeenCalledOnce();
  },
};

/** A design none of whose rows is shared with the user's roles. */
export const NoRowForTheRoles: Story = {
  parameters: {
    msw: {
      handlers: {
        design: [
          answerWith('showDashboard', {
            data: {
              id: 1,
              name: 'Billing operations dashboard',
              rows: [],
              update: true,
              revision: '9d41b7c0e25a6f38',
            },
          }),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Nothing on your dashboard yet.')).toBeVisible();
  },
};

/** While the design loads. */
export const Loading: Story = {
  parameters: { msw: { handlers: { design: [scenario('showDashboard', 'loading')] } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading the dashboard' })).toBeVisible();
  },
};

/** The design could not be loaded. */
export const LoadFailed: Story = {
  tags: ['no-visual'],
  parameters: { msw: { handlers: { design: [scenario('showDashboard', 'serverError')] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'We could not load the dashboard.',
    );
  },
};
