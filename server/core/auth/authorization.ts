import type { Kysely } from 'kysely';
import type { ContractOperation } from '../../../openapi/contract';
import type { Schema } from '../../../domain/schema';
import {
  actionVisibility,
  allVisible,
  detailFor,
  everyVisibility,
  firstRoleId,
  routeGuards,
  type ActionVisibility,
  type PermissionDetail,
  type RuleRecord,
} from '../../../domain/permission-rules';
import type { ApiRequest, OperationContext } from '../api/operation';
import { HttpError, unauthenticated } from '../api/errors';
import type { Database } from '../db/schema';
import type { AuthUser } from '../ports';
import { accessOf, type Access, type Grant } from './access';
import { authorizeGrants } from './grants';
import { profileOf } from './tokens';

export { accessOf, type Access, type Grant } from './access';

/** 403, the contract's Forbidden answer. */
export const forbidden = () => new HttpError(403, { message: 'This action is unauthorized.' });

const escapeRegExp = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
const trimSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** Whether a path pattern (laravel-admin's `Str::is`, `*` = any characters) matches a path. */
function pathMatches(pattern: string, path: string): boolean {
  const normal = trimSlash(pattern.startsWith('/') ? pattern : `/${pattern}`);
  const regex = new RegExp(`^${normal.split('*').map(escapeRegExp).join('.*')}$`);
  return regex.test(trimSlash(path));
}

/**
 * Whether laravel-admin permissions let a call through: some grant allows the method and has a
 * path line matching the path (relative to the API base, e.g. `/departments/5`).
 */
export function grantsAllow(grants: readonly Grant[], method: string, path: string): boolean {
  const verb = method.toUpperCase();
  return grants.some((grant) => {
    if (grant.methods.length > 0 && !grant.methods.includes(verb)) return false;
    return grant.paths
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '')
      .some((line) => {
        const limited = /^([A-Z,]+):(.*)$/.exec(line);
        if (limited?.[1] !== undefined && limited[2] !== undefined) {
          return limited[1].split(',').includes(verb) && pathMatches(limited[2].trim(), path);
        }
        return pathMatches(line, path);
      });
  });
}

/**
 * Calls every signed-in administrator may make whatever their permissions: their own session,
 * profile and notifications, and the sidebar.
 */
const ownAccountOperations = new Set([
  'getAuthUser',
  'logoutAdmin',
  'changePassword',
  'listNotifications',
  'showNotification',
  'destroyNotification',
  'destroySelectedNotifications',
  'updateNotificationStatus',
  'getAllMenu',
]);

/**
 * The admin home's dashboard: every signed-in user lands there, and its handlers answer only the
 * rows of the design that the user's roles may see (report-builder §6).
 */
const dashboardOperations = new Set(['showDashboard', 'runDashboardCell']);

/**
 * Lookups (`/all-…`, `/custom-permission-list`) feed the forms and the §6 rules of every screen,
 * so every signed-in administrator may read them.
 */
const isLookup = (operation: ContractOperation) =>
  operation.method === 'get' && /\/(all-[^/]*|custom-permission-list)$/.test(operation.path);

/** The §6 action an operation performs on its resource, if it is one of them. */
export type RecordAction = 'list' | 'create' | 'view' | 'edit' | 'delete';

/** The list a CSV export operation exports (`x-export-of`), if it is one. */
const exportedList = (operation: ContractOperation): string | undefined => {
  const list = operation.extensions['x-export-of'];
  return typeof list === 'string' ? list : undefined;
};

/**
 * Whether an operation acts on one record as an edit of it (`x-record-action: edit`), as
 * `POST /admin-users/{id}/unlock` does.
 */
const editsItsRecord = (operation: ContractOperation) =>
  operation.extensions['x-record-action'] === 'edit';

/** The path of the record an operation acts on: `/admin-users/{id}/unlock` → `/admin-users/{id}`. */
export const recordPath = (operation: ContractOperation) =>
  editsItsRecord(operation) ? operation.path.replace(/\/[^/{}]+$/, '') : operation.path;

