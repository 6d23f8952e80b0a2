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
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { ReferFriendScreen } from './ReferFriendScreen';

const go = fn();
const copy = fn<(text: string) => Promise<void>>(() => Promise.resolve());
const share = fn<(data: { url?: string }) => Promise<void>>(() => Promise.resolve());

const meta = {
  title: 'Portal/Refer/ReferFriendScreen',
  component: ReferFriendScreen,
  tags: ['autodocs', 'mobile', 'page'],
  parameters: portalPage(),
  globals: portalPageGlobals,
  // A browser without the Web Share API: the portal's own dialog shares.
  args: { navigation: storyNavigation(go, fn()), browser: {}, copy },
  decorators: [withPortalPage, withPortalState({ verified: '60123456789' })],
  beforeEach: () => {
    go.mockClear();
    copy.mockClear();
    share.mockClear();
  },
} satisfies Meta<typeof ReferFriendScreen>;

export default meta;

/** The Share button of a card. */
async function shareButton(canvas: { findAllByRole: typeof screen.findAllByRole }, index: number) {
  const button = (await canvas.findAllByRole('button', { name: 'Share' })).at(index);
  if (button === undefined) throw new Error(`No card ${String(index + 1)}`);
  return button;
}
type Story = StoryObj<typeof meta>;

/** The points, redeem and the share cards. */
export const Points: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Refer a friend' })).toBeVisible();
    await expect(canvas.getByText('Your points')).toBeVisible();
    await expect(canvas.getByText('Earn 20 points for every friend who subscribes!')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Share' })).toHaveLength(3);
  },
};

/** The share dialog: six networks, and 'Copy Link' that becomes 'Copied'. */
export const ShareDialog: Story = {
  // The dialog's picture is the design system's (ShareDialog); this story tests the flow.
  tags: ['no-visual'],
  play: async ({ canvas, userEvent, canvasElement }) => {
    await userEvent.click(await shareButton(canvas, 0));
    const dialog = within(
      await within(canvasElement.ownerDocument.body).findByRole('dialog', {
        name: 'Share with a friend',
      }),
    );
    for (const network of ['Messenger', 'Facebook', 'WhatsApp', 'Viber', 'Skype', 'SMS']) {
      await expect(dialog.getByRole('link', { name: new RegExp(network) })).toBeInTheDocument();
    }
    await userEvent.click(dialog.getByRole('button', { name: 'Copy Link' }));
    await expect(await dialog.findByRole('button', { name: 'Copied' })).toBeVisible();
    await expect(copy).toHaveBeenCalledWith(expect.stringMatching(/re_token=.+&re_product_id=1$/));
  },
};

/** A copy the browser refuses is only logged: the label stays 'Copy Link'. */
export const CopyRefused: Story = {
  args: {
    copy: fn<(text: string) => Promise<void>>(() => Promise.reject(new Error('Clipboard blocked'))),
  },
  play: async ({ canvas, userEvent, canvasElement }) => {
    await userEvent.click(await shareButton(canvas, 1));
    const opened = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    // Where motion is not reduced, the dialog fades in: it is read once it is visible.
    await waitFor(() => expect(opened).toBeVisible());
    const dialog = within(opened);
    await userEvent.click(dialog.getByRole('button', { name: 'Copy Link' }));
    await expect(dialog.getByRole('button', { name: 'Copy Link' })).toBeVisible();
    await expect(dialog.queryByRole('button', { name: 'Copied' })).toBeNull();
  },
};

/** Where the browser has the Web Share API, its share sheet opens instead of the dialog. */
export const WebShare: Story = {
  tags: ['no-visual'],
  args: { browser: { share } },
  play: async ({ canvas, userEvent, canvasElement }) => {
    await userEvent.click(await shareButton(canvas, 2));
    await waitFor(() => expect(share).toHaveBeenCalled());
    await expect(share.mock.calls[0]?.[0].url).toMatch(/re_product_id=3$/);
    await expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull();
  },
};

/** On U Mobile, in Bengali. */
export const UmobileBengali: Story = {
  parameters: portalLook(2, 'bn'),
  decorators: [
    withPortalState({
      verified: '60183456789',
    }),
  ],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'বন্ধুকে রেফার করুন' })).toBeVisible();
  },
};

/** In Malay. */
export const Malay: Story = {
  parameters: portalLook(1, 'ms'),
  decorators: [
    withPortalState({
      verified: '60123456789',
    }),
  ],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Rujuk rakan' })).toBeVisible();
  },
};

/** The page could not be loaded. */
export const Failed: Story = {
  parameters: { msw: { handlers: { page: [scenario('getReferFriendPage', 'serverError')] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'This page could not be loaded.',
    );
  },
};
