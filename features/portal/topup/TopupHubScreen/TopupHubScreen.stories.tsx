import { scenario } from '@api/mocks';
import {
  portalLook,
  portalPage,
  portalPageGlobals,
  storyLanguageIds,
  storyNavigation,
  withPortalPage,
  withPortalState,
} from '@features/portal/core/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { TopupHubScreen } from './TopupHubScreen';

const go = fn();
const back = fn();

const meta = {
  title: 'Portal/Topup/TopupHubScreen',
  component: TopupHubScreen,
  tags: ['autodocs', 'mobile', 'page'],
  parameters: portalPage(),
  globals: portalPageGlobals,
  args: { entry: {}, navigation: storyNavigation(go, back) },
  decorators: [withPortalPage, withPortalState()],
  beforeEach: () => {
    go.mockClear();
  },
} satisfies Meta<typeof TopupHubScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The hub's cards; each leads to its kind of top-up. */
export const Hub: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('link', { name: 'Reload another number' }));
    await expect(go).toHaveBeenCalledWith({
      kind: 'screen',
      screen: 'topupNumber',
      param: 'other',
    });
    await expect(canvas.getByRole('link', { name: 'Buy an internet pack' })).toBeVisible();
  },
};

/** A U Mobile promotion link (op=2, lang=12) switches the operator and shows Bengali. */
export const PromotionLink: Story = {
  parameters: portalLook(2, 'bn'),
  decorators: [withPortalState({ storedBefore: { operatorId: 1, languageId: 1 } })],
  args: { entry: { operatorId: 2, languageId: storyLanguageIds[2].bn, source: 'campaign-um' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'বাংলাদেশে টপ-আপ' })).toBeVisible();
    await expect(JSON.parse(sessionStorage.getItem('topup') ?? '{}')).toEqual({
      source: 'campaign-um',
    });
    await expect(localStorage.getItem('operatorId')).toBe('2');
  },
};

/** In Malay, for Digi. */
export const Malay: Story = {
  parameters: portalLook(1, 'ms'),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('link', { name: 'Tambah nilai nombor saya' }),
    ).toBeVisible();
  },
};

/** The cards could not be loaded: a message and 'Try again'. */
export const Failed: Story = {
  tags: ['no-visual'],
  parameters: { msw: { handlers: { page: [scenario('getTopupPage', 'serverError')] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'This page could not be loaded.',
    );
  },
};
