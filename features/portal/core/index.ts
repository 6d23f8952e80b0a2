export {
  afterLanguageChange,
  afterOperatorSwitch,
  afterSessionEnded,
  afterVerification,
  clearedOnLanguageChange,
  defaultLanguageId,
  defaultOperatorId,
  needsOperatorChoice,
  operatorOf,
  portalStorage,
  readPortalState,
  verifiedMsisdn,
  writePortalState,
  type PortalField,
  type PortalState,
  type StorageAreas,
  type StorageLike,
  type TopupChoice,
} from './state/model';
export {
  audioPlayingAtom,
  operatorPopupAtom,
  portalContextOf,
  portalStateAtom,
  usePortalContext,
  usePortalState,
  useUpdatePortalState,
  type PortalContext,
} from './state/atoms';
export {
  fill,
  portalLanguageOf,
  portalTexts,
  type PortalLanguage,
  type PortalTextKey,
  type PortalTexts,
} from './texts/texts';
export { languagesRequest, useLanguages, usePortalLanguage, useTexts } from './texts/useTexts';
export {
  analytics,
  analyticsConfigFrom,
  createAnalytics,
  visitorEventUrl,
  type Analytics,
  type AnalyticsConfig,
  type DataLayerEvent,
  type VisitorEvent,
} from './tracking/analytics';
export { useJourney, type PageView } from './tracking/useJourney';
export {
  destinationOfTarget,
  lastSegment,
  namedRoutes,
  screen,
  type PortalDestination,
  type PortalNavigation,
  type PortalScreen,
} from './navigation/destinations';
export { routeOfEntry, type RoutedEntry, type RoutingContext } from './navigation/tileRouting';
export { QueryGate, type GatedQuery, type QueryGateProps } from './components/QueryGate';
export { backOverrideAtom, useBackAction, useBackOverride } from './navigation/useBack';
export {
  RetryState,
  ScreenStack,
  ScreenTitle,
  type RetryStateProps,
} from './components/ScreenParts';
export { OfflineState } from './components/OfflineState';
export { OfflineNotice, OfflineNoticeWhenOffline, useOffline } from './components/OfflineNotice';
export { offlineTexts, useOfflineTexts, type OfflineTexts } from './texts/offlineTexts';
