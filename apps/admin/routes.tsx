import type { RouteObject } from 'react-router-dom';
import { lazyScreen } from '../shared/LazyScreen';
import { AppRoot } from './ApiAlerts';
import { paths, type ResourcePaths } from './paths';
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
};

/** The list, create, edit and show routes of one resource, as its paths name them. */
function resourceRoutes(name: AdminResourceName, routes: ResourcePaths) {
  const props = { name, routes };
  const list: RouteObject[] = [{ path: routes.list, element: <Screen.ResourceList {...props} /> }];
  const { create, edit, show } = routes;
  if (create !== undefined && edit !== undefined) {
    list.push(
      { path: create, element: <Screen.ResourceForm {...props} /> },
      { path: edit(':id'), element: <Screen.ResourceForm {...props} /> },
    );
  }
  if (show !== undefined) {
    list.push({ path: show(':id'), element: <Screen.ResourceShow {...props} /> });
  }
  return list;
}

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
          { path: '*', element: <Screen.NotFound /> },
        ],
      },
    ],
  },
];
