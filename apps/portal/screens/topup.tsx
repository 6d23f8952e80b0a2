import type { ComponentType } from 'react';
import { RequireVerified } from '@features/portal/identity';
import {
  hubEntryOf,
  topupKindOf,
  TopupHubScreen,
  TopupNumberScreen,
  TopupPackagesScreen,
  TopupReviewScreen,
  WalletConfirmationScreen,
  WalletSelectScreen,
  WalletSubmitScreen,
} from '@features/portal/topup';
import { useMemo } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { usePortalNavigation } from '../navigation';
import { paths } from '../paths';

/** /topup-services/:service: the hub; a promotion link's op and lang are applied. */
export function TopupHubRoute() {
  // Read without useSearchParams, which would add its helpers to the portal's entry.
  const search = new URLSearchParams(useLocation().search);
  const op = search.get('op');
  const lang = search.get('lang');
  const entry = useMemo(() => hubEntryOf(op, lang), [op, lang]);
  return <TopupHubScreen entry={entry} navigation={usePortalNavigation()} />;
}

/** /topup-services/topup/:type: the number; reloading one's own number needs it verified. */
export function TopupNumberRoute() {
  const kind = topupKindOf(useParams().type);
  const navigation = usePortalNavigation();
  const screen = <TopupNumberScreen key={kind} kind={kind} navigation={navigation} />;
  return kind === 'self' ? (
    <RequireVerified purpose="topup" navigation={navigation}>
      {screen}
    </RequireVerified>
  ) : (
    screen
  );
}

/** /topup-services/topup/packages/:type. */
export function TopupPackagesRoute() {
  return (
    <TopupPackagesScreen kind={topupKindOf(useParams().type)} navigation={usePortalNavigation()} />
  );
}

/** /topup-services/topup/packages/review/:service. */
export function TopupReviewRoute() {
  return (
    <TopupReviewScreen
      service={useParams().service ?? 'topup'}
      navigation={usePortalNavigation()}
    />
  );
}

/** /wallet-select-page/:service. */
export function WalletSelectRoute() {
  return (
    <WalletSelectScreen
      service={useParams().service ?? 'topup'}
      navigation={usePortalNavigation()}
    />
  );
}

/** /wallet-confirmation-page/:service. */
export function WalletConfirmationRoute() {
  return (
    <WalletConfirmationScreen
      service={useParams().service ?? 'topup'}
      navigation={usePortalNavigation()}
    />
  );
}

/** /wallet-submit-page/:reason: success or failure. */
export function WalletSubmitRoute() {
  return (
    <WalletSubmitScreen
      reason={useParams().reason ?? 'failure'}
      navigation={usePortalNavigation()}
    />
  );
}

/** The top-up journey's routes (the self-care part). */
export const topupRoutes: [string, ComponentType][] = [
  [paths.topupHub, TopupHubRoute],
  [paths.topup, TopupNumberRoute],
  [paths.topupPackages, TopupPackagesRoute],
  [paths.packageReview, TopupReviewRoute],
  [paths.walletSelect, WalletSelectRoute],
  [paths.walletConfirmation, WalletConfirmationRoute],
  [paths.walletSubmit, WalletSubmitRoute],
];
