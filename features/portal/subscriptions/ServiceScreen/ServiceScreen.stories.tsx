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
import { ServiceScreen } from './ServiceScreen';

const go = fn();

const meta = {
  title: 'Portal/Subscriptions/ServiceScreen',
  component: ServiceScreen,
  tags: ['autodocs', 'mobile', 'page'],
  parameters: portalPage(),
  globals: portalPageGlobals,
  args: { service: 'bangla_barta', navigation: storyNavigation(go, fn()) },
  decorators: [withPortalPage, withPortalState()],
  beforeEach: () => {
    go.mockClear();
  },
} satisfies Meta<typeof ServiceScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Not subscribed, no verified number: Subscribe goes to the number input for the service. */
export const NotSubscribed: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Bangla Barta' }),
    ).toBeVisible();
    await expect(canvas.getByText('Daily news')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await expect(go).toHaveBeenCalledWith({
      kind: 'screen',
      screen: 'numberInput',
      param: 'bangla_barta',
    });
  },
};

/** A verified number that is not subscribed (status 1): Subscribe goes to the confirmation. */
export const NotSubscribedVerified: Story = {
  decorators: [withPortalState({ verified: '60102223344' })],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Subscribe' }));
    await expect(go).toHaveBeenCalledWith({ kind: 'screen', screen: 'confirmation' });
  },
};

/** Subscribed (status 0): Visit and Unsubscribe instead of Subscribe. */
export const Subscribed: Story = {
  decorators: [withPortalState({ verified: '60123456789' })],
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('You are subscribed to this service.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Visit' })).toHaveAttribute(
      'href',
      'https://news.telco-kit.my/bangla-barta',
    );
    await expect(canvas.queryByRole('button', { name: 'Subscribe' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Unsubscribe' }));
    await expect(go).toHaveBeenCalledWith({
      kind: 'screen',
      screen: 'unsubConfirmation',
      param: 'bangla_barta',
    });
  },
};

/** A service with an app: its download link under the actions. */
export const WithApp: Story = {
  args: { service: 'game_zone' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Download app' })).toHaveAttribute(
      'href',
      'https://play.google.com/store/apps/details?id=my.telcokit.gamezone',
    );
  },
};

/** U Mobile in Bengali. */
export const UmobileBengali: Story = {
  parameters: portalLook(2, 'bn'),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'বাংলা বার্তা' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'সাবস্ক্রাইব' })).toBeVisible();
  },
};

/** Digi in Malay, subscribed. */
export const SubscribedMalay: Story = {
  parameters: portalLook(1, 'ms'),
  decorators: [
    withPortalState({
      verified: '60123456789',
    }),
  ],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Henti langganan' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Lawati' })).toBeVisible();
  },
};

/** While the page loads. */
export const Loading: Story = {
  parameters: { msw: { handlers: { page: [scenario('getServicePage', 'loading')] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading…' })).toBeVisible();
  },
};

/** An unknown service (404): a message and Try again. */
export const Unknown: Story = {
  args: { service: 'no_such_service' },
  parameters: { msw: { handlers: { page: [scenario('getServicePage', 'notFound')] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'This page could not be loaded.',
    );
  },
};
