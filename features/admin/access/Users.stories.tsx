import { expect, screen } from 'storybook/test';
import type { StoryObj } from '@storybook/react-vite';
import { resourceStories } from '@features/platform/resource/stories';
import { adminUsers } from './resources';

const stories = resourceStories(adminUsers, {
  id: '1',
  sample: {
    // Not a seeded user: usernames are unique.
    username: 'nadia.kamal',
    name: 'Nadia Kamal',
    password: 'S3cure!Pass2025',
    password_confirmation: 'S3cure!Pass2025',
    roles: [2],
  },
});

export default { title: 'Admin/Access/Users', tags: ['page'], ...stories.meta };

export const List = stories.List;
export const CreateRequired = stories.CreateRequired;
export const CreateSaved = stories.CreateSaved;
export const CreateServerErrors = stories.CreateServerErrors;
export const Edit = stories.Edit;
export const Show = stories.Show;

/** Ten wrong passwords lock the username, as they do on the server. */
async function lockAdmin() {
  for (let attempt = 0; attempt < 10; attempt += 1) {
    await fetch('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'not the password' }),
    });
  }
  return {};
}

/** A user locked out by failed sign-ins: the page says until when and offers to unlock. */
export const ShowLocked = {
  ...stories.Show,
  loaders: [lockAdmin],
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(/^Locked until .+ after too many failed attempts$/),
    ).toBeVisible();
    // The button waits for the signed-in user's grants as Edit does.
    await expect(await canvas.findByRole('button', { name: 'Unlock sign-in' })).toBeVisible();
  },
} satisfies StoryObj<typeof stories.meta>;

/** Unlock sign-in lifts the lock at once; the page then shows the user's sign-in open. */
export const UnlockSignIn = {
  ...ShowLocked,
  // The page ends as Show does, with the success toast.
  tags: ['no-visual'],
  play: async (context) => {
    await ShowLocked.play(context);
    const { canvas, userEvent } = context;
    await userEvent.click(canvas.getByRole('button', { name: 'Unlock sign-in' }));
    await expect(await screen.findByText('The user can sign in again.')).toBeVisible();
    await expect(await canvas.findByText('Open')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Unlock sign-in' })).toBeNull();
  },
} satisfies StoryObj<typeof stories.meta>;
