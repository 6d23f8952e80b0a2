import { Label } from '@ds';
import { dateColumn, defineResource, statusColumn } from '@features/platform/resource';
import styled from 'styled-components';
import {
  combiningInWords,
  ConditionRuleEditor,
  ruleErrors,
  rulesInWords,
  rulesOf,
} from './ConditionRuleEditor';
import { requiredMessage } from '@domain/laravel';

const CombiningList = styled.ul`
  margin: 0;
  padding-inline-start: var(--tck-space-4);
`;

const combineField = (name: string, label: string) => ({
  name,
  label,
  type: 'select' as const,
  optionLabels: { '&&': 'AND (&&)', '||': 'OR (||)' },
});

const statusFilter = {
  name: 'status',
  label: 'Status',
  type: 'select' as const,
  options: [
    { value: 1, label: 'Active' },
    { value: 0, label: 'Inactive' },
  ],
};

const statusField = {
  name: 'status',
  label: 'Status',
  type: 'status' as const,
  required: true,
  defaultValue: 1,
};

const organizationFilter = {
  name: 'organization_id',
  label: 'Organization',
  type: 'select' as const,
  lookup: { path: '/all-organizations' as const },
};

const organizationField = { ...organizationFilter, required: true };

/** Organizations (list sends the pagination flag, admin §7.1). */
export const organizations = defineResource({
  path: '/organizations',
  title: 'Organizations',
  singular: 'Organization',
  rowLabel: (row) => row.name,
  listQuery: { pagination: true },
  filters: [{ name: 'name', label: 'Name' }, statusFilter],
  columns: [
    { key: 'id', header: 'ID', width: '5rem' },
    { key: 'name', header: 'Name' },
    { key: 'short_code', header: 'Short code' },
    { key: 'mobile_no', header: 'Mobile no' },
    { key: 'email', header: 'Email' },
    statusColumn(),
  ],
  fields: [
    {
      name: 'name',
      label: 'Name',
      requiredMessage: requiredMessage('name', 'organization name'),
    },
    { name: 'short_code', label: 'Short code' },
    { name: 'mobile_no', label: 'Mobile no', type: 'text' },
    { name: 'email', label: 'Email', type: 'email' },
    { name: 'address', label: 'Address', type: 'textarea' },
    statusField,
  ],
});

/** Departments of an organization. */
export const departments = defineResource({
  path: '/departments',
  title: 'Departments',
  singular: 'Department',
  rowLabel: (row) => row.name,
  filters: [{ name: 'name', label: 'Name' }, organizationFilter, statusFilter],
  columns: [
    { key: 'id', header: 'ID', width: '5rem' },
    { key: 'name', header: 'Name' },
    { key: 'organization', header: 'Organization', render: (row) => row.organization?.name },
    statusColumn(),
    dateColumn('updated_at', 'Updated at'),
  ],
  fields: [
    { name: 'name', label: 'Department' },
    organizationField,
    { name: 'description', label: 'Description', type: 'textarea' },
    statusField,
  ],
});

const serviceTypes = ['subscription', 'on_demand', 'topup', 'internet', 'free'].map((type) => ({
  value: type,
  label: type.replace('_', ' '),
}));

/** Services an organization sells (list sends page and the pagination flag). */
export const services = defineResource({
  path: '/services',
  title: 'Services',
  singular: 'Service',
  rowLabel: (row) => row.display_name,
  listQuery: { pagination: true },
  filters: [
    { name: 'name', label: 'Name' },
    organizationFilter,
    {
      name: 'department_id',
      label: 'Department',
      type: 'select',
      lookup: { path: '/all-departments' },
    },
    statusFilter,
  ],
  columns: [
    { key: 'id', header: 'ID', width: '5rem' },
    { key: 'name', header: 'Name' },
    { key: 'display_name', header: 'Display name' },
    { key: 'service_type', header: 'Type' },
    {
      key: 'price',
      header: 'Price (RM)',
      align: 'end',
      render: (row) => (row.price === undefined ? '' : row.price.toFixed(2)),
    },
    statusColumn(),
  ],
  fields: [
    { name: 'name', label: 'Name' },
    { name: 'display_name', label: 'Display name' },
    organizationField,
    {
      name: 'department_id',
      label: 'Department',
      type: 'select',
      lookup: { path: '/all-departments' },
    },
    { name: 'service_type', label: 'Service type', type: 'select', options: serviceTypes },
    { name: 'price', label: 'Price (RM)', type: 'number', decimals: 2 },
    { name: 'description', label: 'Description', type: 'textarea' },
    statusField,
  ],
});

const driverNames = {
  mysql: 'MySQL',
  pgsql: 'PostgreSQL',
  sqlsrv: 'SQL Server',
  sqlite: 'SQLite',
};

