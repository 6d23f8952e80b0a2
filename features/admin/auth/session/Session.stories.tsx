import { readCookie, tokenCookieName } from '@api';
import { scenario } from '@api/mocks';
import { Button } from '@ds';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useAtomValue } from 'jotai';
import styled from 'styled-components';
import { expect, fn, waitFor } from 'storybook/test';
import { useCurrentUser, useSignOut } from './hooks';
import { clearSessionToken, sessionAtom, storeSessionToken } from './session';

const Panel = styled.main`
  display: grid;
  gap: var(--tck-space-3);
  justify-items: start;
  padding: var(--tck-space-5);

  & p {
    margin: 0;
  }
`;

const Title = styled.h1`
  margin: 0;
  font-size: var(--tck-font-size-xl);
`;

interface SessionProbeProps {
  /** Called once signed out, where the app goes to Login. */
  onSignedOut: () => void;
}

/** Shows what the session hooks give an app: the session state, the user, and signing out. */
function SessionProbe({ onSignedOut }: SessionProbeProps) {
  const session = useAtomValue(sessionAtom);
  const user = useCurrentUser();
  const { signOut, signingOut } = useSignOut(onSignedOut);
  return (
    <Panel>
      <Title>Session</Title>
      <p>Session: {session}</p>
      <p>Profile call: {user.fetchStatus === 'fetching' ? 'fetching' : user.status}</p>
      <p>{user.data === undefined ? 'No user' : `Signed in as ${user.data.name}`}</p>
      <Button loading={signingOut} onClick={() => void signOut()}>
        Sign out
      </Button>
    </Panel>
  );
}

const meta = {
  title: 'Admin/Auth/Session',
  component: SessionProbe,
  tags: ['autodocs', 'page'],
  args: { onSignedOut: fn() },
  parameters: { layout: 'fullscreen', initialGlobals: { theme: 'admin' } },
  // Each story starts with a stored token and leaves none behind.
  beforeEach: () => {
    storeSessionToken('42|story', '2999-01-01T00:00:00Z');
    return () => clearSessionToken();
  },
} satisfies Meta<typeof SessionProbe>;

export default meta;
type Story = StoryObj<typeof meta>;

/** GET /auth/get-user answers: signed in, with the administrator. */
export const SignedIn: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Signed in as Aisyah Rahman')).toBeVisible();
    // The session follows the user's answer in a render of its own.
    await expect(await canvas.findByText('Session: signed-in')).toBeVisible();
  },
};

/** GET /auth/get-user answers 401: signed out. */
export const SignedOut: Story = {
  parameters: { msw: { handlers: { user: [scenario('getAuthUser', 'unauthenticated')] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Session: signed-out')).toBeVisible();
    await expect(canvas.getByText('No user')).toBeVisible();
  },
};

/** GET /auth/get-user fails (500): the session stays unknown rather than signing anyone out. */
export const Undecided: Story = {
  parameters: { msw: { handlers: { user: [scenario('getAuthUser', 'serverError')] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Profile call: error')).toBeVisible();
    await expect(canvas.getByText('Session: unknown')).toBeVisible();
  },
};

/** Signing out: the token cookie and the cached user are gone, and the app is told. */
export const SignOut: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await canvas.findByText('Signed in as Aisyah Rahman');
    await expect(readCookie(tokenCookieName)).toBe('42|story');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(args.onSignedOut).toHaveBeenCalledOnce());
    await expect(readCookie(tokenCookieName)).toBeUndefined();
    await expect(canvas.getByText('Session: signed-out')).toBeVisible();
    await expect(canvas.getByText('No user')).toBeVisible();
    // Signed out, the profile is not asked for again.
    await expect(canvas.getByText('Profile call: pending')).toBeVisible();
  },
};

/** POST /auth/logout fails (no network): the console signs out all the same. */
export const SignOutOffline: Story = {
  parameters: { msw: { handlers: { logout: [scenario('logoutAdmin', 'networkError')] } } },
  play: async ({ args, canvas, userEvent }) => {
    await canvas.findByText('Signed in as Aisyah Rahman');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(args.onSignedOut).toHaveBeenCalledOnce());
    await expect(readCookie(tokenCookieName)).toBeUndefined();
    await expect(canvas.getByText('Session: signed-out')).toBeVisible();
  },
};

/** While POST /auth/logout is under way: the button is busy and nothing is dropped yet. */
export const SigningOut: Story = {
  parameters: { msw: { handlers: { logout: [scenario('logoutAdmin', 'loading')] } } },
  play: async ({ args, canvas, userEvent }) => {
    await canvas.findByText('Signed in as Aisyah Rahman');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign out' }));
    await expect(canvas.getByRole('button', { name: 'Sign out' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(readCookie(tokenCookieName)).toBe('42|story');
    await expect(args.onSignedOut).not.toHaveBeenCalled();
  },
};
