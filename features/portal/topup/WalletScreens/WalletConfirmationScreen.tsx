import { useApi } from '@api';
import {
  fill,
  QueryGate,
  screen,
  ScreenStack,
  ScreenTitle,
  useJourney,
  usePortalContext,
} from '@features/portal/core';
import { Button } from '@ds';
import { useState } from 'react';
import { rmOf, submitReasonOf } from '../model/topup';
import { useTopupTexts } from '../model/texts';
import { useTopup } from '../model/useTopup';
import { NothingChosen, TopupSummary } from '../TopupJourneyScreens/TopupSummary';
import type { WalletScreenProps } from './WalletSelectScreen';

/**
 * The wallet confirmation (§2 /wallet-confirmation-page/:service): what is paid, then the
 * top-up (bd-topup, the number's own or a guest's); its answer opens the success or failure page.
 */
export function WalletConfirmationScreen({ service, navigation }: WalletScreenProps) {
  const texts = useTopupTexts();
  const { fetch } = useApi('portal');
  const { operatorId, languageId, sessionId, verified } = usePortalContext();
  const { page, choice, receiver, chosenPackage, chosenWallet, choose } = useTopup();
  const [busy, setBusy] = useState(false);
  useJourney({ pageID: 'WALLET_CONFIRMATION', service });
  if (page.isSuccess && (receiver === undefined || chosenPackage === undefined)) {
    return <NothingChosen navigation={navigation} />;
  }

  const pay = async () => {
    if (receiver === undefined || chosenPackage === undefined) return;
    setBusy(true);
    let transactionId: string | undefined;
    let code: number | undefined;
    try {
      const answer = await fetch.POST('/bd-topup', {
        body: {
          languageId,
          operatorId,
          sessionId,
          msisdn: verified ?? 'guest-user',
          source: choice.source ?? null,
          receiverMsisdn: receiver,
          packageId: chosenPackage.package_id,
          ...(chosenWallet === undefined ? {} : { wallet: chosenWallet.id }),
        },
      });
      code = answer.data?.code;
      transactionId = answer.data?.data?.transaction_id;
    } catch (reason) {
      // The network failure is also the shell's 'Oops..'; the failure page keeps the choice.
      console.warn('The top-up could not be sent', reason);
    }
    const reason = submitReasonOf({ code, transactionId });
    choose({ transactionId: reason === 'success' ? transactionId : undefined });
    setBusy(false);
    navigation.go(screen('walletSubmit', reason));
  };

  return (
    <QueryGate query={page}>
      <ScreenStack data-narrow="true" data-component="WalletConfirmationScreen">
        <ScreenTitle>{texts.confirmTitle}</ScreenTitle>
        <TopupSummary />
        {chosenWallet === undefined ? (
          <Button
            size="lg"
            fullWidth
            onClick={() => navigation.go(screen('walletSelect', service))}
          >
            {texts.walletTitle}
          </Button>
        ) : (
          <Button size="lg" fullWidth loading={busy} onClick={() => void pay()}>
            {fill(texts.pay, { price: rmOf(chosenPackage?.price ?? 0) })}
          </Button>
        )}
        <Button
          variant="secondary"
          size="lg"
          fullWidth
          onClick={() => navigation.go(screen('walletSelect', service))}
        >
          {texts.change}
        </Button>
      </ScreenStack>
    </QueryGate>
  );
}
