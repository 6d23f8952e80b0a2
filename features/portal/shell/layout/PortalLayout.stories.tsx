import { portalHttp, scenario } from '@api/mocks';
import {
  portalLook,
  portalPage,
  portalPageGlobals,
  storyNavigation,
  withPortalState,
  type StoryLanguage,
} from '@features/portal/core/stories';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useSetAtom } from 'jotai';
import { delay } from 'msw';
import { useEffect } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { portalAlertAtom } from '../alerts/portalAlerts';
import type { PortalAlert } from '../alerts/model';
import { PortalLayout } from './PortalLayout';

const go = fn();
const back = fn();

const meta = {
  title: 'Portal/Shell/PortalLayout',
  component: PortalLayout,
  tags: ['autodocs', 'mobile', 'page'],
  parameters: portalPage(),
  globals: portalPageGlobals,
  args: {
    navigation: storyNavigation(go, back),
    children: <p>The page.</p>,
  },
  decorators: [withPortalState()],
  beforeEach: () => {
    go.mockClear();
    back.mockClear();
  },
} satisfies Meta<typeof PortalLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An inner page of Digi: back button, the operator's logo and the footer's two links. */
export const InnerPageDigi: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('img', { name: 'Digi' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(back).toHaveBeenCalled();
    await expect(await canvas.findByRole('link', { name: 'Terms of Use' })).toHaveAttribute(
      'href',
      '/screen/terms',
    );
    await expect(canvas.getByRole('link', { name: 'Support' })).toHaveAttribute(
      'href',
      '/screen/support',
    );
  },
};

/** U Mobile's look, on a home screen: the menu toggle instead of back, and no footer. */
export const HomeUmobile: Story = {
  args: { home: true },
  parameters: portalLook(2, 'en'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('img', { name: 'U Mobile' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Menu' })).toBeVisible();
    await expect(canvas.queryByRole('contentinfo')).toBeNull();
  },
};

/**
 * Digi's sidebar for a verified number: the number, refund and bonus points from
 * get_user_balance_info and RECHECK BALANCE; the operator's menu; language and audio.
 */
export const SidebarVerifiedDigi: Story = {
  args: { home: true },
  decorators: [withPortalState({ verified: '60123456789' })],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Menu' }));
    const menu = within(canvas.getByRole('dialog', { name: 'Menu' }));
    await expect(menu.getByText('60123456789')).toBeVisible();
    await expect(await menu.findByText('120')).toBeVisible();
    await expect(menu.getByText('450')).toBeVisible();
    await expect(menu.getByRole('button', { name: 'RECHECK BALANCE' })).toBeVisible();
    await expect(await menu.findByRole('link', { name: 'My Subscription' })).toHaveAttribute(
      'href',
      '/screen/mySubscription',
    );
    await expect(menu.getByRole('link', { name: 'Digi Store' })).toHaveAttribute(
      'href',
      'https://store.digi.com.my/prepaid',
    );
    await expect(menu.getByRole('combobox', { name: 'Language' })).toHaveValue('1');
    const audio = menu.getByRole('button', { name: 'Muted' });
    await userEvent.click(audio);
    await expect(audio).toHaveAttribute('aria-pressed', 'true');
  },
};

/** A stored number whose session ended: no points; RECHECK BALANCE asks for the code first. */
export const SidebarNotVerified: Story = {
  args: { home: true },
  decorators: [withPortalState({ state: { msisdn: '60123456789' } })],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Menu' }));
    const menu = within(canvas.getByRole('dialog', { name: 'Menu' }));
    await expect(menu.queryByText('Refund point')).toBeNull();
    await expect(menu.queryByRole('button', { name: 'Sign out' })).toBeNull();
    await userEvent.click(menu.getByRole('button', { name: 'RECHECK BALANCE' }));
    await expect(go).toHaveBeenCalledWith({
      kind: 'screen',
      screen: 'numberInput',
      param: 'input',
    });
  },
};

/** U Mobile's sidebar: no refund or bonus points and no RECHECK BALANCE (operator 1 only). */
export const SidebarUmobile: Story = {
  args: { home: true },
  parameters: portalLook(2, 'en'),
  decorators: [withPortalState({ verified: '60183456789' })],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Menu' }));
    const menu = within(canvas.getByRole('dialog', { name: 'Menu' }));
    await expect(menu.getByText('60183456789')).toBeVisible();
    await expect(menu.queryByText('Refund point')).toBeNull();
    await expect(menu.queryByRole('button', { name: 'RECHECK BALANCE' })).toBeNull();
    await expect(await menu.findByRole('link', { name: 'U Mobile Store' })).toBeVisible();
  },
};