/** Database connections of the report builder; the password is never shown, kept on edit if left empty. */
export const databaseConnections = defineResource({
  path: '/database-connections',
  title: 'Database connections',
  singular: 'Database connection',
  rowLabel: (row) => row.connection_name,
  filters: [
    { name: 'connection_name', label: 'Connection name' },
    { name: 'driver', label: 'Driver', type: 'select', optionLabels: driverNames },
  ],
  columns: [
    { key: 'id', header: 'ID', width: '5rem' },
    { key: 'connection_name', header: 'Connection name' },
    { key: 'driver', header: 'Driver' },
    { key: 'host', header: 'Host' },
    { key: 'port', header: 'Port', align: 'end' },
    { key: 'database', header: 'Database' },
    statusColumn(),
  ],
  fields: [
    {
      name: 'connection_name',
      label: 'Connection name',
      hint: 'Lower-case letters, digits and underscores, e.g. cbs_reporting.',
      validate: (value) =>
        typeof value === 'string' && /^[a-z0-9_]+$/.test(value.trim())
          ? undefined
          : 'The connection name may only contain lower-case letters, digits and underscores.',
    },
    { name: 'driver', label: 'Driver', type: 'select', optionLabels: driverNames },
    { name: 'host', label: 'Host' },
    { name: 'port', label: 'Port', type: 'number' },
    { name: 'database', label: 'Database' },
    { name: 'username', label: 'Username' },
    {
      name: 'password',
      label: 'Password',
      type: 'password',
      optionalOnEdit: true,
      hint: 'Leave empty on edit to keep the stored password.',
    },
    statusField,
  ],
});

/** Registered routes that custom permissions guard. */
export const routeLists = defineResource({
  path: '/route-lists',
  title: 'Route list',
  singular: 'Route',
  rowLabel: (row) => row.route_name,
  filters: [
    { name: 'route_name', label: 'Route name' },
    { name: 'path_url', label: 'Path url' },
    statusFilter,
  ],
  columns: [
    { key: 'id', header: 'ID', width: '5rem' },
    { key: 'route_name', header: 'Route name' },
    { key: 'path_url', header: 'Path url' },
    {
      key: 'http_method',
      header: 'Method',
      render: (row) => row.http_method && <Label tone="info">{row.http_method}</Label>,
    },
    { key: 'route_controller', header: 'Controller' },
    statusColumn(),
  ],
  fields: [
    { name: 'route_name', label: 'Route name' },
    { name: 'path_url', label: 'Path url' },
    { name: 'route_controller', label: 'Route controller' },
    { name: 'route_model', label: 'Route model' },
    { name: 'http_method', label: 'HTTP method', type: 'select' },
    statusField,
  ],
});

/** Custom permissions: a route guarded by per-role rules. */
export const customPermissions = defineResource({
  path: '/custom-permissions',
  title: 'Custom permissions',
  singular: 'Custom permission',
  rowLabel: (row) => row.name,
  filters: [
    { name: 'name', label: 'Name' },
    {
      name: 'route_list_id',
      label: 'Route',
      type: 'select',
      lookup: { path: '/all-route-lists', label: 'route_name' },
    },
    statusFilter,
  ],
  columns: [
    { key: 'id', header: 'ID', width: '5rem' },
    { key: 'name', header: 'Name' },
    { key: 'route', header: 'Route', render: (row) => row.route?.name },
    { key: 'table_name', header: 'Table' },
    statusColumn(),
  ],
  fields: [
    {
      name: 'name',
      label: 'Name',
      requiredMessage: requiredMessage('name', 'permission'),
    },
    {
      name: 'route_list_id',
      label: 'Route',
      type: 'select',
      lookup: { path: '/all-route-lists', label: 'route_name' },
    },
    { name: 'table_name', label: 'Table name' },
    statusField,
  ],
});

