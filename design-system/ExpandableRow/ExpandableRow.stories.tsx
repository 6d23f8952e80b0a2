import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ExpandableRow } from './ExpandableRow';

const details = (
  <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '4px 12px' }}>
    <dt>Receiver</dt>
    <dd style={{ margin: 0 }}>60123456789</dd>
    <dt>Transaction</dt>
    <dd style={{ margin: 0 }}>TX-88231</dd>
    <dt>Requested</dt>
    <dd style={{ margin: 0 }}>2024-03-02 10:14</dd>
    <dt>Remarks</dt>
    <dd style={{ margin: 0 }}>Top-up credited after manual check.</dd>
  </dl>
);

const meta = {
  title: 'Portal/ExpandableRow',
  component: ExpandableRow,
  tags: ['autodocs', 'mobile'],
  parameters: { initialGlobals: { theme: 'portal' } },
  globals: { viewport: { value: 'mobile' } },
  args: {
    summary: 'TCK-20240302-0017 · Top-up not received',
    meta: '2 Mar',
    children: details,
    onExpandedChange: fn(),
  },
} satisfies Meta<typeof ExpandableRow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: only the summary shows. */
export const Closed: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const toggle = canvas.getByRole('button', { name: /TCK-20240302-0017/ });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByText('TX-88231')).not.toBeVisible();
    await userEvent.click(toggle);
    await expect(args.onExpandedChange).toHaveBeenCalledWith(true);
    await expect(canvas.getByText('TX-88231')).toBeVisible();
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Open: the ticket's details are revealed. */
export const Open: Story = {
  args: { defaultExpanded: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /TCK/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(canvas.getByText('TX-88231')).toBeVisible();
  },
};

/** Controlled by the parent (e.g. one open row at a time); clicks only report the wish. */
export const Controlled: Story = {
  args: { expanded: false },
  play: async ({ args, canvas, userEvent }) => {
    const toggle = canvas.getByRole('button', { name: /TCK/ });
    await userEvent.click(toggle);
    await expect(args.onExpandedChange).toHaveBeenCalledWith(true);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  },
};
