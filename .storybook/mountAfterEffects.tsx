/**
 * A story's play function starts once React has committed the story and run its effects, in
 * every build. The story tests and `storybook dev` render through React's act(), which runs the
 * effects before it returns; the static build uses React's production build, which has no act()
 * and runs them a moment after the first paint. A check of what an effect does (the page title,
 * a focused button, a checkbox's mixed state) failed there only, though nothing was wrong.
 */
import type { Decorator, Preview } from '@storybook/react-vite';
import { useEffect, type ReactNode } from 'react';

/** The renders waiting for their story's commit, by the canvas they draw in. */
const waiting = new WeakMap<HTMLElement, () => void>();

/**
 * How long a render may take to commit before the play function starts anyway: a story that
 * throws while rendering never commits, and Storybook shows its error meanwhile.
 */
const commitWithinMs = 10_000;

/** Tells the waiting render that the story has committed, after every effect below it. */
function Committed({ canvas, children }: { canvas: HTMLElement; children: ReactNode }) {
  useEffect(() => {
    waiting.get(canvas)?.();
  });
  return children;
}

/** The outermost decorator: React runs a parent's effects after its children's. */
export const withCommitSignal: Decorator = (Story, { canvasElement }) => (
  <Committed canvas={canvasElement}>
    <Story />
  </Committed>
);

/** Renders the story (or the element a play function mounts) and waits for its effects. */
export const mountAfterEffects: NonNullable<Preview['mount']> = (context) => async (ui) => {
  if (ui !== undefined) context.originalStoryFn = () => ui;
  // The renderer hands every mount its render; StoryContext types it only through an index.
  const { canvasElement, renderToCanvas } = context as typeof context & {
    renderToCanvas: () => Promise<void>;
  };
  const committed = new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, commitWithinMs);
    waiting.set(canvasElement, () => {
      clearTimeout(timer);
      resolve();
    });
  });
  await renderToCanvas();
  await committed;
  waiting.delete(canvasElement);
  return context.canvas;
};
