export { HomeScreen, type HomeScreenProps } from './HomeScreen/HomeScreen';
export { OperatorPage, type OperatorPageProps } from './OperatorPage/OperatorPage';
export { bannerDestination, freeServiceDestination } from './model/routing';
