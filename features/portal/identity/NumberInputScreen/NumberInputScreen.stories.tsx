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
import { expect, fn, screen, waitFor } from 'storybook/test';
import { NumberInputScreen } from './NumberInputScreen';

const go = fn();

const meta = {
  title: 'Portal/Identity/NumberInputScreen',
  component: NumberInputScreen,
  tags: ['autodocs', 'mobile', 'page'],
  parameters: portalPage(),
  globals: portalPageGlobals,
  args: { service: 'subscription', navigation: storyNavigation(go, fn()) },
  decorators: [withPortalPage, withPortalState()],
  beforeEach: () => {
    go.mockClear();
  },
} satisfies Meta<typeof NumberInputScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = () => screen.getByRole('textbox', { name: 'Mobile number' });

/** The number input: +6 shown before the field, the page's texts from the server. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Enter your mobile number' }),
    ).toBeVisible();
    await expect(field()).toHaveAccessibleDescription('+6');
    await expect(field()).toHaveAttribute('placeholder', '0123456789');
    await expect(field()).toHaveAttribute('inputmode', 'numeric');
  },
};

/** Only digits are kept; Next without a number asks for one, a short one says 9 to 11. */
export const FieldErrors: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Next' }));
    await expect(field()).toHaveAccessibleDescription('+6 Please enter your mobile number.');
    await userEvent.type(field(), '01a2-34');
    await expect(field()).toHaveValue('01234');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(canvas.getByText('The mobile number must be 9 to 11 digits.')).toBeVisible();
    await expect(go).not.toHaveBeenCalled();
  },
};

/** A U Mobile number on Digi: the operator check fails and the toast says so. */
export const NotTheOperatorsNumber: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(
      await canvas.findByRole('textbox', { name: 'Mobile number' }),
      '0183456789',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(await screen.findByText('Please Give Vaild Digi Number !')).toBeVisible();
    await expect(field()).toHaveValue('0183456789');
    await expect(go).not.toHaveBeenCalled();
  },
};

/** A Digi number passes the check (2001): a code is sent and the OTP page opens. */
export const SendsTheCode: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(
      await canvas.findByRole('textbox', { name: 'Mobile number' }),
      '0123456789',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(go).toHaveBeenCalledWith({ kind: 'screen', screen: 'otp', param: '60123456789' }),
    );
  },
};

/** The number already verified in this tab goes straight on (here to My Subscription). */
export const AlreadyVerified: Story = {
  decorators: [
    withPortalState({
      state: { msisdn: '60123456789' },
      verified: '60123456789',
    }),
  ],
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('textbox', { name: 'Mobile number' })).toHaveValue(
      '0123456789',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(go).toHaveBeenCalledWith(
        { kind: 'screen', screen: 'mySubscription' },
        { replace: true },
      ),
    );
  },
};

/** U Mobile in Bengali: a Digi number gets U Mobile's toast, in Bengali. */
export const UmobileBengali: Story = {
  parameters: portalLook(2, 'bn'),
  play: async ({ canvas, userEvent }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'আপনার মোবাইল নম্বর দিন' }),
    ).toBeVisible();
    // The field's label follows the page's language once its texts have come: wait for it.
    await userEvent.type(await canvas.findByRole('textbox', { name: 'মোবাইল নম্বর' }), '0123456789');
    await userEvent.click(await canvas.findByRole('button', { name: 'পরবর্তী' }));
    await expect(await screen.findByText('অনুগ্রহ করে সঠিক ইউ মোবাইল নম্বর দিন !')).toBeVisible();
  },
};

/** Digi in Malay. */
export const DigiMalay: Story = {
  parameters: portalLook(1, 'ms'),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Masukkan nombor telefon anda' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Seterusnya' })).toBeVisible();
  },
};

/** While the page's texts load. */
export const Loading: Story = {
  parameters: { msw: { handlers: { page: [scenario('getInputMsisdnPage', 'loading')] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading…' })).toBeVisible();
  },
};

/** The page could not be loaded: a message and Try again. */
export const Failed: Story = {
  parameters: { msw: { handlers: { page: [scenario('getInputMsisdnPage', 'serverError')] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'This page could not be loaded.',
    );
  },
};
