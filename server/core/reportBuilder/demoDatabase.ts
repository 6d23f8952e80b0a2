// The demo reporting database: telecom billing tables with a few hundred deterministic rows.
// The hosts write it where their reports read it (a SQLite file in the Node host, sql.js in the
// portable one) from these tables and rows.

import { channels, mobilePrefixes, paymentGateways, people } from '../../../domain/report-builder';
import { seededRandom } from '../../../domain/seeded-random';

/** The demo reporting database's name (the `database` of its sqlite connection). */
export const demoReportingDatabase = 'cbs_reporting';

/** The demo reporting database's tables (SQLite DDL). */
export const demoReportingTables = `
CREATE TABLE operators (id INTEGER PRIMARY KEY, name TEXT NOT NULL, short_code TEXT NOT NULL,
  country_code TEXT NOT NULL);
CREATE TABLE services (id INTEGER PRIMARY KEY, name TEXT NOT NULL, display_name TEXT NOT NULL,
  price REAL NOT NULL, status TEXT NOT NULL);
CREATE TABLE cbs_subscribers (id INTEGER PRIMARY KEY, msisdn TEXT NOT NULL, operator_id INTEGER NOT NULL,
  name TEXT NOT NULL, language TEXT NOT NULL, status TEXT NOT NULL, registered_at TEXT NOT NULL);
CREATE TABLE cbs_subscriptions (id INTEGER PRIMARY KEY, subscriber_id INTEGER NOT NULL,
  msisdn TEXT NOT NULL, service_id INTEGER NOT NULL, status TEXT NOT NULL, price REAL NOT NULL,
  started_at TEXT NOT NULL, cancelled_at TEXT);
CREATE TABLE cbs_topups (id INTEGER PRIMARY KEY, msisdn TEXT NOT NULL, operator_id INTEGER NOT NULL,
  amount REAL NOT NULL, channel TEXT NOT NULL, status TEXT NOT NULL, transaction_id TEXT NOT NULL,
  created_at TEXT NOT NULL);
CREATE TABLE cbs_gateways (id INTEGER PRIMARY KEY, name TEXT NOT NULL, code TEXT NOT NULL,
  status TEXT NOT NULL);
CREATE TABLE cbs_payment_transactions (id INTEGER PRIMARY KEY, reference TEXT NOT NULL,
  msisdn TEXT NOT NULL, gateway_id INTEGER NOT NULL, amount REAL NOT NULL, currency TEXT NOT NULL,
  status TEXT NOT NULL, paid_at TEXT, created_at TEXT NOT NULL);
CREATE TABLE cbs_invoices (id INTEGER PRIMARY KEY, invoice_no TEXT NOT NULL, msisdn TEXT NOT NULL,
  operator_id INTEGER NOT NULL, currency TEXT NOT NULL, subtotal REAL NOT NULL, tax REAL NOT NULL,
  total REAL NOT NULL, status TEXT NOT NULL, issued_at TEXT NOT NULL, due_at TEXT NOT NULL,
  paid_at TEXT);
`;

const operators = [
  [1, 'Digi', 'DIGI', 'MY'],
  [2, 'U Mobile', 'UMOBILE', 'MY'],
  [3, 'Maxis', 'MAXIS', 'MY'],
] as const;

/** The names of the demo database's operators, in id order. */
export const demoOperatorNames = operators.map(([, name]) => name);

const services = [
  [1, 'bangla_barta', 'Bangla Barta Daily News', 3, 'active'],
  [2, 'cricket_alerts', 'Cricket Live Scores', 2, 'active'],
  [3, 'kuiz_spm', 'Kuiz SPM Harian', 2.5, 'active'],
  [4, 'gameon_zone', 'GameOn Zone', 4, 'active'],
  [5, 'waktu_solat', 'Peringatan Waktu Solat', 1.5, 'active'],
  [6, 'horoskop', 'Horoskop Harian', 1, 'inactive'],
] as const;

const gateways = paymentGateways.map(
  (gateway, index) => [index + 1, gateway.name, gateway.code, gateway.status] as const,
);

