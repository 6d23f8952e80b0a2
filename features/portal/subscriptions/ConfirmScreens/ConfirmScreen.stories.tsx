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
import { ConfirmScreen } from './ConfirmScreen';

const go = fn();
const back = fn();

const meta = {
  title: 'Portal/Subscriptions/ConfirmScreen',
  component: ConfirmScreen,
  tags: ['autodocs', 'mobile', 'page'],
  parameters: portalPage(),
  globals: portalPageGlobals,
  args: { action: 'subscribe', navigation: storyNavigation(go, back) },
  decorators: [
    withPortalPage,
    withPortalState({
      state: { service: 'bangla_barta' },
      verified: '60102223344',
    }),
  ],
  beforeEach: () => {
    go.mockClear();
    back.mockClear();
  },
} satisfies Meta<typeof ConfirmScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Subscribe? Yes goes to the registration page (in place of this one); No goes back. */
export const Subscribe: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(
      await canvas.findByRole('heading', {
        name: 'Do you want to subscribe to Bangla Barta at RM 3.00 per week?',
      }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'No' }));
    await expect(back).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Yes' }));
    await expect(go).toHaveBeenCalledWith(
      { kind: 'screen', screen: 'registration' },
      { replace: true },
    );
  },
};

/** Unsubscribe? Yes goes to the deregistration page. */
export const Unsubscribe: Story = {
  args: { action: 'unsubscribe', service: 'bangla_barta' },
  play: async ({ canvas, userEvent }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Do you want to unsubscribe from Bangla Barta?' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Yes' }));
    await expect(go).toHaveBeenCalledWith({ kind: 'screen', screen: 'deregistration' });
  },
};

/**
 * U Mobile: yes posts the payment form to the provider the server named (its fields as hidden
 * inputs), in Malay.
 */
export const UmobilePaymentForm: Story = {
  parameters: portalLook(2, 'ms'),
  decorators: [
    withPortalState({
      state: { service: 'bangla_barta' },
      verified: '60183456789',
    }),
  ],
  play: async ({ canvas }) => {
    const yes = await canvas.findByRole('button', { name: 'Ya' });
    const form = yes.closest('form');
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form?.getAttribute('action')).toMatch(/^https:\/\/mpay\.umobile\.com\.my\//);
    await expect(form?.querySelector('input[name="subscriptionCode"]')).toHaveValue('UM-BB-WK');
    await expect(form?.querySelector('input[name="price"]')).toHaveValue('3.00');
    await expect(yes).toHaveAttribute('name', 'mpaySubmit');
    await expect(
      canvas.getByText('Anda akan meneruskan di halaman pembayaran U Mobile.'),
    ).toBeVisible();
  },
};

/** In Bengali. */
export const SubscribeBengali: Story = {
  parameters: portalLook(1, 'bn'),
  decorators: [
    withPortalState({
      state: { service: 'bangla_barta' },
      verified: '60102223344',
    }),
  ],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'হ্যাঁ' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'না' })).toBeVisible();
  },
};

/** The question could not be loaded. */
export const Failed: Story = {
  parameters: {
    msw: { handlers: { page: [scenario('getServiceConfirmationPage', 'serverError')] } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'This page could not be loaded.',
    );
  },
};
