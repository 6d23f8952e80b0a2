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
import { NoticeScreen } from './NoticeScreen';

const meta = {
  title: 'Portal/Notices/NoticeScreen',
  component: NoticeScreen,
  tags: ['autodocs', 'mobile', 'page'],
  parameters: portalPage(),
  globals: portalPageGlobals,
  decorators: [withPortalPage, withPortalState()],
} satisfies Meta<typeof NoticeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The feed: each notice's picture, title, date and text, with 'See more'. */
export const Feed: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Notices' })).toBeVisible();
    await expect((await canvas.findAllByRole('heading', { level: 2 })).length).toBeGreaterThan(0);
  },
};

/** No notices. */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: {
        notices: [
          portalHttp.post('/content/notice-page', ({ response }) =>
            response(200).json({ data: { notices: [] } }),
          ),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No notices yet.')).toBeVisible();
  },
};

/** On U Mobile, in Bengali. */
export const UmobileBengali: Story = {
  parameters: portalLook(2, 'bn'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'নোটিশ' })).toBeVisible();
  },
};

/** The feed could not be loaded. */
export const Failed: Story = {
  parameters: { msw: { handlers: { notices: [scenario('getNoticePage', 'serverError')] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'This page could not be loaded.',
    );
  },
};
