import {
  portalLook,
  portalPage,
  portalPageGlobals,
  withPortalPage,
  withPortalState,
} from '@features/portal/core/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DialScreen } from './DialScreen';

const meta = {
  title: 'Portal/Subscriptions/DialScreen',
  component: DialScreen,
  tags: ['autodocs', 'mobile', 'page'],
  parameters: portalPage(),
  globals: portalPageGlobals,
  args: { service: 'bangla_barta' },
  decorators: [withPortalPage, withPortalState()],
} satisfies Meta<typeof DialScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** How to subscribe by dialling, with a tel: link that dials the code. */
export const Dial: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Dial *118*14# to subscribe to Bangla Barta.'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Dial *118*14#' })).toHaveAttribute(
      'href',
      'tel:*118*14%23',
    );
  },
};

/** In Malay. */
export const Malay: Story = {
  parameters: portalLook(1, 'ms'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Dail *118*14#' })).toBeVisible();
  },
};
