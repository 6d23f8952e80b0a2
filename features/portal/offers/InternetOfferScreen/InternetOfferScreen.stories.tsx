import { scenario } from '@api/mocks';
import {
  portalLook,
  portalPage,
  portalPageGlobals,
  withPortalPage,
  withPortalState,
} from '@features/portal/core/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { InternetOfferScreen } from './InternetOfferScreen';

const meta = {
  title: 'Portal/Offers/InternetOfferScreen',
  component: InternetOfferScreen,
  tags: ['autodocs', 'mobile', 'page'],
  parameters: portalPage(),
  globals: portalPageGlobals,
  args: { id: '31' },
  decorators: [withPortalPage, withPortalState()],
} satisfies Meta<typeof InternetOfferScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The offer, its bonus, and the button that dials its code (the # encoded as %23). */
export const Offer: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Internet 10GB' }),
    ).toBeVisible();
    await expect(canvas.getByText('+2GB video streaming')).toBeVisible();
    await expect(canvas.getByText('RM 30.00')).toBeVisible();
    await expect(canvas.getByText('30 days')).toBeVisible();
    await expect(canvas.getByText('*128*31#')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Buy now' })).toHaveAttribute(
      'href',
      'tel:*128*31%23',
    );
  },
};

/** An unlimited offer without a bonus. */
export const Unlimited: Story = {
  args: { id: '33' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Internet Unlimited' }),
    ).toBeVisible();
    await expect(canvas.getByText('Speed up to 6Mbps')).toBeVisible();
    await expect(canvas.queryByText('Bonus')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Buy now' })).toHaveAttribute(
      'href',
      'tel:*128*33%23',
    );
  },
};

/** In Malay: the detail in the list's language. */
export const Malay: Story = {
  parameters: portalLook(1, 'ms'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('+2GB penstriman video')).toBeVisible();
    await expect(canvas.getByText('30 hari')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Beli sekarang' })).toHaveAttribute(
      'href',
      'tel:*128*31%23',
    );
  },
};

/** An address that names no offer: nothing is asked, the page says so. */
export const NoSuchOffer: Story = {
  args: { id: 'latest' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('This offer is not available.')).toBeVisible();
  },
};

/** While the offer loads. */
export const Loading: Story = {
  parameters: { msw: { handlers: { offer: [scenario('getOfferDetailsPage', 'loading')] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading…' })).toBeVisible();
  },
};

/** An offer the server does not know (404): a message and Try again. */
export const NotFound: Story = {
  args: { id: '999' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'This page could not be loaded.',
    );
  },
};

/** Refused (403): the same message and Try again. */
export const Forbidden: Story = {
  parameters: { msw: { handlers: { offer: [scenario('getOfferDetailsPage', 'forbidden')] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'This page could not be loaded.',
    );
  },
};
