import { readCookie, tokenCookieName } from '@api';
import { adminHttp, scenario } from '@api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, fn, waitFor } from 'storybook/test';
import { clearSessionToken } from '../session';
import { expectToast } from '../shared/storySupport';
import { LoginScreen } from './LoginScreen';

const meta = {
  title: 'Admin/Auth/Login',
  component: LoginScreen,
  tags: ['autodocs', 'page'],
  args: { onSignedIn: fn(), onForgotPassword: fn() },
  parameters: {
    layout: 'fullscreen',
    initialGlobals: { theme: 'admin' },
    router: { initialEntries: ['/login'] },
  },
  // A story that signs in leaves no token behind for the next one.
  beforeEach: () => () => clearSessionToken(),
} satisfies Meta<typeof LoginScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
type UserEvent = Parameters<NonNullable<Story['play']>>[0]['userEvent'];

/** Types the credentials and presses Sign in. */
async function signIn(canvas: Canvas, userEvent: UserEvent, username: string, password: string) {
  await userEvent.type(canvas.getByRole('textbox', { name: 'Username' }), username);
  await userEvent.type(canvas.getByLabelText('Password'), password);
  await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
}

/** The empty sign-in card under the product name; 'Forgot password?' asks the app to go there. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText('Telco Console')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Username' })).toBeRequired();
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Forgot password?' }));
    await expect(args.onForgotPassword).toHaveBeenCalledOnce();
  },
};

/** admin / admin123 signs in: the token is stored in the cookie and the app gets the user. */
export const SignedIn: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await signIn(canvas, userEvent, 'admin', 'admin123');
    await waitFor(() => expect(args.onSignedIn).toHaveBeenCalledOnce());
    await expect(args.onSignedIn).toHaveBeenCalledWith(
      expect.objectContaining({ username: 'admin', name: 'Aisyah Rahman' }),
    );
    // The cookie holds the session the server issued: the API knows it as the administrator.
    const token = readCookie(tokenCookieName) ?? '';
    const profile = await fetch('/api/auth/get-user', {
      headers: { authorization: `Bearer ${token}` },
    });
    await expect(profile.status).toBe(200);
    await expect(await profile.json()).toMatchObject({ username: 'admin' });
  },
};

/** Nothing typed: the required messages, and no call. */
export const RequiredErrors: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    const summary = canvas.getByRole('alert');
    await expect(summary).toHaveTextContent('The username field is required.');
    await expect(summary).toHaveTextContent('The password field is required.');
    const username = canvas.getByRole('textbox', { name: 'Username' });
    await expect(username).toHaveFocus();
    await expect(username).toHaveAccessibleDescription('The username field is required.');
    await expect(args.onSignedIn).not.toHaveBeenCalled();
  },
};

/** A wrong password: the server's 422 message under the username, which stays typed. */
export const WrongPassword: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await signIn(canvas, userEvent, 'admin', 'admin1234');
    const username = canvas.getByRole('textbox', { name: 'Username' });
    await waitFor(() =>
      expect(username).toHaveAccessibleDescription('These credentials do not match our records.'),
    );
    await expect(username).toHaveValue('admin');
    await expect(canvas.getByLabelText('Password')).toHaveValue('admin1234');
    await expect(args.onSignedIn).not.toHaveBeenCalled();
  },
};

/** A server that answers wrong credentials with 401: its message above the form, the username kept. */
export const Unauthorized: Story = {
  parameters: {
    msw: {
      handlers: {
        login: [
          adminHttp.post('/auth/login', ({ response }) =>
            response.untyped(
              HttpResponse.json(
                { message: 'These credentials do not match our records.' },
                { status: 401 },
              ),
            ),
          ),
        ],
      },
    },
  },
  play: async ({ args, canvas, userEvent }) => {
    await signIn(canvas, userEvent, 'admin', 'admin1234');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'These credentials do not match our records.',
    );
    await expect(canvas.getByRole('textbox', { name: 'Username' })).toHaveValue('admin');
    await expect(args.onSignedIn).not.toHaveBeenCalled();
  },
};

/** Too many attempts (429): the server's message in an error toast. */
export const TooManyAttempts: Story = {
  parameters: {
    msw: {
      handlers: {
        login: [
          adminHttp.post('/auth/login', ({ response }) =>
            response(429).json({ message: 'Too Many Attempts.' }),
          ),
        ],
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await signIn(canvas, userEvent, 'admin', 'admin123');
    await expectToast('Too Many Attempts.');
    await expect(canvas.getByRole('textbox', { name: 'Username' })).toHaveValue('admin');
  },
};

/** The server failed (500): its message in an error toast, the typed values kept. */
export const ServerError: Story = {
  parameters: { msw: { handlers: { login: [scenario('loginAdmin', 'serverError')] } } },
  play: async ({ args, canvas, userEvent }) => {
    await signIn(canvas, userEvent, 'admin', 'admin123');
    await expectToast('Server Error');
    await expect(canvas.getByRole('textbox', { name: 'Username' })).toHaveValue('admin');
    await expect(args.onSignedIn).not.toHaveBeenCalled();
  },
};

/** No network: an error toast says so. */
export const NetworkError: Story = {
  parameters: { msw: { handlers: { login: [scenario('loginAdmin', 'networkError')] } } },
  play: async ({ canvas, userEvent }) => {
    await signIn(canvas, userEvent, 'admin', 'admin123');
    await expectToast('There is some problem in your network!');
    await expect(canvas.getByRole('button', { name: 'Sign in' })).not.toHaveAttribute('aria-busy');
  },
};

/** While signing in: the button shows it is busy and the form is marked busy. */
export const SigningIn: Story = {
  parameters: { msw: { handlers: { login: [scenario('loginAdmin', 'loading')] } } },
  play: async ({ args, canvas, userEvent }) => {
    await signIn(canvas, userEvent, 'admin', 'admin123');
    await expect(canvas.getByRole('button', { name: 'Sign in' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getByRole('form', { name: 'Sign in' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(args.onSignedIn).not.toHaveBeenCalled();
  },
};
