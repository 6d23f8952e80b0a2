import { usePortalLanguage, type PortalLanguage } from '@features/portal/core';

const en = {
  noticesTitle: 'Notices',
  noNotices: 'No notices yet.',
  gamesTitle: 'Free games',
  noGames: 'No games here yet.',
  details: 'Details',
  campaignTitle: 'Campaigns',
  chooseOperator: 'Top up with your operator',
  more: 'See more',
  less: 'See less',
};

/** The notice, game and campaign pages' own words. */
export type NoticeTexts = typeof en;

const noticeTexts: Record<PortalLanguage, NoticeTexts> = {
  en,
  ms: {
    noticesTitle: 'Notis',
    noNotices: 'Tiada notis lagi.',
    gamesTitle: 'Permainan percuma',
    noGames: 'Tiada permainan lagi.',
    details: 'Butiran',
    campaignTitle: 'Kempen',
    chooseOperator: 'Tambah nilai dengan operator anda',
    more: 'Lihat lagi',
    less: 'Lihat kurang',
  },
  bn: {
    noticesTitle: 'নোটিশ',
    noNotices: 'এখনও কোনো নোটিশ নেই।',
    gamesTitle: 'ফ্রি গেম',
    noGames: 'এখানে এখনও কোনো গেম নেই।',
    details: 'বিস্তারিত',
    campaignTitle: 'ক্যাম্পেইন',
    chooseOperator: 'আপনার অপারেটর দিয়ে টপ-আপ করুন',
    more: 'আরও দেখুন',
    less: 'কম দেখুন',
  },
};

/** The pages' words in the language in use. */
export function useNoticeTexts(): NoticeTexts {
  return noticeTexts[usePortalLanguage()];
}
