/** The mobile operators billing records name by `operator_id`. */
export const operatorNames = { 1: 'Digi', 2: 'U Mobile' } as const;

/** A billing customer: the party behind accounts, subscriptions, invoices and payments. */
export interface Customer {
  id: number;
  /** The customer's account id (one account per customer). */
  accountId: number;
  name: string;
  msisdn: string;
  operatorId: 1 | 2;
  kind: 'prepaid' | 'postpaid' | 'corporate' | 'wallet';
}

const rows: [string, string, 1 | 2, Customer['kind']][] = [
  ['Ahmad Faizal bin Hassan', '60102345671', 1, 'postpaid'],
  ['Tan Mei Ling', '60183456712', 2, 'prepaid'],
  ['Rajesh a/l Subramaniam', '60162345873', 1, 'postpaid'],
  ['Nurul Aisyah binti Kamal', '60195678234', 1, 'prepaid'],
  ['Lim Wei Jie', '60112349876', 2, 'postpaid'],
  ['Md Rafiqul Islam', '60146789012', 1, 'wallet'],
  ['Farah Nadia binti Ismail', '60187654321', 2, 'postpaid'],
  ['Wong Kah Hoe', '60107788990', 1, 'prepaid'],
  ['Kavitha a/p Raman', '60165544332', 1, 'postpaid'],
  ['Mohammad Abdul Karim', '60113344556', 2, 'prepaid'],
  ['Chong Siew Yen', '60196677889', 1, 'prepaid'],
  ['Mohd Rizal bin Abdullah', '60123456789', 1, 'postpaid'],
  ['Siti Nurhaliza binti Omar', '60183456789', 2, 'postpaid'],
  ['Arif Hossain', '60142233445', 1, 'wallet'],
  ['Lee Chun Kit', '60119988776', 2, 'postpaid'],
  ['Priya a/p Krishnan', '60104455667', 1, 'prepaid'],
  ['Shahidul Alam', '60181122334', 2, 'prepaid'],
  ['Zulkifli bin Yusof', '60167788112', 1, 'postpaid'],
  ['Ng Pei Shan', '60198899001', 1, 'prepaid'],
  ['Abdullah Al Mamun', '60115566778', 2, 'wallet'],
  ['Intan Syafiqah binti Rosli', '60143344221', 1, 'postpaid'],
  ['Ganesh a/l Muthu', '60186677445', 2, 'prepaid'],
  ['Goh Bee Lian', '60109911223', 1, 'postpaid'],
  ['Rahim Uddin', '60117722334', 2, 'prepaid'],
  ['Syarikat Logistik Pantas Sdn Bhd', '60123344556', 1, 'corporate'],
  ['Teknologi Awan Nusantara Sdn Bhd', '60182211009', 2, 'corporate'],
];

/** The customers of the billing seed: ids 88109–88134, accounts 10441–10466. */
export const customers: readonly Customer[] = rows.map(
  ([name, msisdn, operatorId, kind], index) => ({
    id: 88109 + index,
    accountId: 10441 + index,
    name,
    msisdn,
    operatorId,
    kind,
  }),
);

/** The customer at a position of the seed list (wrapping around). */
export function customerAt(index: number): Customer {
  const customer = customers[index % customers.length];
  if (customer === undefined) throw new Error('no customers');
  return customer;
}

/** The customer of an id, when the seed has one. */
export const customerById = (id: number) => customers.find((customer) => customer.id === id);

/** The dealer/agent ids that earn commission (sales agents). */
export const agentIds = [410, 411, 412, 413, 414, 415, 416, 417, 418] as const;

/** Two-digit zero padding. */
export const pad = (value: number, width = 2) => String(value).padStart(width, '0');