/** The words of the sign-out and the session-ended dialog a visitor reads, in each language. */
const endingWords = {
  en: {
    menu: 'Menu',
    signOut: 'Sign out',
    language: 'Language',
    languageName: 'English',
    title: 'Error!',
    text: 'Your session has been terminated!',
    ok: 'OK',
  },
  ms: {
    menu: 'Menu',
    signOut: 'Log keluar',
    language: 'Bahasa',
    languageName: 'Bahasa Melayu',
    title: 'Ralat!',
    text: 'Sesi anda telah ditamatkan!',
    ok: 'OK',
  },
  bn: {
    menu: 'মেনু',
    signOut: 'সাইন আউট',
    language: 'ভাষা',
    languageName: 'বাংলা',
    title: 'ত্রুটি!',
    text: 'আপনার সেশন শেষ হয়ে গেছে!',
    ok: 'ঠিক আছে',
  },
} satisfies Record<StoryLanguage, Record<string, string>>;

/**
 * The operator's language list answers while a number is stored, and then no more, as on a
 * network too slow for it to come back: what the portal shows after a sign-out is what it kept.
 */
const languagesOnlyBeforeSignOut = portalHttp.get('/get-language/{operatorId}', async () => {
  if (localStorage.getItem('msisdn') !== null) return undefined; // the store-backed answer
  await delay('infinite');
  return undefined;
});

/**
 * Sign out, in the sidebar of a verified U Mobile number, in a language: the session ends on the
 * server, the number is forgotten and the visitor is back at the number screen, at once in their
 * own language (the language list is no number's: it is kept, not asked for again); the sidebar
 * opened again has no sign-out.
 */
function signOutStory(language: StoryLanguage): Story {
  const words = endingWords[language];
  return {
    args: { home: true },
    parameters: {
      ...portalLook(2, language),
      msw: { handlers: { languages: [languagesOnlyBeforeSignOut] } },
    },
    decorators: [withPortalState({ verified: '60183456789' })],
    play: async ({ canvas, userEvent }) => {
      await userEvent.click(await canvas.findByRole('button', { name: words.menu }));
      const menu = within(canvas.getByRole('dialog', { name: words.menu }));
      await userEvent.click(await menu.findByRole('button', { name: words.signOut }));
      await waitFor(() =>
        expect(go).toHaveBeenCalledWith(
          { kind: 'screen', screen: 'numberInput', param: 'input' },
          { replace: true },
        ),
      );
      await expect(localStorage.getItem('msisdn')).toBeNull();
      await expect(sessionStorage.getItem('portal_session')).toBeNull();
      // Right away in the visitor's language, with their language chosen in the sidebar.
      await userEvent.click(canvas.getByRole('button', { name: words.menu }));
      const after = within(canvas.getByRole('dialog', { name: words.menu }));
      await expect(after.getByRole('combobox', { name: words.language })).toHaveDisplayValue(
        words.languageName,
      );
      await expect(after.queryByRole('button', { name: words.signOut })).toBeNull();
    },
  };
}

/** Sign out in English. */
export const SignOut: Story = signOutStory('en');

/** Sign out in Malay ('Log keluar'). */
export const SignOutMalay: Story = signOutStory('ms');

/** Sign out in Bengali. */
export const SignOutBengali: Story = signOutStory('bn');

/** The sidebar in Bengali, the operator's menu in Bengali. */
export const SidebarBengali: Story = {
  args: { home: true },
  parameters: portalLook(1, 'bn'),
  decorators: [
    withPortalState({
      verified: '60123456789',
    }),
  ],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'মেনু' }));
    const menu = within(canvas.getByRole('dialog', { name: 'মেনু' }));
    await expect(await menu.findByText('রিফান্ড পয়েন্ট')).toBeVisible();
    await expect(await menu.findByRole('link', { name: 'আমার সাবস্ক্রিপশন' })).toBeVisible();
  },
};

