import { adminPermissions, adminRoles, adminUsers, operationLogs } from '@features/admin-access';
import {
  customPermissionDetails,
  customPermissions,
  databaseConnections,
  departments,
  gatewayApis,
  gatewayApplications,
  organizations,
  routeLists,
  services,
} from '@features/admin-extensions';
import type { ResourceDefinition } from '@features/resource';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { lazyScreen } from '../shared/LazyScreen';
import { AppRoot } from './ApiAlerts';
import { ConsoleLayout } from './ConsoleLayout';
import { paths, type ResourcePaths } from './paths';

// Each screen group is its own part, loaded on first visit (with the spec's 120 s timeout).
const auth = () => import('./screens/auth');
const console_ = () => import('./screens/console');
const resources = () => import('./screens/resources');

const Screen = {
  Login: lazyScreen(() => auth().then((m) => m.LoginRoute)),
  ForgotPassword: lazyScreen(() => auth().then((m) => m.ForgotPasswordRoute)),
  ResetPassword: lazyScreen(() => auth().then((m) => m.ResetPasswordRoute)),
  Profile: lazyScreen(() => auth().then((m) => m.ProfileRoute)),
  ChangePassword: lazyScreen(() => auth().then((m) => m.ChangePasswordRoute)),
  Home: lazyScreen(() => console_().then((m) => m.HomeRoute)),
  About: lazyScreen(() => console_().then((m) => m.AboutRoute)),
  Blank: lazyScreen(() => console_().then((m) => m.BlankRoute)),
  Menu: lazyScreen(() => console_().then((m) => m.MenuRoute)),
  Notifications: lazyScreen(() => console_().then((m) => m.NotificationsRoute)),
  Notification: lazyScreen(() => console_().then((m) => m.NotificationRoute)),
  NotFound: lazyScreen(() => console_().then((m) => m.NotFoundRoute)),
  ResourceList: lazyScreen(() => resources().then((m) => m.ResourceListRoute)),
  ResourceForm: lazyScreen(() => resources().then((m) => m.ResourceFormRoute)),
  ResourceShow: lazyScreen(() => resources().then((m) => m.ResourceShowRoute)),
};

/** The list, create, edit and show routes of one resource, as its paths name them. */
function resourceRoutes(resource: ResourceDefinition, routes: ResourcePaths) {
  const props = { resource, routes };
  const list: RouteObject[] = [{ path: routes.list, element: <Screen.ResourceList {...props} /> }];
  const { create, edit, show } = routes;
  if (resource.fields !== undefined && create !== undefined && edit !== undefined) {
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
        element: <ConsoleLayout />,
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
          ...resourceRoutes(operationLogs, { list: paths.logs }),
          ...resourceRoutes(adminUsers, paths.users),
          ...resourceRoutes(adminRoles, paths.roles),
          ...resourceRoutes(adminPermissions, paths.permissions),
          ...resourceRoutes(organizations, paths.organizations),
          ...resourceRoutes(departments, paths.departments),
          ...resourceRoutes(services, paths.services),
          ...resourceRoutes(databaseConnections, paths.databaseConnections),
          ...resourceRoutes(routeLists, paths.routeLists),
          ...resourceRoutes(customPermissions, paths.customPermissions),
          ...resourceRoutes(customPermissionDetails, paths.customPermissionDetails),
          ...resourceRoutes(gatewayApis, paths.gatewayApis),
          ...resourceRoutes(gatewayApplications, paths.gatewayApplications),
          { path: '*', element: <Screen.NotFound /> },
        ],
      },
    ],
  },
];

/** The console's router. */
export const router = createBrowserRouter(routes);
