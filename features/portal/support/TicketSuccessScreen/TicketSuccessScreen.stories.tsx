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
import { TicketSuccessScreen } from './TicketSuccessScreen';

const go = fn();

/** The Digi demo number's open ticket (the seed's). */
const serial = 'TKT-250529-00864';

/** A U Mobile number's open ticket (the seed's): a code goes only to the operator's numbers. */
const umobile = { msisdn: '60183456789', serial: 'TKT-250601-00892' };

const meta = {
  title: 'Portal/Support/TicketSuccessScreen',
  component: TicketSuccessScreen,
  tags: ['autodocs', 'mobile', 'page'],
  parameters: portalPage(),
  globals: portalPageGlobals,
  args: { navigation: storyNavigation(go, fn()) },
  decorators: [
    withPortalPage,
    withPortalState({
      state: { ticket_serial: serial },
      verified: '60123456789',
    }),
  ],
} satisfies Meta<typeof TicketSuccessScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The stored serial, with History and Home. */
export const Raised: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { name: 'Ticket submitted' })).toBeVisible();
    await expect(canvas.getAllByText(serial, { exact: false }).length).toBeGreaterThan(0);
    await userEvent.click(canvas.getByRole('button', { name: 'History' }));
    await expect(go).toHaveBeenCalledWith({ kind: 'screen', screen: 'supportHistory' });
  },
};

/** In Bengali on U Mobile. */
export const UmobileBengali: Story = {
  parameters: portalLook(2, 'bn'),
  decorators: [
    withPortalState({
      state: { ticket_serial: umobile.serial },
      verified: umobile.msisdn,
    }),
  ],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'টিকিট জমা হয়েছে' })).toBeVisible();
    await expect(canvas.getAllByText(umobile.serial, { exact: false }).length).toBeGreaterThan(0);
  },
};

/** No ticket in this visit: a way to raise one. */
export const NoTicket: Story = {
  decorators: [withPortalState({ verified: '60123456789' })],
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('No ticket was raised in this visit.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'New ticket' }));
    await expect(go).toHaveBeenCalledWith({ kind: 'screen', screen: 'support' });
  },
};
