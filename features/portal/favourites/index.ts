export {
  FavouriteListScreen,
  type FavouriteListScreenProps,
} from './FavouriteListScreen/FavouriteListScreen';
export {
  FavouriteFormScreen,
  type FavouriteFormScreenProps,
} from './FavouriteFormScreen/FavouriteFormScreen';
export {
  canAddFavourite,
  countryOrFirst,
  detectOperator,
  favouriteProblems,
} from './model/favourites';
