import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { expect, waitFor } from 'storybook/test';
import { Carousel } from './Carousel';

const banner = (text: string, background: string): ReactNode => (
  <div
    style={{
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      height: 160,
      borderRadius: 12,
      background,
      color: '#fff',
      fontSize: 22,
      fontWeight: 700,
    }}
  >
    {text}
  </div>
);

const banners = [
  banner('Double data weekend', '#1f56c9'),
  banner('Top up RM 30, get RM 5', '#1d7a3d'),
  banner('Refer a friend', '#c4291c'),
];

/**
 * Answers the carousel's reduced-motion query as a visitor with that preference would see it,
 * whatever the browser the story is viewed in asks, until the story ends.
 */
const preferMotion = (reduced: boolean) => () => {
  const matchMedia = window.matchMedia.bind(window);
  const always = reduced ? '(min-width: 0px)' : '(max-width: 0px)';
  window.matchMedia = (query) =>
    matchMedia(query.includes('prefers-reduced-motion') ? always : query);
  return () => {
    window.matchMedia = matchMedia;
  };
};

const freeServices = [
  banner('Quiz', '#0f6a8a'),
  banner('Horoscope', '#8a5a00'),
  banner('News', '#1c2433'),
  banner('Puzzles', '#55627a'),
];

const meta = {
  title: 'Portal/Carousel',
  component: Carousel,
  tags: ['autodocs', 'mobile'],
  parameters: { initialGlobals: { theme: 'portal' } },
  globals: { viewport: { value: 'mobile' } },
  args: { slides: banners, label: 'Offers', autoplay: false, speed: 1000 },
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The home banner slider: one slide, dots to jump (autoplay off for a stable picture). */
export const Banner: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Offers' })).toHaveAttribute(
      'aria-roledescription',
      'carousel',
    );
    const first = await canvas.findByRole('button', { name: 'Go to slide 1' });
    await expect(first).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getAllByRole('group')).toHaveLength(3);
  },
};

/**
 * The dots jump between slides. Not pictured: where embla rests after a jump depends on the
 * frame sizes measured before it, which differ between a story run alone and in a full run.
 */
export const DotNavigation: Story = {
  tags: ['no-visual'],
  play: async ({ canvas, userEvent }) => {
    const first = await canvas.findByRole('button', { name: 'Go to slide 1' });
    await userEvent.click(canvas.getByRole('button', { name: 'Go to slide 3' }));
    await expect(canvas.getByRole('button', { name: 'Go to slide 3' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await userEvent.click(first);
    await expect(first).toHaveAttribute('aria-current', 'true');
  },
};

/** The free-service carousel: two slides per view, speed 800 ms, delay 1000 ms. */
export const FreeServices: Story = {
  args: { slides: freeServices, slidesPerView: 2, speed: 800, delay: 1000, label: 'Free services' },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Free services' }).getBoundingClientRect();
    // Two slides fill the view; the third starts past its right edge.
    await waitFor(async () => {
      const second = canvas.getByRole('group', { name: '2 of 4' }).getBoundingClientRect();
      const third = canvas.getByRole('group', { name: '3 of 4' }).getBoundingClientRect();
      await expect(second.right).toBeLessThanOrEqual(region.right + 1);
      await expect(third.left).toBeGreaterThanOrEqual(region.right - 1);
    });
  },
};

/** Autoplay moves to the next slide after `delay` (the story stops it there). */
export const Autoplay: Story = {
  // The slide moves with embla's physics, so only the play test checks where it stops.
  tags: ['no-visual'],
  args: { autoplay: true, delay: 500 },
  beforeEach: preferMotion(false),
  render: function Render(args) {
    const [autoplay, setAutoplay] = useState(args.autoplay);
    return <Carousel {...args} autoplay={autoplay} onSlideChange={() => setAutoplay(false)} />;
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Go to slide 1' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await waitFor(
      () =>
        expect(canvas.getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute(
          'aria-current',
          'true',
        ),
      { timeout: 3000 },
    );
  },
};

/**
 * The autoplay's button stops the slides and starts them again (WCAG 2.2.2): paused, the slide
 * stays; playing, it moves on after `delay`.
 */
export const PauseAndPlay: Story = {
  // The slide moves with embla's physics, so only the play test checks where it stops.
  tags: ['no-visual'],
  args: { autoplay: true, delay: 400 },
  beforeEach: preferMotion(false),
  play: async ({ canvas, userEvent }) => {
    const dot = (n: number) => canvas.getByRole('button', { name: `Go to slide ${n}` });
    await userEvent.click(await canvas.findByRole('button', { name: 'Pause the slides' }));
    // Focus would pause it too: move it out so only the button's state counts.
    await userEvent.unhover(canvas.getByRole('region', { name: 'Offers' }));
    (document.activeElement as HTMLElement | null)?.blur();
    await new Promise((resolve) => setTimeout(resolve, 900));
    await expect(dot(1)).toHaveAttribute('aria-current', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Play the slides' }));
    (document.activeElement as HTMLElement | null)?.blur();
    await waitFor(() => expect(dot(2)).toHaveAttribute('aria-current', 'true'), {
      timeout: 3000,
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Pause the slides' }));
    await userEvent.click(dot(1));
    await expect(canvas.getByRole('button', { name: 'Play the slides' })).toBeVisible();
  },
};

/** A visitor who asks for reduced motion gets still slides until they press Play. */
export const ReducedMotion: Story = {
  args: { autoplay: true, delay: 300 },
  beforeEach: preferMotion(true),
  play: async ({ canvas }) => {
    const play = await canvas.findByRole('button', { name: 'Play the slides' });
    await new Promise((resolve) => setTimeout(resolve, 900));
    await expect(canvas.getByRole('button', { name: 'Go to slide 1' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(play).toBeVisible();
  },
};

/** A swipe (a drag to the left) moves to the next slide. */
export const Swipe: Story = {
  // Where a simulated drag settles depends on timing, so only the play test checks it.
  tags: ['no-visual'],
  play: async ({ canvas }) => {
    await canvas.findByRole('button', { name: 'Go to slide 1' });
    const slide = canvas.getByRole('group', { name: '1 of 3' });
    const box = slide.getBoundingClientRect();
    const at = (x: number) => ({ clientX: x, clientY: box.top + 40, bubbles: true, button: 0 });
    slide.dispatchEvent(new MouseEvent('mousedown', { ...at(box.right - 20), buttons: 1 }));
    for (let step = 1; step <= 8; step += 1) {
      slide.dispatchEvent(
        new MouseEvent('mousemove', { ...at(box.right - 20 - step * 30), buttons: 1 }),
      );
      await new Promise((resolve) => setTimeout(resolve, 16));
    }
    slide.dispatchEvent(new MouseEvent('mouseup', at(box.right - 260)));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute(
        'aria-current',
        'true',
      ),
    );
  },
};

/** A single slide needs no dots. */
export const SingleSlide: Story = {
  args: { slides: [banners[0]] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
