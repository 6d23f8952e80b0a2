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
import { RegistrationScreen } from './RegistrationScreen';

const go = fn();

const meta = {
  title: 'Portal/Subscriptions/RegistrationScreen',
  component: RegistrationScreen,
  tags: ['autodocs', 'mobile', 'page'],
  parameters: portalPage(),
  globals: portalPageGlobals,
  args: { navigation: storyNavigation(go, fn()), countdownRunning: false },
  decorators: [
    withPortalPage,
    withPortalState({
      state: {
        service: 'bangla_barta',
        serviceType: 'mutiple-service',
      },
      verified: '60102223344',
    }),
  ],
  beforeEach: () => {
    go.mockClear();
  },
} satisfies Meta<typeof RegistrationScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The registration's result: its text, the price and tid, the 59-second wait (00:SS) before a
 * resend; back goes to the service page.
 */
export const Registered: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(
      await canvas.findByRole('heading', {
        name: 'Your subscription request for Bangla Barta has been received.',
      }),
    ).toBeVisible();
    await expect(canvas.getByText('RM 3.00')).toBeVisible();
    await expect(canvas.getByText(/^TID-/)).toBeVisible();
    await expect(canvas.getByRole('timer')).toHaveTextContent('00:59');
    await expect(canvas.getByRole('button', { name: 'Resend' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(go).toHaveBeenCalledWith(
      { kind: 'screen', screen: 'servicePage', param: 'bangla_barta' },
      { replace: true },
    );
  },
};

/** A package service's registration goes back to its package page. */
export const BackToThePackagePage: Story = {
  decorators: [
    withPortalState({
      state: { service: 'game_zone', serviceType: 'package-service' },
      verified: '60102223344',
    }),
  ],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Back' }));
    await expect(go).toHaveBeenCalledWith(
      { kind: 'screen', screen: 'packageService', param: 'game_zone' },
      { replace: true },
    );
  },
};

/** The countdown runs, then the resend opens (the clock's picture changes: test only). */
export const CountdownRunning: Story = {
  tags: ['no-visual'],
  args: { countdownRunning: true },
  play: async ({ canvas }) => {
    const timer = await canvas.findByRole('timer');
    await expect(timer).toHaveTextContent(/^00:5\d$/);
  },
};

/** On U Mobile, in Bengali. */
export const UmobileBengali: Story = {
  parameters: portalLook(2, 'bn'),
  decorators: [
    withPortalState({
      state: { service: 'rashifol' },
      verified: '60113344557',
    }),
  ],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'হোম' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'আবার পাঠান' })).toBeDisabled();
  },
};

/** The registration failed on the server: a message and Try again. */
export const Failed: Story = {
  parameters: { msw: { handlers: { register: [scenario('registerService', 'serverError')] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'This page could not be loaded.',
    );
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
