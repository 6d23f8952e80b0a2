import type { Schema } from '@api';
import { portalHttp, scenario } from '@api/mocks';
import {
  portalLook,
  portalPage,
  portalPageGlobals,
  storyNavigation,
  withPortalPage,
  withPortalState,
} from '@features/portal/core/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { SupportHistoryScreen } from './SupportHistoryScreen';

const go = fn();

const meta = {
  title: 'Portal/Support/SupportHistoryScreen',
  component: SupportHistoryScreen,
  tags: ['autodocs', 'mobile', 'page'],
  parameters: portalPage(),
  globals: portalPageGlobals,
  args: { navigation: storyNavigation(go, fn()) },
  decorators: [withPortalPage, withPortalState({ verified: '60123456789' })],
} satisfies Meta<typeof SupportHistoryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In Progress first; a row opens to its dates, number and remarks; the tabs switch lists. */
export const Tabs: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('tab', { name: 'In Progress' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const row = await canvas.findByRole('button', { name: /Internet/ });
    await expect(row).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(row);
    await expect(row).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('Requested')).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Resolved' }));
    await expect(
      await canvas.findByText(/Refunded RM 30.00/, {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    // Only resolved tickets are listed under Resolved.
    await expect(canvas.getAllByRole('button', { name: /TKT-/ }).length).toBeGreaterThan(1);
    await expect(canvas.queryByText('In Progress', { selector: 'li *' })).toBeNull();
  },
};

/** A ticket of the history (the second page repeats the first with other numbers). */
function ticketsOf(page: number): Schema<'SupportHistoryItem'>[] {
  return Array.from({ length: 5 }, (_, index) => ({
    customer_id: 88120,
    ticket_number: `TKT-25060${String(page)}-0${String(index).padStart(4, '0')}`,
    title: 'Top-up not received',
    receiver_number: '60123456789',
    transaction_id: null,
    request_time: `2025-06-0${String(3 - page)}T0${String(index)}:00:00Z`,
    resolve_date: null,
    remarks: null,
    status: 'In Progress',
  }));
}

/** Five per page: Load more adds the next page under the first. */
export const Paging: Story = {
  parameters: {
    msw: {
      handlers: {
        history: [
          portalHttp.post('/content/support-history', async ({ request, response }) => {
            const body = (await request.json()) as { page_no?: number };
            const page = body.page_no ?? 1;
            return response(200).json({
              data: { tickets: ticketsOf(page), page_no: page, has_more: page < 2 },
            });
          }),
        ],
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('TKT-250601-00004')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }));
    await expect(await canvas.findByText('TKT-250602-00004')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Load more' })).toBeNull();
  },
};

/** A number with no tickets. */
export const Empty: Story = {
  decorators: [withPortalState({ verified: '60102223344' })],
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('No tickets here.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'New ticket' }));
    await expect(go).toHaveBeenCalledWith({ kind: 'screen', screen: 'support' });
  },
};

/** On U Mobile, in Malay. */
export const UmobileMalay: Story = {
  parameters: portalLook(2, 'ms'),
  decorators: [
    withPortalState({
      verified: '60183456789',
    }),
  ],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Sejarah Sokongan' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Sedang Diproses' })).toBeVisible();
  },
};

/** The history could not be loaded. */
export const Failed: Story = {
  parameters: { msw: { handlers: { history: [scenario('getSupportHistory', 'serverError')] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'This page could not be loaded.',
    );
  },
};
