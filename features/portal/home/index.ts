export { HomeScreen, type HomeScreenProps } from './HomeScreen/HomeScreen';
export { prefetchHome } from './HomeScreen/prefetchHome';
export { firstAnswersFor } from './model/firstAnswers';
export { OperatorPage, type OperatorPageProps } from './OperatorPage/OperatorPage';
export { bannerDestination, freeServiceDestination } from './model/routing';
