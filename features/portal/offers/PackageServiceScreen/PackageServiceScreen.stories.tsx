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
import { PackageServiceScreen } from './PackageServiceScreen';

const go = fn();

const meta = {
  title: 'Portal/Offers/PackageServiceScreen',
  component: PackageServiceScreen,
  tags: ['autodocs', 'mobile', 'page'],
  parameters: portalPage(),
  globals: portalPageGlobals,
  args: { service: 'game_zone', navigation: storyNavigation(go, fn()) },
  decorators: [withPortalPage, withPortalState()],
  beforeEach: () => {
    go.mockClear();
  },
} satisfies Meta<typeof PackageServiceScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Game Zone for a visitor not subscribed: its name, its packages (price in RM, validity in
 * days) to subscribe to and no Play or Unsubscribe; without a verified number a package asks
 * for the number first, and the chosen package is kept for its confirmation.
 */
export const Packages: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Game Zone' })).toBeVisible();
    for (const [price, validity] of [
      ['RM 0.50', '1 day'],
      ['RM 3.00', '7 days'],
      ['RM 10.00', '30 days'],
    ] as const) {
      await expect(canvas.getByText(price)).toBeVisible();
      await expect(canvas.getByText(validity)).toBeVisible();
    }
    await expect(canvas.queryByRole('link', { name: 'Play now' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
    const subscribe = canvas.getAllByRole('button', { name: 'Subscribe' });
    await expect(subscribe).toHaveLength(3);
    await expect(subscribe[1]).toHaveAccessibleDescription('RM 3.00 7 days');
    await userEvent.click(subscribe[1] as HTMLElement);
    await expect(go).toHaveBeenCalledWith({
      kind: 'screen',
      screen: 'numberInput',
      param: 'game_zone',
    });
    await expect(sessionStorage.getItem('packageId')).toBe('2');
  },
};

/** A verified number not subscribed: a package goes straight to the confirmation. */
export const SubscribeVerified: Story = {
  decorators: [withPortalState({ verified: '60102223344' })],
  play: async ({ canvas, userEvent }) => {
    const [daily] = await canvas.findAllByRole('button', { name: 'Subscribe' });
    await userEvent.click(daily as HTMLElement);
    await expect(go).toHaveBeenCalledWith({ kind: 'screen', screen: 'confirmation' });
  },
};

/** A subscriber: Play now and Unsubscribe instead of the packages. */
export const Subscriber: Story = {
  decorators: [withPortalState({ verified: '60123456789' })],
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('link', { name: 'Play now' })).toHaveAttribute(
      'href',
      'https://games.telco-kit.my',
    );
    await expect(canvas.queryByRole('button', { name: 'Subscribe' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Unsubscribe' }));
    await expect(go).toHaveBeenLastCalledWith({
      kind: 'screen',
      screen: 'unsubConfirmation',
      param: 'game_zone',
    });
  },
};

/** U Mobile in Bengali: the name in Bengali, validity in Bengali digits, prices in RM. */
export const UmobileBengali: Story = {
  parameters: portalLook(2, 'bn'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'গেম জোন' })).toBeVisible();
    await expect(canvas.getByText('৩০ দিন')).toBeVisible();
    await expect(canvas.getByText('RM 10.00')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'সাবস্ক্রাইব' })).toHaveLength(3);
  },
};

/** A service without packages (Bangla Barta is subscribed to by dialling): nothing to choose. */
export const Empty: Story = {
  args: { service: 'bangla_barta' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('No package is offered for this service right now.'),
    ).toBeVisible();
  },
};

/** While the page loads. */
export const Loading: Story = {
  parameters: { msw: { handlers: { page: [scenario('getServiceStep', 'loading')] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading…' })).toBeVisible();
  },
};

/** An unknown service (404): a message and Try again. */
export const Unknown: Story = {
  args: { service: 'no_such_service' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'This page could not be loaded.',
    );
  },
};

/** The server failed (500). */
export const Failed: Story = {
  parameters: { msw: { handlers: { page: [scenario('getServiceStep', 'serverError')] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'This page could not be loaded.',
    );
  },
};
