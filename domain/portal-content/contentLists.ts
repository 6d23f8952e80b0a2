import type { Schema } from '../schema';
import { bnDigits, rm, storage, type Lang, type Text } from './i18n';
import type { OperatorId } from '../portal-operators';
import type { DemoMention } from './demoDates';

// The lists the portal's content pages show. The mock API answers them from here and the
// reference server seeds them, so both show the same items.

/** Internet offers of each operator (package ids are the billing product ids). */
export const offers: Record<
  OperatorId,
  { id: number; gb: number | null; days: number; price: number; bonus: Text | null; name?: Text }[]
> = {
  1: [
    {
      id: 31,
      gb: 10,
      days: 30,
      price: 30,
      bonus: {
        en: '+2GB video streaming',
        ms: '+2GB penstriman video',
        bn: '+২জিবি ভিডিও স্ট্রিমিং',
      },
    },
    { id: 32, gb: 3, days: 7, price: 10, bonus: null },
    { id: 33, gb: null, days: 7, price: 15, bonus: null },
    {
      id: 37,
      gb: null,
      days: 1,
      price: 1,
      name: { en: 'Social Pass', ms: 'Pas Sosial', bn: 'সোশ্যাল পাস' },
      bonus: { en: 'Social apps only', ms: 'Aplikasi sosial sahaja', bn: 'শুধু সোশ্যাল অ্যাপ' },
    },
  ],
  2: [
    { id: 34, gb: 5, days: 7, price: 12, bonus: null },
    {
      id: 35,
      gb: 20,
      days: 30,
      price: 35,
      bonus: { en: '+5GB at night', ms: '+5GB waktu malam', bn: '+৫জিবি রাতে' },
    },
    { id: 36, gb: null, days: 1, price: 5, bonus: null },
    {
      id: 38,
      gb: null,
      days: 7,
      price: 8,
      name: { en: 'Video Pass', ms: 'Pas Video', bn: 'ভিডিও পাস' },
      bonus: { en: 'YouTube and TikTok', ms: 'YouTube dan TikTok', bn: 'ইউটিউব ও টিকটক' },
    },
  ],
};

/** An offer in one language, as the offer list and the offer detail show it. */
export function offerTexts(offer: (typeof offers)[OperatorId][number], lang: Lang) {
  const unlimited = offer.gb === null;
  const limit = unlimited
    ? { en: 'Unlimited', ms: 'Tanpa had', bn: 'আনলিমিটেড' }[lang]
    : lang === 'bn'
      ? `${bnDigits(offer.gb ?? 0)}জিবি`
      : `${String(offer.gb)}GB`;
  const days =
    lang === 'en'
      ? `${String(offer.days)} ${offer.days === 1 ? 'day' : 'days'}`
      : lang === 'ms'
        ? `${String(offer.days)} hari`
        : `${bnDigits(offer.days)} দিন`;
  const title = { en: 'Internet', ms: 'Internet', bn: 'ইন্টারনেট' }[lang];
  return {
    title: offer.name?.[lang] ?? `${title} ${limit}`,
    pack_limit: limit,
    body: unlimited
      ? { en: 'Speed up to 6Mbps', ms: 'Kelajuan sehingga 6Mbps', bn: '৬এমবিপিএস পর্যন্ত গতি' }[lang]
      : {
          en: 'High-speed 4G/5G data',
          ms: 'Data 4G/5G berkelajuan tinggi',
          bn: '৪জি/৫জি হাই-স্পিড ডাটা',
        }[lang],
    validity: days,
    price: rm(offer.price),
    unlimited_offer: unlimited,
  };
}

/** Problem types of the support form (the first is used when none is chosen). */
export const problemTypes: { service: string; name: Text }[] = [
  {
    service: 'topup',
    name: { en: 'Top-up not received', ms: 'Tambah nilai tidak diterima', bn: 'টপ-আপ পাইনি' },
  },
  {
    service: 'subscription',
    name: { en: 'Subscription problem', ms: 'Masalah langganan', bn: 'সাবস্ক্রিপশন সমস্যা' },
  },
  {
    service: 'internet',
    name: { en: 'Internet pack problem', ms: 'Masalah pek internet', bn: 'ইন্টারনেট প্যাক সমস্যা' },
  },
  {
    service: 'bd-topup',
    name: {
      en: 'Bangladesh top-up not received',
      ms: 'Tambah nilai Bangladesh tidak diterima',
      bn: 'বাংলাদেশে টপ-আপ পৌঁছায়নি',
    },
  },
  { service: 'other', name: { en: 'Other problem', ms: 'Masalah lain', bn: 'অন্যান্য সমস্যা' } },
];

