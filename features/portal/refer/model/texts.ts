import { usePortalLanguage, type PortalLanguage } from '@features/portal/core';

const en = {
  points: 'Your points',
  share: 'Share',
  shareTitle: 'Share with a friend',
  card: 'Referral card {number}',
  copy: 'Copy Link',
  copied: 'Copied',
};

/** The refer page's own words (what the server does not send). */
export type ReferTexts = typeof en;

const referTexts: Record<PortalLanguage, ReferTexts> = {
  en,
  ms: {
    points: 'Mata anda',
    share: 'Kongsi',
    shareTitle: 'Kongsi dengan rakan',
    card: 'Kad rujukan {number}',
    copy: 'Salin Pautan',
    copied: 'Disalin',
  },
  bn: {
    points: 'আপনার পয়েন্ট',
    share: 'শেয়ার',
    shareTitle: 'বন্ধুর সাথে শেয়ার করুন',
    card: 'রেফারেল কার্ড {number}',
    copy: 'লিংক কপি করুন',
    copied: 'কপি হয়েছে',
  },
};

/** The refer page's words in the language in use. */
export function useReferTexts(): ReferTexts {
  return referTexts[usePortalLanguage()];
}
