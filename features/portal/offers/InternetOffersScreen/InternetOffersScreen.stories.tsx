import { portalHttp, scenario } from '@api/mocks';
import {
  largeText,
  outsideNarrowPage,
  portalLook,
  portalPage,
  portalPageGlobals,
  storyNavigation,
  withPortalPage,
  withNarrowPage,
  withPortalState,
} from '@features/portal/core/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { InternetOffersScreen } from './InternetOffersScreen';

const go = fn();

const meta = {
  title: 'Portal/Offers/InternetOffersScreen',
  component: InternetOffersScreen,
  tags: ['autodocs', 'mobile', 'page'],
  parameters: portalPage(),
  globals: portalPageGlobals,
  args: { service: 'internet', navigation: storyNavigation(go, fn()) },
  decorators: [withPortalPage, withPortalState()],
  beforeEach: () => {
    go.mockClear();
  },
} satisfies Meta<typeof InternetOffersScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Digi's offers: pack limit, validity, price in RM, the unlimited badge; one opens its detail. */
export const Offers: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Internet offers' }),
    ).toBeVisible();
    const tenGb = within(await canvas.findByRole('article', { name: 'Internet 10GB' }));
    await expect(tenGb.getByText('30 days')).toBeVisible();
    await expect(tenGb.getByText('RM 30.00')).toBeVisible();
    await expect(tenGb.queryByText('Unlimited')).toBeNull();
    const unlimited = within(canvas.getByRole('article', { name: 'Internet Unlimited' }));
    await expect(unlimited.getAllByText('Unlimited').length).toBeGreaterThan(0);
    await expect(unlimited.getByText('RM 15.00')).toBeVisible();
    await userEvent.click(tenGb.getByRole('button', { name: 'See offer' }));
    await expect(go).toHaveBeenCalledWith({ kind: 'screen', screen: 'internetOffer', param: '31' });
  },
};

/** A verified U Mobile number sees its operator's offers, in Bengali. */
export const UmobileBengali: Story = {
  parameters: portalLook(2, 'bn'),
  decorators: [
    withPortalState({
      verified: '601123456789',
    }),
  ],
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'ইন্টারনেট অফার' }),
    ).toBeVisible();
    const videoPass = within(await canvas.findByRole('article', { name: 'ভিডিও পাস' }));
    await expect(videoPass.getByText('RM 8.00')).toBeVisible();
    await expect(videoPass.getByText('৭ দিন')).toBeVisible();
  },
};

/** A U Mobile visitor without a verified number sees U Mobile's offers, not Digi's. */
export const UmobileUnverified: Story = {
  parameters: portalLook(2, 'en'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('article', { name: 'Internet 20GB' })).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(4);
  },
};

/** No offer right now. */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: {
        offers: [
          portalHttp.post('/content/offer-page', ({ response }) =>
            response(200).json({ data: { offers: [] } }),
          ),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('No internet offer is available right now.'),
    ).toBeVisible();
  },
};

/** While the offers load. */
export const Loading: Story = {
  parameters: { msw: { handlers: { offers: [scenario('getOfferPage', 'loading')] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading…' })).toBeVisible();
  },
};

/** The server failed (500): a message and Try again. */
export const Failed: Story = {
  parameters: { msw: { handlers: { offers: [scenario('getOfferPage', 'serverError')] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'This page could not be loaded.',
    );
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** No answer at all (no network): the offline state and Try again. */
export const NetworkError: Story = {
  parameters: { msw: { handlers: { offers: [scenario('getOfferPage', 'networkError')] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('You are offline');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** 200 % text on a 320 px wide phone: the offers wrap, nothing scrolls sideways. */
export const LargeTextNarrow: Story = {
  tags: ['no-visual'],
  beforeEach: largeText,
  decorators: [withNarrowPage],
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('article', { name: 'Internet 10GB' });
    await expect(outsideNarrowPage(canvasElement)).toEqual([]);
  },
};
