import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { ExpandableRow } from '../ExpandableRow';
import { StatusTabs, type TicketStatus } from './StatusTabs';

const rows: Record<TicketStatus, string[]> = {
  in_progress: ['TCK-0017 · Top-up not received', 'TCK-0015 · Wrong deduction'],
  initiated: ['TCK-0019 · Service not activated'],
  resolved: ['TCK-0009 · Refund request'],
};

const meta = {
  title: 'Portal/StatusTabs',
  component: StatusTabs,
  tags: ['autodocs', 'mobile'],
  parameters: { initialGlobals: { theme: 'portal' } },
  globals: { viewport: { value: 'mobile' } },
  args: { onChange: fn(), children: 'Tickets of the selected status.' },
} satisfies Meta<typeof StatusTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In Progress is selected first. */
export const InProgress: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('tab', { name: 'In Progress' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(canvas.getByRole('tab', { name: 'Resolved' }));
    await expect(args.onChange).toHaveBeenCalledWith('resolved');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onChange).toHaveBeenLastCalledWith('initiated');
    await userEvent.click(canvas.getByRole('tab', { name: 'In Progress' }));
  },
};

/** Resolved selected. */
export const Resolved: Story = { args: { defaultValue: 'resolved' } };

/** The support history: the parent loads the rows of the selected status. */
export const WithHistory: Story = {
  args: { children: undefined },
  render: function Render(args) {
    const [status, setStatus] = useState<TicketStatus>('in_progress');
    return (
      <StatusTabs
        {...args}
        value={status}
        onChange={(next) => {
          setStatus(next);
          args.onChange?.(next);
        }}
      >
        {rows[status].map((row) => (
          <ExpandableRow key={row} summary={row}>
            Details of {row}.
          </ExpandableRow>
        ))}
      </StatusTabs>
    );
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getAllByRole('button', { name: /TCK-/ })).toHaveLength(2);
    await userEvent.click(canvas.getByRole('tab', { name: 'Initiated' }));
    await expect(canvas.getByRole('button', { name: /TCK-0019/ })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'In Progress' }));
  },
};

/** Translated tab texts. */
export const Translated: Story = {
  args: { labels: { in_progress: 'Dalam Proses', initiated: 'Dimulakan', resolved: 'Selesai' } },
};
