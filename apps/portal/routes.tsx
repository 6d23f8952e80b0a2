import { PortalLayout } from '@features/portal/shell';
import { lazy, Suspense, type ComponentType } from 'react';
import { BrowserRouter, Outlet, Route, Routes, useMatch } from 'react-router-dom';
import { lazyScreen } from '../shared/LazyScreen';
import { usePortalNavigation } from './navigation';
import { paths } from './paths';

// Each screen group is its own part, loaded on first visit (with the spec's 120 s timeout).
const home = () => import('./screens/home');
const identity = () => import('./screens/identity');
const subscriptions = () => import('./screens/subscriptions');
const rarePages = () => import('./screens/rarePages');
// Top-up, internet offers and favourite numbers: one part behind one loader (the home's budget).
const selfCare = () => import('./screens/selfCare');
const care = () => import('./screens/care');
// Audio prompts, the install offer and referral links: a part of their own, after the screen.
const Background = lazy(() =>
  import('./screens/background').then((m) => ({ default: m.PortalBackground })),
);

const Screen = {
  Home: lazyScreen(() => home().then((m) => m.HomeRoute)),
  Operator: lazyScreen(() => rarePages().then((m) => m.OperatorRoute)),
  NotFound: lazyScreen(() => rarePages().then((m) => m.NotFoundRoute)),
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
  SelfCare: lazyScreen(() => selfCare().then((m) => m.SelfCareRoutes)),
  Support: lazyScreen(() => care().then((m) => m.SupportRoute)),
  TicketSuccess: lazyScreen(() => care().then((m) => m.TicketSuccessRoute)),
  SupportHistory: lazyScreen(() => care().then((m) => m.SupportHistoryRoute)),
  ReferFriend: lazyScreen(() => care().then((m) => m.ReferFriendRoute)),
  Notices: lazyScreen(() => care().then((m) => m.NoticeRoute)),
  FreeServices: lazyScreen(() => care().then((m) => m.FreeServicesRoute)),
  Campaign: lazyScreen(() => care().then((m) => m.CampaignRoute)),
};

/** Loads the home screen's code ahead of the first render (a home address was opened). */
export const preloadHome = () => Screen.Home.preload();

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
      <Suspense fallback={null}>
        <Background />
      </Suspense>
    </PortalLayout>
  );
}

/** Each route of customer-portal §2 this portal builds, and its screen. */
export const portalRouteTable: [path: string, Screen: ComponentType][] = [
  [paths.frontHome, Screen.Home],
  [paths.frontHomeM, Screen.Home],
  [paths.frontHomeOp, Screen.Home],
  [paths.operator, Screen.Operator],
  [paths.numberInput, Screen.NumberInput],
  [paths.otp, Screen.Otp],
  [paths.servicePage, Screen.Service],
  [paths.multipleServiceDetails, Screen.Service],
  [paths.dialPage, Screen.Dial],
  [paths.listService, Screen.ListService],
  [paths.listServiceDetails, Screen.ListServiceDetails],
  [paths.multipleService, Screen.MultipleService],
  [paths.confirmation, Screen.Confirmation],
  [paths.unsubConfirmation, Screen.UnsubConfirmation],
  [paths.registration, Screen.Registration],
  [paths.deregistration, Screen.Deregistration],
  [paths.mySubscription, Screen.MySubscription],
  [paths.userHistory, Screen.UserHistory],
  [paths.terms, Screen.Terms],
  [paths.about, Screen.About],
  [paths.umobileResult, Screen.UmobileResult],
  [paths.topupHub, Screen.SelfCare],
  [paths.topup, Screen.SelfCare],
  [paths.topupPackages, Screen.SelfCare],
  [paths.packageReview, Screen.SelfCare],
  [paths.walletSelect, Screen.SelfCare],
  [paths.walletConfirmation, Screen.SelfCare],
  [paths.walletSubmit, Screen.SelfCare],
  [paths.favourites, Screen.SelfCare],
  [paths.favouriteAdd, Screen.SelfCare],
  [paths.support, Screen.Support],
  [paths.ticketSuccess, Screen.TicketSuccess],
  [paths.supportHistory, Screen.SupportHistory],
  [paths.referFriend, Screen.ReferFriend],
  [paths.notices, Screen.Notices],
  [paths.freeServices, Screen.FreeServices],
  [paths.campaign, Screen.Campaign],
  [paths.internetServices, Screen.SelfCare],
  [paths.internetOffer, Screen.SelfCare],
  [paths.packageService, Screen.SelfCare],
  [paths.cinema, Screen.SelfCare],
];

/**
 * The customer portal's routes (customer-portal §2), declared in the router's component form:
 * the portal needs no data loaders, and so ships the smaller router.
 */
export function PortalRoutes() {
  return (
    <BrowserRouter>
      <Routes>
        <Route element={<Layout />}>
          {portalRouteTable.map(([path, Page]) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
          <Route path="*" element={<Screen.NotFound />} />
        </Route>
      </Routes>
    </BrowserRouter>
  );
}
