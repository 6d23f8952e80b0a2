import { scenario, validationScenario } from '@api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { expectToast } from '../shared/storySupport';
import { ForgotPasswordScreen } from './ForgotPasswordScreen';

const meta = {
  title: 'Admin/Auth/ForgotPassword',
  component: ForgotPasswordScreen,
  tags: ['autodocs', 'page'],
  args: { onVerified: fn(), onBackToLogin: fn() },
  parameters: {
    layout: 'fullscreen',
    initialGlobals: { theme: 'admin' },
    router: { initialEntries: ['/admin/forgot-pass'] },
  },
} satisfies Meta<typeof ForgotPasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

type Context = Parameters<NonNullable<Story['play']>>[0];

/** The code the mock API sends (its fixed codes are the start of 1234567890). */
const resetCode = '123456';

/** Types the admin's mobile number and asks for a code. */
async function sendCode({ canvas, userEvent }: Context, contact = '60123456789') {
  await userEvent.type(canvas.getByRole('textbox', { name: 'Mobile or email' }), contact);
  await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
}

/** Sends a code, waits for the code step and types `code` into its boxes. */
async function typeCode(context: Context, code: string) {
  await sendCode(context);
  const first = await context.canvas.findByRole('textbox', { name: 'Digit 1 of 6' });
  await waitFor(() => expect(first).toHaveFocus());
  if (code !== '') await context.userEvent.keyboard(code);
}

/** Step 1: the mobile or email field; 'Back to login' asks the app to go there. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Mobile or email' })).toBeRequired();
    await userEvent.click(canvas.getByRole('button', { name: 'Back to login' }));
    await expect(args.onBackToLogin).toHaveBeenCalledOnce();
  },
};

/** Step 1 sent empty: the required message, and no call. */
export const RequiredErrors: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    const contact = canvas.getByRole('textbox', { name: 'Mobile or email' });
    await expect(contact).toHaveAccessibleDescription('The mobile or email field is required.');
    await expect(contact).toHaveFocus();
  },
};

/** A code was sent: the server's message, how long the code lasts, and the code boxes. */
export const CodeSent: Story = {
  play: async (context) => {
    await sendCode(context);
    const { canvas } = context;
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'An OTP has been sent to 6012****789. The code expires in 5 minutes.',
    );
    await expect(canvas.getByText('Enter the 6-digit code we sent to 60123456789.')).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'OTP code' })).toBeVisible();
    await expect(
      within(canvas.getByRole('group', { name: 'OTP code' })).getAllByRole('textbox'),
    ).toHaveLength(6);
    await expect(canvas.getByRole('textbox', { name: 'Digit 1 of 6' })).toHaveFocus();
  },
};

/**
 * An unknown mobile or email gets a registered one's answer (the server tells no one which
 * accounts exist): the code step, though no code comes.
 */
export const UnknownContact: Story = {
  play: async (context) => {
    await sendCode(context, '60100000000');
    const { canvas } = context;
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'An OTP has been sent to 6010****000. The code expires in 5 minutes.',
    );
    await expect(canvas.getByText('Enter the 6-digit code we sent to 60100000000.')).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: 'Digit 1 of 6' })).toHaveFocus(),
    );
  },
};

/** The code the mock API sent is verified: the app gets the contact and the code to open reset-pass. */
export const Verified: Story = {
  play: async (context) => {
    await typeCode(context, resetCode);
    await context.userEvent.click(context.canvas.getByRole('button', { name: 'Verify' }));
    await waitFor(() =>
      expect(context.args.onVerified).toHaveBeenCalledWith({
        mobile_or_email: '60123456789',
        otp_code: resetCode,
      }),
    );
  },
};

