/** The routes of one resource: its list, create form, edit form and (when it has one) show page. */
export interface ResourcePaths {
  /** The list. */
  list: string;
  /** The create form, unless the resource is read-only. */
  create?: string;
  /** The edit form of a record, unless the resource is read-only. */
  edit?: (id: string | number) => string;
  /** The show page of a record, when the spec routes one. */
  show?: (id: string | number) => string;
}

/** laravel-admin style routes: /add, /edit/{id}, /view/{id} (admin §2.2). */
function authResource(list: string): ResourcePaths {
  return {
    list,
    create: `${list}/add`,
    edit: (id) => `${list}/edit/${String(id)}`,
    show: (id) => `${list}/view/${String(id)}`,
  };
}

/** Extension routes: /create, /{id}/show, /{id}/edit (admin §2.3). */
function extensionResource(list: string): ResourcePaths {
  return {
    list,
    create: `${list}/create`,
    edit: (id) => `${list}/${String(id)}/edit`,
    show: (id) => `${list}/${String(id)}/show`,
  };
}

/** The API gateway's routes: /create and /edit/{id}, no show page (admin §2.3). */
function gatewayResource(list: string): ResourcePaths {
  return { list, create: `${list}/create`, edit: (id) => `${list}/edit/${String(id)}` };
}

/** Every admin URL the app links to; features receive callbacks, never URLs. */
export const paths = {
  login: '/login',
  forgotPassword: '/admin/forgot-pass',
  resetPassword: '/admin/reset-pass',
  home: '/admin',
  about: '/admin/about',
  blank: '/admin/blank',
  menu: '/admin/auth/menu',
  profile: '/admin/auth/profile',
  updatePassword: '/admin/auth/update-password',
  changePassword: '/admin/auth/ext/change-password',
  logs: '/admin/auth/logs',
  notifications: '/admin/auth/notifications',
  notification: (id: string | number) => `/admin/auth/notifications/${String(id)}/show`,
  users: authResource('/admin/auth/users'),
  roles: authResource('/admin/auth/roles'),
  permissions: authResource('/admin/auth/permissions'),
  organizations: extensionResource('/admin/ext-dotlines-admin/organizations'),
  departments: extensionResource('/admin/ext-dotlines-admin/departments'),
  services: extensionResource('/admin/ext-dotlines-admin/services'),
  databaseConnections: extensionResource('/admin/ext-dotlines-admin/database-connections'),
  routeLists: extensionResource('/admin/ext-custom-permissions/routes'),
  customPermissions: extensionResource('/admin/ext-custom-permissions/index'),
  customPermissionDetails: extensionResource('/admin/ext-custom-permissions/details'),
  // The spec names the API list gw_app_info and the application list gw_api_info.
  gatewayApis: gatewayResource('/admin/ext-cbs-api-gateway/gw_app_info'),
  gatewayApplications: gatewayResource('/admin/ext-cbs-api-gateway/gw_api_info'),
  queryReports: '/admin/ext-report-builder/query-reports',
  reportDesigner: '/admin/ext-report-builder/report-designer',
} as const;

/** Where a console page goes after sign-in when the user came from another page. */
export function returnPathOf(state: unknown): string {
  if (typeof state !== 'object' || state === null || !('from' in state)) return paths.home;
  const from = state.from;
  return typeof from === 'string' && from.startsWith('/admin') ? from : paths.home;
}
