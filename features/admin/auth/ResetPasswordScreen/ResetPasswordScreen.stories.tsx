import { scenario, type MockCore } from '@api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { expectToast } from '../shared/storySupport';
import { ResetPasswordScreen } from './ResetPasswordScreen';

/** The code the mock API sends (its fixed codes are the start of 1234567890). */
const resetCode = '123456';

/** A call of the admin API's password-reset steps, as the mock API's core takes it. */
const resetStep = (path: string, body: Record<string, string>) => ({
  params: {},
  query: {},
  headers: { host: 'mock.test' },
  body: { mobile_or_email: '60123456789', ...body },
  files: {},
  path: `/api${path}`,
  ip: '127.0.0.1',
  secure: false,
});

/**
 * An arrangement: the administrator asked for a code by mobile and the forgot-password page
 * verified it, which the reset needs.
 */
async function resetCodeVerified({ api }: MockCore) {
  const sent = await api.handle('forgotPassword', resetStep('/auth/forgot-password', {}));
  const verified = await api.handle(
    'verifyPasswordResetOtp',
    resetStep('/auth/verify-otp', { otp_code: resetCode }),
  );
  if (sent.status !== 200 || verified.status !== 200) {
    throw new Error(
      `The code was not verified: ${String(sent.status)}, ${String(verified.status)}`,
    );
  }
}

const meta = {
  title: 'Admin/Auth/ResetPassword',
  component: ResetPasswordScreen,
  tags: ['autodocs', 'page'],
  args: { otpCode: resetCode, mobileOrEmail: '60123456789', onDone: fn(), onBackToLogin: fn() },
  parameters: {
    layout: 'fullscreen',
    initialGlobals: { theme: 'admin' },
    router: { initialEntries: ['/admin/reset-pass'] },
  },
} satisfies Meta<typeof ResetPasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

type Context = Parameters<NonNullable<Story['play']>>[0];

/** Types the new password and its confirmation and presses Reset password. */
async function reset({ canvas, userEvent }: Context, password: string, confirmation = password) {
  if (password !== '') await userEvent.type(canvas.getByLabelText('New password'), password);
  if (confirmation !== '') {
    await userEvent.type(canvas.getByLabelText('Confirm password'), confirmation);
  }
  await userEvent.click(canvas.getByRole('button', { name: 'Reset password' }));
}

/** Opened from the verified code: the boxes hold it; 'Back to login' asks the app to go there. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Reset password' })).toBeVisible();
    await expect(
      canvas.getByText('Enter the 6-digit code we sent you and choose a new password.'),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Digit 6 of 6' })).toHaveValue('6');
    await expect(canvas.getByLabelText('New password')).toHaveAccessibleDescription(
      'At least 8 characters.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Back to login' }));
    await expect(args.onBackToLogin).toHaveBeenCalledOnce();
  },
};

/** The password is reset: the server's message, then Sign in asks the app to go there. */
export const Reset: Story = {
  parameters: { mockApi: { arrange: resetCodeVerified } },
  play: async (context) => {
    await reset(context, 'N3w!Pass2025x');
    const { args, canvas, userEvent } = context;
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Your password has been reset. Please sign in.',
    );
    const signIn = canvas.getByRole('button', { name: 'Sign in' });
    await expect(signIn).toHaveFocus();
    await userEvent.click(signIn);
    await expect(args.onDone).toHaveBeenCalledOnce();
  },
};

/** Opened without a code and sent empty: the spec's messages ('reset password' for the new one). */
export const RequiredErrors: Story = {
  args: { otpCode: undefined },
  play: async (context) => {
    await reset(context, '');
    const summary = context.canvas.getByRole('alert');
    await expect(summary).toHaveTextContent('The otp code field is required.');
    await expect(summary).toHaveTextContent('The reset password field is required.');
    await expect(summary).toHaveTextContent('The password confirmation field is required.');
    await expect(context.canvas.getByRole('textbox', { name: 'Digit 1 of 6' })).toHaveFocus();
  },
};

/** A short password and a confirmation that does not match: caught before sending. */
export const PasswordRules: Story = {
  play: async (context) => {
    await reset(context, 'short', 'shorter');
    const { canvas } = context;
    await expect(canvas.getByLabelText('New password')).toHaveAccessibleDescription(
      'At least 8 characters. The password must be at least 8 characters.',
    );
    await expect(canvas.getByLabelText('Confirm password')).toHaveAccessibleDescription(
      'The password confirmation does not match.',
    );
  },
};

/** An expired code: the server's 422 message on the code; the typed passwords stay. */
export const ValidationErrors: Story = {
  args: { otpCode: '999999' },
  play: async (context) => {
    await reset(context, 'N3w!Pass2025x');
    const { canvas } = context;
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The otp code is invalid or has expired.',
    );
    await expect(canvas.getByRole('group', { name: 'OTP code' })).toHaveAccessibleDescription(
      'The otp code is invalid or has expired.',
    );
    await expect(canvas.getByLabelText('New password')).toHaveValue('N3w!Pass2025x');
    await expect(context.args.onDone).not.toHaveBeenCalled();
  },
};

/** The reset failed on the server (500): its message in an error toast. */
export const ServerError: Story = {
  parameters: { msw: { handlers: { reset: [scenario('resetPassword', 'serverError')] } } },
  play: async (context) => {
    await reset(context, 'N3w!Pass2025x');
    await expectToast('Server Error');
    await expect(context.canvas.getByLabelText('Confirm password')).toHaveValue('N3w!Pass2025x');
  },
};

/** No network: an error toast says so. */
export const NetworkError: Story = {
  parameters: { msw: { handlers: { reset: [scenario('resetPassword', 'networkError')] } } },
  play: async (context) => {
    await reset(context, 'N3w!Pass2025x');
    await expectToast('There is some problem in your network!');
  },
};

/** While the password is being reset: the button is busy. */
export const Resetting: Story = {
  parameters: { msw: { handlers: { reset: [scenario('resetPassword', 'loading')] } } },
  play: async (context) => {
    await reset(context, 'N3w!Pass2025x');
    await expect(context.canvas.getByRole('button', { name: 'Reset password' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};
