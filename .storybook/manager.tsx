// The manager's bundle compiles JSX to React.createElement: React must be in scope.
import React from 'react';
import { styled, type StorybookTheme } from 'storybook/theming';
import { STORY_CHANGED, STORY_PREPARED } from 'storybook/internal/core-events';
import { Select, TooltipNote, TooltipProvider } from 'storybook/internal/components';
import {
  addons,
  types,
  useGlobals,
  useParameter,
  useStorybookApi,
  type API,
} from 'storybook/manager-api';
import type { API_LeafEntry } from 'storybook/internal/types';
import { defaultLook, languageNote, lookChoices, type Look } from './look';
import { askStories, storiesAnswer, type ReviewStory } from './review/reviewEvents';

const addonId = 'telco/look';

/** A menu of one global of the look; the story's own starting value shows until changed. */
function LookMenu({ global, label }: { global: keyof Look; label: string }) {
  const [globals, updateGlobals] = useGlobals();
  const value = String(globals[global] ?? defaultLook[global]);
  return (
    <Select
      key={value}
      ariaLabel={label}
      tooltip={label}
      padding="small"
      options={lookChoices[global].map(({ value: choice, title }) => ({ value: choice, title }))}
      defaultOptions={[value]}
      onSelect={(choice) => {
        updateGlobals({ [global]: String(choice) });
      }}
    />
  );
}

/** The operator menu, while the portal theme is on: an operator brands the portal alone. */
function OperatorMenu() {
  const [globals] = useGlobals();
  if ((globals.theme ?? defaultLook.theme) !== 'portal') return null;
  return <LookMenu global="operator" label="Portal operator" />;
}

/** The story or docs page open in the UI: none until the index has loaded, whatever the type says. */
function currentStory(api: API): API_LeafEntry | undefined {
  return api.getCurrentStoryData();
}

/** The note in place of the language menu, as quiet as a disabled menu. */
const Note = styled.span(({ theme }: { theme: StorybookTheme }) => ({
  alignSelf: 'center',
  padding: '0 8px',
  fontSize: theme.typography.size.s1,
  color: theme.fgColor.muted,
  cursor: 'help',
}));

/**
 * The language menu, on stories whose texts follow the language (the portal's); elsewhere a
 * note that says why there is none.
 */
function LanguageMenu() {
  const initialGlobals = useParameter<Record<string, unknown> | undefined>('initialGlobals');
  const story = currentStory(useStorybookApi());
  // A story's parameters are known once it is prepared: until then, neither menu nor note.
  if (story?.type !== 'story' || !story.prepared) return null;
  const without = languageNote({ initialGlobals });
  if (without === undefined) return <LookMenu global="language" label="Content language" />;
  return (
    <TooltipProvider tooltip={<TooltipNote note={without.reason} />}>
      <Note role="note" tabIndex={0} aria-label={`${without.note}. ${without.reason}`}>
        {without.note}
      </Note>
    </TooltipProvider>
  );
}

/**
 * Page stories (tagged `page`) open with the addon panel collapsed, so the page has the canvas's
 * whole height; the panel comes back (as the designer left it) on the other stories. Decided
 * from the story index's tags, known before the story loads: a story's `parameters.options` are
 * applied only once it has been prepared, so a first visit would keep the previous story's panel.
 */
function collapsePanelOnPages(api: API): void {
  let collapsedHere = false;
  const follow = () => {
    if (api.getUrlState().viewMode !== 'story') return;
    if (currentStory(api)?.tags.includes('page') ?? false) {
      if (api.getIsPanelShown()) {
        api.togglePanel(false);
        collapsedHere = true;
      }
    } else if (collapsedHere) {
      collapsedHere = false;
      if (!api.getIsPanelShown()) api.togglePanel(true);
    }
  };
  api.on(STORY_CHANGED, follow);
  api.on(STORY_PREPARED, follow);
}

/** Answers the review page (Review.mdx), which lists the stories of each route. */
function answerReviewPage(api: API): void {
  api.on(askStories, () => {
    const entries = api.getIndex()?.entries;
    if (entries === undefined) return;
    const stories: ReviewStory[] = Object.values(entries)
      .filter((entry) => entry.type === 'story')
      .map(({ id, title, name }) => ({ id, title, name }));
    api.emit(storiesAnswer, stories);
  });
}

addons.register(addonId, (api) => {
  collapsePanelOnPages(api);
  answerReviewPage(api);
  const tool = (id: string, title: string, render: () => React.JSX.Element) => {
    addons.add(`${addonId}/${id}`, {
      type: types.TOOL,
      title,
      match: ({ viewMode, tabId }) => viewMode === 'story' && tabId === undefined,
      render,
    });
  };
  tool('theme', 'Theme', () => <LookMenu global="theme" label="Theme" />);
  tool('operator', 'Operator', () => <OperatorMenu />);
  tool('language', 'Language', () => <LanguageMenu />);
});
