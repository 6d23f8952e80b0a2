import { Label } from '@ds';
import { dateColumn, defineResource, formatDateTime } from '@features/platform/resource';

function names(list: readonly { name: string }[] | undefined): string {
  return (list ?? []).map((item) => item.name).join(', ');
}

function ids(list: unknown): number[] {
  return Array.isArray(list)
    ? list.flatMap((item: unknown) =>
        typeof item === 'object' && item !== null && 'id' in item && typeof item.id === 'number'
          ? [item.id]
          : [],
      )
    : [];
}

const passwordConfirmation = (value: unknown, values: Record<string, unknown>) =>
  value === values.password ? undefined : 'The password confirmation does not match.';

/** Where a password-reset code can be sent: digits only, as the contract's pattern says. */
const mobileNumber = (value: unknown) =>
  typeof value !== 'string' || value === '' || /^[0-9]{9,15}$/.test(value)
    ? undefined
    : 'The mobile number must be 9 to 15 digits.';

/** Administrators (laravel-admin users): search by name or username from 2 characters. */
export const adminUsers = defineResource({
  path: '/admin-users',
  title: 'Users',
  singular: 'User',
  rowLabel: (row) => row.username,
  filters: [
    { name: 'q', label: 'Search', minLength: 2 },
    { name: 'role_id', label: 'Role', type: 'select', lookup: { path: '/all-roles' } },
  ],
  columns: [
    { key: 'id', header: 'ID', width: '5rem' },
    { key: 'username', header: 'Username' },
    { key: 'name', header: 'Name' },
    { key: 'roles', header: 'Roles', render: (row) => names(row.roles) },
    dateColumn('created_at', 'Created at'),
  ],
  fields: [
    { name: 'username', label: 'Username' },
    { name: 'name', label: 'Name' },
    { name: 'avatar', label: 'Avatar URL', type: 'url' },
    { name: 'email', label: 'E-mail', type: 'email' },
    { name: 'mobile', label: 'Mobile number', validate: mobileNumber },
    {
      name: 'organization_id',
      label: 'Organization',
      type: 'select',
      lookup: { path: '/all-organizations' },
    },
    {
      name: 'department_id',
      label: 'Department',
      type: 'select',
      lookup: { path: '/all-departments' },
    },
    { name: 'password', label: 'Password', type: 'password', required: true, optionalOnEdit: true },
    {
      name: 'password_confirmation',
      label: 'Password confirmation',
      type: 'password',
      required: true,
      optionalOnEdit: true,
      validate: passwordConfirmation,
    },
    {
      name: 'roles',
      label: 'Roles',
      type: 'multiselect',
      lookup: { path: '/all-roles' },
      fromRecord: (record) => ids(record.roles),
    },
    {
      name: 'permissions',
      label: 'Permissions',
      type: 'multiselect',
      lookup: { path: '/all-permissions' },
      fromRecord: (record) => ids(record.permissions),
    },
  ],
  details: [
    { label: 'ID', key: 'id' },
    { label: 'Username', key: 'username' },
    { label: 'Name', key: 'name' },
    { label: 'E-mail', key: 'email' },
    { label: 'Mobile number', key: 'mobile' },
    { label: 'Roles', render: (row) => names(row.roles) },
    { label: 'Permissions', render: (row) => names(row.permissions) },
    { label: 'Created at', render: (row) => formatDateTime(row.created_at) },
    { label: 'Updated at', render: (row) => formatDateTime(row.updated_at) },
    {
      label: 'Sign-in',
      render: (row) =>
        row.locked_until == null
          ? 'Open'
          : `Locked until ${formatDateTime(row.locked_until)} after too many failed attempts`,
    },
  ],
  // Too many failed sign-ins lock the account; an administrator lifts the lock before it ends.
  recordActions: [
    {
      name: 'unlock',
      label: 'Unlock sign-in',
      available: (row) => row.locked_until != null,
      done: 'The user can sign in again.',
    },
  ],
});

/** Roles: a name, a slug and the permissions they grant. */
export const adminRoles = defineResource({
  path: '/admin-roles',
  title: 'Roles',
  singular: 'Role',
  rowLabel: (row) => row.name,
  filters: [
    { name: 'name', label: 'Name' },
    { name: 'slug', label: 'Slug' },
  ],
  columns: [
    { key: 'id', header: 'ID', width: '5rem' },
    { key: 'slug', header: 'Slug' },
    { key: 'name', header: 'Name' },
    { key: 'permissions', header: 'Permissions', render: (row) => names(row.permissions) },
    dateColumn('updated_at', 'Updated at'),
  ],
  fields: [
    { name: 'slug', label: 'Slug' },
    { name: 'name', label: 'Name' },
    {
      name: 'permissions',
      label: 'Permissions',
      type: 'multiselect',
      lookup: { path: '/all-permissions' },
      fromRecord: (record) => ids(record.permissions),
    },
  ],
});

/** Permissions: HTTP methods and path patterns a role or user may call. */
export const adminPermissions = defineResource({
  path: '/admin-permissions',
  title: 'Permissions',
  singular: 'Permission',
  rowLabel: (row) => row.name,
  filters: [
    { name: 'name', label: 'Name' },
    { name: 'slug', label: 'Slug' },
  ],
  columns: [
    { key: 'id', header: 'ID', width: '5rem' },
    { key: 'slug', header: 'Slug' },
    { key: 'name', header: 'Name' },
    {
      key: 'http_method',
      header: 'HTTP method',
      render: (row) =>
        row.http_method.length === 0 ? (
          <Label tone="primary">ANY</Label>
        ) : (
          row.http_method.map((method) => (
            <Label key={method} tone="info">
              {method}
            </Label>
          ))
        ),
    },
    { key: 'http_path', header: 'HTTP path' },
  ],
  fields: [
    { name: 'slug', label: 'Slug' },
    { name: 'name', label: 'Name' },
    {
      name: 'http_method',
      label: 'HTTP method',
      type: 'multiselect',
      hint: 'Leave empty for any method.',
      defaultValue: [],
    },
    {
      name: 'http_path',
      label: 'HTTP path',
      type: 'textarea',
      hint: 'One path pattern per line, e.g. /departments*',
    },
  ],
});

/** Operation logs: every admin call, read-only, filtered by user, method, path and IP. */
export const operationLogs = defineResource({
  path: '/auth/logs',
  title: 'Operation log',
  singular: 'Operation',
  viewable: false,
  filters: [
    { name: 'user_id', label: 'User', type: 'select', lookup: { path: '/all-users' } },
    { name: 'method', label: 'Method', type: 'select' },
    { name: 'path', label: 'Path' },
    { name: 'ip', label: 'IP' },
  ],
  columns: [
    { key: 'id', header: 'ID', width: '5rem' },
    { key: 'user', header: 'User', render: (row) => row.user.name },
    { key: 'method', header: 'Method', render: (row) => <Label tone="info">{row.method}</Label> },
    { key: 'path', header: 'Path' },
    { key: 'ip', header: 'IP' },
    { key: 'input', header: 'Input', render: (row) => <code>{row.input}</code> },
    dateColumn('created_at', 'Created at'),
  ],
});
