/**
 * The picture half of the one-pass story test: after a story has rendered, played and passed
 * its accessibility check (all inside the story's own test), its page is compared with the
 * baseline in tests/visual/__screenshots__/<component>/<story>.png. Stories tagged `no-visual`
 * are not pictured; `npm run test:visual:update` rewrites baselines.
 */
import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';

declare module 'vitest' {
  interface TaskMeta {
    /** The visual baseline a story test compared its picture with. */
    baseline?: string;
  }
}

interface ComposedStory {
  id: string;
  tags: string[];
  parameters: { layout?: string };
}

/** Storybook's own canvas styles for its layouts, which a story test has no manager to apply. */
const layoutStyles = `
  body[data-story-layout='padded'] { margin: 0; padding: 1rem; }
  body[data-story-layout='fullscreen'] { margin: 0; padding: 0; }
  body[data-story-layout='centered'] { margin: 0; display: flex; align-items: center; min-height: 100vh; }
  body[data-story-layout='centered'] > div { margin: auto; padding: 1rem; }
  *, *::before, *::after { caret-color: transparent !important; }
  /* Like the caret, a selection's highlight depends on when the picture is taken. */
  ::selection { background: transparent !important; color: inherit !important; }
  /* Whether a scrollbar shows depends on what the document held before; phones show none. */
  html { scrollbar-width: none; }
`;

const style = document.createElement('style');
style.textContent = layoutStyles;
document.head.append(style);

/** Waits (a few seconds at most) for the page's pictures; says whether any was still loading. */
async function imagesLoaded(): Promise<boolean> {
  const loading = [...document.images].filter((image) => !image.complete);
  if (loading.length === 0) return false;
  const settled = Promise.all(loading.map((image) => image.decode().catch(() => undefined)));
  await Promise.race([settled, new Promise((resolve) => setTimeout(resolve, 3000))]);
  return true;
}

/** A story's baseline: a folder per component, a file per story (`title-id--story-id`). */
function baselineName(storyId: string): string {
  return storyId.replace('--', '/');
}

afterEach(async (context) => {
  const story = (context as unknown as { story?: ComposedStory }).story;
  if (story === undefined || story.tags.includes('no-visual')) return;
  await document.fonts.ready;
  window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  const baseline = baselineName(story.id);
  // The test report names each pictured story's baseline, so left-over baselines can be found.
  context.task.meta.baseline = baseline;
  // The story's frame paints only what is in its viewport: a page taller than that grows the
  // frame to its full height for the picture, so what lies below the fold is compared too.
  const { innerWidth: width, innerHeight: height } = window;
  // Within the runner's own viewport (vite.config.ts), which would otherwise scale the frame.
  const pageHeight = () => Math.min(document.documentElement.scrollHeight, 7800);
  let fullHeight = pageHeight();
  if (fullHeight > height) await page.viewport(width, fullHeight);
  // Pictures below the fold load once the frame has grown, and may make the page taller.
  if (await imagesLoaded()) {
    const grown = pageHeight();
    if (grown !== fullHeight && grown > height) await page.viewport(width, grown);
    fullHeight = grown;
  }
  try {
    await expect(document.documentElement).toMatchScreenshot(baseline);
  } finally {
    if (fullHeight > height) await page.viewport(width, height);
  }
});