/**
 * The collection path of a resource operation (`/departments/{id}` → `/departments`); an
 * export's is its list's.
 */
export const collectionPath = (operation: ContractOperation) =>
  exportedList(operation) ?? recordPath(operation).replace(/\/\{id\}$/, '');

/** Which §6 action an operation is: by its method and whether its path ends in `{id}`. */
export function recordActionOf(operation: ContractOperation): RecordAction | undefined {
  if (editsItsRecord(operation)) return 'edit';
  const byId = operation.path.endsWith('/{id}');
  switch (operation.method) {
    case 'get':
      return byId ? 'view' : isLookup(operation) ? undefined : 'list';
    case 'post':
      return byId ? undefined : 'create';
    case 'put':
      return byId ? 'edit' : undefined;
    case 'delete':
      return byId ? 'delete' : undefined;
    default:
      return undefined;
  }
}

const parseList = <Item>(text: string): Item[] => {
  const value: unknown = JSON.parse(text);
  return Array.isArray(value) ? (value as Item[]) : [];
};

/**
 * The §6 visibility of a collection path for a user: the same rule module the console uses, fed
 * from the database, so a hidden button is also a refused call.
 */
export async function recordRulesOf(
  db: Kysely<Database>,
  access: Access,
  path: string,
): Promise<ActionVisibility> {
  const flagged = access.profile.permission_flag === '1';
  if (flagged) return allVisible;
  const routeLists = await db
    .selectFrom('route_lists')
    .select(['id', 'path_url', 'status'])
    .where('status', '=', 1)
    .execute();
  const permissions = await db
    .selectFrom('custom_permissions')
    .select(['id', 'route_list_id', 'status'])
    .where('status', '=', 1)
    .execute();
  // routeGuards reads only these fields of the contract's RouteList and CustomPermission.
  const guards = routeGuards(
    path,
    routeLists as unknown as Schema<'RouteList'>[],
    permissions as unknown as Schema<'CustomPermission'>[],
  );
  if (guards.length === 0) return allVisible;
  const roleId = firstRoleId(access.profile);
  const rows =
    roleId === undefined
      ? []
      : await db
          .selectFrom('custom_permission_details')
          .selectAll()
          .where('role_id', '=', roleId)
          .where(
            'custom_permission_id',
            'in',
            guards.map((guard) => guard.id),
          )
          .orderBy('id', 'desc')
          .execute();
  const details: PermissionDetail[] = rows.map((row) => ({
    ...row,
    permission_names: parseList(row.permission_names),
    conditions: parseList(row.conditions),
    list_refid: row.list_refid as PermissionDetail['list_refid'],
    edit_id: row.edit_id as PermissionDetail['edit_id'],
    edit_refid: row.edit_refid as PermissionDetail['edit_refid'],
    delete_id: row.delete_id as PermissionDetail['delete_id'],
    delete_refid: row.delete_refid as PermissionDetail['delete_refid'],
  }));
  return everyVisibility(
    guards.map((guard) =>
      actionVisibility({
        user: access.profile,
        guarded: true,
        detail: roleId === undefined ? undefined : detailFor(details, roleId, guard.id),
      }),
    ),
  );
}

/** Whether the §6 rules allow an action on a record (or on the values of a new one). */
export function recordAllowed(
  rules: ActionVisibility,
  action: RecordAction,
  record: RuleRecord,
): boolean {
  switch (action) {
    case 'list':
      return rules.canList;
    case 'create':
      return rules.canCreate(record);
    case 'view':
      return rules.canView(record);
    case 'edit':
      return rules.canEdit(record);
    case 'delete':
      return rules.canDelete(record);
  }
}

/** What the authorizer needs to know about a call. */
export interface AuthorizationRequest {
  operation: ContractOperation;
  /** Loads the signed-in user's profile (only for calls that are not open to everyone). */
  loadProfile: () => Promise<Schema<'Profile'>>;
  /** The request path relative to the API base, without the query. */
  path: string;
  /** The query as sent (before validation). */
  query: Record<string, unknown>;
}

