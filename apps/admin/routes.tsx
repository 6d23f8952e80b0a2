import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { lazyScreen } from '../shared/LazyScreen';
import { AppRoot } from './ApiAlerts';
import type { BillingResourceName } from './billing';
import { billingPaths, paths, type ResourcePaths } from './paths';
import type { AdminResourceName } from './resources';

// Each screen group is its own part, loaded on first visit (with the spec's 120 s timeout).
const auth = () => import('./screens/auth');
const account = () => import('./screens/account');
const console_ = () => import('./screens/console');
const home = () => import('./screens/home');
const reportDesigner = () => import('./screens/reportDesigner');
const menu = () => import('./screens/menu');
const notifications = () => import('./screens/notifications');
const resources = () => import('./screens/resources');
const billing = () => import('./screens/billing');
const reportBuilder = () => import('./screens/reportBuilder');

const Screen = {
  ConsoleLayout: lazyScreen(() => import('./ConsoleLayout').then((m) => m.ConsoleLayout)),
  Login: lazyScreen(() => auth().then((m) => m.LoginRoute)),
  ForgotPassword: lazyScreen(() => auth().then((m) => m.ForgotPasswordRoute)),
  ResetPassword: lazyScreen(() => auth().then((m) => m.ResetPasswordRoute)),
  Profile: lazyScreen(() => account().then((m) => m.ProfileRoute)),
  ChangePassword: lazyScreen(() => account().then((m) => m.ChangePasswordRoute)),
  Home: lazyScreen(() => home().then((m) => m.HomeRoute)),
  ReportDesigner: lazyScreen(() => reportDesigner().then((m) => m.ReportDesignerRoute)),
  About: lazyScreen(() => console_().then((m) => m.AboutRoute)),
  Blank: lazyScreen(() => console_().then((m) => m.BlankRoute)),
  Menu: lazyScreen(() => menu().then((m) => m.MenuRoute)),
  Notifications: lazyScreen(() => notifications().then((m) => m.NotificationsRoute)),
  Notification: lazyScreen(() => notifications().then((m) => m.NotificationRoute)),
  NotFound: lazyScreen(() => console_().then((m) => m.NotFoundRoute)),
  ResourceList: lazyScreen(() => resources().then((m) => m.ResourceListRoute)),
  ResourceForm: lazyScreen(() => resources().then((m) => m.ResourceFormRoute)),
  ResourceShow: lazyScreen(() => resources().then((m) => m.ResourceShowRoute)),
  QueryList: lazyScreen(() => reportBuilder().then((m) => m.QueryListRoute)),
  QueryForm: lazyScreen(() => reportBuilder().then((m) => m.QueryFormRoute)),
  BillingList: lazyScreen(() => billing().then((m) => m.BillingListRoute)),
  BillingForm: lazyScreen(() => billing().then((m) => m.BillingFormRoute)),
  BillingShow: lazyScreen(() => billing().then((m) => m.BillingShowRoute)),
};

/** The three screens of a table of resources. */
interface ResourceScreens<Name> {
  List: ComponentType<{ name: Name; routes: ResourcePaths }>;
  Form: ComponentType<{ name: Name; routes: ResourcePaths }>;
  Show: ComponentType<{ name: Name; routes: ResourcePaths }>;
}

const adminScreens: ResourceScreens<AdminResourceName> = {
  List: Screen.ResourceList,
  Form: Screen.ResourceForm,
  Show: Screen.ResourceShow,
};

const billingScreens: ResourceScreens<BillingResourceName> = {
  List: Screen.BillingList,
  Form: Screen.BillingForm,
  Show: Screen.BillingShow,
};

/** The list, create, edit and show routes of one resource, as its paths name them. */
function routesOf<Name>(screens: ResourceScreens<Name>, name: Name, routes: ResourcePaths) {
  const props = { name, routes };
  const list: RouteObject[] = [{ path: routes.list, element: <screens.List {...props} /> }];
  const { create, edit, show } = routes;
  if (create !== undefined && edit !== undefined) {
    list.push(
      { path: create, element: <screens.Form {...props} /> },
      { path: edit(':id'), element: <screens.Form {...props} /> },
    );
  }
  if (show !== undefined) {
    list.push({ path: show(':id'), element: <screens.Show {...props} /> });
  }
  return list;
}

const resourceRoutes = (name: AdminResourceName, routes: ResourcePaths) =>
  routesOf(adminScreens, name, routes);

/** The routes of the billing modules (admin §2.3). */
const billingRoutes = (Object.keys(billingPaths) as BillingResourceName[]).flatMap((name) =>
  routesOf(billingScreens, name, billingPaths[name]),
);

/** The console's routes (admin §2.2, §2.3). */
export const routes: RouteObject[] = [
  {
    element: <AppRoot />,
    children: [
      { path: paths.login, element: <Screen.Login /> },
      { path: paths.forgotPassword, element: <Screen.ForgotPassword /> },
      { path: paths.resetPassword, element: <Screen.ResetPassword /> },
      {
        element: <Screen.ConsoleLayout />,
        children: [
          { path: paths.home, element: <Screen.Home /> },
          { path: paths.about, element: <Screen.About /> },
          { path: paths.blank, element: <Screen.Blank /> },
          { path: paths.menu, element: <Screen.Menu /> },
          { path: paths.profile, element: <Screen.Profile /> },
          { path: paths.updatePassword, element: <Screen.ChangePassword /> },
          { path: paths.changePassword, element: <Screen.ChangePassword /> },
          { path: paths.notifications, element: <Screen.Notifications /> },
          { path: paths.notification(':id'), element: <Screen.Notification /> },
          { path: paths.reportDesigner, element: <Screen.ReportDesigner /> },
          ...resourceRoutes('logs', { list: paths.logs }),
          ...resourceRoutes('users', paths.users),
          ...resourceRoutes('roles', paths.roles),
          ...resourceRoutes('permissions', paths.permissions),
          ...resourceRoutes('organizations', paths.organizations),
          ...resourceRoutes('departments', paths.departments),
          ...resourceRoutes('services', paths.services),
          ...resourceRoutes('databaseConnections', paths.databaseConnections),
          ...resourceRoutes('routeLists', paths.routeLists),
          ...resourceRoutes('customPermissions', paths.customPermissions),
          ...resourceRoutes('customPermissionDetails', paths.customPermissionDetails),
          ...resourceRoutes('gatewayApis', paths.gatewayApis),
          ...resourceRoutes('gatewayApplications', paths.gatewayApplications),
          ...billingRoutes,
          { path: paths.queryReports, element: <Screen.QueryList /> },
          { path: `${paths.queryBuilder()}/:id?`, element: <Screen.QueryForm /> },
          { path: '*', element: <Screen.NotFound /> },
        ],
      },
    ],
  },
];
