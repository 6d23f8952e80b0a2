import {
  portalPage,
  portalPageGlobals,
  storyNavigation,
  withPortalState,
} from '@features/portal/core/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { PortalNotFound } from './PortalNotFound';

const go = fn();

const meta = {
  title: 'Portal/Shell/PortalNotFound',
  component: PortalNotFound,
  tags: ['autodocs', 'mobile', 'page'],
  parameters: portalPage(),
  globals: portalPageGlobals,
  args: { navigation: storyNavigation(go, fn()) },
  decorators: [withPortalState()],
} satisfies Meta<typeof PortalNotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An address that leads nowhere: the 404 with a way home. */
export const NotFound: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { name: 'Page not found' })).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Back to Home' }));
    await expect(go).toHaveBeenCalledWith({ kind: 'screen', screen: 'home' });
  },
};
