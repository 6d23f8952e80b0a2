import {
  portalLook,
  portalPage,
  portalPageGlobals,
  withPortalPage,
  withPortalState,
} from '@features/portal/core/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { installDismissedKey } from '../model/install';
import { InstallOffer } from './InstallOffer';

const prompt = fn(() => Promise.resolve());

/** Fires the browser's `beforeinstallprompt` at a target, as an installable page gets it. */
function fireInstallPrompt(target: EventTarget) {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt,
    userChoice: Promise.resolve({ outcome: 'accepted' as const }),
  });
  target.dispatchEvent(event);
  return event;
}

/** A storage of its own for each story. */
function memory(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: fn((key: string, value: string) => void values.set(key, value)),
  };
}

const meta = {
  title: 'Portal/Install/InstallOffer',
  component: InstallOffer,
  tags: ['autodocs', 'mobile', 'page'],
  parameters: portalPage(),
  globals: portalPageGlobals,
  decorators: [withPortalPage],
} satisfies Meta<typeof InstallOffer>;

export default meta;
type Story = StoryObj<typeof meta>;

const target = new EventTarget();

/** The browser says the portal is installable: the offer shows; Add opens its dialog. */
export const Offered: Story = {
  args: { storage: memory(), target },
  play: async ({ canvas, userEvent }) => {
    const event = fireInstallPrompt(target);
    await expect(event.defaultPrevented).toBe(true);
    await expect(await canvas.findByText('Add this portal to your home screen.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(prompt).toHaveBeenCalled());
    await expect(canvas.queryByText('Add this portal to your home screen.')).toBeNull();
  },
};

const dismissTarget = new EventTarget();
const dismissStorage = memory();

/** 'No thanks' hides it and is remembered: a later event shows nothing. */
export const Dismissed: Story = {
  tags: ['no-visual'],
  args: { storage: dismissStorage, target: dismissTarget },
  play: async ({ canvas, userEvent }) => {
    fireInstallPrompt(dismissTarget);
    await userEvent.click(await canvas.findByRole('button', { name: 'No thanks' }));
    await expect(dismissStorage.setItem).toHaveBeenCalledWith(installDismissedKey, '1');
    fireInstallPrompt(dismissTarget);
    await expect(canvas.queryByText('Add this portal to your home screen.')).toBeNull();
  },
};

const malayTarget = new EventTarget();

/** In Malay on U Mobile. */
export const UmobileMalay: Story = {
  parameters: portalLook(2, 'ms'),
  decorators: [withPortalState()],
  args: { storage: memory(), target: malayTarget },
  play: async ({ canvas }) => {
    fireInstallPrompt(malayTarget);
    await expect(await canvas.findByText('Tambah portal ini ke skrin utama anda.')).toBeVisible();
  },
};
