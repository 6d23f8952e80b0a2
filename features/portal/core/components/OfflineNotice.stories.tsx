import { portalPage, portalPageGlobals, withPortalState } from '@features/portal/core/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { OfflineNotice } from './OfflineNotice';

const meta = {
  title: 'Portal/Core/OfflineNotice',
  component: OfflineNotice,
  tags: ['autodocs', 'mobile'],
  parameters: portalPage(2, 'ms'),
  globals: portalPageGlobals,
  decorators: [withPortalState()],
} satisfies Meta<typeof OfflineNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The quiet line under a page shown from what was kept, in the visitor's language (Malay). */
export const Malay: Story = {
  play: async ({ canvas }) => {
    // Its words come with the operator's language list.
    await expect(
      await canvas.findByText(
        'Anda di luar talian — memaparkan apa yang anda lihat kali terakhir.',
      ),
    ).toHaveAttribute('role', 'status');
  },
};
