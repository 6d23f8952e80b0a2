import type { Schema } from '../schema';
import { demoContentAnchor, demoDated } from './demoDates';
import { portalSettings, type OperatorId } from '../portal-operators';

/** A subscription of a number to a portal service. */
export interface PortalSubscription {
  msisdn: string;
  operatorId: OperatorId;
  service: string;
  status: Schema<'MySubscriptionItem'>['status'];
  subscribedAt: string;
  nextRenewalAt: string | null;
}

/** A favourite number of a subscriber (the owner is the session's msisdn). */
export type StoredFavourite = Schema<'FavouriteNumber'> & { owner: string; country: string };

/** A support ticket with the number and problem type it was raised for. */
export type StoredTicket = Schema<'SupportHistoryItem'> & {
  msisdn: string;
  operatorId: OperatorId;
  service: string;
  message: string;
};

/** A transaction of the history screen, by number. */
export type StoredHistory = Schema<'UserHistoryItem'> & { msisdn: string };

/** A recorded referral (store-referal-info). */
export interface Referral {
  msisdn: string;
  reToken: string;
  reProductId: string;
  tId: string;
  price: number;
}

/**
 * The stateful part of the portal seed, dated relative to the day it is seeded: subscription
 * and renewal dates, ticket ages and transaction times keep their distance before the demo's
 * anchor (`demoContentAnchor`), so a demo seeded any day never contradicts itself (a renewal
 * already past, a ticket open for a year). The mock seeds at its clock's day, the anchor.
 */
export function seedPortalState(seededAt: string = demoContentAnchor) {
  // Written as the rows are ('…:00Z'): at the anchor they stay exactly as written.
  const dated = (at: string) => demoDated(at, seededAt).replace('.000Z', 'Z');
  const maybeDated = <Value extends string | null | undefined>(at: Value) =>
    typeof at === 'string' ? dated(at) : at;
  const state = seedPortalRows();
  for (const row of state.subscriptions) {
    row.subscribedAt = dated(row.subscribedAt);
    row.nextRenewalAt = maybeDated(row.nextRenewalAt);
  }
  for (const row of state.tickets) {
    row.request_time = dated(row.request_time);
    row.resolve_date = maybeDated(row.resolve_date);
  }
  for (const row of state.histories) row.created_at = dated(row.created_at);
  return state;
}

