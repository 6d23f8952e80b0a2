import { answerWith, scenario } from '@api/mocks';
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
import { KhoborListScreen } from './KhoborListScreen';

const go = fn();

const meta = {
  title: 'Portal/Subscriptions/KhoborListScreen',
  component: KhoborListScreen,
  tags: ['autodocs', 'mobile', 'page'],
  parameters: portalPage(),
  globals: portalPageGlobals,
  args: { service: 'bangla_barta', navigation: storyNavigation(go, fn()) },
  decorators: [withPortalPage, withPortalState()],
} satisfies Meta<typeof KhoborListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A multiple service's list: its latest items, and the way to the service's details. */
export const BanglaBarta: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Bangla Barta' }),
    ).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Latest' })).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'More about this service' }));
    await expect(go).toHaveBeenCalledWith({
      kind: 'screen',
      screen: 'multipleServiceDetails',
      param: 'bangla_barta',
    });
  },
};

/** Rashifol on U Mobile, in Bengali. */
export const RashifolBengali: Story = {
  args: { service: 'rashifol' },
  parameters: portalLook(2, 'bn'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'রাশিফল' })).toBeVisible();
  },
};

/** No items yet: the service's details are still one tap away. */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: {
        feed: [answerWith('getKhoborPage', { data: { title: 'Bangla Barta', items: [] } })],
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Nothing here yet.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'More about this service' })).toBeVisible();
  },
};

/** The feed could not be loaded. */
export const Failed: Story = {
  parameters: { msw: { handlers: { feed: [scenario('getKhoborPage', 'serverError')] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'This page could not be loaded.',
    );
  },
};
