import { scenario } from '@api/mocks';
import {
  portalLook,
  storyLanguageIds,
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
  tags: ['autodocs', 'mobile'],
  parameters: { theme: 'portal', layout: 'fullscreen' },
  globals: portalLook(1, 'en'),
  args: { navigation: storyNavigation(fn(), back) },
  decorators: [
    withPortalPage,
    withPortalState({
      state: { operatorId: 1, languageId: 1, service: 'bangla_barta' },
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
  globals: portalLook(1, 'ms'),
  decorators: [
    withPortalState({
      state: { operatorId: 1, languageId: storyLanguageIds[1].ms, service: 'bangla_barta' },
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