/** Notices of each operator (newest first). */
export const notices: Record<
  OperatorId,
  {
    title: Text;
    description: Text;
    at: string;
    image: string | null;
    mentions?: DemoMention[];
  }[]
> = {
  1: [
    {
      title: {
        en: 'Network maintenance on 8 June',
        ms: 'Penyelenggaraan rangkaian pada 8 Jun',
        bn: '৮ জুন নেটওয়ার্ক রক্ষণাবেক্ষণ',
      },
      description: {
        en: 'Top-up may be unavailable between 2:00 and 4:00 am.',
        ms: 'Tambah nilai mungkin tidak tersedia antara 2:00 dan 4:00 pagi.',
        bn: 'রাত ২টা থেকে ৪টা পর্যন্ত টপ-আপ বন্ধ থাকতে পারে।',
      },
      at: '2025-06-01T01:00:00Z',
      image: null,
      mentions: [{ at: '2025-06-08T00:00:00Z', style: 'day' }],
    },
    {
      title: {
        en: 'Hari Raya Haji top-up bonus',
        ms: 'Bonus tambah nilai Hari Raya Haji',
        bn: 'ঈদুল আযহা টপ-আপ বোনাস',
      },
      description: {
        en: 'Get 20% extra airtime on reloads of RM 30 and above until 10 June.',
        ms: 'Dapatkan 20% kredit tambahan bagi tambah nilai RM 30 ke atas sehingga 10 Jun.',
        bn: '১০ জুন পর্যন্ত RM 30 বা তার বেশি রিলোডে ২০% অতিরিক্ত টকটাইম।',
      },
      at: '2025-05-28T03:00:00Z',
      image: storage('notices/raya-haji.jpg'),
      mentions: [{ at: '2025-06-10T00:00:00Z', style: 'day' }],
    },
    {
      title: { en: 'New: Bangla Cinema', ms: 'Baharu: Pawagam Bangla', bn: 'নতুন: বাংলা সিনেমা' },
      description: {
        en: 'Stream new Bangla films every week for RM 5.00.',
        ms: 'Tonton filem Bangla baharu setiap minggu pada RM 5.00.',
        bn: 'প্রতি সপ্তাহে নতুন বাংলা সিনেমা দেখুন মাত্র RM 5.00-এ।',
      },
      at: '2025-05-15T04:30:00Z',
      image: storage('notices/cinema.jpg'),
    },
    {
      title: {
        en: 'Beware of OTP scams',
        ms: 'Awas penipuan OTP',
        bn: 'ওটিপি প্রতারণা থেকে সাবধান',
      },
      description: {
        en: 'Never share your OTP code with anyone, including callers claiming to be from Digi.',
        ms: 'Jangan kongsi kod OTP anda dengan sesiapa, termasuk pemanggil yang mengaku dari Digi.',
        bn: 'কাউকে আপনার ওটিপি কোড দেবেন না, ডিজি থেকে ফোন করার দাবি করলেও না।',
      },
      at: '2025-05-02T02:00:00Z',
      image: null,
    },
  ],
  2: [
    {
      title: {
        en: 'U Mobile system upgrade',
        ms: 'Naik taraf sistem U Mobile',
        bn: 'ইউ মোবাইল সিস্টেম আপগ্রেড',
      },
      description: {
        en: 'mPay payments are paused on 7 June from 1:00 to 3:00 am.',
        ms: 'Pembayaran mPay dihentikan pada 7 Jun dari 1:00 hingga 3:00 pagi.',
        bn: '৭ জুন রাত ১টা থেকে ৩টা পর্যন্ত এমপে পেমেন্ট বন্ধ থাকবে।',
      },
      at: '2025-05-31T09:00:00Z',
      image: null,
      mentions: [{ at: '2025-06-07T00:00:00Z', style: 'day' }],
    },
    {
      title: {
        en: 'Game Zone now on U Mobile',
        ms: 'Zon Permainan kini di U Mobile',
        bn: 'গেম জোন এখন ইউ মোবাইলে',
      },
      description: {
        en: 'Play 500+ games from RM 0.50 a day.',
        ms: 'Main 500+ permainan dari RM 0.50 sehari.',
        bn: 'দৈনিক RM 0.50 থেকে ৫০০+ গেম খেলুন।',
      },
      at: '2025-05-20T05:00:00Z',
      image: storage('notices/game-zone.jpg'),
    },
    {
      title: {
        en: 'Beware of OTP scams',
        ms: 'Awas penipuan OTP',
        bn: 'ওটিপি প্রতারণা থেকে সাবধান',
      },
      description: {
        en: 'Never share your OTP code with anyone.',
        ms: 'Jangan kongsi kod OTP anda dengan sesiapa.',
        bn: 'কাউকে আপনার ওটিপি কোড দেবেন না।',
      },
      at: '2025-05-02T02:00:00Z',
      image: null,
    },
  ],
};

