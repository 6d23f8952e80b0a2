import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button, ButtonLink } from './Button';

const PlusIcon = () => (
  <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true">
    <path d="M6 0h2v6h6v2H8v6H6V8H0V6h6z" fill="currentColor" />
  </svg>
);

const meta = {
  title: 'Actions/Button',
  component: Button,
  tags: ['autodocs'],
  args: { children: 'Save changes', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'danger', 'link'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The main action of a view. Clicking or pressing Enter or Space runs it. */
export const Primary: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Save changes' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    button.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(3);
  },
};

/** A secondary action beside a primary one, e.g. Reset. */
export const Secondary: Story = { args: { variant: 'secondary', children: 'Reset' } };

/** A destructive action, e.g. deleting a record. */
export const Danger: Story = { args: { variant: 'danger', children: 'Delete' } };

/** An action that reads as a link, e.g. 'See all messages'. */
export const Link: Story = { args: { variant: 'link', children: 'See all messages' } };

/** The compact size used in table rows and toolbars. */
export const Small: Story = { args: { size: 'sm', children: 'Edit' } };

/** The large size used for the portal's main actions. */
export const Large: Story = { args: { size: 'lg', children: 'Subscribe' } };

/** An icon before the label. */
export const WithIcon: Story = { args: { icon: <PlusIcon />, children: 'New' } };

/** While its action runs: a spinner, the label kept for screen readers, clicks ignored. */
export const Loading: Story = {
  args: { loading: true, children: 'Saving' },
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Saving' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** An action that is not available now. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Save changes' });
    await expect(button).toBeDisabled();
    button.click();
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** Stretched to its container, as on the portal's mobile screens. */
export const FullWidth: Story = { args: { fullWidth: true, size: 'lg', children: 'Next' } };

const followed = fn();

/**
 * ButtonLink: an action that leads somewhere stays a link (here an in-app one, followed by the
 * app's router; a tel: or https: link is followed by the browser).
 */
export const AsLink: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8, maxWidth: 320 }}>
      <ButtonLink href="/my-subscription" size="lg" fullWidth onNavigate={followed}>
        My subscription
      </ButtonLink>
      <ButtonLink href="tel:*118*14%23" variant="secondary" size="lg" fullWidth>
        Dial *118*14#
      </ButtonLink>
    </div>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'My subscription' }));
    await expect(followed).toHaveBeenCalledWith('/my-subscription');
    await expect(canvas.getByRole('link', { name: 'Dial *118*14#' })).toHaveAttribute(
      'href',
      'tel:*118*14%23',
    );
  },
};