/** Choosing a language at home reloads it in that language (§4); the sidebar closes. */
export const LanguageChoice: Story = {
  args: { home: true },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Menu' }));
    const menu = within(canvas.getByRole('dialog', { name: 'Menu' }));
    const chooser = await menu.findByRole('combobox', { name: 'Language' });
    await waitFor(() => expect(chooser.querySelectorAll('option')).toHaveLength(3));
    await userEvent.selectOptions(chooser, 'Bahasa Melayu');
    await waitFor(() => expect(canvas.queryByRole('dialog', { name: 'Menu' })).toBeNull());
    await expect(go).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
    const malay = within(canvas.getByRole('dialog', { name: 'Menu' }));
    await expect(await malay.findByRole('combobox', { name: 'Bahasa' })).toHaveValue('22');
  },
};

/** 'Change Operator' in the menu opens 'Select Your Operator'; the popup can be closed. */
export const ChangeOperatorFromMenu: Story = {
  args: { home: true },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Menu' }));
    const menu = within(canvas.getByRole('dialog', { name: 'Menu' }));
    await userEvent.click(await menu.findByRole('button', { name: 'Change Operator' }));
    const popup = await screen.findByRole('dialog', { name: 'Select Your Operator' });
    await waitFor(() => expect(popup).toBeVisible());
    await userEvent.click(within(popup).getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Select Your Operator' })).toBeNull(),
    );
  },
};

/**
 * A first visit: 'Select Your Operator' opens by itself and cannot be dismissed; choosing U
 * Mobile fetches its language and goes to its home.
 */
export const FirstVisit: Story = {
  args: { home: true },
  decorators: [withPortalState({ firstVisit: true })],
  play: async ({ userEvent }) => {
    const popup = await screen.findByRole('dialog', { name: 'Select Your Operator' });
    await waitFor(() => expect(popup).toBeVisible());
    await expect(within(popup).queryByRole('button', { name: 'Close' })).toBeNull();
    await userEvent.click(within(popup).getByRole('button', { name: 'U Mobile' }));
    await waitFor(() =>
      expect(go).toHaveBeenCalledWith({ kind: 'screen', screen: 'home', param: '2' }),
    );
  },
};

/** Shows one of the §8 dialogs, as an API event would. */
function withAlert(alert: PortalAlert): Decorator {
  return function RaiseAlert(Story) {
    const raise = useSetAtom(portalAlertAtom);
    useEffect(() => raise(alert), [raise]);
    return <Story />;
  };
}

/** An action (a form sent) got no answer: 'Oops..' / 'There is some problem in your network!' with OK. */
export const NetworkFailure: Story = {
  decorators: [withAlert('network')],
  play: async ({ userEvent }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Oops..' });
    await expect(dialog).toHaveTextContent('There is some problem in your network!');
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

/**
 * The session ended, on Digi, in a language: the spec's 'Error!' / 'Your session has been
 * terminated!' dialog (pictured open) with its OK.
 */
function sessionEndedStory(language: StoryLanguage): Story {
  const words = endingWords[language];
  return {
    parameters: portalLook(1, language),
    decorators: [withAlert('session-ended'), withPortalState()],
    play: async () => {
      const dialog = await screen.findByRole('alertdialog', { name: words.title });
      await expect(dialog).toHaveTextContent(words.text);
      await expect(within(dialog).getByRole('button', { name: words.ok })).toBeVisible();
    },
  };
}

/** The session-ended dialog in English. */
export const SessionEnded: Story = sessionEndedStory('en');

/** The session-ended dialog in Malay ('Ralat!'). */
export const SessionEndedMalay: Story = sessionEndedStory('ms');

/** The session-ended dialog in Bengali. */
export const SessionEndedBengali: Story = sessionEndedStory('bn');

/** OK on the session-ended dialog closes it and goes to the number input. */
export const SessionEndedOk: Story = {
  tags: ['no-visual'],
  decorators: [withAlert('session-ended')],
  play: async ({ userEvent }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Error!' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(go).toHaveBeenCalledWith({
      kind: 'screen',
      screen: 'numberInput',
      param: 'input',
    });
  },
};

/** The balance could not be loaded: the sidebar says so, the page goes on. */
export const BalanceFailed: Story = {
  args: { home: true },
  parameters: { msw: { handlers: { balance: [scenario('getUserBalanceInfo', 'serverError')] } } },
  decorators: [withPortalState({ verified: '60123456789' })],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Menu' }));
    const menu = within(canvas.getByRole('dialog', { name: 'Menu' }));
    await expect(await menu.findByRole('alert')).toHaveTextContent(
      'The balance could not be loaded.',
    );
  },
};
