import { usePortalLanguage } from './useTexts';
import type { PortalLanguage } from './texts';

const en = {
  offlineTitle: 'You are offline',
  offlineText:
    'This page needs the network. It opens as soon as you are back online, or try again now.',
  offlineNotice: 'You are offline — showing what you saw last.',
};

/**
 * The portal's words for a visit without network: a part of the text catalogue of its own, so
 * the home's first download carries none of them (they show only once the network is gone, from
 * the parts the service worker keeps).
 */
export type OfflineTexts = typeof en;

/** The offline words in each of the portal's languages. */
export const offlineTexts: Record<PortalLanguage, OfflineTexts> = {
  en,
  ms: {
    offlineTitle: 'Anda di luar talian',
    offlineText:
      'Halaman ini memerlukan rangkaian. Ia dibuka sebaik sahaja anda kembali dalam talian, atau cuba lagi sekarang.',
    offlineNotice: 'Anda di luar talian — memaparkan apa yang anda lihat kali terakhir.',
  },
  bn: {
    offlineTitle: 'আপনি অফলাইনে আছেন',
    offlineText:
      'এই পাতার জন্য নেটওয়ার্ক দরকার। আপনি আবার অনলাইনে এলেই এটি খুলবে, অথবা এখনই আবার চেষ্টা করুন।',
    offlineNotice: 'আপনি অফলাইনে আছেন — শেষবার যা দেখেছিলেন তা-ই দেখানো হচ্ছে।',
  },
};

/** The offline words in the language in use. */
export function useOfflineTexts(): OfflineTexts {
  return offlineTexts[usePortalLanguage()];
}
