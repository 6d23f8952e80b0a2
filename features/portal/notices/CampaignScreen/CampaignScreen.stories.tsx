import { scenario } from '@api/mocks';
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
import { CampaignScreen } from './CampaignScreen';

const go = fn();

const meta = {
  title: 'Portal/Notices/CampaignScreen',
  component: CampaignScreen,
  tags: ['autodocs', 'mobile', 'page'],
  parameters: portalPage(),
  globals: portalPageGlobals,
  args: { navigation: storyNavigation(go, fn()) },
  decorators: [withPortalPage, withPortalState()],
  beforeEach: () => {
    go.mockClear();
  },
} satisfies Meta<typeof CampaignScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The operator choice, the campaigns and the audio toggle. */
export const Page: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Digi' })).toBeVisible();
    await expect((await canvas.findAllByRole('img', { name: /^Campaigns \d/ })).length).toBe(4);
  },
};

/** Digi leads to the top-up hub with operator 1 and language 23, U Mobile with 2 and 12. */
export const OperatorChoice: Story = {
  tags: ['no-visual'],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('link', { name: 'Digi' }));
    await expect(go).toHaveBeenLastCalledWith(
      expect.objectContaining({ screen: 'topupHub', query: { op: '1', lang: '23' } }),
    );
    await userEvent.click(canvas.getByRole('link', { name: 'U Mobile' }));
    await expect(go).toHaveBeenLastCalledWith(
      expect.objectContaining({ screen: 'topupHub', query: { op: '2', lang: '12' } }),
    );
  },
};

/** The audio toggle plays and mutes the prompts. */
export const AudioToggle: Story = {
  play: async ({ canvas, userEvent }) => {
    const toggle = await canvas.findByRole('button', { name: 'Muted' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(toggle).toHaveAccessibleName('Playing');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  },
};

/** On U Mobile, in Malay. */
export const UmobileMalay: Story = {
  parameters: portalLook(2, 'ms'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Kempen' })).toBeVisible();
  },
};

/** The campaigns could not be loaded; the operator choice still works. */
export const Failed: Story = {
  parameters: { msw: { handlers: { campaigns: [scenario('getCampaigns', 'serverError')] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'This page could not be loaded.',
    );
    await expect(canvas.getByRole('link', { name: 'Digi' })).toBeVisible();
  },
};
