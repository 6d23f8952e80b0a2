import {
  portalLook,
  portalPage,
  portalPageGlobals,
  withPortalPage,
  withPortalState,
} from '@features/portal/core/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { InfoScreen } from './InfoScreen';

const meta = {
  title: 'Portal/Subscriptions/InfoScreen',
  component: InfoScreen,
  tags: ['autodocs', 'mobile', 'page'],
  parameters: portalPage(),
  globals: portalPageGlobals,
  args: { page: 'terms' },
  decorators: [withPortalPage, withPortalState()],
} satisfies Meta<typeof InfoScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The terms & conditions (/terms-conditions). */
export const Terms: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Terms & Conditions' }),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Unsubscribing' })).toBeVisible();
  },
};

/** The terms in Malay. */
export const TermsMalay: Story = {
  parameters: portalLook(1, 'ms'),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Terma & Syarat' }),
    ).toBeVisible();
  },
};

/** The terms in Bengali, on U Mobile. */
export const TermsBengali: Story = {
  parameters: portalLook(2, 'bn'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'শর্তাবলী' })).toBeVisible();
  },
};

/** About us (/about-us). */
export const About: Story = {
  args: { page: 'about' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
  },
};
