import type { Schema } from '../schema';

/** A stored notification: its recipient plus the fields the API answers (the age text is derived). */
export type StoredNotification = Omit<Schema<'Notification'>, 'time_diffrence'> & {
  user_id: number;
};

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

const notificationSeeds: [number, string, string, string | null][] = [
  [
    6 * minute,
    'Invoice INV-2025-000418 is overdue',
    'Invoice INV-2025-000418 for RM 128.50 passed its due date on 30 May 2025.',
    '/admin/ext-cbs-invoice/invoice/418/show',
  ],
  [
    25 * minute,
    'Payment gateway callback failed',
    'iPay88 callback for PT-20250601-00042 returned HTTP 500.',
    '/admin/ext-cbs-payment/payment_transaction',
  ],
  [
    48 * minute,
    'Laporan hasil harian sedia',
    'Laporan hasil tambah nilai harian untuk 1 Jun 2025 sedia untuk dimuat turun.',
    '/admin/ext-report-builder/query-reports',
  ],
  [
    2 * hour,
    'New admin user created',
    'Syafiq Danial bin Roslan was added with the Billing Officer role.',
    '/admin/auth/users',
  ],
  [
    5 * hour,
    'Refund approved',
    'Refund of RM 30.00 for PT-20250531-01877 (60123456789) was approved.',
    '/admin/ext-cbs-payment/payment_transaction',
  ],
  [
    11 * hour,
    'বিলিং রিপোর্ট প্রস্তুত',
    'মে ২০২৫ এর বিলিং রিপোর্ট ডাউনলোডের জন্য প্রস্তুত।',
    '/admin/ext-report-builder/query-reports',
  ],
  [
    20 * hour,
    'Bill run completed',
    'May 2025 postpaid bill run finished: 18,240 invoices issued for U Mobile.',
    '/admin/ext-cbs-invoice/invoice',
  ],
  [
    1 * day + 3 * hour,
    'Top-up spike detected',
    'Digi reloads reached RM 12,480.00 in one hour, 42% above the weekly average.',
    '/admin/ext-report-builder/report-designer',
  ],
  [
    2 * day,
    'Langganan digantung',
    '1,204 langganan Bangla Barta digantung kerana baki tidak mencukupi.',
    '/admin/ext-cbs-subscription/subscription',
  ],
  [
    3 * day,
    'Commission run ready for review',
    'May 2025 commission for ReloadHub Technologies totals RM 8,912.40.',
    '/admin/ext-cbs-commission/commission_log',
  ],
  [
    4 * day,
    'Database connection failed',
    'The connection crm_sqlsrv could not be reached (timeout after 30 s).',
    '/admin/ext-dotlines-admin/database-connections',
  ],
  [
    5 * day,
    'API key rotated',
    'The app secret of Probashi Remit Gateway was rotated by Aisyah Rahman.',
    '/admin/ext-cbs-api-gateway/gw_api_info',
  ],
  [
    6 * day,
    'নতুন সাবস্ক্রিপশন প্ল্যান',
    'ক্রিকেট লাইভ স্কোর সাপ্তাহিক প্ল্যান চালু হয়েছে।',
    '/admin/ext-cbs-subscription/subscription_plan',
  ],
  [
    7 * day,
    'Invoice disputed',
    'Customer 60182217786 disputed invoice INV-2025-000377 (RM 89.90).',
    '/admin/ext-cbs-invoice/invoice/377/show',
  ],
  [
    8 * day,
    'Rating plan updated',
    'Rating plan "Prepaid Internet 2025" was updated by Tan Wei Ming.',
    '/admin/ext-cbs-product-rating/rating_plan',
  ],
  [
    9 * day,
    'Password changed',
    'Your console password was changed. Contact IT Operations if this was not you.',
    null,
  ],
  [
    10 * day,
    'Gateway maintenance',
    'Razer Merchant Services will be under maintenance on 25 May 2025, 01:00 to 03:00.',
    '/admin/ext-cbs-payment/gateway',
  ],
  [
    12 * day,
    'Penyelarasan bayaran selesai',
    'Penyelarasan bayaran iPay88 untuk April 2025 selesai tanpa perbezaan.',
    '/admin/ext-cbs-payment/payment_transaction',
  ],
  [
    13 * day,
    'Low balance alert',
    'Prepaid float of Kiosk Rangkaian Nusantara is below RM 5,000.00.',
    '/admin/ext-dotlines-admin/organizations',
  ],
  [
    15 * day,
    'Report shared with you',
    'Nurul Aisyah shared "Monthly invoice totals" with the Billing Officer role.',
    '/admin/ext-report-builder/query-builder/7',
  ],
  [
    17 * day,
    'Custom permission changed',
    'Invoice maker-checker rules for Billing Officer were updated.',
    '/admin/ext-custom-permissions/details',
  ],
  [
    19 * day,
    'Usage records imported',
    '2,418,990 usage records imported from digi_cdr for 13 May 2025.',
    '/admin/ext-cbs-subscription/usage',
  ],
  [
    21 * day,
    'পেমেন্ট ব্যর্থ হয়েছে',
    '৬০১২৩৪৫৬৭৮৯ নম্বরের RM 10.00 রিচার্জ ব্যর্থ হয়েছে।',
    '/admin/ext-cbs-payment/payment_transaction',
  ],
  [
    23 * day,
    'New service activated',
    'Kuiz SPM Harian is now live for Digi subscribers at RM 2.00 per week.',
    '/admin/ext-dotlines-admin/services',
  ],
  [
    25 * day,
    'Deferred commission released',
    'RM 2,340.00 deferred commission for GameOn Asia was released.',
    '/admin/ext-cbs-commission/commission_deferred',
  ],
  [
    28 * day,
    'Invois tertunggak',
    '312 invois U Mobile melepasi tarikh akhir bayaran.',
    '/admin/ext-cbs-invoice/invoice',
  ],
  [
    35 * day,
    'Quarterly access review',
    'Please review the roles of 27 console users before 15 May 2025.',
    '/admin/auth/users',
  ],
  [
    50 * day,
    'Product catalogue published',
    'The April 2025 product catalogue with 46 products was published.',
    '/admin/ext-cbs-product/product',
  ],
  [
    64 * day,
    'Merchant gateway added',
    'iPay88 merchant M09213 was added for U Mobile online reloads.',
    '/admin/ext-cbs-payment/merchant_gateway',
  ],
  [
    90 * day,
    'Tax rate change',
    'SST rate on digital services changes to 8% from 1 March 2025.',
    null,
  ],
  [
    120 * day,
    'Console upgraded',
    'Telco Console Kit was upgraded to 3.4.0 with the new report designer.',
    '/admin/ext-report-builder/report-designer',
  ],
  [
    180 * day,
    'Menu reorganised',
    'Billing menu entries were regrouped by module.',
    '/admin/auth/menu',
  ],
  [
    240 * day,
    'Accounting period closed',
    'Accounting period September 2024 was closed.',
    '/admin/ext-cbs-accounting/accounting_transaction',
  ],
  [
    300 * day,
    'Welcome to Telco Console Kit',
    'Your administrator account is ready. Start with the dashboard.',
    '/admin',
  ],
  [
    400 * day,
    'Legacy report archived',
    'Reports older than 2023 were moved to archive_2023.',
    '/admin/ext-report-builder/query-reports',
  ],
  [
    800 * day,
    'Account migrated',
    'Your account was migrated from the previous billing console.',
    null,
  ],
];

