import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, fn } from 'storybook/test';
import { IconButton } from './IconButton';

const meta = {
  title: 'Actions/IconButton',
  component: IconButton,
  tags: ['autodocs'],
  args: { icon: 'fa-edit', label: 'Edit', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'danger', 'link'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: var(--tck-space-2);
`;

/** The default secondary icon button; its label is its accessible name and tooltip. */
export const Secondary: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Edit' });
    await expect(button).toHaveAttribute('title', 'Edit');
    await userEvent.click(button);
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

/** The main action of a toolbar, e.g. adding a row. */
export const Primary: Story = { args: { variant: 'primary', icon: 'fa-plus', label: 'Add row' } };

/** A destructive action, e.g. deleting a record. */
export const Danger: Story = { args: { variant: 'danger', icon: 'fa-trash', label: 'Delete' } };

/** A quiet action that reads as a link. */
export const Link: Story = { args: { variant: 'link', icon: 'fa-eye', label: 'View' } };

/** A tooltip that says more than the label. */
export const CustomTooltip: Story = {
  args: { icon: 'fa-refresh', label: 'Reload', title: 'Reload the list from the server' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Reload' })).toHaveAttribute(
      'title',
      'Reload the list from the server',
    );
  },
};

/** The three sizes side by side; each button is square. */
export const Sizes: Story = {
  render: (args) => (
    <Row>
      <IconButton {...args} size="sm" label="Edit (small)" />
      <IconButton {...args} size="md" label="Edit (medium)" />
      <IconButton {...args} size="lg" label="Edit (large)" />
    </Row>
  ),
  play: async ({ canvas }) => {
    const small = canvas.getByRole('button', { name: 'Edit (small)' });
    await expect(small.offsetWidth).toBe(small.offsetHeight);
  },
};

/** While its action runs: a spinner in place of the icon, clicks ignored. */
export const Loading: Story = {
  args: { loading: true, icon: 'fa-download', label: 'Download' },
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Download' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** An action that is not available now. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Edit' })).toBeDisabled();
  },
};
