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
import { expect, fn, within } from 'storybook/test';
import { MySubscriptionScreen } from './MySubscriptionScreen';

const go = fn();

const meta = {
  title: 'Portal/Subscriptions/MySubscriptionScreen',
  component: MySubscriptionScreen,
  tags: ['autodocs', 'mobile', 'page'],
  parameters: portalPage(),
  globals: portalPageGlobals,
  args: { navigation: storyNavigation(go, fn()) },
  decorators: [withPortalPage, withPortalState({ verified: '60123456789' })],
} satisfies Meta<typeof MySubscriptionScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The verified number's subscriptions: price, status, dates; Unsubscribe starts the flow. */
export const Subscriptions: Story = {
  play: async ({ canvas, userEvent }) => {
    const item = (await canvas.findByRole('heading', { name: 'Bangla Barta' })).closest('li');
    if (item === null) throw new Error('No Bangla Barta row');
    const row = within(item);
    await expect(row.getByText('Active')).toBeVisible();
    await expect(row.getByText('RM 3.00 / week')).toBeVisible();
    await expect(canvas.getByText('Suspended')).toBeVisible();
    await userEvent.click(row.getByRole('button', { name: 'Unsubscribe' }));
    await expect(go).toHaveBeenCalledWith({
      kind: 'screen',
      screen: 'unsubConfirmation',
      param: 'bangla_barta',
    });
  },
};

/** No subscriptions yet. */
export const Empty: Story = {
  decorators: [withPortalState({ verified: '60102223344' })],
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('You have no subscriptions yet.')).toBeVisible();
  },
};

/** On U Mobile, in Bengali. */
export const UmobileBengali: Story = {
  parameters: portalLook(2, 'bn'),
  decorators: [
    withPortalState({
      verified: '60183456789',
    }),
  ],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'আমার সাবস্ক্রিপশন' })).toBeVisible();
    await expect(await canvas.findByText('অপেক্ষমাণ')).toBeVisible();
  },
};

/** The list could not be loaded. */
export const Failed: Story = {
  parameters: { msw: { handlers: { list: [scenario('getMySubscriptions', 'serverError')] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'This page could not be loaded.',
    );
  },
};

/** While the list loads. */
export const Loading: Story = {
  parameters: { msw: { handlers: { list: [scenario('getMySubscriptions', 'loading')] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading…' })).toBeVisible();
  },
};