/**
 * Notifications: 36 for the administrator (user 1), newest first, and a few for others, dated
 * back from `now` (the seeding instant), so their ages read the same on any day.
 */
export function seedNotifications(now: Date): StoredNotification[] {
  const stamp = (ago: number) => new Date(now.getTime() - ago).toISOString().replace('.000Z', 'Z');
  const forAdmin = notificationSeeds.map(([ago, title, description, link], index) => ({
    id: 5048 - index,
    user_id: 1,
    title,
    description,
    link,
    created_at: stamp(ago),
    is_seen: index < 3 || index % 4 === 1 ? (0 as const) : (1 as const),
  }));
  const forOthers: StoredNotification[] = [
    [
      7,
      'Invoice approval needed',
      'INV-2025-000421 (RM 245.00) awaits your approval.',
      '/admin/ext-cbs-invoice/invoice/421/show',
      3 * hour,
    ],
    [
      7,
      'Payment gateway callback failed',
      'iPay88 callback for PT-20250601-00042 returned HTTP 500.',
      '/admin/ext-cbs-payment/payment_transaction',
      26 * minute,
    ],
    [3, 'Refund rejected', 'Refund for PT-20250528-00311 was rejected by Finance.', null, 2 * day],
    [
      12,
      'Ticket escalated',
      'Care ticket TCK-88120 was escalated to Billing Operations.',
      '/admin/ext-cbs-invoice/invoice',
      4 * hour,
    ],
  ].map(([userId, title, description, link, ago], index) => ({
    id: 5001 + index,
    user_id: Number(userId),
    title: String(title),
    description: String(description),
    link: link === null ? null : String(link),
    created_at: stamp(Number(ago)),
    is_seen: 0 as const,
  }));
  return [...forAdmin, ...forOthers];
}
