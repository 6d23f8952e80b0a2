import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { AudioToggle } from '../AudioToggle';
import { MobileShell } from './MobileShell';

const logo = (
  <svg width="120" height="32" viewBox="0 0 120 32" role="img" aria-label="Telco Portal">
    <rect width="120" height="32" rx="6" fill="#ffffff" />
    <text
      x="60"
      y="21"
      fontFamily="sans-serif"
      fontSize="14"
      fontWeight="700"
      textAnchor="middle"
      fill="#1c2433"
    >
      Telco Portal
    </text>
  </svg>
);

const Recheck = () => <a href="/topup-services/topup">RECHECK BALANCE</a>;

const meta = {
  title: 'Portal/MobileShell',
  component: MobileShell,
  tags: ['autodocs', 'mobile'],
  parameters: { initialGlobals: { theme: 'portal' }, layout: 'fullscreen' },
  globals: { viewport: { value: 'mobile' } },
  args: {
    logo,
    home: true,
    onBack: fn(),
    onNavigate: fn(),
    onLanguageChange: fn(),
    onMenuOpenChange: fn(),
    menuItems: [
      { name: 'Home', href: '/' },
      { name: 'My Subscription', href: '/my-subscription' },
      { name: 'History', href: '/user-history' },
      { name: 'Refer a Friend', href: '/refer-friend' },
      { name: 'Support', href: '/support-page' },
    ],
    languages: [
      { value: '1', label: 'English' },
      { value: '2', label: 'Bahasa Melayu' },
    ],
    language: '1',
    msisdn: '60123456789',
    children: <p>Page content.</p>,
  },
} satisfies Meta<typeof MobileShell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An inner page: back button and logo, with the footer. */
export const InnerPage: Story = {
  args: { home: false },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('banner')).toBeVisible();
    const back = canvas.getByRole('button', { name: 'Back' });
    await expect(back.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.click(back);
    await expect(args.onBack).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('link', { name: 'Terms of use' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/terms-conditions');
    await expect(canvas.getByRole('link', { name: 'Support' })).toHaveAttribute(
      'href',
      '/support-page',
    );
  },
};

/** Home: a menu toggle instead of back, and no footer. */
export const Home: Story = {
  args: { hideFooter: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(canvas.queryByRole('button', { name: 'Back' })).toBeNull();
    await expect(canvas.queryByRole('contentinfo')).toBeNull();
  },
};

/** The open sidebar for operator 1: number, points and RECHECK BALANCE, menu, language, audio. */
export const MenuOpenOperator1: Story = {
  args: {
    hideFooter: true,
    refundPoint: 120,
    bonusPoint: 45,
    recheckSlot: <Recheck />,
    audioSlot: (
      <AudioToggle
        playing={false}
        onToggle={fn()}
        stateLabels={{ playing: 'Audio on', muted: 'Audio off' }}
      />
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
    const drawer = canvas.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toHaveAttribute('aria-modal', 'true');
    const inDrawer = within(drawer);
    await expect(inDrawer.getByText('60123456789')).toBeVisible();
    await expect(inDrawer.getByText('120')).toBeVisible();
    await expect(inDrawer.getByText('45')).toBeVisible();
    await expect(inDrawer.getByRole('link', { name: 'RECHECK BALANCE' })).toHaveFocus();
    await expect(inDrawer.getByRole('button', { name: 'Audio off' })).toBeVisible();
  },
};

/** Operator 2: the number only, without points or RECHECK BALANCE. */
export const MenuOpenOperator2: Story = {
  args: { hideFooter: true },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
    const drawer = within(canvas.getByRole('dialog'));
    await expect(drawer.getByText('60123456789')).toBeVisible();
    await expect(drawer.queryByText('Refund point')).toBeNull();
    await expect(drawer.queryByText('RECHECK BALANCE')).toBeNull();
    await expect(drawer.getByRole('button', { name: 'Close menu' })).toHaveFocus();
  },
};

/** Focus stays in the drawer; Escape closes it and focus returns to the toggle. */
export const FocusTrapAndEscape: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const toggle = canvas.getByRole('button', { name: 'Menu' });
    await userEvent.click(toggle);
    const drawer = within(canvas.getByRole('dialog'));
    const close = drawer.getByRole('button', { name: 'Close menu' });
    await expect(close).toHaveFocus();
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    await expect(drawer.getByRole('combobox', { name: 'Language' })).toHaveFocus();
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await expect(toggle).toHaveFocus();
    await expect(args.onMenuOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** A click on the overlay closes; a menu item navigates and closes; the language can change. */
export const OverlayMenuAndLanguage: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
    await userEvent.click(canvas.getByTestId('shell-overlay'));
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Language' }), '2');
    await expect(args.onLanguageChange).toHaveBeenCalledWith('2');
    await userEvent.click(canvas.getByRole('link', { name: 'History' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/user-history');
    await expect(canvas.queryByRole('dialog')).toBeNull();
  },
};

const changeOperator = fn();

/** An entry without a link is a button (e.g. 'Change Operator' opens a popup); it closes the menu. */
export const ButtonEntry: Story = {
  args: {
    menuItems: [
      { name: 'Home', href: '/' },
      { name: 'Change Operator', onSelect: changeOperator },
    ],
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Change Operator' }));
    await expect(changeOperator).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('dialog')).toBeNull();
  },
};

/** Controlled: the app owns the open state. */
export const Controlled: Story = {
  render: function Render(args) {
    const [open, setOpen] = useState(true);
    return (
      <MobileShell
        {...args}
        menuOpen={open}
        onMenuOpenChange={(next) => {
          setOpen(next);
          args.onMenuOpenChange?.(next);
        }}
      />
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  },
};
