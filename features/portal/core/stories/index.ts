/**
 * Story helpers of the portal (`@features/portal/core/stories`): decorators that start a story
 * from the portal's stored state and frame it as a portal page. Story files only: a separate
 * entry, so apps never bundle them.
 */
export {
  destinationHref,
  portalLook,
  storyLanguageIds,
  storyNavigation,
  withPortalPage,
  withPortalState,
  type PortalStoryOptions,
} from './portalStory';
