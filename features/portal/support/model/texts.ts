import { usePortalLanguage, type PortalLanguage } from '@features/portal/core';

const en = {
  mobileNumber: 'Mobile number',
  problemType: 'Problem type',
  message: 'Message',
  messageRequired: 'Please describe your problem.',
  waitingTitle: 'Ticket already open',
  ok: 'OK',
  historyTitle: 'Support History',
  statusLabel: 'Ticket status',
  noTickets: 'No tickets here.',
  requested: 'Requested',
  resolvedOn: 'Resolved on',
  remarks: 'Remarks',
  transaction: 'Transaction',
  receiver: 'Number',
  ticketNumber: 'Ticket number',
  noTicket: 'No ticket was raised in this visit.',
  newTicket: 'New ticket',
  history: 'History',
  inProgress: 'In Progress',
  initiated: 'Initiated',
  resolved: 'Resolved',
};

/** The support screens' own words (what the server does not send). */
export type SupportTexts = typeof en;

const ms: SupportTexts = {
  mobileNumber: 'Nombor telefon',
  problemType: 'Jenis masalah',
  message: 'Mesej',
  messageRequired: 'Sila terangkan masalah anda.',
  waitingTitle: 'Tiket masih dibuka',
  ok: 'OK',
  historyTitle: 'Sejarah Sokongan',
  statusLabel: 'Status tiket',
  noTickets: 'Tiada tiket di sini.',
  requested: 'Dihantar',
  resolvedOn: 'Diselesaikan pada',
  remarks: 'Catatan',
  transaction: 'Transaksi',
  receiver: 'Nombor',
  ticketNumber: 'Nombor tiket',
  noTicket: 'Tiada tiket dibuka dalam lawatan ini.',
  newTicket: 'Tiket baharu',
  history: 'Sejarah',
  inProgress: 'Sedang Diproses',
  initiated: 'Dimulakan',
  resolved: 'Diselesaikan',
};

const bn: SupportTexts = {
  mobileNumber: 'মোবাইল নম্বর',
  problemType: 'সমস্যার ধরন',
  message: 'বার্তা',
  messageRequired: 'অনুগ্রহ করে আপনার সমস্যা লিখুন।',
  waitingTitle: 'টিকিট এখনও খোলা',
  ok: 'ঠিক আছে',
  historyTitle: 'সহায়তার ইতিহাস',
  statusLabel: 'টিকিটের অবস্থা',
  noTickets: 'এখানে কোনো টিকিট নেই।',
  requested: 'অনুরোধের সময়',
  resolvedOn: 'সমাধানের সময়',
  remarks: 'মন্তব্য',
  transaction: 'লেনদেন',
  receiver: 'নম্বর',
  ticketNumber: 'টিকিট নম্বর',
  noTicket: 'এই ভিজিটে কোনো টিকিট খোলা হয়নি।',
  newTicket: 'নতুন টিকিট',
  history: 'ইতিহাস',
  inProgress: 'প্রক্রিয়াধীন',
  initiated: 'শুরু হয়েছে',
  resolved: 'সমাধান হয়েছে',
};

const supportTexts: Record<PortalLanguage, SupportTexts> = { en, ms, bn };

/** The support screens' words in the language in use. */
export function useSupportTexts(): SupportTexts {
  return supportTexts[usePortalLanguage()];
}