/** Section lists of the caller tune, religion and games pages. */
export const sections: Record<
  'caller' | 'religion' | 'games',
  { image: string; text: Text; color: string; target: string }[]
> = {
  caller: [
    {
      image: 'tune-1',
      text: {
        en: 'Amar Sonar Bangla (instrumental)',
        ms: 'Amar Sonar Bangla (instrumental)',
        bn: 'আমার সোনার বাংলা (ইন্সট্রুমেন্টাল)',
      },
      color: 'bg-green',
      target: '/subscription-services/caller_tunes',
    },
    {
      image: 'tune-2',
      text: { en: 'Ek Jibon', ms: 'Ek Jibon', bn: 'এক জীবন' },
      color: 'bg-blue',
      target: '/subscription-services/caller_tunes',
    },
    {
      image: 'tune-3',
      text: { en: 'Gemilang', ms: 'Gemilang', bn: 'গেমিলাং' },
      color: 'bg-orange',
      target: '/subscription-services/caller_tunes',
    },
    {
      image: 'tune-4',
      text: { en: 'Selamat Hari Raya', ms: 'Selamat Hari Raya', bn: 'সেলামাত হারি রায়া' },
      color: 'bg-purple',
      target: '/subscription-services/caller_tunes',
    },
  ],
  religion: [
    {
      image: 'quran',
      text: { en: 'Quran recitation', ms: 'Bacaan al-Quran', bn: 'কুরআন তিলাওয়াত' },
      color: 'bg-teal',
      target: '/subscription-services/religion',
    },
    {
      image: 'hadith',
      text: { en: 'Daily hadith', ms: 'Hadis harian', bn: 'হাদিস' },
      color: 'bg-blue',
      target: '/subscription-services/religion',
    },
    {
      image: 'prayer-times',
      text: { en: 'Prayer times', ms: 'Waktu solat', bn: 'নামাজের সময়সূচি' },
      color: 'bg-green',
      target: '/subscription-services/religion',
    },
    {
      image: 'dua',
      text: { en: 'Duas for every day', ms: 'Doa harian', bn: 'প্রতিদিনের দোয়া' },
      color: 'bg-orange',
      target: '/subscription-services/religion',
    },
  ],
  games: [
    {
      image: 'ludo',
      text: { en: 'Ludo King', ms: 'Ludo King', bn: 'লুডু কিং' },
      color: 'bg-orange',
      target: '/list-services-details/games',
    },
    {
      image: 'carrom',
      text: { en: 'Carrom Pool', ms: 'Carrom Pool', bn: 'ক্যারম পুল' },
      color: 'bg-red',
      target: '/list-services-details/games',
    },
    {
      image: 'cricket',
      text: { en: 'Cricket League', ms: 'Liga Kriket', bn: 'ক্রিকেট লিগ' },
      color: 'bg-green',
      target: '/list-services-details/games',
    },
    {
      image: 'puzzle',
      text: { en: 'Brain Puzzle', ms: 'Teka-teki Minda', bn: 'ব্রেইন পাজল' },
      color: 'bg-blue',
      target: '/list-services-details/games',
    },
    {
      image: 'racing',
      text: { en: 'Moto Racing', ms: 'Lumba Motosikal', bn: 'মোটো রেসিং' },
      color: 'bg-purple',
      target: '/list-services-details/games',
    },
  ],
};

/** News feeds (khobor) of the text services. */
export const khobor: Record<
  string,
  {
    title: Text;
    items: {
      title: Text;
      body: Text;
      image: string | null;
      at: string;
      mentions?: DemoMention[];
    }[];
  }
