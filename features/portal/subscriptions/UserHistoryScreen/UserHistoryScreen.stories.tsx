import type { Schema } from '@api';
import { portalHttp, scenario } from '@api/mocks';
import {
  portalLook,
  portalPage,
  portalPageGlobals,
  withPortalPage,
  withPortalState,
} from '@features/portal/core/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { UserHistoryScreen } from './UserHistoryScreen';

const meta = {
  title: 'Portal/Subscriptions/UserHistoryScreen',
  component: UserHistoryScreen,
  tags: ['autodocs', 'mobile', 'page'],
  parameters: portalPage(),
  globals: portalPageGlobals,
  decorators: [withPortalPage, withPortalState({ verified: '60123456789' })],
} satisfies Meta<typeof UserHistoryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The verified number's transactions, newest first, with kind, amount, status and date. */
export const Transactions: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Transaction History' })).toBeVisible();
    await expect((await canvas.findAllByText('Subscription')).length).toBeGreaterThan(0);
    await expect(canvas.getAllByText('Success').length).toBeGreaterThan(0);
  },
};

/** A row of the history (the second page repeats the first with other ids). */
function rowsOf(page: number): Schema<'UserHistoryItem'>[] {
  return Array.from({ length: 10 }, (_, index) => ({
    transaction_id: `TID-2025060${String(page)}-55${String(index).padStart(4, '0')}`,
    type: index % 2 === 0 ? 'subscription' : 'topup',
    service: index % 2 === 0 ? 'bangla_barta' : 'topup',
    receiver_number: null,
    amount: index % 2 === 0 ? 3 : 10,
    currency: 'MYR',
    status: index === 3 ? 'failed' : 'success',
    created_at: `2025-06-0${String(3 - page)}T0${String(index)}:00:00Z`,
  }));
}

/** Ten per page: Load more asks for the next page and adds it under the first. */
export const LoadMore: Story = {
  parameters: {
    msw: {
      handlers: {
        history: [
          portalHttp.post('/user-history', async ({ request, response }) => {
            const body = (await request.json()) as { page_no?: number };
            const page = body.page_no ?? 1;
            return response(200).json({
              data: { histories: rowsOf(page), page_no: page, has_more: page < 2 },
            });
          }),
        ],
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('TID-20250601-550009')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }));
    await expect(await canvas.findByText('TID-20250602-550009')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Load more' })).toBeNull();
    await expect(canvas.getAllByText('Failed')).toHaveLength(2);
  },
};

/** No transactions yet. */
export const Empty: Story = {
  decorators: [withPortalState({ verified: '60102223344' })],
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('You have no transactions yet.')).toBeVisible();
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
    await expect(await canvas.findByRole('heading', { name: 'Sejarah Transaksi' })).toBeVisible();
    // Subscriptions name their service in Malay, never by its machine name.
    await expect(await canvas.findByText('Zon Permainan')).toBeVisible();
    await expect(canvas.queryByText(/game_zone|bangla_barta|bd-topup/)).toBeNull();
  },
};

/** The history could not be loaded. */
export const Failed: Story = {
  parameters: { msw: { handlers: { history: [scenario('getUserHistory', 'serverError')] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'This page could not be loaded.',
    );
  },
};
