import type { Schema } from '../schema';
import { round2 } from './money';
import { agentIds, customerAt, pad } from './customers';

type Plan = Schema<'CommissionPlan'>;
type ConditionName = Schema<'CommissionConditionName'>;
type Config = Schema<'CommissionConfig'>;
type SalesLog = Schema<'SalesLog'>;
type CommissionLog = Schema<'CommissionLog'>;
type Deferred = Schema<'CommissionDeferred'>;

const planRows: [
  string,
  string,
  string,
  Plan['commission_type'],
  number,
  number | null,
  Plan['settlement_cycle'],
  number,
  string,
  string | null,
  Plan['status'],
][] = [
  [
    'Retail reload dealer 2024',
    'RETAIL-RELOAD-24',
    '3% on prepaid reloads sold by retail dealers in 2024.',
    'percentage',
    3,
    null,
    'monthly',
    30,
    '2024-01-01',
    '2024-12-31',
    'inactive',
  ],
  [
    'Postpaid activation bounty',
    'PP-ACTIVATION',
    'RM 40 for every new postpaid line activated.',
    'flat',
    0,
    40,
    'monthly',
    60,
    '2024-06-01',
    null,
    'active',
  ],
  [
    'Internet pack resellers',
    'DATA-RESELL',
    '5% on internet packs sold through agents.',
    'percentage',
    5,
    null,
    'weekly',
    7,
    '2024-09-01',
    null,
    'active',
  ],
  [
    'IDD pack promoters',
    'IDD-PROMO',
    'Tiered commission on IDD Bangladesh packs.',
    'tiered',
    4,
    null,
    'monthly',
    14,
    '2025-01-01',
    null,
    'active',
  ],
  [
    'Retail reload dealer 2025',
    'RETAIL-RELOAD-25',
    '3.5% on every prepaid reload sold by retail dealers, paid monthly.',
    'percentage',
    3.5,
    null,
    'monthly',
    30,
    '2025-01-01',
    '2025-12-31',
    'active',
  ],
  [
    'Online agent subscriptions',
    'ONLINE-SUBS',
    '10% of the first month of VAS subscriptions sold online.',
    'percentage',
    10,
    null,
    'monthly',
    30,
    '2025-01-01',
    null,
    'active',
  ],
  [
    'USSD self-service rebate',
    'USSD-REBATE',
    '1% rebate on USSD purchases.',
    'percentage',
    1,
    null,
    'daily',
    0,
    '2025-02-01',
    null,
    'active',
  ],
  [
    'Device bundle incentive',
    'DEVICE-BUNDLE',
    'RM 15 for every device sold with a plan.',
    'flat',
    0,
    15,
    'monthly',
    30,
    '2025-01-01',
    null,
    'active',
  ],
  [
    'Hari Raya reload campaign',
    'RAYA-2025',
    'Extra 2% on reloads during Hari Raya 2025.',
    'percentage',
    2,
    null,
    'weekly',
    0,
    '2025-03-15',
    '2025-04-30',
    'inactive',
  ],
  [
    'U Mobile dealer reloads',
    'UM-RELOAD-25',
    '3.25% on U Mobile reloads sold by dealers.',
    'percentage',
    3.25,
    null,
    'monthly',
    30,
    '2025-01-01',
    '2025-12-31',
    'active',
  ],
  [
    'App referral reward',
    'APP-REFERRAL',
    'RM 2 for every referral that subscribes in the app.',
    'flat',
    0,
    2,
    'weekly',
    7,
    '2025-04-01',
    null,
    'active',
  ],
  [
    'Corporate account managers',
    'CORP-AM',
    'Tiered commission on corporate postpaid revenue.',
    'tiered',
    2.5,
    null,
    'monthly',
    45,
    '2025-01-01',
    null,
    'active',
  ],
];

/** Commission plans (admin §7.5). */
export function seedCommissionPlans(): Plan[] {
  return planRows.map(
    ([name, code, description, type, rate, flat, cycle, deferral, from, to, status], index) => ({
      id: index + 1,
      name,
      code,
      description,
      commission_type: type,
      rate,
      flat_amount: flat,
      currency: 'MYR',
      settlement_cycle: cycle,
      deferral_days: deferral,
      effective_from: from,
      effective_to: to,
      status,
      created_at: from.startsWith('2025') ? '2024-12-15T02:00:00Z' : `${from}T02:00:00Z`,
      updated_at: status === 'inactive' ? '2025-05-01T02:00:00Z' : '2024-12-15T02:00:00Z',
    }),
  );
}

