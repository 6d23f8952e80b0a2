import { demoConnections } from '../report-builder';
import type { Schema } from '../schema';
import { seededRandom } from '../seeded-random';
import type { Seeded } from './seeded';

/** Databases the report builder and extensions can query (passwords are never stored here). */
export const seedDatabaseConnections = (): Seeded<
  Omit<Schema<'DatabaseConnection'>, 'password'>
>[] =>
  demoConnections.map((connection, index) => ({
    id: index + 1,
    ...connection,
    created_at: `2024-02-${String(19 + (index % 9)).padStart(2, '0')}T03:00:00Z`,
    updated_at: `2024-0${String(2 + (index % 7))}-20T03:00:00Z`,
  }));

type AppStatus = Schema<'ApiGatewayApplication'>['status'];

const applicationSeeds: [string, number, string | null, string[], number, AppStatus][] = [
  [
    'Digi Reload Partner App',
    1,
    'https://partner.reloadhub.my/callbacks/cbs',
    ['203.106.88.14', '175.139.12.0/24'],
    600,
    'active',
  ],
  [
    'U Mobile Kiosk',
    2,
    'https://kiosk.kiosknet.my/api/cbs-callback',
    ['110.159.40.22'],
    300,
    'active',
  ],
  ['MyDigi Self-care', 1, null, ['10.0.0.0/8'], 5000, 'active'],
  ['MyUMobile App', 2, null, ['10.0.0.0/8'], 5000, 'active'],
  [
    'iPay88 Payment Callback',
    6,
    'https://payment.ipay88.com.my/epayment/backend',
    ['202.190.180.0/24'],
    1200,
    'active',
  ],
  [
    'Razer Pay Callback',
    7,
    'https://api.merchant.razer.com/RMS/callback',
    ['103.8.124.0/24'],
    1200,
    'active',
  ],
  [
    'Bangla Barta Content Push',
    4,
    'https://api.banglabarta.my/hooks/delivery',
    ['175.136.9.44'],
    120,
    'active',
  ],
  [
    'Sinar Harian Alerts',
    9,
    'https://alerts.sinarharian.com.my/cbs/dlr',
    ['60.54.12.8'],
    120,
    'suspended',
  ],
  [
    'Probashi Remit Gateway',
    11,
    'https://gw.probashi.my/v2/notify',
    ['115.132.77.10', '115.132.77.11'],
    600,
    'active',
  ],
  ['GameOn Billing Bridge', 12, 'https://billing.gameon.asia/cbs', ['52.77.120.33'], 300, 'active'],
  [
    'Astro Clips Charging',
    8,
    'https://charging.astro.com.my/cbs/notify',
    ['203.82.80.0/24'],
    300,
    'revoked',
  ],
  ['EduPintar Quiz Engine', 14, null, ['219.92.3.120'], 60, 'active'],
  [
    'Muzik Rakyat Streaming',
    13,
    'https://api.muzikrakyat.my/billing/cb',
    ['175.143.20.5'],
    240,
    'suspended',
  ],
  ['Internal Reporting Jobs', 3, null, ['10.20.0.0/16'], 10000, 'active'],
];

/** Hex digits drawn from a generator seeded with `seed`. */
const hex = (seed: number, length: number) => {
  const next = seededRandom(seed);
  return Array.from({ length }, () => Math.floor(next() * 16).toString(16)).join('');
};

/** A deterministic public client key for an application id. */
export const appKey = (id: number): string => `app_${hex(id + 7, 12)}`;

/** Client applications registered on the API gateway. */
export const seedApiGatewayApplications = (): Seeded<
  Omit<Schema<'ApiGatewayApplication'>, 'app_secret'>
>[] =>
  applicationSeeds.map(([name, organizationId, callback, ips, rate, status], index) => ({
    id: index + 1,
    app_name: name,
    app_key: appKey(index + 1),
    organization_id: organizationId,
    callback_url: callback,
    allowed_ips: ips,
    rate_limit_per_minute: rate,
    status,
    created_at: `2024-07-${String(1 + index).padStart(2, '0')}T01:00:00Z`,
    updated_at: `2025-03-${String(1 + index).padStart(2, '0')}T04:20:00Z`,
  }));

type HttpMethod = Schema<'ApiGatewayApi'>['http_method'];

