import type { Schema } from '../schema';
import { round2 } from './money';
import { customerAt, customers, operatorNames, pad, type Customer } from './customers';

type Plan = Schema<'SubscriptionPlan'>;
type Subscription = Schema<'Subscription'>;
type Usage = Schema<'UsageRecord'>;
type PaymentMethod = Schema<'UserPaymentMethod'>;

const planRows: [
  string,
  string,
  number,
  1 | 2,
  Plan['billing_cycle'],
  number,
  number,
  boolean,
  number | null,
  Plan['status'],
][] = [
  ['Postpaid 98 monthly', 'DG-POSTPAID-98-M', 12, 1, 'monthly', 98, 0, true, 2, 'active'],
  ['U Postpaid 99 monthly', 'UM-POSTPAID-99-M', 13, 2, 'monthly', 99, 0, true, 2, 'active'],
  [
    'Postpaid 168 Infinite monthly',
    'DG-POSTPAID-168-M',
    14,
    1,
    'monthly',
    168,
    0,
    true,
    12,
    'active',
  ],
  ['U Postpaid 139 monthly', 'UM-POSTPAID-139-M', 15, 2, 'monthly', 139, 0, true, 12, 'active'],
  ['Game Zone daily', 'GAME-ZONE-D', 41, 1, 'daily', 0.5, 1, true, 6, 'active'],
  ['Caller Tunes monthly', 'CALLER-TUNES-M', 42, 1, 'monthly', 4, 7, true, 6, 'active'],
  ['Rashifol weekly', 'RASHIFOL-WK', 43, 2, 'weekly', 2, 0, true, 6, 'active'],
  ['Bangla Cinema weekly', 'BANGLA-CINEMA-WK', 46, 1, 'weekly', 5, 0, true, 6, 'active'],
  ['Bangla Barta weekly', 'BANGLA-BARTA-WK', 44, 1, 'weekly', 3, 0, true, 5, 'active'],
  [
    'Bangla Barta weekly (U Mobile)',
    'UM-BANGLA-BARTA-WK',
    45,
    2,
    'weekly',
    3,
    0,
    true,
    6,
    'active',
  ],
  ['Islamic content monthly', 'RELIGION-M', 47, 1, 'monthly', 4, 7, true, 6, 'active'],
  ['Internet 10GB auto-renew', 'DG-DATA-10GB-AR', 31, 1, 'monthly', 30, 0, true, 3, 'active'],
  ['U Internet 20GB auto-renew', 'UM-DATA-20GB-AR', 35, 2, 'monthly', 35, 0, true, 3, 'active'],
  ['Game Zone weekly', 'GAME-ZONE-WK', 41, 1, 'weekly', 3, 0, false, null, 'retired'],
  ['Pocket WiFi yearly bundle', 'DG-MIFI-Y', 22, 1, 'yearly', 588, 14, false, 8, 'inactive'],
];

/** Subscription plans (ids 1–15). */
export function seedSubscriptionPlans(): Plan[] {
  return planRows.map(
    (
      [name, code, productId, operatorId, cycle, price, trial, renew, commission, status],
      index,
    ) => ({
      id: index + 1,
      name,
      code,
      product_id: productId,
      operator_id: operatorId,
      billing_cycle: cycle,
      price,
      currency: 'MYR',
      trial_days: trial,
      auto_renew: renew,
      commission_plan_id: commission,
      status,
      created_at: `2024-03-${pad(1 + index)}T00:00:00Z`,
      updated_at:
        status === 'active' ? `2024-03-${pad(1 + index)}T00:00:00Z` : '2025-01-31T00:00:00Z',
    }),
  );
}

/** The base plan of a postpaid or corporate customer. */
function basePlan(customer: Customer, index: number): number {
  if (customer.kind === 'corporate') return customer.operatorId === 1 ? 3 : 4;
  if (customer.operatorId === 1) return index % 3 === 0 ? 3 : 1;
  return index % 3 === 0 ? 4 : 2;
}

const vasPlans: Record<1 | 2, number[]> = { 1: [9, 5, 6, 8, 11, 12], 2: [10, 7, 13] };

const statusCycle: Subscription['status'][] = [
  'active',
  'active',
  'active',
  'trial',
  'active',
  'suspended',
  'active',
  'cancelled',
  'active',
  'expired',
  'active',
  'pending',
];

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

const cycleDays: Record<Plan['billing_cycle'], number> = {
  daily: 1,
  weekly: 7,
  monthly: 30,
  yearly: 365,
};

