// The demo reporting database: the tables of domain/report-builder's `reportingTables` with a
// about 3,000 deterministic rows dated before the seeding day, enough for the demo reports'
// charts to look like charts (daily top-ups by operator with weekends and paydays, gateways of
// unequal shares, a churn that falls off by service). The hosts write it where their reports
// read it (a SQLite file in the Node host, sql.js in the portable one).

import {
  channels,
  demoReportingDatabase,
  mobilePrefixes,
  paymentGateways,
  people,
  reportingDdl,
  type ReportingTable,
} from '../../../domain/report-builder';
import { seededRandom } from '../../../domain/seeded-random';

export { demoReportingDatabase };

/** The demo reporting database's tables (SQLite DDL). */
export const demoReportingTables = reportingDdl;

const operators = [
  [1, 'Digi', 'DIGI', 'MY'],
  [2, 'U Mobile', 'UMOBILE', 'MY'],
  [3, 'Maxis', 'MAXIS', 'MY'],
] as const;
/** Each operator's share of the subscribers, in operator order. */
const operatorShares = [0.5, 0.32, 0.18];

const organizations = [
  [1, 'Dotlines Malaysia', 'DOTL', 'active'],
  [2, 'ReloadHub Sdn Bhd', 'RHUB', 'active'],
  [3, 'KioskNet Sdn Bhd', 'KNET', 'active'],
  [4, 'Bangla Barta Media', 'BBM', 'active'],
  [5, 'GameOn Studios', 'GAME', 'active'],
] as const;

/** [id, name, display name, organization, type, weekly price, status]: most popular first. */
const services = [
  [1, 'bangla_barta', 'Bangla Barta Daily News', 4, 'content', 3, 'active'],
  [2, 'sinar_berita', 'Sinar Berita Pantas', 1, 'content', 2, 'active'],
  [3, 'cricket_alerts', 'Cricket Live Scores', 1, 'alerts', 2.5, 'active'],
  [4, 'kuiz_spm', 'Kuiz SPM Harian', 1, 'content', 2, 'active'],
  [5, 'gameon_zone', 'GameOn Zone', 5, 'games', 4, 'active'],
  [6, 'waktu_solat', 'Peringatan Waktu Solat', 1, 'alerts', 1.5, 'active'],
  [7, 'liga_super', 'Liga Super Alerts', 1, 'alerts', 2, 'active'],
  [8, 'horoskop', 'Horoskop Harian', 1, 'content', 1, 'inactive'],
  [9, 'english_tips', 'English Tips Daily', 1, 'content', 1.5, 'active'],
  [10, 'resepi_harian', 'Resepi Harian', 1, 'content', 1, 'active'],
] as const;

const gateways = paymentGateways.map(
  (gateway, index) => [index + 1, gateway.name, gateway.code, gateway.status] as const,
);
/** Each gateway's share of the payments, in gateway order. */
const gatewayShares = [0.41, 0.29, 0.17, 0.09, 0.04];

const languages = [
  [1, 'Bangla', 'bn'],
  [2, 'Bahasa Melayu', 'ms'],
  [3, 'English', 'en'],
] as const;
const languageShares = [0.55, 0.33, 0.12];

const denominations = [5, 10, 10, 10, 15, 20, 30, 30, 50, 100];
/** [usage type, unit, share, largest quantity of one record]. */
const usageTypes = [
  ['data', 'MB', 0.45, 2048],
  ['voice', 'minutes', 0.3, 90],
  ['sms', 'SMS', 0.22, 12],
  ['roaming_data', 'MB', 0.03, 512],
] as const;

/** One table's rows of the demo reporting database, in column order. */
export interface DemoReportingRows {
  table: ReportingTable;
  rows: readonly (readonly unknown[])[];
}

