import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { ChoiceModal } from './ChoiceModal';

const logo = (text: string, background: string) =>
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><circle cx="32" cy="32" r="32" fill="${background}"/><text x="32" y="39" font-family="sans-serif" font-size="18" font-weight="700" text-anchor="middle" fill="#fff">${text}</text></svg>`,
  );

const meta = {
  title: 'Portal/ChoiceModal',
  component: ChoiceModal,
  tags: ['autodocs', 'mobile'],
  parameters: { initialGlobals: { theme: 'portal' } },
  globals: { viewport: { value: 'mobile' } },
  args: {
    open: true,
    options: [
      { id: 1, name: 'Digi', logo: logo('DG', '#b45309') },
      { id: 2, name: 'U Mobile', logo: logo('UM', '#c2185b') },
    ],
    onChoose: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof ChoiceModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Select Your Operator' with each operator's name and logo; choosing reports its id. */
export const SelectOperator: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Select Your Operator' });
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.click(screen.getByRole('button', { name: 'U Mobile' }));
    await expect(args.onChoose).toHaveBeenCalledWith(2);
  },
};

/** The current operator is marked. */
export const WithCurrent: Story = {
  args: { value: 1 },
  play: async () => {
    await waitFor(() => expect(screen.getByRole('dialog')).toBeVisible());
    await expect(screen.getByRole('button', { name: 'Digi' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  },
};

/** First visit: a choice is required, so Escape does not close it. */
export const Required: Story = {
  args: { dismissible: false },
  play: async ({ args, userEvent }) => {
    await waitFor(() => expect(screen.getByRole('dialog')).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(screen.queryByRole('button', { name: /close/i })).toBeNull();
  },
};

/** Opened from a button; Escape closes it through `onClose`. */
export const FromButton: Story = {
  args: { open: false },
  render: function Render(args) {
    const [open, setOpen] = useState(args.open);
    return (
      <>
        <Button onClick={() => setOpen(true)}>Change operator</Button>
        <ChoiceModal
          {...args}
          open={open}
          onClose={() => {
            setOpen(false);
            args.onClose();
          }}
          onChoose={(id) => {
            setOpen(false);
            args.onChoose(id);
          }}
        />
      </>
    );
  },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Change operator' }));
    await screen.findByRole('dialog', { name: 'Select Your Operator' });
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: 'Change operator' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Digi' }));
    await expect(args.onChoose).toHaveBeenCalledWith(1);
  },
};