const apiSeeds: [number, string, HttpMethod, string, string, number][] = [
  [1, 'Prepaid reload', 'POST', '/v1/reload', 'http://10.20.4.31:8080/cbs/topup', 8000],
  [
    1,
    'Reload status',
    'GET',
    '/v1/reload/{transaction_id}',
    'http://10.20.4.31:8080/cbs/topup/status',
    3000,
  ],
  [
    1,
    'Reload denominations',
    'GET',
    '/v1/denominations',
    'http://10.20.4.31:8080/cbs/topup/denominations',
    3000,
  ],
  [2, 'Prepaid reload', 'POST', '/v1/reload', 'http://10.20.4.32:8080/cbs/topup', 8000],
  [2, 'Balance enquiry', 'GET', '/v1/balance/{msisdn}', 'http://10.20.4.32:8080/cbs/balance', 3000],
  [
    3,
    'Subscriber profile',
    'GET',
    '/v1/subscribers/{msisdn}',
    'http://10.20.1.40:8080/crm/subscriber',
    5000,
  ],
  [
    3,
    'Active subscriptions',
    'GET',
    '/v1/subscribers/{msisdn}/subscriptions',
    'http://10.20.1.41:8080/cbs/subscriptions',
    5000,
  ],
  [
    3,
    'Unsubscribe service',
    'DELETE',
    '/v1/subscriptions/{id}',
    'http://10.20.1.41:8080/cbs/subscriptions/cancel',
    5000,
  ],
  [3, 'Invoice list', 'GET', '/v1/invoices', 'http://10.20.1.42:8080/cbs/invoices', 5000],
  [
    4,
    'Subscriber profile',
    'GET',
    '/v1/subscribers/{msisdn}',
    'http://10.20.2.40:8080/crm/subscriber',
    5000,
  ],
  [
    4,
    'Purchase internet pass',
    'POST',
    '/v1/internet-passes',
    'http://10.20.2.43:8080/cbs/internet',
    8000,
  ],
  [4, 'Usage summary', 'GET', '/v1/usage/{msisdn}', 'http://10.20.2.44:8080/mediation/usage', 6000],
  [
    5,
    'Payment backend callback',
    'POST',
    '/v1/payments/ipay88/callback',
    'http://10.20.4.18:8080/pg/ipay88',
    10000,
  ],
  [
    5,
    'Payment requery',
    'GET',
    '/v1/payments/{reference}',
    'http://10.20.4.18:8080/pg/requery',
    10000,
  ],
  [
    6,
    'Payment backend callback',
    'POST',
    '/v1/payments/razer/callback',
    'http://10.20.4.19:8080/pg/razer',
    10000,
  ],
  [
    7,
    'Content delivery report',
    'POST',
    '/v1/content/dlr',
    'http://10.20.6.14:8080/smsc/dlr',
    4000,
  ],
  [
    7,
    'Subscriber base',
    'GET',
    '/v1/services/bangla_barta/subscribers',
    'http://10.20.1.41:8080/cbs/service-subscribers',
    15000,
  ],
  [8, 'Alert delivery report', 'POST', '/v1/alerts/dlr', 'http://10.20.6.14:8080/smsc/dlr', 4000],
  [9, 'Remittance top-up', 'POST', '/v1/bd-topup', 'http://10.20.4.35:8080/cbs/bd-topup', 12000],
  [9, 'Exchange rate', 'GET', '/v1/rates/myr-bdt', 'http://10.20.4.35:8080/cbs/fx', 3000],
  [10, 'Charge subscriber', 'POST', '/v1/charges', 'http://10.20.1.45:8080/cbs/charge', 8000],
  [
    10,
    'Refund charge',
    'POST',
    '/v1/charges/{id}/refund',
    'http://10.20.1.45:8080/cbs/refund',
    8000,
  ],
  [11, 'Charge per clip', 'POST', '/v1/clips/charge', 'http://10.20.1.45:8080/cbs/charge', 8000],
  [
    12,
    'Quiz subscription check',
    'GET',
    '/v1/subscriptions/check',
    'http://10.20.1.41:8080/cbs/subscriptions/check',
    3000,
  ],
  [
    13,
    'Streaming entitlement',
    'GET',
    '/v1/entitlements/{msisdn}',
    'http://10.20.1.46:8080/cbs/entitlement',
    3000,
  ],
  [
    14,
    'Daily revenue export',
    'GET',
    '/v1/reports/daily-revenue',
    'http://10.20.1.15:8080/reports/daily-revenue',
    60000,
  ],
  [
    14,
    'Update invoice status',
    'PATCH',
    '/v1/invoices/{id}/status',
    'http://10.20.1.42:8080/cbs/invoices/status',
    5000,
  ],
];