/** The portal seed's rows as written, dated against `demoContentAnchor`. */
function seedPortalRows() {
  const subscriptions: PortalSubscription[] = [
    {
      msisdn: '60123456789',
      operatorId: 1,
      service: 'bangla_barta',
      status: 'active',
      subscribedAt: '2025-05-12T07:41:00Z',
      nextRenewalAt: '2025-06-02T00:00:00Z',
    },
    {
      msisdn: '60123456789',
      operatorId: 1,
      service: 'game_zone',
      status: 'active',
      subscribedAt: '2025-05-28T13:05:00Z',
      nextRenewalAt: '2025-06-02T13:05:00Z',
    },
    {
      msisdn: '60123456789',
      operatorId: 1,
      service: 'caller_tunes',
      status: 'suspended',
      subscribedAt: '2025-03-01T09:20:00Z',
      nextRenewalAt: null,
    },
    {
      msisdn: '60146789012',
      operatorId: 1,
      service: 'bangla_barta',
      status: 'active',
      subscribedAt: '2025-02-03T10:00:00Z',
      nextRenewalAt: '2025-06-02T00:00:00Z',
    },
    {
      msisdn: '60146789012',
      operatorId: 1,
      service: 'religion',
      status: 'active',
      subscribedAt: '2025-04-10T05:30:00Z',
      nextRenewalAt: '2025-06-10T05:30:00Z',
    },
    {
      msisdn: '60142233445',
      operatorId: 1,
      service: 'cinema',
      status: 'active',
      subscribedAt: '2025-03-10T14:00:00Z',
      nextRenewalAt: '2025-06-02T14:00:00Z',
    },
    {
      msisdn: '60183456789',
      operatorId: 2,
      service: 'bangla_barta',
      status: 'active',
      subscribedAt: '2025-04-01T08:00:00Z',
      nextRenewalAt: '2025-06-03T08:00:00Z',
    },
    {
      msisdn: '60183456789',
      operatorId: 2,
      service: 'rashifol',
      status: 'pending',
      subscribedAt: '2025-06-01T02:10:00Z',
      nextRenewalAt: null,
    },
    {
      msisdn: '60113344556',
      operatorId: 2,
      service: 'bangla_barta',
      status: 'active',
      subscribedAt: '2025-04-01T11:45:00Z',
      nextRenewalAt: '2025-06-03T11:45:00Z',
    },
    {
      msisdn: '60117722334',
      operatorId: 2,
      service: 'rashifol',
      status: 'active',
      subscribedAt: '2025-05-19T16:20:00Z',
      nextRenewalAt: '2025-06-02T16:20:00Z',
    },
    {
      msisdn: '60115566778',
      operatorId: 2,
      service: 'game_zone',
      status: 'active',
      subscribedAt: '2025-05-02T09:00:00Z',
      nextRenewalAt: '2025-06-02T09:00:00Z',
    },
    {
      msisdn: '60181122334',
      operatorId: 2,
      service: 'religion',
      status: 'active',
      subscribedAt: '2025-03-21T06:00:00Z',
      nextRenewalAt: '2025-06-21T06:00:00Z',
    },
  ];

  const favourites: StoredFavourite[] = [
    {
      id: 301,
      owner: '60123456789',
      name: 'Abang Karim',
      mobile_number: '60198765432',
      country_name: 'Malaysia',
      country: 'MY',
      operator_id: 1,
    },
    {
      id: 302,
      owner: '60123456789',
      name: 'আম্মা',
      mobile_number: '01712345678',
      country_name: 'Bangladesh',
      country: 'BD',
      operator_id: 11,
    },
    {
      id: 303,
      owner: '60123456789',
      name: 'Kak Ros',
      mobile_number: '60112345678',
      country_name: 'Malaysia',
      country: 'MY',
      operator_id: 2,
    },
    {
      id: 304,
      owner: '60123456789',
      name: 'ভাইয়া (Robi)',
      mobile_number: '01812233445',
      country_name: 'Bangladesh',
      country: 'BD',
      operator_id: 12,
    },
    {
      id: 305,
      owner: '60183456789',
      name: 'Mak',
      mobile_number: '60195554321',
      country_name: 'Malaysia',
      country: 'MY',
      operator_id: 1,
    },
    {
      id: 306,
      owner: '60183456789',
      name: 'আব্বু',
      mobile_number: '01911223344',
      country_name: 'Bangladesh',
      country: 'BD',
      operator_id: 13,
    },
    {
      id: 307,
      owner: '60146789012',
      name: 'Rafiq bhai',
      mobile_number: '01556677889',
      country_name: 'Bangladesh',
      country: 'BD',
      operator_id: 14,
    },
  ];

  const ticketRows: [
    string,
    OperatorId,
    string,
    string,
    Schema<'SupportHistoryItem'>['status'],
    number,
    string,
    string | null,
    string | null,
    string | null,
  ][] = [
    [
      '60123456789',
      1,
      'topup',
      'I reloaded RM 30 at 10:15 am but my balance did not change.',
      'Resolved',
      88120,
      '2025-05-02T02:20:00Z',
      '2025-05-02T06:00:00Z',
      'Refunded RM 30.00 to the card.',
      'PT-20250502-00024',
    ],
    [
      '60123456789',
      1,
      'subscription',
      'Bangla Barta charged twice this week.',
      'Resolved',
      88120,
      '2025-05-19T04:05:00Z',
      '2025-05-20T03:30:00Z',
      'Duplicate charge of RM 3.00 reversed.',
      null,
    ],
    [
      '60123456789',
      1,
      'internet',
      'Internet 10GB pack bought but data not added.',
      'In Progress',
      88120,
      '2025-05-29T11:42:00Z',
      null,
      'Escalated to the network team.',
      'TID-20250529-551902',
    ],
    [
      '60123456789',
      1,
      'bd-topup',
      'Top-up to my mother in Bangladesh not received.',
      'Initiated',
      88120,
      '2025-06-01T02:20:00Z',
      null,
      null,
      'BDT-20250601-00931',
    ],
    [
      '60146789012',
      1,
      'topup',
      'Reload failed but money deducted from Boost.',
      'Resolved',
      88114,
      '2025-04-11T09:10:00Z',
      '2025-04-12T01:00:00Z',
      'Refund processed by Boost.',
      'PT-20250411-00031',
    ],
    [
      '60146789012',
      1,
      'other',
      'Cannot open Game Zone after subscribing.',
      'In Progress',
      88114,
      '2025-05-30T15:25:00Z',
      null,
      'Waiting for the content provider.',
      null,
    ],
    [
      '60183456789',
      2,
      'subscription',
      'Saya tidak melanggan Rashifol tetapi dicaj.',
      'Initiated',
      88121,
      '2025-06-01T03:15:00Z',
      null,
      null,
      null,
    ],
    [
      '60183456789',
      2,
      'topup',
      'Tambah nilai RM 10 gagal.',
      'Resolved',
      88121,
      '2025-05-08T07:50:00Z',
      '2025-05-08T10:20:00Z',
      'Transaksi berjaya dimasukkan semula.',
      'PT-20250508-00027',
    ],
    [
      '60113344556',
      2,
      'bd-topup',
      'বাংলাদেশে টপ-আপ পৌঁছায়নি।',
      'Resolved',
      88118,
      '2025-04-22T12:00:00Z',
      '2025-04-22T18:45:00Z',
      'রিফান্ড করা হয়েছে',
      'BDT-20250422-00412',
    ],
    [
      '60142233445',
      1,
      'internet',
      'Video pass not working on TikTok.',
      'Resolved',
      88122,
      '2025-03-15T08:30:00Z',
      '2025-03-16T02:00:00Z',
      'APN settings corrected.',
      null,
    ],
    [
      '60117722334',
      2,
      'subscription',
      'Unsubscribe from Rashifol please.',
      'Resolved',
      88132,
      '2025-05-25T05:00:00Z',
      '2025-05-25T05:30:00Z',
      'Unsubscribed on request.',
      null,
    ],
    [
      '60123456789',
      1,
      'other',
      'Sidebar shows wrong bonus points.',
      'Resolved',
      88120,
      '2025-04-03T01:10:00Z',
      '2025-04-04T09:00:00Z',
      'Points recalculated: 450.',
      null,
    ],
  ];
  const titles: Record<string, string> = {
    topup: 'Top-up not received',
    subscription: 'Subscription problem',
    internet: 'Internet pack problem',
    'bd-topup': 'Bangladesh top-up not received',
    other: 'Other problem',
  };
  const tickets: StoredTicket[] = ticketRows.map(
    (
      [
        msisdn,
        operatorId,
        service,
        message,
        status,
        customerId,
        requested,
        resolved,
        remarks,
        transaction,
      ],
      index,
    ) => ({
      msisdn,
      operatorId,
      service,
      message,
      customer_id: customerId,
      ticket_number: `TKT-${requested.slice(2, 10).replaceAll('-', '')}-${String(850 + index * 7).padStart(5, '0')}`,
      title: titles[service] ?? 'Other problem',
      receiver_number: service === 'bd-topup' ? '8801711223344' : msisdn,
      transaction_id: transaction,
      request_time: requested,
      resolve_date: resolved,
      remarks,
      status,
    }),
  );
  // The contract's example ticket: Mohd Rizal's Bangladesh top-up, opened on 1 June.
  const open = tickets.find((ticket) => ticket.transaction_id === 'BDT-20250601-00931');
  if (open !== undefined) open.ticket_number = 'TKT-250601-00871';

  const historyRows: [
    string,
    StoredHistory['type'],
    string,
    string | null,
    number,
    StoredHistory['currency'],
    StoredHistory['status'],
    string,
    string,
  ][] = [
    [
      '60123456789',
      'bd-topup',
      'bd-topup',
      '8801711223344',
      10,
      'MYR',
      'success',
      '2025-06-01T03:10:00Z',
      'BDT-20250601-00931',
    ],
    [
      '60123456789',
      'internet',
      'internet-10gb',
      null,
      30,
      'MYR',
      'pending',
      '2025-05-29T11:30:00Z',
      'TID-20250529-551902',
    ],
    [
      '60123456789',
      'subscription',
      'game_zone',
      null,
      0.5,
      'MYR',
      'success',
      '2025-05-28T13:05:00Z',
      'TID-20250528-550331',
    ],
    [
      '60123456789',
      'topup',
      'topup',
      '60123456789',
      50,
      'MYR',
      'success',
      '2025-05-20T04:11:58Z',
      'PT-20250520-00038',
    ],
    [
      '60123456789',
      'subscription',
      'bangla_barta',
      null,
      3,
      'MYR',
      'success',
      '2025-05-12T07:41:00Z',
      'TID-20250512-118002',
    ],
    [
      '60123456789',
      'bd-topup',
      'bd-topup',
      '8801812233445',
      500,
      'BDT',
      'failed',
      '2025-05-10T10:02:00Z',
      'BDT-20250510-00702',
    ],
    [
      '60123456789',
      'topup',
      'topup',
      '60198765432',
      10,
      'MYR',
      'success',
      '2025-05-05T08:45:00Z',
      'PT-20250505-00025',
    ],
    [
      '60123456789',
      'topup',
      'topup',
      '60123456789',
      30,
      'MYR',
      'success',
      '2025-05-02T02:18:00Z',
      'PT-20250502-00024',
    ],
    [
      '60123456789',
      'internet',
      'internet-3gb',
      null,
      10,
      'MYR',
      'success',
      '2025-04-27T19:20:00Z',
      'TID-20250427-540021',
    ],
    [
      '60123456789',
      'subscription',
      'caller_tunes',
      null,
      4,
      'MYR',
      'success',
      '2025-04-01T09:20:00Z',
      'TID-20250401-530114',
    ],
    [
      '60123456789',
      'bd-topup',
      'bd-topup',
      '8801711223344',
      20,
      'MYR',
      'success',
      '2025-03-28T12:00:00Z',
      'BDT-20250328-00288',
    ],
    [
      '60123456789',
      'topup',
      'topup',
      '60123456789',
      30,
      'MYR',
      'success',
      '2025-03-15T02:30:00Z',
      'PT-20250315-00011',
    ],
    [
      '60183456789',
      'topup',
      'topup',
      '60183456789',
      10,
      'MYR',
      'success',
      '2025-05-08T10:20:00Z',
      'PT-20250508-00027',
    ],
    [
      '60183456789',
      'subscription',
      'bangla_barta',
      null,
      3,
      'MYR',
      'success',
      '2025-04-01T08:00:00Z',
      'TID-20250401-530220',
    ],
    [
      '60183456789',
      'bd-topup',
      'bd-topup',
      '8801911223344',
      15,
      'MYR',
      'success',
      '2025-05-21T14:40:00Z',
      'BDT-20250521-00810',
    ],
    [
      '60146789012',
      'topup',
      'topup',
      '60146789012',
      20,
      'MYR',
      'failed',
      '2025-04-11T09:05:00Z',
      'PT-20250411-00031',
    ],
    [
      '60146789012',
      'bd-topup',
      'bd-topup',
      '8801556677889',
      1000,
      'BDT',
      'success',
      '2025-05-15T06:30:00Z',
      'BDT-20250515-00766',
    ],
  ];
  const histories: StoredHistory[] = historyRows.map(
    ([msisdn, type, service, receiver, amount, currency, status, created, transaction]) => ({
      msisdn,
      transaction_id: transaction,
      type,
      service,
      receiver_number: receiver,
      amount,
      currency,
      status,
      created_at: created,
    }),
  );

  const balances: Record<string, Schema<'BalanceInfo'>> = {
    '60123456789': { refund_point: 120, total_point: 450 },
    '60146789012': { refund_point: 0, total_point: 80 },
    '60142233445': { refund_point: 35, total_point: 210 },
    '60102345671': { refund_point: 10, total_point: 40 },
  };

  // Three friends subscribed through Mohd Rizal's link (20 points each).
  const referrals: Referral[] = [
    {
      msisdn: '60146789012',
      reToken: 'rf_9KX2QZ',
      reProductId: '2',
      tId: 'TID-20250403-531020',
      price: 3,
    },
    {
      msisdn: '60142233445',
      reToken: 'rf_9KX2QZ',
      reProductId: '2',
      tId: 'TID-20250415-533310',
      price: 3,
    },
    {
      msisdn: '60104455667',
      reToken: 'rf_9KX2QZ',
      reProductId: '1',
      tId: 'TID-20250502-544102',
      price: 0.5,
    },
  ];

  /**
   * Referral tokens of numbers that shared a link; the others get theirs when they first open
   * the refer page (random, as every token).
   */
  const referralTokens: Record<string, string> = { '60123456789': 'rf_9KX2QZ' };

  return {
    subscriptions,
    referralTokens,
    favourites,
    favouriteMaxLimit: portalSettings.favouriteMaxLimit,
    tickets,
    histories,
    balances,
    referrals,
    /** Numbers that used the portal, per operator (save_user_histories). */
    visits: [] as { msisdn: string; operatorId: OperatorId; at: string }[],
    /** Page views (save_user_journey). */
    journeys: [] as {
      sessionId: string;
      operatorId: OperatorId;
      service: string | null;
      at: string;
    }[],
    /** OTPs sent, by number (the mock accepts 1234). */
    otps: [] as { msisdn: string; at: string }[],
    /** Portal sessions issued by verify-otp. */
    sessions: [] as Schema<'PortalSession'>[],
  };
}
