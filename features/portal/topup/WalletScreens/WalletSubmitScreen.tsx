import {
  fill,
  QueryGate,
  screen,
  ScreenStack,
  ScreenTitle,
  useJourney,
  type PortalNavigation,
} from '@features/portal/core';
import { Button, ResultPanel } from '@ds';
import { rmOf } from '../model/topup';
import { useTopupTexts } from '../model/texts';
import { useTopup } from '../model/useTopup';
import { NothingChosen, TopupSummary } from '../TopupJourneyScreens/TopupSummary';

export interface WalletSubmitScreenProps {
  /** The route's :reason: success, or anything else for a failure. */
  reason: string;
  /** How the screen moves the visitor. */
  navigation: PortalNavigation;
}

/**
 * The top-up result (§2 /wallet-submit-page/:reason): success with the transaction, or a clear
 * failure that keeps what was chosen and offers to try again or change the amount.
 */
export function WalletSubmitScreen({ reason, navigation }: WalletSubmitScreenProps) {
  const texts = useTopupTexts();
  const { page, choice, kind, receiver, chosenPackage } = useTopup();
  const success = reason === 'success' && choice.transactionId !== undefined;
  useJourney({ pageID: success ? 'TOPUP_SUCCESS' : 'TOPUP_FAILED', service: 'topup' });
  if (page.isSuccess && (receiver === undefined || chosenPackage === undefined)) {
    return <NothingChosen navigation={navigation} />;
  }
  const values = { price: rmOf(chosenPackage?.price ?? 0), number: `+${receiver ?? ''}` };
  const home = (
    <Button variant="secondary" size="lg" fullWidth onClick={() => navigation.go(screen('home'))}>
      {texts.home}
    </Button>
  );
  return (
    <QueryGate query={page}>
      <ScreenStack
        data-narrow="true"
        data-component="WalletSubmitScreen"
        data-result={success ? 'success' : 'failure'}
      >
        <ScreenTitle>{success ? texts.successTitle : texts.failureTitle}</ScreenTitle>
        {success ? (
          <ResultPanel
            image="/images/pages/success.svg"
            message={fill(texts.successText, values)}
            details={[{ label: texts.transactionId, value: choice.transactionId }]}
            actions={home}
          />
        ) : (
          <ResultPanel
            image="/images/pages/failed.svg"
            message={<span role="alert">{fill(texts.failureText, values)}</span>}
            details={[]}
            note={<TopupSummary />}
            actions={
              <>
                <Button
                  size="lg"
                  fullWidth
                  onClick={() => navigation.go(screen('walletConfirmation', 'topup'))}
                >
                  {texts.tryAgain}
                </Button>
                <Button
                  variant="secondary"
                  size="lg"
                  fullWidth
                  onClick={() => navigation.go(screen('topupPackages', kind))}
                >
                  {texts.changeAmount}
                </Button>
                {home}
              </>
            }
          />
        )}
      </ScreenStack>
    </QueryGate>
  );
}
