/**
 * The picture half of the one-pass story test: after a story has rendered, played and passed
 * its accessibility check (all inside the story's own test), its page is compared with the
 * baseline in tests/visual/__screenshots__/<component>/<story>.png. Stories tagged `no-visual`
 * are not pictured; `npm run test:visual:update` rewrites baselines.
 */
import { prepareMockApi } from '@api/mocks';
import { afterEach, beforeAll } from 'vitest';
import { commands, page } from 'vitest/browser';
import type { FrameBox, PictureOutcome } from '../support/storyPictureCommand';

// The mock API's seeded database (and sql.js, the contract and its validators) is made once per
// browser page, before the first story's time starts: a cold start on a busy machine takes
// seconds, which are not the story's.
beforeAll(() => prepareMockApi(), 120_000);

declare module 'vitest' {
  interface TaskMeta {
    /** The visual baseline a story test compared its picture with. */
    baseline?: string;
  }
}

declare module 'vitest/browser' {
  interface BrowserCommands {
    /** Shoots the story's frame and compares it with the baseline (tests/support). */
    matchStoryPicture: (baseline: string, box: FrameBox) => Promise<PictureOutcome>;
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

/** The next animation frame: what changed before it has been laid out and painted. */
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const style = document.createElement('style');
style.textContent = layoutStyles;
document.head.append(style);

/** The page's requests in flight, and when the last one started or ended. */
interface NetworkActivity {
  inFlight: number;
  lastChange: number;
}

/**
 * Counts the page's fetches, so a picture waits for answers still on their way (a lookup that
 * turns an id into a name a line longer); counted once, whichever story file loads this first.
 */
function countFetches(): NetworkActivity {
  const counted = window as Window & { tckNetwork?: NetworkActivity };
  if (counted.tckNetwork !== undefined) return counted.tckNetwork;
  const activity: NetworkActivity = { inFlight: 0, lastChange: performance.now() };
  const fetchOfPage = window.fetch.bind(window);
  window.fetch = async (...args) => {
    activity.inFlight += 1;
    activity.lastChange = performance.now();
    try {
      return await fetchOfPage(...args);
    } finally {
      activity.inFlight -= 1;
      activity.lastChange = performance.now();
    }
  };
  counted.tckNetwork = activity;
  return activity;
}

const network = countFetches();

/** A request in flight this long is held open on purpose (a story of a loading state). */
const heldOpenMs = 150;

/** Waits (3 s at most) until the page has no answer on its way and has rendered the last one. */
async function networkSettled(): Promise<void> {
  const deadline = performance.now() + 3000;
  const idle = () => network.inFlight === 0 || performance.now() - network.lastChange > heldOpenMs;
  while (performance.now() < deadline) {
    if (idle()) {
      // An answer renders, and what it renders may ask for more (a related record's lookup).
      await nextFrame();
      await nextFrame();
      if (idle()) return;
    }
    await pause(20);
  }
}

/**
 * The lazily loaded pictures among these that show in the viewport, as lazy loading sees them
 * (clipped by their scrolling ancestors): a carousel's hidden slides never load.
 */
function showing(images: HTMLImageElement[]): Promise<HTMLImageElement[]> {
  if (images.length === 0) return Promise.resolve([]);
  return new Promise((resolve) => {
    const observer = new IntersectionObserver((entries) => {
      observer.disconnect();
      resolve(entries.flatMap((entry) => (entry.isIntersecting ? [entry.target] : [])));
    });
    for (const image of images) observer.observe(image);
  }).then((shown) => images.filter((image) => (shown as Element[]).includes(image)));
}

/** Waits (a few seconds at most) for the page's pictures; says whether any was still loading. */
async function imagesLoaded(): Promise<boolean> {
  const incomplete = [...document.images].filter((image) => !image.complete);
  const lazy = incomplete.filter((image) => image.loading === 'lazy');
  const loading = [
    ...incomplete.filter((image) => image.loading !== 'lazy'),
    ...(await showing(lazy)),
  ];
  if (loading.length === 0) return false;
  const settled = Promise.all(loading.map((image) => image.decode().catch(() => undefined)));
  await Promise.race([settled, new Promise((resolve) => setTimeout(resolve, 3000))]);
  return true;
}

/** Sizes the story's frame and waits until the page has been laid out at that size. */
async function resizeFrame(width: number, height: number): Promise<void> {
  await page.viewport(width, height);
  for (let frames = 0; frames < 30 && window.innerHeight !== height; frames += 1) await nextFrame();
  await nextFrame();
  await nextFrame();
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
  let frameHeight = height;
  const fitFrame = async () => {
    const needed = pageHeight();
    if (needed <= frameHeight) return;
    await resizeFrame(width, needed);
    frameHeight = needed;
  };
  /** Whether the last picture was written as the story's baseline (`--update`). */
  const last = { written: false };
  /** Pictures the page: a picture that differs from its baseline is answered, other failures throw. */
  const picture = async (): Promise<Error | undefined> => {
    // The story runs in a frame of the runner's page (same origin), which says where it lies.
    const frame = window.frameElement?.getBoundingClientRect();
    if (frame === undefined) throw new Error('The story is not in the runner’s frame.');
    const outcome = await commands.matchStoryPicture(baseline, {
      x: frame.x,
      y: frame.y,
      width: frame.width,
      height: frame.height,
    });
    if (!outcome.pass && outcome.differs !== true) throw new Error(outcome.message);
    last.written = outcome.written === true;
    return outcome.pass ? undefined : new Error(outcome.message);
  };
  /** Sizes the frame again from the page as it is now. */
  const refit = async () => {
    if (frameHeight > height) await resizeFrame(width, height);
    frameHeight = height;
    await fitFrame();
  };
  try {
    await networkSettled();
    await fitFrame();
    // Pictures below the fold load once the frame has grown, and may make the page taller.
    if (await imagesLoaded()) await fitFrame();
    const differs = await picture();
    if (differs !== undefined) {
      // A page whose height changed after its frame was sized (an answer later than the wait
      // allows; a loading state taller than what replaced it) was pictured in a frame of the
      // wrong height: that picture does not count. The frame is sized again from the page as
      // it is now, and a picture that still differs fails.
      if (pageHeight() <= frameHeight && frameHeight === height) throw differs;
      await refit();
      const still = await picture();
      if (still !== undefined) throw still;
    } else if (
      last.written &&
      (pageHeight() > frameHeight || (frameHeight > height && pageHeight() < frameHeight))
    ) {
      // The same, for a baseline just written (`--update`): one of a frame of the wrong height
      // would fail every later run, so it is written again from the page as it is now.
      await refit();
      await picture();
    }
  } finally {
    if (frameHeight > height) await page.viewport(width, height);
  }
});