/** The rows of a new reporting database: about 3,000, dated in the 60 days before `today`. */
export function demoReportingRows(today: Date): DemoReportingRows[] {
  const filled: DemoReportingRows[] = [];
  const random = seededRandom(20250601);
  const pick = <Item>(items: readonly Item[]): Item => {
    const item = items[Math.floor(random() * items.length)];
    if (item === undefined) throw new Error('Empty list');
    return item;
  };
  /** An index of `shares` (summing to 1), drawn by its share. */
  const weighted = (shares: readonly number[]) => {
    let roll = random();
    const index = shares.findIndex((share) => (roll -= share) < 0);
    return index < 0 ? shares.length - 1 : index;
  };
  const money = (value: number) => Math.round(value * 100) / 100;
  const midnight = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  /** A time `days` (fractional) before today's midnight, as 'YYYY-MM-DD hh:mm:ss'. */
  const before = (days: number) =>
    new Date(midnight - days * 86_400_000).toISOString().slice(0, 19).replace('T', ' ');
  const insert = (table: ReportingTable, rows: readonly (readonly unknown[])[]) => {
    filled.push({ table, rows });
  };
  const msisdn = () =>
    `601${pick(mobilePrefixes)}${String(Math.floor(random() * 1e7)).padStart(7, '0')}`;

  insert('operators', operators);
  insert('organizations', organizations);
  insert('services', services);
  insert('cbs_gateways', gateways);
  insert('languages', languages);

  // Subscribers: most registered in the last 45 days, so registrations per day make a line.
  const subscribers = Array.from({ length: 240 }, (_, index) => {
    const registered = before(random() < 0.7 ? random() * 45 : 45 + random() * 360);
    return [
      index + 1,
      msisdn(),
      weighted(operatorShares) + 1,
      people[index % people.length] ?? 'Tan Chee Wei',
      pick(['Bahasa Melayu', 'Bahasa Melayu', 'English', 'Bangla']),
      random() < 0.9 ? 'active' : 'suspended',
      registered,
      registered,
    ] as const;
  });
  insert('cbs_subscribers', subscribers);

  // Subscriptions: the popular services first; a quarter cancelled, in the last 30 days.
  const serviceShares = services.map((_, index) => 1 / (index + 1.4));
  const serviceTotal = serviceShares.reduce((sum, share) => sum + share, 0);
  insert(
    'cbs_subscriptions',
    Array.from({ length: 420 }, (_, index) => {
      const subscriber = pick(subscribers);
      const service = services[weighted(serviceShares.map((share) => share / serviceTotal))];
      if (service === undefined) throw new Error('No service');
      const started = 31 + random() * 150;
      const cancelled = random() < 0.25;
      return [
        index + 1,
        subscriber[0],
        subscriber[1],
        service[0],
        random() < 0.5 ? null : 1 + Math.floor(random() * 3),
        cancelled ? 'cancelled' : 'active',
        service[5],
        before(started),
        cancelled ? null : before(-random() * 7),
        cancelled ? before(random() * 30) : null,
        before(started),
      ];
    }),
  );

  const byOperator = operators.map(([id]) => subscribers.filter((row) => row[2] === id));
  // Top-ups: every day of 60, more at weekends and around payday, Digi ahead of U Mobile and Maxis.
  const topups: unknown[][] = [];
  for (let day = 0; day < 60; day += 1) {
    const date = new Date(midnight - (day + 1) * 86_400_000);
    const weekend = date.getUTCDay() === 0 || date.getUTCDay() === 6 ? 1.18 : 1;
    const payday = date.getUTCDate() >= 25 || date.getUTCDate() <= 2 ? 1.22 : 1;
    for (const [operator, base] of [
      [1, 12],
      [2, 8],
      [3, 4],
    ] as const) {
      const count = Math.round(base * weekend * payday * (0.85 + random() * 0.3));
      for (let topup = 0; topup < count; topup += 1) {
        const roll = random();
        topups.push([
          topups.length + 1,
          pick(byOperator[operator - 1] ?? subscribers)[1],
          operator,
          pick(denominations),
          pick(channels),
          roll < 0.84 ? 'success' : roll < 0.93 ? 'pending' : 'failed',
          `TP${String(880_000 + topups.length * 7)}`,
          before(day + 1 - random()),
        ]);
      }
    }
  }
  insert('cbs_topups', topups);

  insert(
    'cbs_payment_transactions',
    Array.from({ length: 320 }, (_, index) => {
      const created = random() * 60;
      const roll = random();
      const status = roll < 0.8 ? 'success' : roll < 0.9 ? 'pending' : 'failed';
      return [
        index + 1,
        `PT-${String(100_000 + index * 13)}`,
        pick(subscribers)[1],
        weighted(gatewayShares) + 1,
        money(10 + random() * 290),
        'MYR',
        status,
        status === 'success' ? before(created - 0.01) : null,
        before(created),
      ];
    }),
  );

  insert(
    'cbs_invoices',
    Array.from({ length: 180 }, (_, index) => {
      const subscriber = pick(subscribers);
      const issued = 1 + random() * 89;
      const subtotal = money(30 + random() * 170);
      const tax = money(subtotal * 0.08);
      const roll = random();
      const due = issued - 14;
      // Issued invoices past their due date are overdue, mostly; a few are not marked yet.
      const status =
        roll < 0.85
          ? 'paid'
          : roll < 0.97
            ? due > 0 && random() < 0.8
              ? 'overdue'
              : 'issued'
            : 'void';
      return [
        index + 1,
        `INV-${String(20_250_000 + index)}`,
        subscriber[0],
        subscriber[1],
        subscriber[2],
        'MYR',
        subtotal,
        tax,
        money(subtotal + tax),
        status,
        before(issued),
        before(due),
        status === 'paid' ? before(issued - 1 - random() * 12) : null,
      ];
    }),
  );

  // Commissions of the partners, per month of the last three and plan.
  const commissions: unknown[][] = [];
  for (let month = 1; month <= 3; month += 1) {
    const start = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - month, 1));
    const period = start.toISOString().slice(0, 7);
    for (const [partner] of organizations) {
      for (const plan of [1, 2]) {
        // Whole multiples of RM 50: sums and commissions stay exact in binary.
        const sales = 50 * Math.round((240 / partner) * (0.7 + random() * 0.6));
        commissions.push([
          commissions.length + 1,
          partner,
          plan,
          sales,
          money(sales * (plan === 1 ? 0.05 : 0.08)),
          period,
          month === 1 && random() < 0.4 ? 'pending' : 'approved',
          `${period}-28 10:00:00`,
        ]);
      }
    }
  }
  insert('cbs_commission_logs', commissions);

  insert(
    'cbs_usage_records',
    Array.from({ length: 320 }, (_, index) => {
      const type = usageTypes[weighted(usageTypes.map(([, , share]) => share))] ?? usageTypes[0];
      return [
        index + 1,
        1 + Math.floor(random() * 420),
        pick(subscribers)[1],
        type[0],
        1 + Math.floor(random() * type[3]),
        type[1],
        before(random() * 30),
      ];
    }),
  );

  insert(
    'portal_users',
    Array.from({ length: 160 }, (_, index) => [
      index + 1,
      msisdn(),
      weighted(operatorShares) + 1,
      weighted(languageShares) + 1,
      random() < 0.85 ? before(random() * 45) : null,
      before(45 + random() * 300),
    ]),
  );
  return filled;
}

/** The INSERT statement of a table's rows (`?` placeholders). */
export const insertSql = (table: string, columns: number) =>
  `INSERT INTO ${table} VALUES (${Array.from({ length: columns }, () => '?').join(', ')})`;
