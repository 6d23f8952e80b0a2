export {
  InternetOffersScreen,
  type InternetOffersScreenProps,
} from './InternetOffersScreen/InternetOffersScreen';
export {
  InternetOfferScreen,
  type InternetOfferScreenProps,
} from './InternetOfferScreen/InternetOfferScreen';
export {
  PackageServiceScreen,
  type PackageServiceScreenProps,
} from './PackageServiceScreen/PackageServiceScreen';
export { CinemaScreen } from './CinemaScreen/CinemaScreen';
