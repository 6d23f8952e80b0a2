import { portalPage, portalPageGlobals, withPortalState } from '@features/portal/core/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { OfflineState } from './OfflineState';

const meta = {
  title: 'Portal/Core/OfflineState',
  component: OfflineState,
  tags: ['autodocs', 'mobile'],
  parameters: { ...portalPage(), router: { initialEntries: ['/notice-page'] } },
  globals: portalPageGlobals,
  args: { onRetry: fn() },
  decorators: [withPortalState()],
} satisfies Meta<typeof OfflineState>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Away from home: the message, Try again and a way home; the browser's `online` asks again by
 * itself.
 */
export const AwayFromHome: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('You are offline');
    await expect(canvas.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(args.onRetry).toHaveBeenCalledTimes(2));
  },
};

/** At home: Try again only, no link to where the visitor already is. */
export const AtHome: Story = {
  parameters: { router: { initialEntries: ['/home/1'] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Back to Home' })).toBeNull();
  },
};

/**
 * A try under way: Try again is busy, and the network coming back during it asks nothing more
 * until the try has ended (the screen asks again then).
 */
export const Retrying: Story = {
  args: { retrying: true },
  play: async ({ args, canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Try again' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    window.dispatchEvent(new Event('online'));
    await expect(args.onRetry).not.toHaveBeenCalled();
  },
};
