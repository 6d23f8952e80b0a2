import { scenario } from '@api/mocks';
import {
  largeText,
  outsideNarrowPage,
  portalLook,
  portalPage,
  portalPageGlobals,
  storyNavigation,
  withNarrowPage,
  withPortalPage,
  withPortalState,
} from '@features/portal/core/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { SupportScreen } from './SupportScreen';

const go = fn();

const meta = {
  title: 'Portal/Support/SupportScreen',
  component: SupportScreen,
  tags: ['autodocs', 'mobile', 'page'],
  parameters: portalPage(),
  globals: portalPageGlobals,
  args: { navigation: storyNavigation(go, fn()) },
  decorators: [withPortalPage, withPortalState({ verified: '60102223344' })],
  beforeEach: () => {
    go.mockClear();
  },
} satisfies Meta<typeof SupportScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The form: the verified number read-only, the first problem type chosen, the message. */
export const Form: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Support' })).toBeVisible();
    const number = canvas.getByLabelText('Mobile number');
    await expect(number).toHaveValue('60102223344');
    await expect(number).toHaveAttribute('readonly');
    await expect(canvas.getByLabelText('Problem type')).toHaveDisplayValue('Top-up not received');
  },
};

/** Code 200: the serial is stored and the success page follows. */
export const Raised: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.selectOptions(
      await canvas.findByLabelText('Problem type'),
      'Subscription problem',
    );
    await userEvent.type(canvas.getByLabelText('Message'), 'Charged twice for Bangla Barta.');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(go).toHaveBeenCalledWith({ kind: 'screen', screen: 'ticketSuccess' }),
    );
    await expect(sessionStorage.getItem('ticket_serial')).toMatch(/^TKT-/);
  },
};

/** A message is needed: the field says so and nothing is sent. */
export const MessageMissing: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Submit' }));
    await expect(canvas.getByText('Please describe your problem.')).toBeVisible();
    await expect(canvas.getByLabelText('Message')).toHaveAttribute('aria-invalid', 'true');
    await expect(go).not.toHaveBeenCalled();
  },
};

/** Code 202: a ticket is still open, so the modal shows the server's waiting message. */
export const Waiting: Story = {
  decorators: [withPortalState({ verified: '60123456789' })],
  play: async ({ canvas, userEvent, canvasElement }) => {
    await userEvent.type(await canvas.findByLabelText('Message'), 'Still no data.');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: 'Ticket already open' });
    await expect(dialog).toHaveTextContent('is still being handled');
    await expect(go).not.toHaveBeenCalled();
    // What was typed stays for after the wait.
    await expect(canvas.getByLabelText('Message')).toHaveValue('Still no data.');
  },
};

/** History opens the support history. */
export const History: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'History' }));
    await expect(go).toHaveBeenCalledWith({ kind: 'screen', screen: 'supportHistory' });
  },
};

/** On U Mobile, in Malay. */
export const UmobileMalay: Story = {
  parameters: portalLook(2, 'ms'),
  decorators: [
    withPortalState({
      verified: '60183456789',
    }),
  ],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Sokongan' })).toBeVisible();
    await expect(canvas.getByLabelText('Jenis masalah')).toBeVisible();
  },
};

/** In Bengali. */
export const Bengali: Story = {
  parameters: portalLook(1, 'bn'),
  decorators: [
    withPortalState({
      verified: '60102223344',
    }),
  ],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'সহায়তা' })).toBeVisible();
  },
};

/** The form could not be loaded. */
export const Failed: Story = {
  parameters: { msw: { handlers: { page: [scenario('getServiceTicketPage', 'serverError')] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'This page could not be loaded.',
    );
  },
};

/** 200 % text on a 320 px wide phone: the form and its buttons wrap, nothing scrolls sideways. */
export const LargeTextNarrow: Story = {
  tags: ['no-visual'],
  beforeEach: largeText,
  decorators: [withNarrowPage],
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('button', { name: 'Submit' });
    await expect(outsideNarrowPage(canvasElement)).toEqual([]);
  },
};
