import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { tileArt } from './stories';
import { ServiceTile } from './ServiceTile';

const meta = {
  title: 'Portal/ServiceTile',
  component: ServiceTile,
  tags: ['autodocs', 'mobile'],
  parameters: { initialGlobals: { theme: 'portal' } },
  globals: { viewport: { value: 'mobile' } },
  args: {
    image: tileArt('TU', '#0f6a8a'),
    title: 'Top Up',
    href: '/topup-services/topup',
    onNavigate: fn(),
    onSelect: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ width: 160 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ServiceTile>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A link tile: `onNavigate` gets its href. */
export const Link: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const tile = canvas.getByRole('link', { name: 'Top Up' });
    await expect(tile).toHaveAttribute('href', '/topup-services/topup');
    await userEvent.click(tile);
    await expect(args.onNavigate).toHaveBeenCalledWith('/topup-services/topup');
    await expect(tile.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

/** A button tile: the app routes by tile type in `onSelect`. */
export const Button: Story = {
  args: { href: undefined, title: 'Choose operator', image: tileArt('OP', '#55627a') },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Choose operator' }));
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
  },
};

/** The home page grid of paid services. */
export const Grid: Story = {
  decorators: [
    (Story) => (
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 12, width: 358 }}>
        <Story />
        <ServiceTile
          image={tileArt('IN', '#1d7a3d')}
          title="Internet"
          href="/internet-services/internet"
        />
        <ServiceTile
          image={tileArt('GM', '#8a5a00')}
          title="Games"
          href="/list-services-details/games"
        />
        <ServiceTile image={tileArt('RF', '#c4291c')} title="Refer a Friend" href="/refer-friend" />
        <ServiceTile
          image={tileArt('CT', '#1f56c9')}
          title="Caller Tunes"
          href="/list-service/caller-tunes"
        />
        <ServiceTile image={tileArt('SP', '#1c2433')} title="Support" href="/support-page" />
      </div>
    ),
  ],
};
