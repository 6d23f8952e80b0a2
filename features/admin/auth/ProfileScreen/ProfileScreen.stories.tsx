import { adminHttp, answerWith, scenario, validationScenario } from '@api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { expectToast, withPageContent } from '../shared/storySupport';
import { ProfileScreen } from './ProfileScreen';

/** An 8×8 PNG in four squares: small enough to inline, clear enough to see in a preview. */
const portrait = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAHElEQVR42mPgz+qCo08rGeCIgYoSyBxkRVSUAADIiFPB4kptPQAAAABJRU5ErkJggg==',
  ),
  (char) => char.charCodeAt(0),
);

/** Where the mock API puts uploaded avatars. */
const avatarHost = 'https://console.telco-kit.my/storage/avatars';

/** Where the server keeps an uploaded avatar (its path on the console's own host). */
const uploadedAvatar = /^\/uploads\/avatars\/[\w-]+\.png$/;

const portraitAnswer = () =>
  new HttpResponse(portrait, { headers: { 'Content-Type': 'image/png' } });

/** The seeded and uploaded avatars' pictures, so they load without a network. */
const avatarPictures = [
  http.get(`${avatarHost}/:file`, portraitAnswer),
  http.get('/uploads/avatars/:file', portraitAnswer),
];

const meta = {
  title: 'Admin/Auth/Profile',
  component: ProfileScreen,
  tags: ['autodocs', 'page'],
  parameters: {
    layout: 'fullscreen',
    initialGlobals: { theme: 'admin' },
    router: { initialEntries: ['/admin/auth/profile'] },
    msw: { handlers: { pictures: avatarPictures } },
  },
  decorators: [withPageContent],
} satisfies Meta<typeof ProfileScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

type Context = Parameters<NonNullable<Story['play']>>[0];

/** Waits for the profile, then returns the Account card and the Edit profile card. */
async function loaded({ canvas }: Context) {
  const account = await canvas.findByRole('region', { name: 'Account' });
  return { account, edit: canvas.getByRole('region', { name: 'Edit profile' }) };
}

/** Chooses a picture file for the avatar. */
async function chooseAvatar({ canvas, userEvent }: Context, file: File) {
  await userEvent.upload(canvas.getByLabelText('Avatar'), file);
}

const portraitFile = () => new File([portrait], 'portrait.png', { type: 'image/png' });