/** The rules of a custom permission for one role, edited with the condition-rule editor. */
export const customPermissionDetails = defineResource({
  path: '/custom-permission-details',
  title: 'Custom permission details',
  singular: 'Custom permission detail',
  // 'Invoice maker-checker for Billing Officer', not 'Custom permission detail 1'.
  rowLabel: (row) =>
    [row.custom_permission?.name, row.role?.name].filter(Boolean).join(' for ') ||
    `#${String(row.id)}`,
  filters: [
    {
      name: 'custom_permission_id',
      label: 'Custom permission',
      type: 'select',
      lookup: { path: '/custom-permission-list' },
    },
    { name: 'role_id', label: 'Role', type: 'select', lookup: { path: '/all-roles' } },
  ],
  columns: [
    { key: 'id', header: 'ID', width: '5rem' },
    {
      key: 'custom_permission',
      header: 'Custom permission',
      render: (row) => row.custom_permission?.name,
    },
    { key: 'role', header: 'Role', render: (row) => row.role?.name },
    {
      key: 'permission_names',
      header: 'Actions',
      render: (row) => row.permission_names.join(', '),
    },
    { key: 'conditions', header: 'Rules', align: 'end', render: (row) => row.conditions.length },
  ],
  details: [
    { label: 'Custom permission', render: (row) => row.custom_permission?.name },
    { label: 'Role', render: (row) => row.role?.name },
    { label: 'Actions', render: (row) => row.permission_names.join(', ') },
    { label: 'Rules', render: (row) => rulesInWords(row.conditions) },
    {
      label: 'Combining',
      render: (row) => (
        <CombiningList>
          {combiningInWords(row).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </CombiningList>
      ),
    },
  ],
  fields: [
    {
      name: 'custom_permission_id',
      label: 'Custom permission',
      type: 'select',
      lookup: { path: '/custom-permission-list' },
    },
    {
      name: 'role_id',
      label: 'Role',
      type: 'select',
      lookup: { path: '/all-roles' },
    },
    {
      name: 'permission_names',
      label: 'Actions',
      type: 'multiselect',
      hint: 'Create, Edit and Delete show only when listed here.',
    },
    {
      name: 'conditions',
      label: 'Condition rules',
      type: 'custom',
      defaultValue: [],
      nestedErrors: (value) => ruleErrors(rulesOf(value)),
      render: ({ value, onChange }) => (
        <ConditionRuleEditor value={rulesOf(value)} onChange={onChange} />
      ),
    },
    combineField('list_refid', 'List: conditions and user fields'),
    combineField('edit_id', 'Edit: creator and conditions'),
    combineField('edit_refid', 'Edit: then user fields'),
    combineField('delete_id', 'Delete: creator and conditions'),
    combineField('delete_refid', 'Delete: then user fields'),
  ],
});

/** API gateway applications (the spec's gw_api_info list). */
export const gatewayApplications = defineResource({
  path: '/ext-cbs-api-gateway/applications',
  title: 'Applications',
  singular: 'Application',
  rowLabel: (row) => row.app_name,
  filters: [
    { name: 'app_name', label: 'Application name' },
    organizationFilter,
    { name: 'status', label: 'Status', type: 'select' },
  ],
  columns: [
    { key: 'id', header: 'ID', width: '5rem' },
    { key: 'app_name', header: 'Application' },
    { key: 'app_key', header: 'App key', render: (row) => <code>{row.app_key}</code> },
    { key: 'rate_limit_per_minute', header: 'Rate limit / min', align: 'end' },
    statusColumn(),
  ],
  fields: [
    { name: 'app_name', label: 'Application name' },
    organizationField,
    { name: 'callback_url', label: 'Callback URL', type: 'url' },
    { name: 'rate_limit_per_minute', label: 'Rate limit per minute', type: 'number' },
    {
      name: 'status',
      label: 'Status',
      type: 'select',
      defaultValue: 'active',
    },
  ],
});

/** APIs an application exposes through the gateway (the spec's gw_app_info list). */
export const gatewayApis = defineResource({
  path: '/ext-cbs-api-gateway/apis',
  title: 'APIs',
  singular: 'API',
  rowLabel: (row) => row.api_name,
  filters: [
    { name: 'api_name', label: 'API name' },
    {
      name: 'application_id',
      label: 'Application',
      type: 'select',
      lookup: { path: '/ext-cbs-api-gateway/all-applications' },
    },
    { name: 'http_method', label: 'Method', type: 'select' },
  ],
  columns: [
    { key: 'id', header: 'ID', width: '5rem' },
    { key: 'api_name', header: 'API' },
    { key: 'application', header: 'Application', render: (row) => row.application?.name },
    {
      key: 'http_method',
      header: 'Method',
      render: (row) => <Label tone="info">{row.http_method}</Label>,
    },
    { key: 'endpoint_path', header: 'Endpoint' },
    statusColumn(),
  ],
  fields: [
    {
      name: 'application_id',
      label: 'Application',
      type: 'select',
      lookup: { path: '/ext-cbs-api-gateway/all-applications' },
    },
    { name: 'api_name', label: 'API name' },
    {
      name: 'http_method',
      label: 'HTTP method',
      type: 'select',
    },
    { name: 'endpoint_path', label: 'Endpoint path' },
    { name: 'upstream_url', label: 'Upstream URL', type: 'url' },
    { name: 'timeout_ms', label: 'Timeout (ms)', type: 'number' },
    { name: 'rate_limit_per_minute', label: 'Rate limit per minute', type: 'number' },
    {
      name: 'status',
      label: 'Status',
      type: 'select',
      defaultValue: 'active',
    },
  ],
});