const languages = ['Bahasa Melayu', 'English', 'Bangla'];
const denominations = [5, 10, 10, 15, 20, 30, 50, 100];

/** One table's rows of the demo reporting database, in column order. */
export interface DemoReportingRows {
  table: string;
  rows: readonly (readonly unknown[])[];
}

/** The rows of a new reporting database: a few hundred, dated in the 60 days before `today`. */
export function demoReportingRows(today: Date): DemoReportingRows[] {
  const filled: DemoReportingRows[] = [];
  const random = seededRandom(20250601);
  const pick = <Item>(items: readonly Item[]): Item => {
    const item = items[Math.floor(random() * items.length)];
    if (item === undefined) throw new Error('Empty list');
    return item;
  };
  const money = (value: number) => Math.round(value * 100) / 100;
  const midnight = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  /** A time `days` (fractional) before today, as 'YYYY-MM-DD hh:mm:ss'. */
  const before = (days: number) =>
    new Date(midnight - days * 86_400_000).toISOString().slice(0, 19).replace('T', ' ');
  const insert = (table: string, rows: readonly (readonly unknown[])[]) => {
    filled.push({ table, rows });
  };

  insert('operators', operators);
  insert('services', services);
  insert('cbs_gateways', gateways);

  const subscribers = Array.from({ length: 60 }, (_, index) => {
    const msisdn = `601${pick(mobilePrefixes)}${String(Math.floor(random() * 1e7)).padStart(7, '0')}`;
    return [
      index + 1,
      msisdn,
      (index % 3) + 1,
      people[index % people.length] ?? 'Tan Chee Wei',
      pick(languages),
      random() < 0.88 ? 'active' : 'suspended',
      before(5 + random() * 400),
    ] as const;
  });
  insert('cbs_subscribers', subscribers);

  insert(
    'cbs_subscriptions',
    Array.from({ length: 90 }, (_, index) => {
      const subscriber = pick(subscribers);
      const service = pick(services);
      const cancelled = random() < 0.25;
      return [
        index + 1,
        subscriber[0],
        subscriber[1],
        service[0],
        cancelled ? 'cancelled' : 'active',
        service[3],
        before(31 + random() * 120),
        cancelled ? before(random() * 30) : null,
      ];
    }),
  );

  insert(
    'cbs_topups',
    Array.from({ length: 240 }, (_, index) => {
      const subscriber = pick(subscribers);
      const roll = random();
      return [
        index + 1,
        subscriber[1],
        subscriber[2],
        pick(denominations),
        pick(channels),
        roll < 0.82 ? 'success' : roll < 0.92 ? 'pending' : 'failed',
        `TP${String(880_000 + index * 7)}`,
        before(random() * 60),
      ];
    }),
  );

  insert(
    'cbs_payment_transactions',
    Array.from({ length: 120 }, (_, index) => {
      const created = random() * 60;
      const roll = random();
      const status = roll < 0.8 ? 'success' : roll < 0.9 ? 'pending' : 'failed';
      return [
        index + 1,
        `PT-${String(100_000 + index * 13)}`,
        pick(subscribers)[1],
        pick(gateways.slice(0, 4))[0],
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
    Array.from({ length: 60 }, (_, index) => {
      const subscriber = pick(subscribers);
      const issued = 5 + random() * 55;
      const subtotal = money(30 + random() * 170);
      const tax = money(subtotal * 0.08);
      const roll = random();
      const status = roll < 0.6 ? 'paid' : roll < 0.8 ? 'issued' : roll < 0.95 ? 'overdue' : 'void';
      return [
        index + 1,
        `INV-${String(20_250_000 + index)}`,
        subscriber[1],
        subscriber[2],
        'MYR',
        subtotal,
        tax,
        money(subtotal + tax),
        status,
        before(issued),
        before(issued - 14),
        status === 'paid' ? before(issued - 3 - random() * 10) : null,
      ];
    }),
  );
  return filled;
}

/** The INSERT statement of a table's rows (`?` placeholders). */
export const insertSql = (table: string, columns: number) =>
  `INSERT INTO ${table} VALUES (${Array.from({ length: columns }, () => '?').join(', ')})`;
