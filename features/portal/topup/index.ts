export { TopupHubScreen, type TopupHubScreenProps } from './TopupHubScreen/TopupHubScreen';
export {
  TopupNumberScreen,
  type TopupNumberScreenProps,
} from './TopupJourneyScreens/TopupNumberScreen';
export {
  TopupPackagesScreen,
  type TopupPackagesScreenProps,
} from './TopupJourneyScreens/TopupPackagesScreen';
export {
  TopupReviewScreen,
  type TopupReviewScreenProps,
} from './TopupJourneyScreens/TopupReviewScreen';
export { WalletSelectScreen, type WalletScreenProps } from './WalletScreens/WalletSelectScreen';
export { WalletConfirmationScreen } from './WalletScreens/WalletConfirmationScreen';
export {
  WalletSubmitScreen,
  type WalletSubmitScreenProps,
} from './WalletScreens/WalletSubmitScreen';
export {
  destinationOfCard,
  hubEntryOf,
  receiverProblem,
  topupKindOf,
  type HubEntry,
  type TopupKind,
} from './model/topup';