/**
 * Refuses (403) a call laravel-admin permissions do not grant, by method and path, before its
 * input is read: the administrator role passes everything; one's own account, the sidebar and the
 * lookups are open to every signed-in user. Answers the user's access for the record rules.
 */
export async function authorizeRoute(
  db: Kysely<Database>,
  { operation, loadProfile, path, query }: AuthorizationRequest,
): Promise<Access | undefined> {
  // Checked before any database read: these are the calls every screen makes (bell, sidebar).
  if (
    ownAccountOperations.has(operation.operationId) ||
    dashboardOperations.has(operation.operationId) ||
    isLookup(operation)
  )
    return undefined;
  const profile = await loadProfile();
  const access = await accessOf(db, profile);
  // An export is authorized as its list: the same permission lines let both through.
  const asked = exportedList(operation) === undefined ? path : path.replace(/\/export$/, '');
  if (access.administrator || grantsAllow(access.grants, operation.method, asked)) return access;
  // The console reads the rules of the user's own role for every screen it shows.
  const ownRules =
    operation.operationId === 'listCustomPermissionDetails' &&
    profile.roles.some((role) => String(role.id) === String(query.role_id));
  if (!ownRules) throw forbidden();
  return undefined;
}

/** What the record rules need to know about a validated call. */
export interface RecordRequest {
  operation: ContractOperation;
  access: Access;
  /** The validated body (the values of a new record). */
  body: Record<string, unknown>;
  /** Loads the stored record an edit, delete or view is about (as the show call answers it). */
  loadRecord: () => Promise<RuleRecord | undefined>;
}

/** Refuses (403) what the §6 record rules of the resource hide from the user. */
export async function authorizeRecord(db: Kysely<Database>, request: RecordRequest) {
  const { operation, access } = request;
  const action = recordActionOf(operation);
  if (action === undefined) return;
  const rules = await recordRulesOf(db, access, collectionPath(operation));
  if (rules === allVisible) return;
  const record =
    action === 'create' ? request.body : action === 'list' ? {} : await request.loadRecord();
  // An unknown id is the handler's 404, not a refusal.
  if (record === undefined) return;
  if (!recordAllowed(rules, action, record)) throw forbidden();
}

/**
 * The path the permissions are matched against: the contract path of the operation the router
 * matched, with its parameters as the router read them. Never the URL normalised again (a
 * backslash or a `..` would make it name another route than the one that runs).
 */
export const matchedPath = (operation: ContractOperation, params: Record<string, unknown>) =>
  operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = params[name];
    return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  });

/**
 * Refuses (by throwing 403) calls an administrator may not make: `route` before the input is
 * read (answering what `record` needs, or undefined when nothing more is to check), `record`
 * once the input is valid, reading the stored record a call is about with `loadRecord`.
 */
export interface Authorizer {
  route(call: {
    operation: ContractOperation;
    user: AuthUser;
    request: ApiRequest;
  }): Promise<Access | undefined>;
  record(
    context: OperationContext,
    access: Access,
    loadRecord: () => Promise<RuleRecord | undefined>,
  ): Promise<void>;
}

/**
 * The route authorizer: permissions before the input is validated, the record rules after, on
 * the stored record the router reads (through the show operation of the same path, as the
 * console sees it).
 */
export function createAuthorizer(db: Kysely<Database>): Authorizer {
  return {
    async route({ operation, user, request }) {
      return authorizeRoute(db, {
        operation,
        async loadProfile() {
          const profile = await profileOf(db, user.id);
          if (profile === undefined) throw unauthenticated();
          return profile;
        },
        path: matchedPath(operation, request.params),
        query: request.query,
      });
    },
    async record(context, access, loadRecord) {
      await authorizeGrants(db, {
        operationId: context.operation.operationId,
        access,
        body: context.body,
        id: typeof context.params.id === 'number' ? context.params.id : undefined,
      });
      await authorizeRecord(db, {
        operation: context.operation,
        access,
        body: context.body,
        loadRecord,
      });
    },
  };
}
