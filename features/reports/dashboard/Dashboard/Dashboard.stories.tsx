import { answerWith, scenario, signedInAs } from '@api/mocks';
import { newDesign } from '@domain/report-builder';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, waitFor } from 'storybook/test';
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

/** No design saved yet: the home says so and leads to the designer. */
export const NoDesignYet: Story = {
  parameters: { msw: { handlers: { design: [answerWith('showDashboard', { data: newDesign })] } } },
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
            data: { id: 1, name: 'Billing operations dashboard', rows: [], update: true },
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