/** Step 2 sent without a code: the required message. */
export const CodeRequired: Story = {
  play: async (context) => {
    await typeCode(context, '');
    await context.userEvent.click(context.canvas.getByRole('button', { name: 'Verify' }));
    await expect(context.canvas.getByRole('alert')).toHaveTextContent(
      'The otp code field is required.',
    );
    await expect(context.canvas.getByRole('textbox', { name: 'Digit 1 of 6' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(context.args.onVerified).not.toHaveBeenCalled();
  },
};

/** A wrong code: the server's 422 message on the code, the boxes marked. */
export const WrongCode: Story = {
  play: async (context) => {
    await typeCode(context, '999999');
    await context.userEvent.click(context.canvas.getByRole('button', { name: 'Verify' }));
    await expect(await context.canvas.findByRole('alert')).toHaveTextContent(
      'The otp code is invalid or has expired.',
    );
    await expect(
      context.canvas.getByRole('group', { name: 'OTP code' }),
    ).toHaveAccessibleDescription('The otp code is invalid or has expired.');
    await expect(context.args.onVerified).not.toHaveBeenCalled();
  },
};

/** Resend: a new code is sent, the boxes empty; another contact goes back to step 1, text kept. */
export const Resend: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context;
    await typeCode(context, '12');
    await userEvent.click(canvas.getByRole('button', { name: 'Resend code' }));
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: 'Digit 1 of 6' })).toHaveValue(''),
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('An OTP has been sent');
    await userEvent.click(canvas.getByRole('button', { name: 'Use another mobile or email' }));
    const contact = canvas.getByRole('textbox', { name: 'Mobile or email' });
    await expect(contact).toHaveValue('60123456789');
    await expect(contact).toHaveFocus();
  },
};

/** Any other 422 of the code check (here a format rule): the server's message on the code. */
export const ValidationErrors: Story = {
  parameters: {
    msw: {
      handlers: {
        verify: [
          validationScenario('verifyPasswordResetOtp', {
            otp_code: ['The otp code format is invalid.'],
          }),
        ],
      },
    },
  },
  play: async (context) => {
    await typeCode(context, resetCode);
    await context.userEvent.click(context.canvas.getByRole('button', { name: 'Verify' }));
    await expect(await context.canvas.findByRole('alert')).toHaveTextContent(
      'The otp code format is invalid.',
    );
  },
};

/** Sending the code failed (500): the server's message in an error toast, the text kept. */
export const ServerError: Story = {
  parameters: { msw: { handlers: { send: [scenario('forgotPassword', 'serverError')] } } },
  play: async (context) => {
    await sendCode(context);
    await expectToast('Server Error');
    await expect(context.canvas.getByRole('textbox', { name: 'Mobile or email' })).toHaveValue(
      '60123456789',
    );
  },
};

/** No network while checking the code: an error toast says so. */
export const NetworkError: Story = {
  parameters: {
    msw: { handlers: { verify: [scenario('verifyPasswordResetOtp', 'networkError')] } },
  },
  play: async (context) => {
    await typeCode(context, resetCode);
    await context.userEvent.click(context.canvas.getByRole('button', { name: 'Verify' }));
    await expectToast('There is some problem in your network!');
    await expect(context.args.onVerified).not.toHaveBeenCalled();
  },
};

/** While the code is being sent: the button is busy. */
export const Sending: Story = {
  parameters: { msw: { handlers: { send: [scenario('forgotPassword', 'loading')] } } },
  play: async (context) => {
    await sendCode(context);
    await expect(context.canvas.getByRole('button', { name: 'Send code' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(context.canvas.getByRole('form', { name: 'Send a code' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** While the code is being checked: the Verify button is busy. */
export const Verifying: Story = {
  parameters: {
    msw: { handlers: { verify: [scenario('verifyPasswordResetOtp', 'loading')] } },
  },
  play: async (context) => {
    await typeCode(context, resetCode);
    await context.userEvent.click(context.canvas.getByRole('button', { name: 'Verify' }));
    await expect(context.canvas.getByRole('button', { name: 'Verify' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};
