import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, spyOn, waitFor } from 'storybook/test';
import { ShareDialog } from './ShareDialog';

const url = 'https://portal.example.com/refer-friend?re_token=8fa2';

/** Waits for the dialog to finish fading in, so visibility checks are reliable. */
const shownDialog = async () => {
  const dialog = await screen.findByRole('dialog', { name: 'Share' });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
};

const meta = {
  title: 'Portal/ShareDialog',
  component: ShareDialog,
  tags: ['autodocs', 'mobile'],
  parameters: { initialGlobals: { theme: 'portal' } },
  globals: { viewport: { value: 'mobile' } },
  args: {
    open: true,
    url,
    message: 'Join me on Telco Portal and we both get 100 points!',
    onClose: fn(),
    copy: fn(() => Promise.resolve()),
  },
} satisfies Meta<typeof ShareDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The six networks and 'Copy Link'. */
export const Default: Story = {
  play: async () => {
    await shownDialog();
    await expect(screen.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
      'href',
      `https://api.whatsapp.com/send?text=${encodeURIComponent(`Join me on Telco Portal and we both get 100 points!\n${url}`)}`,
    );
    await expect(screen.getByRole('link', { name: 'Facebook' })).toHaveAttribute(
      'target',
      '_blank',
    );
    await expect(screen.getByRole('link', { name: 'Viber' })).not.toHaveAttribute('target');
    await expect(screen.getAllByRole('link')).toHaveLength(6);
    await expect(screen.getByRole('button', { name: 'Copy Link' })).toBeVisible();
  },
};

/** Copying succeeds: the button reads 'Copied'. */
export const Copied: Story = {
  play: async ({ args, userEvent }) => {
    await shownDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Copy Link' }));
    await expect(args.copy).toHaveBeenCalledWith(url);
    await expect(await screen.findByRole('button', { name: 'Copied' })).toBeVisible();
    await expect(screen.getByRole('status')).toHaveTextContent('Copied');
  },
};

/** Copying fails: it is only logged and the label stays 'Copy Link'. */
export const CopyFails: Story = {
  args: { copy: fn(() => Promise.reject(new Error('Clipboard blocked'))) },
  play: async ({ args, userEvent }) => {
    const log = spyOn(console, 'error').mockImplementation(() => undefined);
    await shownDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Copy Link' }));
    await expect(args.copy).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(log).toHaveBeenCalled());
    await expect(screen.getByRole('button', { name: 'Copy Link' })).toBeVisible();
    log.mockRestore();
  },
};

/** Closing reports through `onClose`. */
export const Close: Story = {
  play: async ({ args, userEvent }) => {
    await shownDialog();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};