/** Upstream APIs exposed through the gateway to the applications. */
export function seedApiGatewayApis(
  applications: Schema<'ApiGatewayApplication'>[],
): Seeded<Schema<'ApiGatewayApi'>, 'application'>[] {
  return apiSeeds.map(([applicationId, name, method, endpoint, upstream, timeout], index) => {
    const application = applications.find((row) => row.id === applicationId);
    return {
      id: index + 1,
      application_id: applicationId,
      application:
        application === undefined ? undefined : { id: application.id, name: application.app_name },
      api_name: name,
      http_method: method,
      endpoint_path: endpoint,
      upstream_url: upstream,
      timeout_ms: timeout,
      rate_limit_per_minute: [300, 600, 120, 1200][index % 4] ?? 300,
      status: index % 8 === 7 ? 'inactive' : 'active',
      created_at: `2024-07-${String(1 + (index % 28)).padStart(2, '0')}T01:05:00Z`,
      updated_at: `2024-10-${String(1 + (index % 28)).padStart(2, '0')}T01:05:00Z`,
    };
  });
}

type LogMethod = Schema<'OperationLog'>['method'];

const logSeeds: [LogMethod, string, string][] = [
  ['GET', 'admin', '[]'],
  ['GET', 'admin/auth/users', '{"page":"2"}'],
  ['POST', 'api/auth/login', '{"username":"admin","password":"***"}'],
  ['PUT', 'api/cbs/invoice/invoice/418', '{"status":"void","_token":"***"}'],
  ['GET', 'api/cbs/invoice/invoice', '{"status":"overdue","page":"1"}'],
  ['POST', 'api/departments', '{"name":"Fraud Management","organization_id":1,"status":1}'],
  ['PUT', 'api/services/8', '{"display_name":"Bangla Barta Daily News","price":3,"status":1}'],
  ['DELETE', 'api/auth/notifications/5003', '[]'],
  [
    'POST',
    'api/auth/change-password',
    '{"old_password":"***","password":"***","password_confirmation":"***"}',
  ],
  ['GET', 'api/ext-report-builder/query-reports', '{"page":"1"}'],
  [
    'POST',
    'api/ext-report-builder/store-report-query/0',
    '{"data":{"report_name":"Weekly churn by service","query_type":"query_builder"}}',
  ],
  [
    'PUT',
    'api/admin-roles/2',
    '{"name":"Billing Officer","slug":"billing-officer","permissions":[2,3,4,7,14,15,20]}',
  ],
  [
    'POST',
    'api/database-connections',
    '{"connection_name":"sms_gateway","driver":"pgsql","password":"***"}',
  ],
  ['PUT', 'api/database-connections/2', '{"connection_name":"cbs_reporting","password":"***"}'],
  ['GET', 'api/cbs/payment/payment-transaction', '{"status":"failed"}'],
  [
    'POST',
    'api/cbs/payment/payment-transaction/8812/refund',
    '{"amount":"30.00","reason":"Double charge"}',
  ],
  [
    'PUT',
    'api/update-menu-order',
    '{"order":[{"id":1},{"id":20,"children":[{"id":21},{"id":22}]}]}',
  ],
  ['POST', 'api/admin-menu', '{"parent_id":20,"title":"Invoices","icon":"fa-file-text-o"}'],
  ['DELETE', 'api/custom-permission-details/17', '[]'],
  [
    'POST',
    'api/ext-cbs-api-gateway/applications',
    '{"app_name":"Internal Reporting Jobs","app_secret":"***"}',
  ],
  ['PATCH', 'api/cbs/subscription/subscription/3310', '{"status":"suspended"}'],
  ['GET', 'api/auth/logs', '{"method":"DELETE"}'],
  [
    'POST',
    'api/users/reset-password',
    '{"otp_code":"***","password":"***","password_confirmation":"***"}',
  ],
  ['PUT', 'api/organizations/10', '{"status":0}'],
];

const logIps = [
  '203.106.88.14',
  '175.139.12.41',
  '10.20.0.51',
  '2001:e68:5431:1a2::14',
  '60.54.112.9',
];

/** Requests recorded by the laravel-admin operation log, oldest first. */
export function seedOperationLogs(users: Schema<'AdminUser'>[]): Schema<'OperationLog'>[] {
  const start = Date.parse('2025-05-20T01:00:00Z');
  return Array.from({ length: 48 }, (_, index) => {
    const [method, path, input] = logSeeds[(index * 5) % logSeeds.length] ?? ['GET', 'admin', '[]'];
    const user = users[[0, 6, 2, 3, 10, 0, 11, 8][index % 8] ?? 0] ?? users[0];
    const userId = user?.id ?? 1;
    return {
      id: 880190 + index,
      user_id: userId,
      user: { id: userId, name: user?.name ?? 'Aisyah Rahman' },
      method,
      path,
      ip: logIps[(index * 3) % logIps.length] ?? '203.106.88.14',
      input,
      created_at: new Date(start + index * 6 * 3_600_000 + (index % 7) * 317_000)
        .toISOString()
        .replace('.000Z', 'Z'),
    };
  });
}
