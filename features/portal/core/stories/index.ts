/**
 * Story helpers of the portal (`@features/portal/core/stories`): decorators that start a story
 * from the portal's stored state and frame it as a portal page, and the look (operator and
 * language) a story opens in. Story files only: a separate entry, so apps never bundle them.
 */
export {
  portalLook,
  portalPage,
  portalPageGlobals,
  storyLanguageIds,
  type StoryLanguage,
} from './look';
export {
  destinationHref,
  outsideNarrowPage,
  storyNavigation,
  largeText,
  withNarrowPage,
  withPortalPage,
  withPortalState,
  type PortalStoryOptions,
} from './portalStory';
