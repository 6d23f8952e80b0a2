import { scenario, validationScenario } from '@api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { expectToast, withPageContent } from '../shared/storySupport';
import { ChangePasswordScreen } from './ChangePasswordScreen';

const meta = {
  title: 'Admin/Auth/ChangePassword',
  component: ChangePasswordScreen,
  tags: ['autodocs', 'page'],
  parameters: {
    layout: 'fullscreen',
    initialGlobals: { theme: 'admin' },
    router: { initialEntries: ['/admin/auth/update-password'] },
  },
  decorators: [withPageContent],
} satisfies Meta<typeof ChangePasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

type Context = Parameters<NonNullable<Story['play']>>[0];

/** Types the three passwords (empty ones are skipped) and presses Change password. */
async function change(
  { canvas, userEvent }: Context,
  old: string,
  password: string,
  confirmation = password,
) {
  const fields: [string, string][] = [
    ['Old password', old],
    ['New password', password],
    ['Confirm password', confirmation],
  ];
  for (const [label, value] of fields) {
    if (value !== '') await userEvent.type(canvas.getByLabelText(label), value);
  }
  await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
}

/** The empty form under the page title. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Change password' })).toBeVisible();
    await expect(canvas.getByLabelText('Old password')).toBeRequired();
    await expect(canvas.getByLabelText('New password')).toHaveAttribute(
      'autocomplete',
      'new-password',
    );
  },
};

/** The password is changed: the server's message in a toast, and the fields emptied. */
export const Changed: Story = {
  play: async (context) => {
    await change(context, 'admin123', 'N3w!Pass2025x');
    await expectToast('Password changed successfully.');
    await expect(context.canvas.getByLabelText('Old password')).toHaveValue('');
    await expect(context.canvas.getByLabelText('Confirm password')).toHaveValue('');
  },
};

/** Sent empty: the spec's required messages, and no call. */
export const RequiredErrors: Story = {
  play: async (context) => {
    await change(context, '', '');
    const summary = context.canvas.getByRole('alert');
    await expect(summary).toHaveTextContent('The old password field is required.');
    await expect(summary).toHaveTextContent('The password field is required.');
    await expect(summary).toHaveTextContent('The password confirmation field is required.');
    await expect(context.canvas.getByLabelText('Old password')).toHaveFocus();
  },
};

/** A short new password and a confirmation that does not match: caught before sending. */
export const PasswordRules: Story = {
  play: async (context) => {
    await change(context, 'admin123', 'short', 'shorter');
    const { canvas } = context;
    await expect(canvas.getByLabelText('New password')).toHaveAccessibleDescription(
      'At least 8 characters. The password must be at least 8 characters.',
    );
    await expect(canvas.getByLabelText('Confirm password')).toHaveAccessibleDescription(
      'The password confirmation does not match.',
    );
  },
};

/** A wrong old password: the server's 422 message under it, every typed value kept. */
export const WrongOldPassword: Story = {
  play: async (context) => {
    await change(context, 'not-my-password', 'N3w!Pass2025x');
    const old = context.canvas.getByLabelText('Old password');
    await expect(await context.canvas.findByRole('alert')).toHaveTextContent(
      'The old password is incorrect.',
    );
    await expect(old).toHaveAccessibleDescription('The old password is incorrect.');
    await expect(old).toHaveFocus();
    await expect(context.canvas.getByLabelText('New password')).toHaveValue('N3w!Pass2025x');
  },
};

/** Several server field errors (422) land under their fields. */
export const ValidationErrors: Story = {
  parameters: {
    msw: {
      handlers: {
        change: [
          validationScenario('changePassword', {
            password: ['The password has appeared in a data leak.'],
            password_confirmation: ['The password confirmation does not match.'],
          }),
        ],
      },
    },
  },
  play: async (context) => {
    await change(context, 'admin123', 'password123');
    const { canvas } = context;
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The password has appeared in a data leak.',
    );
    await expect(canvas.getByLabelText('New password')).toHaveAccessibleDescription(
      'At least 8 characters. The password has appeared in a data leak.',
    );
    await expect(canvas.getByLabelText('Confirm password')).toHaveAccessibleDescription(
      'The password confirmation does not match.',
    );
  },
};

/** The session ended (401): an error toast with the server's message; the app shows its dialog. */
export const SessionEnded: Story = {
  parameters: { msw: { handlers: { change: [scenario('changePassword', 'unauthenticated')] } } },
  play: async (context) => {
    await change(context, 'admin123', 'N3w!Pass2025x');
    await expectToast('Unauthenticated.');
  },
};

/** Not allowed (403): the server's message in an error toast. */
export const Forbidden: Story = {
  parameters: { msw: { handlers: { change: [scenario('changePassword', 'forbidden')] } } },
  play: async (context) => {
    await change(context, 'admin123', 'N3w!Pass2025x');
    await expectToast('This action is unauthorized.');
  },
};

/** The server failed (500): its message in an error toast, the typed values kept. */
export const ServerError: Story = {
  parameters: { msw: { handlers: { change: [scenario('changePassword', 'serverError')] } } },
  play: async (context) => {
    await change(context, 'admin123', 'N3w!Pass2025x');
    await expectToast('Server Error');
    await expect(context.canvas.getByLabelText('Old password')).toHaveValue('admin123');
  },
};

/** No network: an error toast says so. */
export const NetworkError: Story = {
  parameters: { msw: { handlers: { change: [scenario('changePassword', 'networkError')] } } },
  play: async (context) => {
    await change(context, 'admin123', 'N3w!Pass2025x');
    await expectToast('There is some problem in your network!');
  },
};

/** While the password is being changed: the button and the form are busy. */
export const Saving: Story = {
  parameters: { msw: { handlers: { change: [scenario('changePassword', 'loading')] } } },
  play: async (context) => {
    await change(context, 'admin123', 'N3w!Pass2025x');
    const { canvas } = context;
    await expect(canvas.getByRole('button', { name: 'Change password' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getByRole('form', { name: 'Change password' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};
