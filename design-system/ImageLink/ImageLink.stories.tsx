import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { tileArt } from '../ServiceTile/stories';
import { ImageLink } from './ImageLink';

const meta = {
  title: 'Portal/ImageLink',
  component: ImageLink,
  tags: ['autodocs', 'mobile'],
  parameters: { initialGlobals: { theme: 'portal' } },
  globals: { viewport: { value: 'mobile' } },
  args: {
    src: tileArt('RM 30', '#b45309'),
    alt: 'Top up RM 30, get RM 5 free',
    href: '/topup-services/topup',
    onNavigate: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ImageLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A banner inside the portal: the app's router follows it. */
export const InAppLink: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const link = canvas.getByRole('link', { name: 'Top up RM 30, get RM 5 free' });
    await userEvent.click(link);
    await expect(args.onNavigate).toHaveBeenCalledWith('/topup-services/topup');
  },
};

/** A link to another site is followed by the browser, not the router. */
export const ExternalLink: Story = {
  args: { href: 'https://www.digi.com.my/prepaid-plans', alt: 'Digi Prepaid Live plans' },
  play: async ({ args, canvas }) => {
    const link = canvas.getByRole('link', { name: 'Digi Prepaid Live plans' });
    await expect(link).toHaveAttribute('href', 'https://www.digi.com.my/prepaid-plans');
    link.addEventListener('click', (event) => event.preventDefault(), { once: true });
    link.click();
    await expect(args.onNavigate).not.toHaveBeenCalled();
  },
};

/** A square card without a link: just the picture, named by its text. */
export const PictureOnly: Story = {
  args: { href: undefined, ratio: 1, alt: 'Cricket Quiz', src: tileArt('Quiz', '#1d7a3d') },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.getByRole('img', { name: 'Cricket Quiz' })).toBeVisible();
  },
};
