import { answerWith, otpSent, scenario } from '@api/mocks';
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
import { OtpScreen } from './OtpScreen';

const go = fn();

const meta = {
  title: 'Portal/Identity/OtpScreen',
  component: OtpScreen,
  tags: ['autodocs', 'mobile', 'page'],
  // The number screen sent the code before this screen shows.
  parameters: { ...portalPage(), mockApi: { arrange: otpSent('60123456789') } },
  globals: portalPageGlobals,
  args: {
    msisdn: '60123456789',
    navigation: storyNavigation(go, fn()),
    countdownRunning: false,
  },
  decorators: [withPortalPage, withPortalState({ state: { numberPurpose: 'subscription' } })],
  beforeEach: () => {
    go.mockClear();
  },
} satisfies Meta<typeof OtpScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Four boxes, the first one focused; typing moves on; the fourth digit checks the code, and
 * code 200 goes where the number was asked for (here My Subscription).
 */
export const Typing: Story = {
  play: async ({ canvas, userEvent }) => {
    const first = await canvas.findByRole('textbox', { name: 'Digit 1 of 4' });
    await waitFor(() => expect(first).toHaveFocus());
    await expect(first).toHaveAttribute('autocomplete', 'one-time-code');
    await userEvent.keyboard('12');
    await expect(canvas.getByRole('textbox', { name: 'Digit 3 of 4' })).toHaveFocus();
    await userEvent.keyboard('34');
    await waitFor(() =>
      expect(go).toHaveBeenCalledWith(
        { kind: 'screen', screen: 'mySubscription' },
        { replace: true },
      ),
    );
  },
};

/** A pasted code fills every box and is checked. */
export const Paste: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('textbox', { name: 'Digit 2 of 4' }));
    await userEvent.paste('1234');
    await expect(canvas.getByRole('textbox', { name: 'Digit 4 of 4' })).toHaveValue('4');
    await waitFor(() => expect(go).toHaveBeenCalled());
  },
};

/** Backspace clears the box and, on an empty one, goes back. */
export const Backspace: Story = {
  play: async ({ canvas, userEvent }) => {
    await waitFor(async () =>
      expect(await canvas.findByRole('textbox', { name: 'Digit 1 of 4' })).toHaveFocus(),
    );
    await userEvent.keyboard('12');
    await userEvent.keyboard('{Backspace}');
    await expect(canvas.getByRole('textbox', { name: 'Digit 2 of 4' })).toHaveFocus();
    await expect(canvas.getByRole('textbox', { name: 'Digit 2 of 4' })).toHaveValue('');
    await expect(canvas.getByRole('textbox', { name: 'Digit 1 of 4' })).toHaveValue('1');
  },
};

/** Code 400: the server's wrong-code text in red; the boxes are emptied for a new try. */
export const WrongCode: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Digit 1 of 4' }), '9999');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Wrong OTP. Please try again.',
    );
    await expect(canvas.getByRole('textbox', { name: 'Digit 1 of 4' })).toHaveValue('');
    await expect(go).not.toHaveBeenCalled();
  },
};

/** Next with fewer than four digits: the 4-digit requirement message. */
export const FourDigitsRequired: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Digit 1 of 4' }), '12');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please give 4 digit OTP code');
  },
};

/** The 59-second countdown (00:SS) before a resend; the resend button waits for it. */
export const ResendCountdown: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('timer')).toHaveTextContent('00:59');
    await expect(canvas.getByRole('button', { name: 'Resend' })).toBeDisabled();
  },
};

/** The countdown runs; the clock's picture changes, so this one is for the test only. */
export const CountdownRunning: Story = {
  tags: ['no-visual'],
  args: { countdownRunning: true },
  play: async ({ canvas }) => {
    const timer = await canvas.findByRole('timer');
    await waitFor(() => expect(timer).toHaveTextContent('00:58'), { timeout: 2500 });
  },
};

/** 'Change number' goes back to the number input, for the same purpose. */
export const ChangeNumber: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Change number' }));
    await expect(go).toHaveBeenCalledWith({
      kind: 'screen',
      screen: 'numberInput',
      param: 'subscription',
    });
  },
};

/**
 * A number verified to subscribe to a service: its registration is checked, and a number not
 * subscribed goes to the confirmation.
 */
export const ForAService: Story = {
  args: { msisdn: '60102223344' },
  parameters: { mockApi: { arrange: otpSent('60102223344') } },
  decorators: [withPortalState({ state: { numberPurpose: 'bangla_barta' } })],
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Digit 1 of 4' }), '1234');
    await waitFor(() =>
      expect(go).toHaveBeenCalledWith(
        { kind: 'screen', screen: 'confirmation' },
        { replace: true },
      ),
    );
  },
};

/** In Bengali: the page's texts and the 4-digit message ('please give 4 digit otp code'). */
export const Bengali: Story = {
  parameters: portalLook(1, 'bn'),
  decorators: [
    withPortalState({
      state: { numberPurpose: 'subscription' },
    }),
  ],
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { name: 'OTP যাচাই' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'পরবর্তী' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('অনুগ্রহ করে ৪ ডিজিটের OTP কোড দিন');
  },
};

/** Too many tries (429): the visitor is asked to wait. */
export const TooManyTries: Story = {
  parameters: {
    msw: {
      handlers: { verify: [answerWith('verifyOtp', { message: 'Too Many Attempts.' }, 429)] },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Digit 1 of 4' }), '1234');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Too many tries. Please wait a minute and try again.',
    );
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: 'Digit 4 of 4' })).toHaveFocus(),
    );
    await expect(go).not.toHaveBeenCalled();
  },
};

/** The check failed on the server: the visitor is asked to try again; the page stays. */
export const CheckFailed: Story = {
  parameters: { msw: { handlers: { verify: [scenario('verifyOtp', 'serverError')] } } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Digit 1 of 4' }), '1234');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The code could not be checked. Please try again.',
    );
    // The code stays, and so does the place in it: Next or the last digit tries again.
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: 'Digit 4 of 4' })).toHaveFocus(),
    );
  },
};
