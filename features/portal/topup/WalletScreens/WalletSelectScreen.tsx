import {
  QueryGate,
  screen,
  ScreenStack,
  ScreenTitle,
  useJourney,
  type PortalNavigation,
} from '@features/portal/core';
import { useTopupTexts } from '../model/texts';
import { useTopup } from '../model/useTopup';
import { Choice, Choices } from '../TopupJourneyScreens/Choices';
import { NothingChosen } from '../TopupJourneyScreens/TopupSummary';

export interface WalletScreenProps {
  /** The service paid for (the route's :service). */
  service: string;
  /** How the screen moves the visitor. */
  navigation: PortalNavigation;
}

/** The wallet-select page (§2 /wallet-select-page/:service): how the top-up is paid. */
export function WalletSelectScreen({ service, navigation }: WalletScreenProps) {
  const texts = useTopupTexts();
  const { page, wallets, choice, receiver, chosenPackage, choose } = useTopup();
  useJourney({ pageID: 'WALLET_SELECT', service });
  if (page.isSuccess && (receiver === undefined || chosenPackage === undefined)) {
    return <NothingChosen navigation={navigation} />;
  }
  return (
    <QueryGate query={page}>
      <ScreenStack data-component="WalletSelectScreen">
        <ScreenTitle>{texts.walletTitle}</ScreenTitle>
        <Choices>
          {wallets.map((wallet) => (
            <li key={wallet.id}>
              <Choice
                type="button"
                aria-pressed={choice.wallet === wallet.id}
                onClick={() => {
                  choose({ wallet: wallet.id });
                  navigation.go(screen('walletConfirmation', service));
                }}
              >
                <img src={wallet.icon_url} alt="" />
                <span>{wallet.name}</span>
              </Choice>
            </li>
          ))}
        </Choices>
      </ScreenStack>
    </QueryGate>
  );
}
