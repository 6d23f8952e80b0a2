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
import { FreeServiceGamesScreen } from './FreeServiceGamesScreen';

const meta = {
  title: 'Portal/Notices/FreeServiceGamesScreen',
  component: FreeServiceGamesScreen,
  tags: ['autodocs', 'mobile', 'page'],
  parameters: portalPage(),
  globals: portalPageGlobals,
  args: { id: '4' },
  decorators: [withPortalPage, withPortalState()],
} satisfies Meta<typeof FreeServiceGamesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The games; a row opens to its details and the play link. */
export const Games: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { name: 'Free games' })).toBeVisible();
    const [first] = await canvas.findAllByRole('button', { expanded: false });
    if (first === undefined) throw new Error('No game');
    await userEvent.click(first);
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getAllByRole('link').at(0)?.getAttribute('href')).toMatch(/^https:\/\//);
  },
};

/** No games in this group. */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: {
        games: [
          portalHttp.post('/content/free-service-page/{id}', ({ response }) =>
            response(200).json({ data: { games: [] } }),
          ),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No games here yet.')).toBeVisible();
  },
};

/** In Malay. */
export const Malay: Story = {
  parameters: portalLook(1, 'ms'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Permainan percuma' })).toBeVisible();
  },
};

/** The feed could not be loaded. */
export const Failed: Story = {
  parameters: { msw: { handlers: { games: [scenario('getFreeServicePage', 'serverError')] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'This page could not be loaded.',
    );
  },
};
