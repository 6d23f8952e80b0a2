import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { InstallPrompt } from './InstallPrompt';

const meta = {
  title: 'Portal/InstallPrompt',
  component: InstallPrompt,
  tags: ['autodocs', 'mobile'],
  parameters: { initialGlobals: { theme: 'portal' } },
  globals: { viewport: { value: 'mobile' } },
  args: {
    message: 'Add this portal to your home screen for quick access.',
    onInstall: fn(),
    onDismiss: fn(),
  },
} satisfies Meta<typeof InstallPrompt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The banner with Install and dismiss. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('complementary', { name: 'Install app' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Install' }));
    await expect(args.onInstall).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

/** Translated texts. */
export const Translated: Story = {
  args: {
    message: 'Tambah portal ini ke skrin utama anda.',
    labels: { install: 'Pasang', dismiss: 'Tutup', region: 'Pasang aplikasi' },
  },
};