> = {
  bangla_barta: {
    title: { en: 'Bangla Barta', ms: 'Bangla Barta', bn: 'বাংলা বার্তা' },
    items: [
      {
        title: {
          en: 'New metro rail route opens in Dhaka',
          ms: 'Laluan rel metro baharu dibuka di Dhaka',
          bn: 'ঢাকায় মেট্রোরেলের নতুন রুট চালু',
        },
        body: {
          en: 'Passenger service on the new route started today.',
          ms: 'Perkhidmatan penumpang di laluan baharu bermula hari ini.',
          bn: 'আজ থেকে নতুন রুটে যাত্রী পরিবহন শুরু হয়েছে।',
        },
        image: storage('khobor/metro.jpg'),
        at: '2025-06-01T02:00:00Z',
      },
      {
        title: {
          en: 'Tigers win the series 2-1',
          ms: 'Tigers menang siri 2-1',
          bn: 'টাইগারদের ২-১ ব্যবধানে সিরিজ জয়',
        },
        body: {
          en: 'Bangladesh beat Zimbabwe in the final ODI in Chattogram.',
          ms: 'Bangladesh menewaskan Zimbabwe dalam ODI terakhir di Chattogram.',
          bn: 'চট্টগ্রামে শেষ ওয়ানডেতে জিম্বাবুয়েকে হারাল বাংলাদেশ।',
        },
        image: storage('khobor/cricket.jpg'),
        at: '2025-05-31T12:30:00Z',
      },
      {
        title: {
          en: 'Remittance inflow hits a record in May',
          ms: 'Kiriman wang mencatat rekod pada Mei',
          bn: 'মে মাসে রেমিট্যান্সে রেকর্ড',
        },
        body: {
          en: 'Expatriates sent home USD 2.97 billion ahead of Eid.',
          ms: 'Pekerja di luar negara menghantar USD 2.97 bilion sebelum Aidiladha.',
          bn: 'ঈদের আগে প্রবাসীরা পাঠিয়েছেন ২.৯৭ বিলিয়ন ডলার।',
        },
        image: null,
        at: '2025-05-30T06:00:00Z',
        mentions: [{ at: '2025-05-15T00:00:00Z', style: 'month' }],
      },
    ],
  },
  rashifol: {
    title: { en: 'Rashifol', ms: 'Rashifol', bn: 'রাশিফল' },
    items: [
      {
        title: { en: 'Aries', ms: 'Aries', bn: 'মেষ' },
        body: {
          en: 'Be careful with money matters today.',
          ms: 'Berhati-hati dengan urusan kewangan hari ini.',
          bn: 'আজ আর্থিক বিষয়ে সতর্ক থাকুন।',
        },
        image: null,
        at: '2025-06-01T00:00:00Z',
      },
      {
        title: { en: 'Taurus', ms: 'Taurus', bn: 'বৃষ' },
        body: {
          en: 'Good news from family is on its way.',
          ms: 'Berita baik daripada keluarga akan tiba.',
          bn: 'পরিবার থেকে সুখবর আসতে পারে।',
        },
        image: null,
        at: '2025-06-01T00:00:00Z',
      },
      {
        title: { en: 'Gemini', ms: 'Gemini', bn: 'মিথুন' },
        body: {
          en: 'A good day to start something new at work.',
          ms: 'Hari yang baik untuk memulakan sesuatu yang baharu di tempat kerja.',
          bn: 'কর্মক্ষেত্রে নতুন কিছু শুরু করার ভালো দিন।',
        },
        image: null,
        at: '2025-06-01T00:00:00Z',
      },
    ],
  },
};

/** Cards of the top-up hub. */
export const topupCards: { target: string; icon: string; title: Text }[] = [
  {
    target: 'topup-self',
    icon: 'reload',
    title: { en: 'Reload my number', ms: 'Tambah nilai nombor saya', bn: 'আমার নম্বরে রিলোড' },
  },
  {
    target: 'topup-other',
    icon: 'reload-other',
    title: {
      en: 'Reload another number',
      ms: 'Tambah nilai nombor lain',
      bn: 'অন্য নম্বরে রিলোড',
    },
  },
  {
    target: 'topup-bd',
    icon: 'bd-topup',
    title: {
      en: 'Top up to Bangladesh',
      ms: 'Tambah nilai ke Bangladesh',
      bn: 'বাংলাদেশে টপ-আপ',
    },
  },
  {
    target: 'topup-internet',
    icon: 'internet',
    title: { en: 'Buy an internet pack', ms: 'Beli pek internet', bn: 'ইন্টারনেট প্যাক কিনুন' },
  },
];

/** Amounts of each kind of top-up (own number, another number, Bangladesh), priced in RM. */
export const topupPackages: { id: number; type: 'self' | 'other' | 'bd'; price: number }[] = [
  { id: 1, type: 'self', price: 5 },
  { id: 2, type: 'self', price: 10 },
  { id: 3, type: 'self', price: 30 },
  { id: 4, type: 'self', price: 50 },
  { id: 5, type: 'other', price: 5 },
  { id: 6, type: 'other', price: 10 },
  { id: 7, type: 'other', price: 30 },
  { id: 8, type: 'bd', price: 10 },
  { id: 9, type: 'bd', price: 20 },
  { id: 10, type: 'bd', price: 50 },
];

