import { answerWith } from '@api/mocks';
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
import { SectionListScreen } from './SectionListScreen';

const go = fn();

const meta = {
  title: 'Portal/Subscriptions/SectionListScreen',
  component: SectionListScreen,
  tags: ['autodocs', 'mobile', 'page'],
  parameters: portalPage(),
  globals: portalPageGlobals,
  args: { service: 'caller_tunes', listType: 'list', navigation: storyNavigation(go, fn()) },
  decorators: [withPortalPage, withPortalState()],
} satisfies Meta<typeof SectionListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Caller tunes (/list-service/caller_tunes): each tune leads to the service's page. */
export const CallerTunes: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { name: 'Caller Tunes' })).toBeVisible();
    await userEvent.click(await canvas.findByRole('link', { name: 'Ek Jibon' }));
    await expect(go).toHaveBeenCalledWith({
      kind: 'path',
      path: '/subscription-services/caller_tunes',
    });
  },
};

/** Religion in Bengali. */
export const ReligionBengali: Story = {
  args: { service: 'religion' },
  parameters: portalLook(1, 'bn'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'কুরআন তিলাওয়াত' })).toBeVisible();
  },
};

/** Games (/list-services-details/games) on U Mobile. */
export const GamesUmobile: Story = {
  args: { service: 'games', listType: 'games' },
  parameters: portalLook(2, 'en'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Games' })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'Ludo King' })).toBeVisible();
  },
};

/** Nothing in the list yet. */
export const Empty: Story = {
  parameters: {
    msw: { handlers: { list: [answerWith('getCallerTunePage', { data: { sections: [] } })] } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Nothing here yet.')).toBeVisible();
  },
};
