import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { AlertDialog } from './AlertDialog';

const meta = {
  title: 'Feedback/AlertDialog',
  component: AlertDialog,
  tags: ['autodocs'],
  parameters: { docs: { story: { inline: false, iframeHeight: 340 } } },
  args: { open: true, onClose: fn() },
  argTypes: {
    preset: { control: 'inline-radio', options: ['networkError', 'sessionTerminated'] },
    tone: { control: 'inline-radio', options: ['error', 'warning', 'success', 'info'] },
  },
} satisfies Meta<typeof AlertDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A call failed with no response: 'Oops..'. OK has focus; OK and Escape close it. */
export const NetworkError: Story = {
  args: { preset: 'networkError' },
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Oops..' });
    await expect(dialog).toHaveAccessibleDescription('There is some problem in your network!');
    const ok = screen.getByRole('button', { name: 'OK' });
    await expect(ok).toHaveFocus();
    await userEvent.click(ok);
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(2);
  },
};

/** The session ended (401 'Unauthenticated'): 'Error!'. */
export const SessionTerminated: Story = {
  args: { preset: 'sessionTerminated' },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Error!' });
    await expect(dialog).toHaveAccessibleDescription('Your session has been terminated!');
  },
};

/** A preset with an own text, e.g. the delete failure 'Failed!'. */
export const Custom: Story = { args: { title: 'Failed!', text: 'Failed to delete.' } };

/** A success message. */
export const Success: Story = {
  args: { title: 'Deleted!', text: 'The report has been deleted.', tone: 'success' },
};

/** A warning. */
export const Warning: Story = {
  args: { title: 'Heads up', text: 'The report has unsaved changes.', tone: 'warning' },
};

/** An informational message. */
export const Info: Story = {
  args: { title: 'Waiting', text: 'Your ticket is queued; we will reply shortly.', tone: 'info' },
};
