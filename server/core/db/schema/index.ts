import type { Generated } from 'kysely';
import type { BillingTables } from './billing';
import type { PortalTables } from './portal';
import type { ReportBuilderTables } from './reportBuilder';

// Timestamps are ISO 8601 text (`2025-06-01T03:20:00.000Z`) on every database: they sort and
// compare as text and come back unchanged from SQLite and PostgreSQL alike. Flags are 0/1
// integers (as the contract answers them) and JSON values are text, for the same reason.

/** An administrator (laravel-admin user). */
export interface AdminUsersTable {
  id: Generated<number>;
  username: string;
  name: string;
  password_hash: string;
  avatar: string | null;
  /** Where a password-reset code goes: e-mail address and mobile number. */
  email: string | null;
  mobile: string | null;
  /** Compared by the user-attribute group of the custom permission rules. */
  organization_id: number | null;
  department_id: number | null;
  created_at: string;
  updated_at: string;
}

/** An opaque bearer token, stored as its sha256 hash only. */
export interface AdminTokensTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  expires_at: string;
  created_at: string;
}

/** A role. */
export interface AdminRolesTable {
  id: Generated<number>;
  name: string;
  slug: string;
  created_at: string;
  updated_at: string;
}

/** A permission; `http_method` is a JSON array as text. */
export interface AdminPermissionsTable {
  id: Generated<number>;
  name: string;
  slug: string;
  http_method: string;
  http_path: string | null;
  created_at: string;
  updated_at: string;
}

/** Which users have which roles. */
export interface AdminRoleUsersTable {
  role_id: number;
  user_id: number;
}

/** Which roles grant which permissions. */
export interface AdminRolePermissionsTable {
  role_id: number;
  permission_id: number;
}

/** An organization. */
export interface OrganizationsTable {
  id: Generated<number>;
  name: string;
  short_code: string | null;
  mobile_no: string;
  email: string | null;
  address: string | null;
  status: number;
  created_at: string;
  updated_at: string;
}

/** A department of an organization. */
export interface DepartmentsTable {
  id: Generated<number>;
  name: string;
  organization_id: number;
  description: string | null;
  status: number;
  created_at: string;
  updated_at: string;
}

/** A value-added service. `price` is numeric (PostgreSQL returns it as text). */
export interface ServicesTable {
  id: Generated<number>;
  name: string;
  display_name: string;
  organization_id: number;
  department_id: number | null;
  service_type: string | null;
  price: number | string | null;
  description: string | null;
  status: number;
  created_at: string;
  updated_at: string;
}

/** A database the report builder can query; the password is never answered. */
export interface DatabaseConnectionsTable {
  id: Generated<number>;
  connection_name: string;
  driver: string;
  host: string;
  port: number;
  database: string;
  username: string;
  password: string;
  status: number;
  created_at: string;
  updated_at: string;
}

/** A notification of one administrator. */
export interface NotificationsTable {
  id: Generated<number>;
  user_id: number;
  title: string;
  description: string;
  link: string | null;
  is_seen: number;
  created_at: string;
  updated_at: string;
}

/** Permissions granted to a user directly, besides those of its roles. */
export interface AdminUserPermissionsTable {
  user_id: number;
  permission_id: number;
}

/** A sidebar menu entry; `parent_id` 0 is the top level. */
export interface AdminMenuTable {
  id: Generated<number>;
  parent_id: number;
  order: number;
  title: string;
  icon: string;
  uri: string | null;
  permission: string | null;
  created_at: string | null;
  updated_at: string | null;
}

/** Which roles a menu entry is shown to. */
export interface AdminRoleMenuTable {
  role_id: number;
  menu_id: number;
}

/** One recorded admin request; `input` is JSON text with secrets masked. */
export interface OperationLogsTable {
  id: Generated<number>;
  user_id: number;
  method: string;
  path: string;
  ip: string;
  input: string;
  created_at: string;
}

/** A registered route that custom permissions can guard. */
export interface RouteListsTable {
  id: Generated<number>;
  route_name: string;
  path_url: string;
  route_controller: string;
  route_model: string;
  http_method: string;
  status: number;
  created_at: string;
  updated_at: string;
}

/** A custom permission attached to a route list entry. */
export interface CustomPermissionsTable {
  id: Generated<number>;
  name: string;
  route_list_id: number;
  table_name: string | null;
  status: number;
  created_at: string;
  updated_at: string;
}

