import { audioPlayingAtom, useTexts } from '@features/portal/core';
import {
  portalLook,
  portalPage,
  portalPageGlobals,
  withPortalPage,
  withPortalState,
} from '@features/portal/core/stories';
import { AudioToggle } from '@ds';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useAtom } from 'jotai';
import { expect, waitFor } from 'storybook/test';
import { createFakeAudioChannel, type AudioChannel } from '../model/channel';
import { AudioPrompts } from './AudioPrompts';

/** The prompts with the sidebar's toggle beside them, as the shell shows it. */
function PromptsWithToggle({ channel }: { channel: AudioChannel }) {
  const [playing, setPlaying] = useAtom(audioPlayingAtom);
  const texts = useTexts();
  return (
    <>
      <AudioToggle
        playing={playing}
        onToggle={setPlaying}
        label={texts.audio}
        stateLabels={{ playing: texts.audioPlaying, muted: texts.audioMuted }}
      />
      <AudioPrompts channel={channel} />
    </>
  );
}

const channel = createFakeAudioChannel();

const meta = {
  title: 'Portal/Audio/AudioPrompts',
  component: PromptsWithToggle,
  tags: ['autodocs', 'mobile', 'page'],
  parameters: portalPage(),
  globals: portalPageGlobals,
  args: { channel },
  decorators: [withPortalPage],
} satisfies Meta<typeof PromptsWithToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

const audioOf = (root: HTMLElement) => {
  const audio = root.querySelector('audio[data-component="AudioPrompts"]');
  if (!(audio instanceof HTMLAudioElement)) throw new Error('No audio element');
  return audio;
};

/**
 * A prompt pushed through the channel becomes the element's source; the toggle plays it, and a
 * second prompt swaps the source and keeps playing; the toggle mutes again.
 */
export const PromptAndToggle: Story = {
  // It ends muted, as the first story pictures it, right after the toggle's change.
  tags: ['no-visual'],
  play: async ({ canvas, canvasElement, userEvent }) => {
    const audio = audioOf(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Muted' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    channel.push('/audio/welcome-en.mp3');
    await waitFor(() => expect(audio.getAttribute('src')).toBe('/audio/welcome-en.mp3'));
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(toggle).toHaveAccessibleName('Playing');
    channel.push('/audio/offer-en.mp3');
    await waitFor(() => expect(audio.getAttribute('src')).toBe('/audio/offer-en.mp3'));
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(audio.paused).toBe(true);
  },
};

/** In Bengali on U Mobile: the toggle's words follow the language. */
export const UmobileBengali: Story = {
  parameters: portalLook(2, 'bn'),
  decorators: [withPortalState()],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'বন্ধ' })).toBeVisible();
  },
};
