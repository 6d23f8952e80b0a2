import { PortalLayout, PortalNotFound } from '@features/portal-shell';
import { createBrowserRouter, Outlet, useMatch } from 'react-router-dom';
import { lazyScreen } from '../shared/LazyScreen';
import { usePortalNavigation } from './navigation';
import { paths } from './paths';

// Each screen group is its own part, loaded on first visit (with the spec's 120 s timeout).
const home = () => import('./screens/home');
const identity = () => import('./screens/identity');
const subscriptions = () => import('./screens/subscriptions');

const Screen = {
  Home: lazyScreen(() => home().then((m) => m.HomeRoute)),
  Operator: lazyScreen(() => home().then((m) => m.OperatorRoute)),
  NumberInput: lazyScreen(() => identity().then((m) => m.NumberInputRoute)),
  Otp: lazyScreen(() => identity().then((m) => m.OtpRoute)),
  Service: lazyScreen(() => subscriptions().then((m) => m.ServiceRoute)),
  Dial: lazyScreen(() => subscriptions().then((m) => m.DialRoute)),
  ListService: lazyScreen(() => subscriptions().then((m) => m.ListServiceRoute)),
  ListServiceDetails: lazyScreen(() => subscriptions().then((m) => m.ListServiceDetailsRoute)),
  MultipleService: lazyScreen(() => subscriptions().then((m) => m.MultipleServiceRoute)),
  Confirmation: lazyScreen(() => subscriptions().then((m) => m.ConfirmationRoute)),
  UnsubConfirmation: lazyScreen(() => subscriptions().then((m) => m.UnsubConfirmationRoute)),
  Registration: lazyScreen(() => subscriptions().then((m) => m.RegistrationRoute)),
  Deregistration: lazyScreen(() => subscriptions().then((m) => m.DeregistrationRoute)),
  MySubscription: lazyScreen(() => subscriptions().then((m) => m.MySubscriptionRoute)),
  UserHistory: lazyScreen(() => subscriptions().then((m) => m.UserHistoryRoute)),
  Terms: lazyScreen(() => subscriptions().then((m) => m.TermsRoute)),
  About: lazyScreen(() => subscriptions().then((m) => m.AboutRoute)),
  UmobileResult: lazyScreen(() => subscriptions().then((m) => m.UmobileResultRoute)),
};

/** The frame of every page: the home screens show the menu toggle and no footer. */
function Layout() {
  const navigation = usePortalNavigation();
  const home = [
    useMatch(paths.frontHome),
    useMatch(paths.frontHomeM),
    useMatch(paths.frontHomeOp),
  ].some((match) => match !== null);
  return (
    <PortalLayout home={home} navigation={navigation}>
      <Outlet />
    </PortalLayout>
  );
}

function NotFoundRoute() {
  return <PortalNotFound navigation={usePortalNavigation()} />;
}

/** The customer portal's routes (customer-portal §2). */
export const router = createBrowserRouter([
  {
    element: <Layout />,
    children: [
      { path: paths.frontHome, element: <Screen.Home /> },
      { path: paths.frontHomeM, element: <Screen.Home /> },
      { path: paths.frontHomeOp, element: <Screen.Home /> },
      { path: paths.operator, element: <Screen.Operator /> },
      { path: paths.numberInput, element: <Screen.NumberInput /> },
      { path: paths.otp, element: <Screen.Otp /> },
      { path: paths.servicePage, element: <Screen.Service /> },
      { path: paths.multipleServiceDetails, element: <Screen.Service /> },
      { path: paths.dialPage, element: <Screen.Dial /> },
      { path: paths.listService, element: <Screen.ListService /> },
      { path: paths.listServiceDetails, element: <Screen.ListServiceDetails /> },
      { path: paths.multipleService, element: <Screen.MultipleService /> },
      { path: paths.confirmation, element: <Screen.Confirmation /> },
      { path: paths.unsubConfirmation, element: <Screen.UnsubConfirmation /> },
      { path: paths.registration, element: <Screen.Registration /> },
      { path: paths.deregistration, element: <Screen.Deregistration /> },
      { path: paths.mySubscription, element: <Screen.MySubscription /> },
      { path: paths.userHistory, element: <Screen.UserHistory /> },
      { path: paths.terms, element: <Screen.Terms /> },
      { path: paths.about, element: <Screen.About /> },
      { path: paths.umobileResult, element: <Screen.UmobileResult /> },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
]);