/** The rules of a custom permission for one role; the lists are JSON text. */
export interface CustomPermissionDetailsTable {
  id: Generated<number>;
  custom_permission_id: number;
  role_id: number;
  permission_names: string;
  conditions: string;
  list_refid: string;
  edit_id: string;
  edit_refid: string;
  delete_id: string;
  delete_refid: string;
  created_at: string;
  updated_at: string;
}

/** A client application of the API gateway; the secret is never answered. */
export interface ApiGatewayApplicationsTable {
  id: Generated<number>;
  app_name: string;
  app_key: string;
  app_secret: string;
  organization_id: number;
  callback_url: string | null;
  allowed_ips: string;
  rate_limit_per_minute: number;
  status: string;
  created_at: string;
  updated_at: string;
}

/** An upstream API exposed through the gateway to an application. */
export interface ApiGatewayApisTable {
  id: Generated<number>;
  application_id: number;
  api_name: string;
  http_method: string;
  endpoint_path: string;
  upstream_url: string;
  timeout_ms: number;
  rate_limit_per_minute: number;
  status: string;
  created_at: string;
  updated_at: string;
}

/** Named data seeds already applied, so each runs once per database. */
export interface SeedRunsTable {
  name: string;
  ran_at: string;
}

/** A one-time code, stored as its HMAC (keyed with the server's OTP secret) only. */
export interface OtpCodesTable {
  id: Generated<number>;
  /** What the code is for (`admin-password-reset`, `portal-login`). */
  purpose: string;
  /** The mobile number or e-mail address it was sent to. */
  recipient: string;
  code_hash: string;
  attempts: number;
  expires_at: string;
  verified_at: string | null;
  consumed_at: string | null;
  created_at: string;
}

/** A code sent to, or a wrong code tried for, a recipient: what the per-number limits count. */
export interface OtpEventsTable {
  id: Generated<number>;
  purpose: string;
  recipient: string;
  kind: 'sent' | 'failed';
  created_at: string;
}

/** A portal session: proof that its holder received the OTP sent to `msisdn`. */
export interface PortalSessionsTable {
  id: Generated<number>;
  msisdn: string;
  token_hash: string;
  expires_at: string;
  created_at: string;
}

/** Which login a sign-in limit counts: the admin console's, or the IVR publisher's broker login. */
export type LoginScope = 'admin' | 'ivr';

/** A failed login (or one being checked), counted by the per-account limits. */
export interface LoginFailuresTable {
  id: Generated<number>;
  scope: LoginScope;
  /** The username tried (console), or the client address (IVR). */
  account: string;
  /** The client address the attempt came from. */
  ip: string;
  created_at: string;
}

/** A lock too many failed logins set on an account; it ends at `locked_until`. */
export interface LoginLocksTable {
  id: Generated<number>;
  scope: LoginScope;
  /** As in `login_failures`; `*` locks every IVR login. */
  account: string;
  locked_until: string;
  created_at: string;
}

/** A guest id issued to a portal visitor, with the hash of the token its broker login uses. */
export interface GuestChannelsTable {
  id: Generated<number>;
  subscription_id: string;
  token_hash: string;
  expires_at: string;
  created_at: string;
}

/** Every table of the server's database. */
export interface Database extends BillingTables, PortalTables, ReportBuilderTables {
  admin_users: AdminUsersTable;
  admin_tokens: AdminTokensTable;
  admin_roles: AdminRolesTable;
  admin_permissions: AdminPermissionsTable;
  admin_role_users: AdminRoleUsersTable;
  admin_role_permissions: AdminRolePermissionsTable;
  organizations: OrganizationsTable;
  departments: DepartmentsTable;
  services: ServicesTable;
  database_connections: DatabaseConnectionsTable;
  notifications: NotificationsTable;
  admin_user_permissions: AdminUserPermissionsTable;
  admin_menu: AdminMenuTable;
  admin_role_menu: AdminRoleMenuTable;
  operation_logs: OperationLogsTable;
  route_lists: RouteListsTable;
  custom_permissions: CustomPermissionsTable;
  custom_permission_details: CustomPermissionDetailsTable;
  api_gateway_applications: ApiGatewayApplicationsTable;
  api_gateway_apis: ApiGatewayApisTable;
  seed_runs: SeedRunsTable;
  otp_codes: OtpCodesTable;
  otp_events: OtpEventsTable;
  portal_sessions: PortalSessionsTable;
  guest_channels: GuestChannelsTable;
  login_failures: LoginFailuresTable;
  login_locks: LoginLocksTable;
}
