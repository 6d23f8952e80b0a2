import { scenario } from '@api/mocks';
import {
  portalLook,
  portalPage,
  portalPageGlobals,
  storyNavigation,
  withPortalPage,
  withPortalState,
} from '@features/portal/core/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { DeregistrationScreen } from './DeregistrationScreen';

const back = fn();

const meta = {
  title: 'Portal/Subscriptions/DeregistrationScreen',
  component: DeregistrationScreen,
  tags: ['autodocs', 'mobile', 'page'],
  parameters: portalPage(),
  globals: portalPageGlobals,
  args: { navigation: storyNavigation(fn(), back) },
  decorators: [
    withPortalPage,
    withPortalState({
      state: { service: 'bangla_barta' },
      verified: '60123456789',
    }),
  ],
} satisfies Meta<typeof DeregistrationScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Unsubscribed: the result; back goes two steps (past the confirmation). */
export const Unsubscribed: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'You have been unsubscribed from Bangla Barta.' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(back).toHaveBeenCalledWith(2);
  },
};

/** In Malay. */
export const Malay: Story = {
  parameters: portalLook(1, 'ms'),
  decorators: [
    withPortalState({
      state: { service: 'bangla_barta' },
      verified: '60123456789',
    }),
  ],
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Anda telah berhenti melanggan Bangla Barta.' }),
    ).toBeVisible();
  },
};

/** The unsubscription failed on the server: a message and Try again. */
export const Failed: Story = {
  parameters: {
    msw: { handlers: { deregister: [scenario('deregisterService', 'serverError')] } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
