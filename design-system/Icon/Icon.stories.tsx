import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect } from 'storybook/test';
import { Icon } from './Icon';
import { iconNames } from './icons';
import { MenuIcon } from './MenuIcon';
import { glyphs } from './glyphs';

const meta = {
  title: 'Data display/Icon',
  component: Icon,
  tags: ['autodocs'],
  args: { name: 'fa-bell' },
  argTypes: {
    name: { control: 'select', options: Object.keys(glyphs) },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg', 'xl'] },
  },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(8.5rem, 1fr));
  gap: var(--tck-space-2);
  margin: 0;
  padding: var(--tck-space-4);
  list-style: none;
`;

const Cell = styled.li`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: var(--tck-space-2);
  padding: var(--tck-space-3) var(--tck-space-2);
  border: 1px solid var(--tck-color-border);
  border-radius: var(--tck-radius-md);
  background: var(--tck-color-surface);
  font-size: var(--tck-font-size-xs);
  color: var(--tck-color-text);
  text-align: center;
  word-break: break-all;
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: var(--tck-space-4);
  padding: var(--tck-space-4);
  color: var(--tck-color-text);
`;

const glyphNames = Object.keys(glyphs) as (keyof typeof glyphs)[];

/** A decorative icon: hidden from screen readers, coloured by the text around it. */
export const Decorative: Story = {
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('[data-component="Icon"]');
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
    await expect(svg).toHaveAttribute('fill', 'currentColor');
    await expect(svg).toHaveAttribute('data-icon', 'bell');
  },
};

/** An icon that carries meaning on its own is an image with a label. */
export const Labelled: Story = {
  args: { name: 'fa-exclamation-triangle', label: 'Warning', size: 'lg' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Warning' })).toBeVisible();
  },
};

/** The four sizes beside text that the size-less icon follows. */
export const Sizes: Story = {
  render: () => (
    <Row>
      <span>
        <Icon name="fa-bell" /> Follows the text
      </span>
      <Icon name="fa-bell" size="sm" label="Small" />
      <Icon name="fa-bell" size="md" label="Medium" />
      <Icon name="fa-bell" size="lg" label="Large" />
      <Icon name="fa-bell" size="xl" label="Extra large" />
    </Row>
  ),
};

/** Every glyph the kit's own components draw. */
export const Glyphs: Story = {
  render: () => (
    <Grid aria-label="Glyphs">
      {glyphNames.map((name) => (
        <Cell key={name}>
          <Icon name={name} size="lg" fixedWidth />
          <span>fa-{name}</span>
        </Cell>
      ))}
    </Grid>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(glyphNames.length);
  },
};

/** A menu icon stored by name, drawn from the whole catalogue. */
export const MenuIconStored: Story = {
  render: () => <MenuIcon name="fa-users" />,
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('[data-component="Icon"]');
    await expect(svg).toHaveAttribute('data-icon', 'users');
  },
};

/** The stored class string may carry the FA4/FA5 style prefixes; all of these draw the gear. */
export const MenuIconStylePrefixes: Story = {
  render: () => (
    <Row>
      {['fa-cog', 'cog', 'fa fa-cog', 'fas fa-cog'].map((name) => (
        <MenuIcon key={name} name={name} label={name} size="lg" />
      ))}
    </Row>
  ),
  play: async ({ canvas }) => {
    for (const image of canvas.getAllByRole('img')) {
      await expect(image).toHaveAttribute('data-icon', 'gear');
    }
  },
};

/** An unknown name draws a neutral square instead of breaking the menu. */
export const MenuIconFallback: Story = {
  render: () => <MenuIcon name="fa-does-not-exist" label="Unknown icon" size="xl" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Unknown icon' })).toHaveAttribute(
      'data-fallback',
      'true',
    );
  },
};

/** Every name the menu editor's icon picker offers, with its name. */
export const MenuIconGallery: Story = {
  render: () => (
    <Grid aria-label="Icons">
      {iconNames.map((name) => (
        <Cell key={name}>
          <MenuIcon name={name} size="lg" fixedWidth />
          <span>fa-{name}</span>
        </Cell>
      ))}
    </Grid>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(iconNames.length);
    await expect(canvas.getByText('fa-bar-chart')).toBeVisible();
  },
};
