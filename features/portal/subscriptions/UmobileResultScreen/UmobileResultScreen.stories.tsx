import { answerWith, mockPaidCallback, paymentRequested } from '@api/mocks';
import {
  portalLook,
  portalPage,
  portalPageGlobals,
  storyNavigation,
  withPortalPage,
  withPortalState,
} from '@features/portal/core/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { UmobileResultScreen } from './UmobileResultScreen';

const go = fn();

const meta = {
  title: 'Portal/Subscriptions/UmobileResultScreen',
  component: UmobileResultScreen,
  tags: ['autodocs', 'mobile', 'page'],
  parameters: {
    ...portalPage(2, 'en'),
    // The portal asked the provider for the payment the callback names.
    mockApi: { arrange: paymentRequested('60113344558') },
  },
  globals: portalPageGlobals,
  args: {
    pageType: 'success',
    type: 'subscription',
    service: 'bangla_barta',
    payment: mockPaidCallback,
    navigation: storyNavigation(go, fn()),
  },
  decorators: [withPortalPage, withPortalState({ verified: '60113344558' })],
  beforeEach: () => {
    go.mockClear();
  },
} satisfies Meta<typeof UmobileResultScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The payment went through: the provider's text, Visit for the new subscriber, and Home. */
export const Success: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Your subscription was successful!' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Visit' })).toHaveAttribute(
      'href',
      'https://news.telco-kit.my/bangla-barta',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Home' }));
    await expect(go).toHaveBeenCalledWith({ kind: 'screen', screen: 'home', param: '2' });
  },
};

/** In Bengali. */
export const SuccessBengali: Story = {
  parameters: portalLook(2, 'bn'),
  decorators: [
    withPortalState({
      verified: '60113344558',
    }),
  ],
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'আপনার সাবস্ক্রিপশন সফল হয়েছে!' }),
    ).toBeVisible();
  },
};

/** Status 400 (the payment failed): the visitor goes to U Mobile's home. */
export const FailedGoesHome: Story = {
  args: { pageType: 'failed' },
  play: async () => {
    await waitFor(
      () =>
        expect(go).toHaveBeenCalledWith(
          { kind: 'screen', screen: 'home', param: '2' },
          { replace: true },
        ),
      { timeout: 3000 },
    );
  },
};

/** No data: home too. */
export const EmptyGoesHome: Story = {
  parameters: { msw: { handlers: { result: [answerWith('umobileSuccess', { data: null })] } } },
  play: async () => {
    await waitFor(
      () =>
        expect(go).toHaveBeenCalledWith(
          { kind: 'screen', screen: 'home', param: '2' },
          { replace: true },
        ),
      { timeout: 3000 },
    );
  },
};
