import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { KpiCard } from './KpiCard';

const UsersIcon = () => (
  <svg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
    <circle cx="9" cy="8" r="4" />
    <path d="M1 21c0-4.4 3.6-7 8-7s8 2.6 8 7z" />
    <circle cx="17.5" cy="8.5" r="3" opacity="0.6" />
    <path d="M18 14c3 .3 5 2.6 5 7h-4c0-2.8-.4-5.2-1-7z" opacity="0.6" />
  </svg>
);

const meta = {
  title: 'Data display/KpiCard',
  component: KpiCard,
  tags: ['autodocs'],
  args: { title: 'Active subscriptions', value: '12,480', icon: <UsersIcon /> },
} satisfies Meta<typeof KpiCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Iconic Data': a figure with an icon; the card is a region named by its title. */
export const WithIcon: Story = {
  play: async ({ canvas }) => {
    const card = canvas.getByRole('region', { name: 'Active subscriptions' });
    await expect(card).toHaveTextContent('12,480');
  },
};

/** 'Infographic Data': without an icon, with a caption. */
export const WithoutIcon: Story = {
  args: {
    icon: undefined,
    title: 'Revenue this month',
    value: 'RM 84,210',
    caption: '+4.2% on February',
  },
};

/** Colours given as tones. */
export const ToneColors: Story = {
  args: { titleColor: 'primary', valueColor: 'success' },
};

/** Colours stored by the report designer as CSS strings; readable ones are kept as they are. */
export const StoredColors: Story = {
  args: { titleColor: '#6a1b9a', valueColor: 'rgb(196, 41, 28)' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('12,480')).toHaveStyle({ color: 'rgb(196, 41, 28)' });
  },
};

/** Too-light stored colours (yellow on white) are darkened to stay readable (AA). */
export const TooLightColorsCorrected: Story = {
  args: { titleColor: '#ffeb3b', valueColor: 'yellow' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('12,480')).not.toHaveStyle({ color: 'rgb(255, 255, 0)' });
  },
};

/** An image as the icon (the designer's icon_image). */
export const ImageIcon: Story = {
  args: {
    icon: (
      <img
        alt=""
        width="28"
        height="28"
        src="data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 10 10'%3E%3Crect width='10' height='10' rx='2' fill='%231d7a3d'/%3E%3C/svg%3E"
      />
    ),
    title: 'Payments settled',
    value: '3,902',
  },
};
