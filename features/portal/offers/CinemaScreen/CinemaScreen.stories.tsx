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
import { CinemaScreen } from './CinemaScreen';

const meta = {
  title: 'Portal/Offers/CinemaScreen',
  component: CinemaScreen,
  tags: ['autodocs', 'mobile', 'page'],
  parameters: portalPage(),
  globals: portalPageGlobals,
  decorators: [withPortalPage, withPortalState()],
} satisfies Meta<typeof CinemaScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The posters, each with its text and a button that dials the cinema's code (# as %23). */
export const Posters: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Cinema' })).toBeVisible();
    await expect(await canvas.findByText('New Bangla films every week')).toBeVisible();
    await expect(canvas.getByText('Classic films of Bangladesh')).toBeVisible();
    const dial = canvas.getAllByRole('link', { name: 'Dial now' });
    await expect(dial).toHaveLength(3);
    await expect(dial[0]).toHaveAttribute('href', 'tel:*118*77%23');
    await expect(dial[0]).toHaveAccessibleDescription('New Bangla films every week');
  },
};

/** In Bengali. */
export const Bengali: Story = {
  parameters: portalLook(1, 'bn'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'সিনেমা' })).toBeVisible();
    await expect(await canvas.findByText('ঢালিউডের ব্লকবাস্টার')).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: 'ডায়াল করুন' })[0]).toHaveAttribute(
      'href',
      'tel:*118*77%23',
    );
  },
};

/** No film showing. */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: {
        cinema: [
          portalHttp.post('/content/{service}/step/1', ({ response }) =>
            response(200).json({ data: { images: [] } }),
          ),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No film is showing right now.')).toBeVisible();
  },
};

/** While the posters load. */
export const Loading: Story = {
  parameters: { msw: { handlers: { cinema: [scenario('getServiceStep', 'loading')] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading…' })).toBeVisible();
  },
};

/** No answer at all (no network): the offline state and Try again. */
export const NetworkError: Story = {
  parameters: { msw: { handlers: { cinema: [scenario('getServiceStep', 'networkError')] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('You are offline');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
