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
import { expect, fn, waitFor, within } from 'storybook/test';
import { FavouriteListScreen } from './FavouriteListScreen';

const go = fn();
const back = fn();
const onEdit = fn();

const meta = {
  title: 'Portal/Favourites/FavouriteListScreen',
  component: FavouriteListScreen,
  tags: ['autodocs', 'mobile', 'page'],
  parameters: portalPage(),
  globals: portalPageGlobals,
  args: { navigation: storyNavigation(go, back), onEdit },
  decorators: [withPortalPage, withPortalState({ verified: '60123456789' })],
  beforeEach: () => {
    go.mockClear();
    onEdit.mockClear();
  },
} satisfies Meta<typeof FavouriteListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The list with count/max; edit opens the form on that number, add opens it empty. */
export const List: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(
      await canvas.findByRole('img', { name: '4 of 5 favourite numbers' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Kak Ros' }));
    await expect(onEdit).toHaveBeenCalledWith(303);
    await userEvent.click(canvas.getByRole('button', { name: 'Add a number' }));
    await expect(go).toHaveBeenCalledWith({ kind: 'screen', screen: 'favouriteAdd' });
  },
};

/** Delete asks first; confirmed, the number leaves the list and the count drops. */
export const Delete: Story = {
  tags: ['no-visual'],
  play: async ({ canvas, userEvent }) => {
    // Other stories may have added to the mock list: the count is read first.
    const count = await canvas.findByRole('img', { name: /of 5 favourite numbers/ });
    const before = Number(/^(\d+)/.exec(count.getAttribute('aria-label') ?? '')?.[1]);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Abang Karim' }));
    const dialog = within(await within(document.body).findByRole('alertdialog'));
    // The dialog fades in.
    await waitFor(() =>
      expect(
        dialog.getByText('Abang Karim (60198765432) will be removed from your favourites.'),
      ).toBeVisible(),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expect(
      await canvas.findByRole('img', { name: `${String(before - 1)} of 5 favourite numbers` }),
    ).toBeVisible();
    await expect(canvas.queryByText('Abang Karim')).toBeNull();
  },
};

/** A number with no favourites yet. */
export const Empty: Story = {
  decorators: [withPortalState({ verified: '60102223344' })],
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('You have no favourite numbers yet.')).toBeVisible();
    await expect(canvas.getByRole('img', { name: '0 of 5 favourite numbers' })).toBeVisible();
  },
};

/** In Malay, for U Mobile. */
export const Malay: Story = {
  parameters: portalLook(2, 'ms'),
  decorators: [
    withPortalState({
      verified: '60183456789',
    }),
  ],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Nombor kegemaran' })).toBeVisible();
  },
};

/** The list could not be loaded. */
export const Failed: Story = {
  tags: ['no-visual'],
  parameters: {
    msw: { handlers: { page: [scenario('getFavouriteNumberList', 'serverError')] } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'This page could not be loaded.',
    );
  },
};
