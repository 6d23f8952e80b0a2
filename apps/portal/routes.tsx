import { PortalLayout, PortalNotFound } from '@features/portal-shell';
import { createBrowserRouter, Outlet, useMatch } from 'react-router-dom';
import { lazyScreen } from '../shared/LazyScreen';
import { usePortalNavigation } from './navigation';
import { paths } from './paths';

// Each screen group is its own part, loaded on first visit (with the spec's 120 s timeout).
const home = () => import('./screens/home');
const identity = () => import('./screens/identity');

const Screen = {
  Home: lazyScreen(() => home().then((m) => m.HomeRoute)),
  Operator: lazyScreen(() => home().then((m) => m.OperatorRoute)),
  NumberInput: lazyScreen(() => identity().then((m) => m.NumberInputRoute)),
  Otp: lazyScreen(() => identity().then((m) => m.OtpRoute)),
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
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
]);