const conditionRows: [string, string, ConditionName['data_type'], string][] = [
  ['Product category', 'product_category', 'string', 'Code of the product category sold.'],
  [
    'Sales channel',
    'sales_channel',
    'string',
    'Channel the sale was made through (retail, online, ussd, agent, app).',
  ],
  ['Transaction amount', 'transaction_amount', 'decimal', 'Total amount of the sale in RM.'],
  ['Operator', 'operator_id', 'integer', '1 = Digi, 2 = U Mobile.'],
  ['Dealer tier', 'dealer_tier', 'string', 'bronze, silver, gold or platinum.'],
  ['State', 'state', 'string', 'Malaysian state of the outlet, e.g. Selangor.'],
  ['Sale date', 'sale_date', 'date', 'Date of the sale (Asia/Kuala_Lumpur).'],
  ['First reload', 'first_reload', 'boolean', 'True for the first reload of a new line.'],
  ['Product type', 'product_type', 'string', 'prepaid_plan, data_pack, vas and so on.'],
  ['Quantity', 'quantity', 'integer', 'Units sold in the transaction.'],
  ['Customer tenure', 'tenure_months', 'integer', 'Months since the line was activated.'],
  ['Campaign code', 'campaign_code', 'string', 'Marketing campaign of the sale.'],
];

/** Commission condition names (the variables commission configs test). */
export function seedCommissionConditionNames(): ConditionName[] {
  return conditionRows.map(([name, key, dataType, description], index) => ({
    id: index + 1,
    name,
    key,
    data_type: dataType,
    description,
    status: key === 'campaign_code' ? 'inactive' : 'active',
    created_at: '2024-12-15T02:00:00Z',
    updated_at: '2024-12-15T02:00:00Z',
  }));
}

const configRows: [number, number, Config['condition_operator'], string, number, number | null][] =
  [
    [1, 2, 'in', 'retail,agent', 3, null],
    [2, 9, '=', 'postpaid_plan', 0, 40],
    [2, 11, '>=', '3', 0, 10],
    [3, 1, '=', 'DATA_PACK', 5, null],
    [3, 3, '>=', '30', 6, null],
    [4, 10, 'between', '1,9', 4, null],
    [4, 10, '>=', '10', 5.5, null],
    [5, 4, '=', '1', 3.5, null],
    [5, 5, 'in', 'gold,platinum', 4, null],
    [6, 1, '=', 'VAS', 10, null],
    [6, 2, '=', 'online', 10, null],
    [7, 2, '=', 'ussd', 1, null],
    [8, 9, '=', 'device', 0, 15],
    [9, 7, 'between', '2025-03-15,2025-04-30', 2, null],
    [10, 4, '=', '2', 3.25, null],
    [11, 2, '=', 'app', 0, 2],
    [5, 2, 'in', 'retail,agent', 4.25, null],
    [5, 8, '=', 'true', 5, null],
    [12, 3, '>', '5000', 3, null],
    [12, 6, 'in', 'Selangor,Kuala Lumpur', 2.5, null],
  ];

/** Commission configs: a plan's rate under a condition. */
export function seedCommissionConfigs(): Config[] {
  return configRows.map(([planId, conditionId, operator, value, rate, flat], index) => ({
    id: index + 1,
    commission_plan_id: planId,
    commission_condition_name_id: conditionId,
    condition_operator: operator,
    condition_value: value,
    rate,
    flat_amount: flat,
    priority: 1 + (index % 2),
    status: planId === 1 || planId === 9 ? 'inactive' : 'active',
    created_at: '2024-12-15T02:10:00Z',
    updated_at: index === 16 ? '2025-02-01T01:00:00Z' : '2024-12-15T02:10:00Z',
  }));
}

/** One sale: product, price, channel and the plan/config that paid commission on it. */
const saleRows: [number, number, SalesLog['channel'], number, number | null][] = [
  [31, 30, 'retail', 5, 17],
  [10, 15, 'retail', 5, 8],
  [44, 3, 'online', 6, 11],
  [16, 10, 'agent', 4, 6],
  [35, 35, 'agent', 3, 4],
  [12, 98, 'retail', 2, 2],
  [11, 30, 'retail', 10, 15],
  [32, 10, 'ussd', 7, 12],
  [41, 0.5, 'app', 11, 16],
  [22, 199, 'retail', 8, 13],
  [34, 12, 'agent', 3, 4],
  [17, 6, 'agent', 4, 6],
  [33, 15, 'app', 11, 16],
  [13, 99, 'retail', 2, 2],
  [45, 3, 'online', 6, 11],
  [31, 30, 'agent', 5, 17],
  [36, 5, 'ussd', 7, 12],
  [14, 168, 'retail', 2, 2],
  [20, 25, 'online', 3, 5],
  [42, 4, 'online', 6, 10],
  [10, 50, 'retail', 5, 17],
  [35, 35, 'retail', 10, 15],
  [16, 10, 'agent', 4, 6],
  [43, 2, 'app', 11, 16],
  [15, 139, 'retail', 2, 2],
];

const operatorOf: Record<number, 1 | 2> = {
  10: 1,
  11: 2,
  12: 1,
  13: 2,
  14: 1,
  15: 2,
  16: 1,
  17: 2,
  20: 1,
  22: 1,
  31: 1,
  32: 1,
  33: 1,
  34: 2,
  35: 2,
  36: 2,
  41: 1,
  42: 1,
  43: 2,
  44: 1,
  45: 2,
};