/** The profile: initials for the missing avatar, name, username, roles and member since. */
export const Loaded: Story = {
  play: async (context) => {
    const { canvas } = context;
    await expect(canvas.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    const { account, edit } = await loaded(context);
    await expect(within(account).getByText('Aisyah Rahman')).toBeVisible();
    await expect(within(account).getByText('AR')).toBeVisible();
    await expect(within(account).getByText('Administrator')).toBeVisible();
    await expect(within(account).getByText('1 March 2024')).toBeVisible();
    await expect(within(edit).getByRole('textbox', { name: 'Display name' })).toHaveValue(
      'Aisyah Rahman',
    );
    await expect(canvas.getByRole('region', { name: 'Change password' })).toBeVisible();
  },
};

/** An administrator with an avatar picture. */
export const WithAvatar: Story = {
  parameters: {
    msw: {
      handlers: {
        user: [
          answerWith('getAuthUser', {
            id: 2,
            name: 'Muhammad Hafiz bin Ismail',
            username: 'hafiz.ismail',
            avatar: `${avatarHost}/hafiz.ismail.png`,
            created_at: '2024-03-09T01:30:00Z',
            roles: [
              { id: 1, name: 'Administrator', slug: 'administrator' },
              { id: 3, name: 'Billing Officer', slug: 'billing-officer' },
            ],
            permission_flag: '0',
          }),
        ],
      },
    },
  },
  play: async (context) => {
    const { account } = await loaded(context);
    await expect(within(account).getByText('hafiz.ismail')).toBeVisible();
    await expect(within(account).getByText('Billing Officer')).toBeVisible();
    const picture = account.querySelector('img');
    await waitFor(() => expect(picture?.complete && picture.naturalWidth).toBe(8));
  },
};

/** While the profile loads. */
export const Loading: Story = {
  parameters: { msw: { handlers: { user: [scenario('getAuthUser', 'loading')] } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading your profile' })).toBeVisible();
  },
};

/** No permission to read the profile (403). */
export const Forbidden: Story = {
  parameters: { msw: { handlers: { user: [scenario('getAuthUser', 'forbidden')] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Permission denied!')).toBeVisible();
  },
};

/** The profile could not load (500): the message and a retry. */
export const ServerError: Story = {
  parameters: { msw: { handlers: { user: [scenario('getAuthUser', 'serverError')] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'We could not load your profile.',
    );
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** No network while loading the profile. */
export const NetworkError: Story = {
  parameters: { msw: { handlers: { user: [scenario('getAuthUser', 'networkError')] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'There is some problem in your network!',
    );
  },
};

/** A new display name is saved: a toast, and the account shows it (the profile is refetched). */
export const NameSaved: Story = {
  play: async (context) => {
    const { account, edit } = await loaded(context);
    const name = within(edit).getByRole('textbox', { name: 'Display name' });
    await context.userEvent.clear(name);
    await context.userEvent.type(name, 'Aisyah binti Rahman');
    await context.userEvent.click(within(edit).getByRole('button', { name: 'Save' }));
    await expectToast('Profile updated successfully.');
    await expect(await within(account).findByText('Aisyah binti Rahman')).toBeVisible();
  },
};

/** The display name emptied: the spec's required message, and no call. */
export const NameRequired: Story = {
  play: async (context) => {
    const { edit } = await loaded(context);
    const name = within(edit).getByRole('textbox', { name: 'Display name' });
    await context.userEvent.clear(name);
    await context.userEvent.click(within(edit).getByRole('button', { name: 'Save' }));
    await expect(name).toHaveAccessibleDescription('The display name field is required.');
    await expect(name).toHaveFocus();
  },
};

/**
 * A new avatar: its preview shows before saving; Save sends it as multipart (the stand-in
 * server refuses anything else), and the profile then shows the uploaded picture.
 */
export const AvatarSaved: Story = {
  parameters: {
    msw: {
      handlers: {
        upload: [
          adminHttp.post('/auth/change-password', ({ request, response }) =>
            request.headers.get('content-type')?.startsWith('multipart/form-data')
              ? undefined
              : response(422).json({
                  message: 'The avatar must be an image.',
                  errors: { avatar: ['The avatar must be an image.'] },
                }),
          ),
        ],
      },
    },
  },
  play: async (context) => {
    const { account, edit } = await loaded(context);
    await chooseAvatar(context, portraitFile());
    await expect(
      await within(edit).findByRole('img', { name: 'Preview of the new avatar' }),
    ).toBeVisible();
    await expect(
      within(edit).getByRole('button', { name: 'Keep the current avatar' }),
    ).toBeVisible();
    await context.userEvent.click(within(edit).getByRole('button', { name: 'Save' }));
    await expectToast('Profile updated successfully.');
    await waitFor(async () => {
      const picture = account.querySelector('img');
      await expect(picture?.getAttribute('src')).toMatch(uploadedAvatar);
      await expect(picture?.complete && picture.naturalWidth).toBe(8);
    });
    await expect(within(edit).queryByRole('img', { name: 'Preview of the new avatar' })).toBeNull();
  },
};

/** A picture over 2 MB: refused at once with Laravel's message, not sent; keeping the current one clears it. */
export const AvatarTooLarge: Story = {
  play: async (context) => {
    const { edit } = await loaded(context);
    const large = new File([new Uint8Array(3 * 1024 * 1024)], 'large.png', { type: 'image/png' });
    await chooseAvatar(context, large);
    const input = within(edit).getByLabelText('Avatar');
    await expect(input).toHaveAccessibleDescription(
      'A PNG, JPG or GIF picture of at most 2 MB. The avatar must not be greater than 2048 kilobytes.',
    );
    // Save does not send it.
    await context.userEvent.click(within(edit).getByRole('button', { name: 'Save' }));
    await expect(within(edit).getByRole('alert')).toHaveTextContent(
      'The avatar must not be greater than 2048 kilobytes.',
    );
    await context.userEvent.click(
      within(edit).getByRole('button', { name: 'Keep the current avatar' }),
    );
    // The file input is a new one, emptied.
    await expect(within(edit).getByLabelText('Avatar')).toHaveAccessibleDescription(
      'A PNG, JPG or GIF picture of at most 2 MB.',
    );
  },
};

/** The server refuses the name (422): its message under the field, the typed name kept. */
export const ValidationErrors: Story = {
  parameters: {
    msw: {
      handlers: {
        save: [
          validationScenario('changePassword', {
            name: ['The name may not be greater than 255 characters.'],
          }),
        ],
      },
    },
  },
  play: async (context) => {
    const { edit } = await loaded(context);
    const name = within(edit).getByRole('textbox', { name: 'Display name' });
    await context.userEvent.type(name, ' X');
    await context.userEvent.click(within(edit).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(name).toHaveAccessibleDescription('The name may not be greater than 255 characters.'),
    );
    await expect(name).toHaveValue('Aisyah Rahman X');
  },
};

/** Saving failed on the server (500): its message in an error toast. */
export const SaveServerError: Story = {
  parameters: { msw: { handlers: { save: [scenario('changePassword', 'serverError')] } } },
  play: async (context) => {
    const { edit } = await loaded(context);
    await context.userEvent.click(within(edit).getByRole('button', { name: 'Save' }));
    await expectToast('Server Error');
  },
};

/** No network while saving: an error toast says so. */
export const SaveNetworkError: Story = {
  parameters: { msw: { handlers: { save: [scenario('changePassword', 'networkError')] } } },
  play: async (context) => {
    const { edit } = await loaded(context);
    await context.userEvent.click(within(edit).getByRole('button', { name: 'Save' }));
    await expectToast('There is some problem in your network!');
  },
};

/** While the profile is being saved: Save is busy. */
export const Saving: Story = {
  parameters: { msw: { handlers: { save: [scenario('changePassword', 'loading')] } } },
  play: async (context) => {
    const { edit } = await loaded(context);
    await context.userEvent.click(within(edit).getByRole('button', { name: 'Save' }));
    await expect(within(edit).getByRole('button', { name: 'Save' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};