/** The title of a top-up package ('Reload RM 10.00'). */
export function topupPackageTitle(price: number, lang: Lang): string {
  return `${{ en: 'Reload', ms: 'Tambah nilai', bn: 'রিলোড' }[lang]} ${rm(price)}`;
}

/** The wallets a top-up is paid with. */
export const topupWallets: Schema<'TopupWallet'>[] = [
  { id: 'tng', name: "Touch 'n Go eWallet", icon_url: storage('wallets/tng.png') },
  { id: 'boost', name: 'Boost', icon_url: storage('wallets/boost.png') },
  { id: 'grabpay', name: 'GrabPay', icon_url: storage('wallets/grabpay.png') },
  { id: 'fpx', name: 'FPX online banking', icon_url: storage('wallets/fpx.png') },
];

/** Wallet names that are words, not brands, in each language. */
const walletWords: Partial<Record<string, Text>> = {
  fpx: {
    en: 'FPX online banking',
    ms: 'Perbankan dalam talian FPX',
    bn: 'FPX অনলাইন ব্যাংকিং',
  },
};

/** The wallets as a language shows them (brand names stay as they are). */
export function topupWalletsIn(lang: Lang): Schema<'TopupWallet'>[] {
  return topupWallets.map((wallet) => {
    const words = walletWords[wallet.id];
    return words === undefined ? wallet : { ...wallet, name: words[lang] };
  });
}

/** Posters of the cinema service's step page. */
export const cinemaPosters: Text[] = [
  {
    en: 'New Bangla films every week',
    ms: 'Filem Bangla baharu setiap minggu',
    bn: 'নতুন বাংলা সিনেমা প্রতি সপ্তাহে',
  },
  {
    en: 'Blockbusters from Dhallywood',
    ms: 'Filem box-office dari Dhallywood',
    bn: 'ঢালিউডের ব্লকবাস্টার',
  },
  {
    en: 'Classic films of Bangladesh',
    ms: 'Filem klasik Bangladesh',
    bn: 'বাংলাদেশের ক্লাসিক সিনেমা',
  },
];

/** The free-service carousel of an operator in a language. */
export function freeServices(operatorId: OperatorId, lang: Lang): Schema<'FreeServiceItem'>[] {
  return [
    {
      image_link: storage(`free/cricket-quiz-${lang}.png`),
      title: { en: 'Cricket Quiz', ms: 'Kuiz Kriket', bn: 'ক্রিকেট কুইজ' }[lang],
      link: null,
      target_page_name: 'free-services',
      type: 'free-service-games',
      group_id: 4,
    },
    {
      image_link: storage(`free/spin-wheel-${lang}.png`),
      title: { en: 'Spin the Wheel', ms: 'Putar Roda', bn: 'চাকা ঘোরান' }[lang],
      link: null,
      target_page_name: 'free-services',
      type: 'free-service-games',
      group_id: 5,
    },
    {
      image_link: storage(`free/notice-${lang}.png`),
      title: { en: 'Notices', ms: 'Notis', bn: 'নোটিশ' }[lang],
      link: null,
      target_page_name: 'notice-page',
      type: 'notification',
      group_id: null,
    },
    operatorId === 1
      ? {
          image_link: storage('free/mydigi-app.png'),
          title: { en: 'MyDigi app', ms: 'Aplikasi MyDigi', bn: 'মাইডিজি অ্যাপ' }[lang],
          link: 'https://www.digi.com.my/apps/mydigi',
          target_page_name: null,
          type: 'external-url',
          group_id: null,
        }
      : {
          image_link: storage('free/mymobile-app.png'),
          title: { en: 'MyUMobile app', ms: 'Aplikasi MyUMobile', bn: 'মাইইউমোবাইল অ্যাপ' }[lang],
          link: 'https://www.u.com.my/en/personal/mobile-app',
          target_page_name: null,
          type: 'external-url',
          group_id: null,
        },
  ];
}

/** Items of the campaign page (promotion links: Digi with language 23, U Mobile with 12). */
export const campaigns: Schema<'Campaign'>[] = [
  { link: '/topup-services/topup?op=1&lang=23', image: storage('campaigns/dg-raya.jpg') },
  { link: '/topup-services/topup?op=2&lang=12', image: storage('campaigns/um-raya.jpg') },
  {
    link: '/internet-services/internet?op=1&lang=23',
    image: storage('campaigns/dg-internet.jpg'),
  },
  {
    link: '/package-services/game_zone?op=2&lang=12',
    image: storage('campaigns/um-game-zone.jpg'),
  },
];