/** When sale `index` happened: one every ~29 hours back from 1 June 2025. */
function soldAt(index: number): string {
  const start = Date.parse('2025-05-01T02:15:00Z');
  const at = new Date(start + index * 29 * 3_600_000 + (index % 7) * 417_000);
  return at.toISOString().replace('.000Z', 'Z');
}

/** Sales logs (ids 998100–998124), commission logs (77100–77124) and deferred commissions. */
export function seedCommissionActivity(plans: readonly Plan[], configs: readonly Config[]) {
  const salesLogs: SalesLog[] = [];
  const commissionLogs: CommissionLog[] = [];
  const deferreds: Deferred[] = [];
  saleRows.forEach(([productId, price, channel, planId, configId], index) => {
    const id = 998100 + index;
    // The contract's example sale (998120) is Mohd Rizal's RM 50 reload at 04:11:58.
    const customer = index === 20 ? customerAt(11) : customerAt(index * 5 + 3);
    const sold = index === 20 ? '2025-06-01T04:11:58Z' : soldAt(index);
    const created = index === 20 ? '2025-06-01T04:12:00Z' : sold;
    const agentId =
      channel === 'online' || channel === 'ussd' || channel === 'app'
        ? null
        : (agentIds[index % agentIds.length] ?? 412);
    const operatorId = operatorOf[productId] ?? customer.operatorId;
    const quantity = channel === 'agent' && price < 20 ? 2 : 1;
    const day = sold.slice(0, 10).replaceAll('-', '');
    salesLogs.push({
      id,
      sale_reference: `SL-${day}-${pad(index === 20 ? 912 : 880 + index, 6)}`,
      product_id: productId,
      customer_id: customer.id,
      agent_id: index === 20 ? 412 : agentId,
      msisdn: customer.msisdn,
      operator_id: operatorId,
      quantity,
      unit_price: price,
      total_amount: round2(price * quantity),
      currency: 'MYR',
      channel,
      sold_at: sold,
      created_at: created,
    });
    const plan = plans.find((candidate) => candidate.id === planId);
    const config = configs.find((candidate) => candidate.id === configId);
    const base = round2(price * quantity);
    const rate = index === 20 ? 3.5 : (config?.rate ?? plan?.rate ?? 0);
    const flat = config?.flat_amount ?? plan?.flat_amount ?? null;
    const amount = flat !== null && rate === 0 ? flat : round2((base * rate) / 100);
    const deferralDays = plan?.deferral_days ?? 0;
    const deferred = deferralDays > 0 && index >= 14;
    const status: CommissionLog['status'] = deferred
      ? 'deferred'
      : index % 9 === 4
        ? 'reversed'
        : index < 10
          ? 'paid'
          : 'calculated';
    commissionLogs.push({
      id: 77100 + index,
      commission_plan_id: planId,
      commission_config_id: configId,
      beneficiary_id: index === 20 ? 412 : (agentId ?? 410),
      sales_log_id: id,
      base_amount: base,
      rate,
      commission_amount: amount,
      currency: 'MYR',
      status,
      calculated_at: created,
      created_at: created,
    });
    if (deferred) {
      const release = new Date(Date.parse(sold) + deferralDays * 86_400_000)
        .toISOString()
        .slice(0, 10);
      const released = release <= '2025-06-01';
      deferreds.push({
        id: 3281 + index,
        commission_plan_id: planId,
        beneficiary_id: index === 20 ? 412 : (agentId ?? 410),
        sales_log_id: id,
        amount,
        currency: 'MYR',
        release_date: index === 20 ? '2025-07-01' : release,
        status: index === 17 ? 'cancelled' : released ? 'released' : 'pending',
        released_at: released && index !== 17 ? `${release}T01:00:00Z` : null,
        remarks:
          index === 17
            ? 'Line terminated within the deferral period'
            : `Held ${deferralDays} days per plan ${plan?.code ?? ''}`,
        created_at: created,
        updated_at: released ? `${release}T01:00:00Z` : created,
      });
    }
  });
  // Earlier deferrals of 2025 that have been settled already.
  for (let index = 0; index < 5; index += 1) {
    const sale = salesLogs[index];
    const log = commissionLogs[index];
    if (sale === undefined || log === undefined) continue;
    deferreds.push({
      id: 3280 + index,
      commission_plan_id: log.commission_plan_id,
      beneficiary_id: log.beneficiary_id,
      sales_log_id: sale.id,
      amount: log.commission_amount,
      currency: 'MYR',
      release_date: `2025-05-${pad(20 + index)}`,
      status: 'released',
      released_at: `2025-05-${pad(20 + index)}T01:00:00Z`,
      remarks: 'Released with the May settlement run',
      created_at: sale.created_at,
      updated_at: `2025-05-${pad(20 + index)}T01:00:00Z`,
    });
  }
  return { salesLogs, commissionLogs, deferreds };
}
