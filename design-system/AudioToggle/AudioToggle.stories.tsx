import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { AudioToggle } from './AudioToggle';

const meta = {
  title: 'Portal/AudioToggle',
  component: AudioToggle,
  tags: ['autodocs', 'mobile'],
  parameters: { initialGlobals: { theme: 'portal' } },
  globals: { viewport: { value: 'mobile' } },
  args: { playing: false, onToggle: fn() },
} satisfies Meta<typeof AudioToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Muted: not pressed; a press asks to play. */
export const Muted: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Play audio' });
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    await expect(args.onToggle).toHaveBeenCalledWith(true);
  },
};

/** Playing: pressed; a press asks to mute. */
export const Playing: Story = {
  args: { playing: true },
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Play audio' });
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(button);
    await expect(args.onToggle).toHaveBeenCalledWith(false);
  },
};

/** With visible state texts; the state flips when the parent follows `onToggle`. */
export const WithText: Story = {
  args: { stateLabels: { playing: 'Audio on', muted: 'Audio off' } },
  render: function Render(args) {
    const [playing, setPlaying] = useState(args.playing);
    return (
      <AudioToggle
        {...args}
        playing={playing}
        onToggle={(next) => {
          setPlaying(next);
          args.onToggle(next);
        }}
      />
    );
  },
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Audio off' });
    await userEvent.click(button);
    await expect(button).toHaveAccessibleName('Audio on');
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(button);
  },
};
