import { OfflineNotice } from '@features/portal/core';
import {
  portalLook,
  portalPage,
  portalPageGlobals,
  storyNavigation,
  withPortalState,
} from '@features/portal/core/stories';
import { NoticeScreen } from '@features/portal/notices';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, waitFor } from 'storybook/test';
import { PortalLayout } from './PortalLayout';

/** How many times the notices were asked for: Try again and the browser's `online` ask again. */
let asked = 0;

/** The notices' read meets no network: a visit to a page not seen before. */
const noNetwork = http.post(/\/content\/notice-page$/, () => {
  asked += 1;
  return HttpResponse.error();
});

const meta = {
  title: 'Portal/Shell/Offline',
  component: PortalLayout,
  tags: ['autodocs', 'mobile', 'page'],
  parameters: {
    ...portalPage(),
    router: { initialEntries: ['/notice-page'] },
    msw: { handlers: { notices: [noNetwork] } },
  },
  globals: portalPageGlobals,
  args: { navigation: storyNavigation(fn(), fn()), children: <NoticeScreen /> },
  decorators: [withPortalState()],
  beforeEach: () => {
    asked = 0;
  },
} satisfies Meta<typeof PortalLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A page not seen before, without network: the frame and its logo stay, the page says it needs
 * the network, asks again with Try again and by itself when the browser is back online, and
 * leads home (kept from the last visit). No dialog covers it.
 */
export const OfflineScreen: Story = {
  play: async ({ canvas, userEvent }) => {
    const state = await canvas.findByRole('alert');
    await expect(state).toHaveTextContent('You are offline');
    await expect(state).toHaveTextContent('This page needs the network.');
    await expect(canvas.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    await expect(await canvas.findByRole('img', { name: 'Digi' })).toBeVisible();
    await expect(canvas.queryByRole('alertdialog')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(asked).toBe(2));
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(asked).toBe(3));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('You are offline');
  },
};

/** The same, in Malay. */
export const OfflineScreenMalay: Story = {
  parameters: portalLook(1, 'ms'),
  play: async ({ canvas }) => {
    // In the visitor's language once the operator's language list has come (kept, offline).
    await expect(await canvas.findByText('Anda di luar talian')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Cuba lagi' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Kembali ke Laman Utama' })).toBeVisible();
  },
};

/** The same on U Mobile, in Bengali. */
export const OfflineScreenBengali: Story = {
  parameters: portalLook(2, 'bn'),
  play: async ({ canvas }) => {
    // In the visitor's language once the operator's language list has come (kept, offline).
    await expect(await canvas.findByText('আপনি অফলাইনে আছেন')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'আবার চেষ্টা করুন' })).toBeVisible();
    await expect(await canvas.findByRole('img', { name: 'U Mobile' })).toBeVisible();
  },
};

/**
 * A page seen before, revisited without network: the service worker answers with what was seen
 * (here the mock API), and the quiet notice says so.
 */
export const SavedPageNotice: Story = {
  parameters: { msw: { handlers: { notices: [] } } },
  args: {
    children: (
      <>
        <NoticeScreen />
        <OfflineNotice />
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'You are offline — showing what you saw last.',
    );
    await expect((await canvas.findAllByRole('heading', { level: 2 })).length).toBeGreaterThan(0);
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};
