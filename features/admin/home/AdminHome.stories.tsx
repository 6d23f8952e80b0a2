import { scenario } from '@api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Dashboard } from '@features/reports/dashboard';
import { expect, fn, waitFor } from 'storybook/test';
import { AdminHome } from './AdminHome';

const meta = {
  title: 'Admin/AdminHome',
  component: AdminHome,
  tags: ['autodocs', 'page'],
  args: { onOpenProfile: fn() },
  parameters: { layout: 'fullscreen', initialGlobals: { theme: 'admin' } },
} satisfies Meta<typeof AdminHome>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The signed-in administrator is greeted and can open the profile. */
export const Loaded: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(await canvas.findByText('Welcome back, Aisyah Rahman.')).toBeVisible();
    await expect(canvas.getByText('Member since 1 March 2024')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Open profile' }));
    await expect(args.onOpenProfile).toHaveBeenCalledOnce();
  },
};

/** While the profile loads. */
export const Loading: Story = {
  parameters: {
    msw: { handlers: { user: [scenario('getAuthUser', 'loading')] } },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading your profile' })).toBeVisible();
  },
};

/** The profile call failed: the screen says so and offers a retry. */
export const ServerError: Story = {
  parameters: {
    msw: {
      handlers: {
        user: [scenario('getAuthUser', 'serverError')],
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'We could not load your profile.',
    );
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** The home with the dashboards the signed-in administrator may see. */
export const WithDashboards: Story = {
  args: {
    children: <Dashboard onOpenDesigner={fn()} onOpenLink={fn()} animated={false} />,
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('Welcome back, Aisyah Rahman.')).toBeVisible();
    await waitFor(
      () => {
        const cells = [...canvasElement.querySelectorAll('[data-cell-state]')];
        if (cells.length !== 8) throw new Error('not all cells yet');
        if (cells.some((cell) => cell.getAttribute('data-cell-state') === 'loading'))
          throw new Error('still drawing');
      },
      { timeout: 15_000 },
    );
    await expect(
      canvas.getByRole('heading', { name: 'Billing operations dashboard' }),
    ).toBeVisible();
  },
};
