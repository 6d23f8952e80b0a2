import {
  QueryGate,
  screen,
  ScreenStack,
  ScreenTitle,
  useJourney,
  usePortalContext,
  type PortalNavigation,
} from '@features/portal/core';
import { Button } from '@ds';
import { useEffect } from 'react';
import { useTopupTexts } from '../model/texts';
import { useTopup } from '../model/useTopup';
import { NothingChosen, TopupSummary } from './TopupSummary';

export interface TopupReviewScreenProps {
  /** The service of the top-up (the route's :service). */
  service: string;
  /** How the screen moves the visitor. */
  navigation: PortalNavigation;
}

/**
 * The package review (§2 /topup-services/topup/packages/review/:service; §4: a number verified
 * for a top-up comes here): the number and amount chosen, then the wallet.
 */
export function TopupReviewScreen({ service, navigation }: TopupReviewScreenProps) {
  const texts = useTopupTexts();
  const { verified } = usePortalContext();
  const { page, choice, kind, receiver, chosenPackage, choose } = useTopup();
  useJourney({ pageID: 'TOPUP_REVIEW', service });
  // A number verified for a top-up (§4) reloads itself unless another kind was chosen.
  const unchosen = choice.type === undefined && verified !== undefined;
  useEffect(() => {
    if (unchosen) choose({ type: 'self' }, verified);
  }, [choose, unchosen, verified]);
  if (receiver === undefined && !unchosen) return <NothingChosen navigation={navigation} />;
  return (
    <QueryGate query={page}>
      <ScreenStack data-narrow="true" data-component="TopupReviewScreen">
        <ScreenTitle>{texts.reviewTitle}</ScreenTitle>
        <TopupSummary />
        {chosenPackage === undefined ? (
          <Button size="lg" fullWidth onClick={() => navigation.go(screen('topupPackages', kind))}>
            {texts.packagesTitle}
          </Button>
        ) : (
          <>
            <Button
              size="lg"
              fullWidth
              onClick={() => navigation.go(screen('walletSelect', service))}
            >
              {texts.continue}
            </Button>
            <Button
              variant="secondary"
              size="lg"
              fullWidth
              onClick={() => navigation.go(screen('topupPackages', kind))}
            >
              {texts.changeAmount}
            </Button>
          </>
        )}
      </ScreenStack>
    </QueryGate>
  );
}
