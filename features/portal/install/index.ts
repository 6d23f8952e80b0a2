export { InstallOffer, type InstallOfferProps } from './InstallOffer/InstallOffer';
export {
  installDismissed,
  installDismissedKey,
  isInstallPromptEvent,
  rememberInstallDismissed,
  type FlagStorage,
  type InstallPromptEvent,
} from './model/install';
export { linkOperatorManifest } from './model/manifest';
