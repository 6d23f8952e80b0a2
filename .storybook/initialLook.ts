/**
 * A story opens in the look it names (`parameters.initialGlobals`: theme, operator, language),
 * and the toolbar shows that look and can change it. Storybook's story-level `globals` would
 * lock the toolbar instead, and it has no story-level initial globals: so when a story is opened
 * in the Storybook UI, its look becomes the toolbar's (before it renders, so it renders once);
 * where no toolbar holds it (the story tests, a docs page), the story is drawn in its own look.
 */
import type { Globals, GlobalTypes, Parameters } from 'storybook/internal/types';
import { GLOBALS_UPDATED, STORY_PREPARED, UPDATE_GLOBALS } from 'storybook/internal/core-events';
import { addons } from 'storybook/preview-api';
import { initialLookOf, lookChoices, type Look } from './look';

/** The look's globals, drawn by the toolbar in manager.tsx (not by Storybook's own menus). */
export const lookGlobalTypes: GlobalTypes = {
  theme: { description: 'Look of the kit', options: lookChoices.theme.map(({ value }) => value) },
  operator: {
    description: 'Portal operator',
    options: lookChoices.operator.map(({ value }) => value),
  },
  language: {
    description: 'Content language',
    options: lookChoices.language.map(({ value }) => value),
  },
};

/** The story whose look the toolbar took last, in this page of the Storybook UI. */
let shownStory: string | undefined;

/** The globals the page was opened with (`&globals=language:ms`): they win over the story's. */
function globalsInAddress(): Set<string> {
  const named = new URLSearchParams(globalThis.location.search).get('globals') ?? '';
  return new Set(named.split(';').map((pair) => pair.split(':')[0] ?? ''));
}

/**
 * Gives the toolbar the look of each story as it is opened. Storybook announces the story
 * (`storyPrepared`) before it renders it and applies an update of the globals at once, so the
 * story's first render is already in its look. It then announces the globals it had read just
 * before (`globalsUpdated`, without the update): the update is sent once more after that, so the
 * toolbar shows the look the story is in.
 */
export function showInitialLook(): void {
  const channel = addons.getChannel();
  let fromAddress: Set<string> | undefined = globalsInAddress();
  let toRepeat: Record<string, string> | undefined;
  channel.on(STORY_PREPARED, ({ id, parameters }: { id: string; parameters: Parameters }) => {
    const look = Object.fromEntries(
      Object.entries(initialLookOf(parameters)).filter(([key]) => fromAddress?.has(key) !== true),
    );
    fromAddress = undefined;
    shownStory = id;
    if (Object.keys(look).length === 0) return;
    channel.emit(UPDATE_GLOBALS, { globals: look });
    toRepeat = look;
  });
  channel.on(GLOBALS_UPDATED, () => {
    const look = toRepeat;
    toRepeat = undefined;
    if (look !== undefined) channel.emit(UPDATE_GLOBALS, { globals: look });
  });
}

/**
 * Draws a story in its own look where the toolbar does not hold it: in the story tests and on
 * docs pages. In the UI the toolbar already holds it, and a change made there wins.
 */
export function openInInitialLook(context: {
  id: string;
  viewMode: string;
  parameters: Parameters;
  globals: Globals;
}): void {
  if (context.viewMode === 'story' && shownStory === context.id) return;
  const look: Partial<Look> = initialLookOf(context.parameters);
  context.globals = { ...context.globals, ...look };
}