/**
 * Subscriptions: one per customer (ids 120542–120567; postpaid customers on their base plan,
 * the others on a content or data plan), plus earlier base and content subscriptions
 * (120530–120536).
 */
export function seedSubscriptions(plans: readonly Plan[]): Subscription[] {
  const build = (
    id: number,
    customer: Customer,
    planId: number,
    start: string,
    status: Subscription['status'],
  ): Subscription => {
    const plan = plans.find((candidate) => candidate.id === planId);
    const cycle = cycleDays[plan?.billing_cycle ?? 'monthly'];
    const ended = status === 'cancelled' || status === 'expired';
    const end = ended ? addDays(start, cycle * 3) : null;
    const live = status === 'active' || status === 'trial';
    return {
      id,
      subscription_number: `SUB-${pad(id, 8)}`,
      customer_id: customer.id,
      subscription_plan_id: planId,
      msisdn: customer.msisdn,
      status,
      start_date: start,
      end_date: end,
      next_billing_at: live ? `${nextBilling(start, cycle)}T00:00:00Z` : null,
      auto_renew: live && (plan?.auto_renew ?? true),
      cancelled_at: status === 'cancelled' && end !== null ? `${end}T03:20:00Z` : null,
      cancel_reason: status === 'cancelled' ? 'Customer unsubscribed via *118#' : null,
      created_at: `${start}T07:41:00Z`,
      updated_at: end === null ? `${start}T07:41:00Z` : `${end}T03:20:00Z`,
    };
  };
  const rows = customers.map((customer, index) => {
    const id = 120542 + index;
    const start = addDays('2025-01-06', index * 5);
    const status = statusCycle[index % statusCycle.length] ?? 'active';
    if (index === 11) {
      // The contract's example: Mohd Rizal on Bangla Barta weekly since 12 May 2025.
      return {
        ...build(id, customer, 9, '2025-05-12', 'active'),
        next_billing_at: '2025-06-02T00:00:00Z',
        updated_at: '2025-05-26T00:00:05Z',
      };
    }
    if (customer.kind === 'postpaid' || customer.kind === 'corporate') {
      return build(
        id,
        customer,
        basePlan(customer, index),
        addDays('2024-02-01', index * 9),
        status === 'pending' || status === 'trial' ? 'active' : status,
      );
    }
    const choices = vasPlans[customer.operatorId];
    return build(id, customer, choices[index % choices.length] ?? 9, start, status);
  });
  const earlier: [number, number, string, Subscription['status']][] = [
    [11, 1, '2023-08-14', 'active'],
    [5, 9, '2025-02-03', 'active'],
    [13, 8, '2025-03-10', 'active'],
    [9, 10, '2025-04-01', 'active'],
    [16, 7, '2025-04-21', 'cancelled'],
    [19, 10, '2025-05-02', 'active'],
    [23, 7, '2025-05-19', 'trial'],
  ];
  earlier.forEach(([customerIndex, planId, start, status], index) => {
    rows.push(build(120530 + index, customerAt(customerIndex), planId, start, status));
  });
  return rows;
}

function nextBilling(start: string, cycle: number): string {
  let date = start;
  while (date <= '2025-06-01') date = addDays(date, cycle);
  return date;
}

