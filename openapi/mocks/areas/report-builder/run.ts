import type { Schema } from '../../../schema';
import {
  channels,
  mobilePrefixes,
  paymentGateways,
  people,
  columnLabel,
  type ResultRow,
  type ResultValue as Value,
} from '@domain/report-builder';

type Report = Schema<'Report'>;

const labels: Record<string, string> = {
  operator_name: 'Operator',
  total_amount: 'Total (RM)',
  amount: 'Amount (RM)',
  msisdn: 'MSISDN',
  total: 'Total (RM)',
  total_spend: 'Total spend (RM)',
  weekly_revenue: 'Weekly revenue (RM)',
  collection_rate: 'Collection rate (%)',
};

/** Splits a SELECT list at top-level commas. */
function selectList(sql: string): string[] {
  const match = /select\s+([\s\S]+?)\s+from\s/i.exec(sql);
  const list = match?.[1] ?? '';
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of list) {
    if (char === '(') depth += 1;
    if (char === ')') depth -= 1;
    if (char === ',' && depth === 0) {
      parts.push(current.trim());
      current = '';
    } else {
      current += char;
    }
  }
  if (current.trim() !== '') parts.push(current.trim());
  return parts;
}

/** The output column names of a raw SELECT: aliases, else the bare column names. */
export function rawColumns(sql: string): string[] {
  return selectList(sql).map((expression) => {
    const alias = /\s+as\s+[`"]?(\w+)[`"]?\s*$/i.exec(expression);
    if (alias?.[1] !== undefined) return alias[1];
    const bare = /(\w+)[`"]?\s*$/.exec(expression);
    return bare?.[1] ?? expression;
  });
}

/** The columns a report answers, in order. */
export function reportColumns(report: Report): Schema<'ReportRunColumn'>[] {
  if (report.query_type === 'raw_query') {
    return rawColumns(report.raw_query ?? '').map((name) => ({
      name,
      label: labels[name] ?? columnLabel(name),
      sortable: true,
    }));
  }
  const selected = (report.selections ?? []).map((column) => ({
    name: column.alias,
    label: labels[column.alias] ?? columnLabel(column.alias),
    sortable: column.is_sortable === 'yes',
    label_config: column.has_label === 'yes' ? (column.label_config ?? []) : [],
  }));
  const aggregated =
    report.have_aggregate_function === 'yes'
      ? (report.select_aggregates ?? []).map((column) => ({
          name: column.alias,
          label: labels[column.alias] ?? columnLabel(column.alias),
          sortable: column.is_sortable === 'yes',
          aggregate: column.aggregate_function,
        }))
      : [];
  return [...selected, ...aggregated];
}

/** A deterministic number in [0, 1) for a seed. */
function noise(...seed: number[]): number {
  let state = 2166136261;
  for (const part of seed) {
    state ^= part + 0x9e3779b9;
    state = Math.imul(state, 16777619) >>> 0;
  }
  state ^= state >>> 13;
  state = Math.imul(state, 2246822507) >>> 0;
  return (state >>> 0) / 4294967296;
}

const money = (value: number) => Math.round(value * 100) / 100;
const day = (offset: number) =>
  new Date(Date.parse('2025-06-01T00:00:00Z') - offset * 86_400_000).toISOString().slice(0, 10);

/** Daily successful top-up revenue of an operator (1 Digi, 2 U Mobile), `offset` days before 1 June 2025. */
function dailyTopup(operator: 1 | 2, offset: number): { amount: number; count: number } {
  const date = new Date(Date.parse('2025-06-01T00:00:00Z') - offset * 86_400_000);
  const weekend = date.getUTCDay() === 0 || date.getUTCDay() === 6 ? 1.18 : 1;
  const payday = date.getUTCDate() >= 25 || date.getUTCDate() <= 2 ? 1.22 : 1;
  const baseline = operator === 1 ? 6900 : 4450;
  const amount = money(baseline * weekend * payday * (0.85 + noise(operator, offset) * 0.3));
  return { amount, count: Math.round(amount / (operator === 1 ? 17.5 : 15.2)) };
}

const operatorNames = ['Digi', 'U Mobile'] as const;
const serviceNames = [
  'Bangla Barta Daily News',
  'Sinar Berita Pantas',
  'Cricket Live Scores',
  'Kuiz SPM Harian',
  'GameOn Zone',
  'Peringatan Waktu Solat',
  'Liga Super Alerts',
  'Horoskop Harian',
  'English Tips Daily',
  'Resepi Harian',
];
const gatewayNames = paymentGateways.map((gateway) => gateway.name);
const statuses = ['success', 'success', 'success', 'pending', 'failed'];

const msisdn = (seed: number) =>
  `601${mobilePrefixes[seed % mobilePrefixes.length] ?? '2'}${String(Math.floor(noise(seed, 7) * 1e7)).padStart(7, '0')}`;

/** A plausible value for a column name, deterministic by report, row and column. */
export function sampleValue(column: string, row: number, reportId: number): Value {
  const name = column.toLowerCase();
  const random = noise(reportId, row, name.length, name.charCodeAt(0));
  if (name.includes('msisdn') || name.includes('mobile')) return msisdn(reportId * 97 + row);
  if (name.includes('operator')) return operatorNames[row % 2] ?? 'Digi';
  if (name.includes('gateway')) return gatewayNames[row % gatewayNames.length] ?? 'iPay88';
  if (name.includes('service')) return serviceNames[row % serviceNames.length] ?? 'GameOn Zone';
  if (name.includes('channel')) return channels[Math.floor(random * channels.length)] ?? 'Kiosk';
  if (name.includes('status')) return statuses[Math.floor(random * statuses.length)] ?? 'success';
  if (name.includes('language'))
    return ['Bangla', 'Bahasa Melayu', 'English'][row % 3] ?? 'English';
  if (name.includes('currency')) return 'MYR';
  if (name.includes('month') || name.includes('period')) {
    return `2025-${String(5 - (row % 5)).padStart(2, '0')}`;
  }
  if (name.endsWith('_at') || name.includes('date')) {
    return name.endsWith('_at')
      ? `${day(row)}T${String(8 + (row % 12)).padStart(2, '0')}:${String(Math.floor(random * 60)).padStart(2, '0')}:00Z`
      : day(row);
  }
  if (name.includes('invoice')) return `INV-2025-${String(400 - row).padStart(6, '0')}`;
  if (name.includes('reference') || name.includes('transaction')) {
    return `PT-202505${String(31 - (row % 28)).padStart(2, '0')}-${String(1000 + Math.floor(random * 9000))}`;
  }
  if (/rate|percent/.test(name)) return money(60 + random * 35);
  if (/amount|total|revenue|price|sum|spend|paid|sales/.test(name)) return money(5 + random * 495);
  if (/count|qty|quantity|users|subscribers|registrations|transactions/.test(name)) {
    return 10 + Math.floor(random * 990);
  }
  if (name.includes('name')) return people[row % people.length] ?? 'Tan Chee Wei';
  if (name === 'id' || name.endsWith('_id')) return row + 1;
  if (name.includes('unit')) return ['MB', 'minutes', 'SMS'][row % 3] ?? 'MB';
  return `${columnLabel(column)} ${row + 1}`;
}

/** Rows of the seeded reports whose data has a known shape. */
const knownRows: Record<number, () => Record<string, Value>[]> = {
  2: () =>
    Array.from({ length: 30 }, (_, index) => ({
      registration_date: day(29 - index),
      registrations: 180 + Math.round(noise(2, index) * 140),
    })),
  4: () =>
    gatewayNames.map((gateway, index) => ({
      gateway_name: gateway,
      total_amount: money([182430.5, 126880.2, 74210.9, 38450, 21975.4][index] ?? 0),
      transactions: [9120, 7034, 5511, 2870, 610][index] ?? 0,
    })),
  6: () =>
    serviceNames.map((service, index) => ({
      service_name: service,
      churned_count: Math.round(420 / (index + 1) + noise(6, index) * 40),
    })),
  9: () =>
    serviceNames.map((service, index) => ({
      service_name: service,
      active_count: Math.round(24800 / (index + 1.4)),
      weekly_revenue: money(
        Math.round(24800 / (index + 1.4)) * ([3, 2, 2.5, 2, 4, 1.5, 2, 1, 1.5, 1][index] ?? 1),
      ),
    })),
  10: () => [
    { operator_name: 'Digi', subscribers: 184230 },
    { operator_name: 'U Mobile', subscribers: 121845 },
  ],
  12: () =>
    ([1, 2] as const).map((operator) => ({
      operator_name: operatorNames[operator - 1] ?? 'Digi',
      total_amount: money(
        Array.from({ length: 7 }, (_, offset) => dailyTopup(operator, offset).amount).reduce(
          (sum, amount) => sum + amount,
          0,
        ),
      ),
    })),
  5: () =>
    [5, 10, 15, 20, 30, 50, 100].map((denomination, index) => {
      const count = [18240, 22110, 6120, 4380, 7210, 2950, 1180][index] ?? 0;
      return { denomination, topup_count: count, total_amount: denomination * count };
    }),
  7: () =>
    Array.from({ length: 12 }, (_, index) => ({
      month: `${index < 5 ? 2025 : 2024}-${String(index < 5 ? 5 - index : 17 - index).padStart(2, '0')}`,
      currency: 'MYR',
      total: money(1_250_000 + noise(7, index) * 180_000),
    })),
  14: () => [
    { usage_type: 'data', unit: 'MB', total_quantity: 918_224_410, subscribers: 281_002 },
    { usage_type: 'voice', unit: 'minutes', total_quantity: 12_884_120, subscribers: 240_118 },
    { usage_type: 'sms', unit: 'SMS', total_quantity: 2_410_882, subscribers: 98_240 },
    { usage_type: 'roaming_data', unit: 'MB', total_quantity: 4_120_330, subscribers: 3_210 },
  ],
  15: () => [{ collection_rate: 87.4 }],
  16: () =>
    Array.from({ length: 30 }, (_, offset) =>
      ([1, 2] as const).map((operator) => {
        const { amount, count } = dailyTopup(operator, offset);
        return {
          topup_date: day(offset),
          operator_name: operatorNames[operator - 1] ?? 'Digi',
          topup_count: count,
          total_amount: amount,
        };
      }),
    ).flat(),
  18: () => [
    { language: 'Bangla', users: 64210 },
    { language: 'Bahasa Melayu', users: 38102 },
    { language: 'English', users: 12490 },
  ],
};

/** Every result row of a report (before grid filters, sorting and paging). */
export function reportRows(report: Report, columns: string[]): ResultRow[] {
  const known = knownRows[report.id]?.();
  const count =
    known?.length ??
    (report.set_limit === 'yes' ? Math.max(1, report.query_clause?.limit_value ?? 10) : 24);
  return Array.from({ length: count }, (_, index) =>
    Object.fromEntries(
      columns.map((column) => [
        column,
        known?.[index]?.[column] ?? sampleValue(column, index, report.id),
      ]),
    ),
  );
}

const asNumber = (value: Value) => (typeof value === 'number' ? value : Number(value));

/** Whether a row value passes a grid filter. */
export function passesFilter(
  value: Value,
  operator: Schema<'GridFilter'>['operators'],
  wanted: string,
): boolean {
  const actual = String(value ?? '');
  const lower = actual.toLowerCase();
  const needle = wanted.toLowerCase();
  const list = wanted.split(',').map((item) => item.trim().toLowerCase());
  switch (operator) {
    case 'equal':
      return lower === needle;
    case 'not_equal':
      return lower !== needle;
    case 'in':
      return list.includes(lower);
    case 'not_in':
      return !list.includes(lower);
    case 'begins_with':
      return lower.startsWith(needle);
    case 'ends_with':
      return lower.endsWith(needle);
    case 'contains':
      return lower.includes(needle);
    case 'less':
      return value !== null && asNumber(value) < Number(wanted);
    case 'greater':
      return value !== null && asNumber(value) > Number(wanted);
    case 'between': {
      const [from = '', to = ''] = wanted.split(',').map((item) => item.trim());
      return (from === '' || actual >= from) && (to === '' || actual.slice(0, to.length) <= to);
    }
  }
}