/** Usage records of live subscriptions (ids 9120020–9120049). */
export function seedUsageRecords(subscriptions: readonly Subscription[]): Usage[] {
  const live = subscriptions
    .filter((subscription) => subscription.status === 'active' || subscription.status === 'trial')
    .sort((a, b) => a.id - b.id);
  const kinds: {
    type: Usage['usage_type'];
    ratingType: number;
    ratingPlan: number | null;
    unit: Usage['unit'];
    quantity: (index: number) => number;
    price: (quantity: number) => number;
    destination: (index: number) => string | null;
  }[] = [
    {
      type: 'voice',
      ratingType: 1,
      ratingPlan: 6,
      unit: 'second',
      quantity: (index) => 60 + ((index * 97) % 600),
      price: (quantity) => round2(Math.ceil(quantity / 60) * 0.12),
      destination: (index) => `88017${pad((index * 7919) % 100_000_000, 8)}`,
    },
    {
      type: 'data',
      ratingType: 2,
      ratingPlan: 2,
      unit: 'mb',
      quantity: (index) => 50 + ((index * 389) % 2000),
      price: (quantity) => round2(quantity * 0.05),
      destination: () => null,
    },
    {
      type: 'sms',
      ratingType: 3,
      ratingPlan: 3,
      unit: 'sms',
      quantity: (index) => 1 + (index % 4),
      price: (quantity) => round2(quantity * 0.1),
      destination: (index) => `601${pad((index * 104_729) % 100_000_000, 8)}`,
    },
    {
      type: 'vas',
      ratingType: 10,
      ratingPlan: 12,
      unit: 'event',
      quantity: () => 1,
      price: () => 3,
      destination: () => '22888',
    },
  ];
  const rows: Usage[] = [];
  for (let index = 0; index < 30; index += 1) {
    const subscription = live[index % live.length];
    const kind = kinds[index % kinds.length];
    if (subscription === undefined || kind === undefined) continue;
    const quantity = kind.quantity(index);
    const recorded = new Date(Date.parse('2025-05-18T08:05:00Z') + index * 11 * 3_600_000)
      .toISOString()
      .replace('.000Z', 'Z');
    // Rated from the network's records a few minutes later, and never corrected since.
    const written = new Date(Date.parse(recorded) + 250_000).toISOString().replace('.000Z', 'Z');
    rows.push({
      id: 9120020 + index,
      subscription_id: subscription.id,
      rating_type_id: kind.ratingType,
      rating_plan_id: kind.ratingPlan,
      msisdn: subscription.msisdn,
      usage_type: kind.type,
      quantity,
      unit: kind.unit,
      destination: kind.destination(index),
      rated_amount: kind.price(quantity),
      currency: 'MYR',
      recorded_at: recorded,
      created_at: written,
      updated_at: written,
    });
  }
  // The contract's example record: a 4-minute IDD call of Mohd Rizal to Bangladesh.
  const example = rows.find((row) => row.id === 9120044);
  if (example !== undefined) {
    Object.assign(example, {
      subscription_id: 120553,
      rating_type_id: 1,
      rating_plan_id: 6,
      msisdn: '60123456789',
      usage_type: 'voice',
      quantity: 240,
      unit: 'second',
      destination: '8801711223344',
      rated_amount: 0.48,
      recorded_at: '2025-06-01T12:30:00Z',
      created_at: '2025-06-01T12:34:10Z',
      updated_at: '2025-06-01T12:34:10Z',
    } satisfies Partial<Usage>);
  }
  return rows;
}

const methodRows: [PaymentMethod['method_type'], string, string][] = [
  ['card', 'Visa', '4417'],
  ['ewallet', "Touch 'n Go eWallet", '2231'],
  ['card', 'Mastercard', '8820'],
  ['bank_account', 'Maybank', '5142'],
  ['carrier_billing', 'Digi', '6789'],
  ['ewallet', 'Boost', '7765'],
  ['card', 'Visa', '0195'],
  ['ewallet', 'GrabPay', '3390'],
  ['bank_account', 'CIMB Bank', '9021'],
  ['card', 'Mastercard', '6604'],
];

/** Stored payment methods (ids 5510–5529): one per customer of the first twenty. */
export function seedUserPaymentMethods(): PaymentMethod[] {
  return customers.slice(0, 20).map((customer, index) => {
    const [type, provider, last4] =
      index === 11
        ? (methodRows[0] ?? ['card', 'Visa', '4417'])
        : (methodRows[(index * 3) % methodRows.length] ?? ['card', 'Visa', '0000']);
    const carrier = type === 'carrier_billing';
    const last = index === 11 ? '4417' : carrier ? customer.msisdn.slice(-4) : last4;
    const masked =
      type === 'card'
        ? `**** **** **** ${last}`
        : type === 'bank_account'
          ? `******${last}`
          : `${customer.msisdn.slice(0, 4)}****${last}`;
    const expired = index % 9 === 7;
    const revoked = index % 13 === 6;
    return {
      id: 5510 + index,
      customer_id: customer.id,
      msisdn: customer.msisdn,
      method_type: type,
      provider: carrier ? operatorNames[customer.operatorId] : provider,
      masked_number: masked,
      holder_name: type === 'card' || type === 'bank_account' ? customer.name.toUpperCase() : null,
      expiry_month: type === 'card' ? (index === 11 ? 9 : 1 + ((index * 5) % 12)) : null,
      expiry_year:
        type === 'card' ? (index === 11 ? 2028 : expired ? 2024 : 2026 + (index % 4)) : null,
      is_default: !revoked,
      status: revoked ? 'revoked' : expired && type === 'card' ? 'expired' : 'active',
      created_at: index === 11 ? '2025-01-08T10:00:00Z' : `2025-01-${pad(2 + index)}T10:00:00Z`,
      updated_at: index === 11 ? '2025-01-08T10:00:00Z' : `2025-02-${pad(2 + index)}T10:00:00Z`,
    };
  });
}
