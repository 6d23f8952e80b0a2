import { HttpResponse, type HttpHandler } from 'msw';
import type { Schema } from '../../../schema';
import { portalHttp } from '../../http';
import type { MockStore } from '../../store';
import { cycleText, findService, freeGames, type PortalService } from './catalogue';
import { availableCountry, countryOperators, publicFavourite } from './countries';
import {
  bnDigits,
  langOf,
  operatorOf,
  operatorOfMsisdn,
  rm,
  type Lang,
  type OperatorId,
  type Text,
} from './i18n';
import { missingBody, missingQuery, queryOf, readBody, textOf } from './request';
import { referralToken } from './seed';

const storage = (path: string) => `https://portal.telco-kit.my/storage/${path}`;

const notFound = (message: string) => HttpResponse.json({ message }, { status: 404 });

const buttons = {
  visit: { en: 'Visit', ms: 'Lawati', bn: 'ভিজিট করুন' },
  subscribe: { en: 'Subscribe', ms: 'Langgan', bn: 'সাবস্ক্রাইব' },
  unsubscribe: { en: 'Unsubscribe', ms: 'Henti langganan', bn: 'আনসাবস্ক্রাইব' },
  download: { en: 'Download app', ms: 'Muat turun aplikasi', bn: 'অ্যাপ ডাউনলোড করুন' },
  yes: { en: 'Yes', ms: 'Ya', bn: 'হ্যাঁ' },
  no: { en: 'No', ms: 'Tidak', bn: 'না' },
  home: { en: 'Home', ms: 'Laman utama', bn: 'হোম' },
  resend: { en: 'Resend', ms: 'Hantar semula', bn: 'আবার পাঠান' },
  next: { en: 'Next', ms: 'Seterusnya', bn: 'পরবর্তী' },
  buy: { en: 'Buy now', ms: 'Beli sekarang', bn: 'এখনই কিনুন' },
  dial: { en: 'Dial now', ms: 'Dail sekarang', bn: 'ডায়াল করুন' },
  play: { en: 'Play now', ms: 'Main sekarang', bn: 'এখনই খেলুন' },
} satisfies Record<string, Text>;

/** A price text, e.g. 'RM 3.00 per week' / 'RM 3.00 seminggu' / 'সাপ্তাহিক RM 3.00'. */
function priceText(service: PortalService, lang: Lang): string {
  const cycle = cycleText[service.cycle][lang];
  if (lang === 'en') return `${rm(service.price)} per ${cycle}`;
  if (lang === 'ms') return `${rm(service.price)} ${cycle}`;
  return `প্রতি ${cycle} ${rm(service.price)}`;
}

/** Internet offers of each operator (package ids are the billing product ids). */
const offers: Record<
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

function offerTexts(offer: (typeof offers)[OperatorId][number], lang: Lang) {
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

const problemTypes: { service: string; name: Text }[] = [
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

/** The title of a ticket's problem type in a language. */
export function problemTitle(service: string, lang: Lang): string {
  const type = problemTypes.find((candidate) => candidate.service === service);
  return (type ?? problemTypes[problemTypes.length - 1])?.name[lang] ?? service;
}

const notices: Record<
  OperatorId,
  { title: Text; description: Text; at: string; image: string | null }[]
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

const sections: Record<
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

const khobor: Record<
  string,
  { title: Text; items: { title: Text; body: Text; image: string | null; at: string }[] }
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

/** Handlers of the portal content pages (all POST under /content). */
export function contentHandlers(store: MockStore): HttpHandler[] {
  const portal = store.portal;
  let requestSequence = 7780;

  const serviceTitle = (name: string, lang: Lang) => findService(name)?.title[lang] ?? name;

  return [
    // Specific /content/… pages come before /content/{service}, which would match them too.
    portalHttp.post('/content/{service}-khobor', ({ params, request, response }) => {
      const query = queryOf(request);
      const invalid = missingQuery(query, ['languageId']);
      if (invalid !== undefined) return response(422).json(invalid);
      const lang = langOf(query.get('languageId'));
      const feed = khobor[params.service];
      const service = findService(params.service);
      if (feed === undefined && service === undefined) {
        return response.untyped(notFound('Service not found.'));
      }
      return response(200).json({
        data: {
          title: feed?.title[lang] ?? service?.title[lang] ?? params.service,
          items: (feed?.items ?? []).map((item) => ({
            title: item.title[lang],
            body: item.body[lang],
            image_link: item.image,
            published_at: item.at,
          })),
        },
      });
    }),

    portalHttp.post('/content/{service}/step/1', async ({ params, request, response }) => {
      const body = await readBody(request);
      const invalid = missingBody('getServiceStep', body);
      if (invalid !== undefined) return response(422).json(invalid);
      const lang = langOf(body.languageId);
      const service = findService(params.service);
      if (service === undefined) return response.untyped(notFound('Service not found.'));
      if (service.service === 'game_zone') {
        return response(200).json({
          data: {
            image_url: service.image,
            packages: [
              { product_id: 1, validity: 1, price: 0.5 },
              { product_id: 2, validity: 7, price: 3 },
              { product_id: 3, validity: 30, price: 10 },
            ],
            visit_url: service.visitUrl,
            visit_btn_text: buttons.play[lang],
            unsubscribe_btn_text: buttons.unsubscribe[lang],
          },
        });
      }
      if (service.service === 'cinema') {
        const posters: Text[] = [
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
        return response(200).json({
          data: {
            images: posters.map((desc, index) => ({
              link: storage(`cinema/poster-${String(index + 1)}.jpg`),
              desc: desc[lang],
              tel: service.dial,
              dial_text: buttons.dial[lang],
            })),
          },
        });
      }
      const title = service.title[lang];
      const desc: Text = {
        en: `Dial ${service.dial} to subscribe to ${title}.`,
        ms: `Dail ${service.dial} untuk melanggan ${title}.`,
        bn: `${title} সাবস্ক্রাইব করতে ${service.dial} ডায়াল করুন।`,
      };
      return response(200).json({ data: { tel: service.dial, desc: desc[lang] } });
    }),

    portalHttp.post('/content/topup-page', ({ request, response }) => {
      const query = queryOf(request);
      const invalid = missingQuery(query, ['languageId', 'operatorId']);
      if (invalid !== undefined) return response(422).json(invalid);
      const lang = langOf(query.get('languageId'));
      const cards: { target: string; icon: string; title: Text }[] = [
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
      return response(200).json({
        data: {
          cards: cards.map((card) => ({
            target_page_name: card.target,
            icon_url: storage(`icons/${card.icon}.png`),
            title: card.title[lang],
          })),
        },
      });
    }),

    portalHttp.post('/content/input-msisdn-page', async ({ request, response }) => {
      const body = await readBody(request);
      const invalid = missingBody('getInputMsisdnPage', body);
      if (invalid !== undefined) return response(422).json(invalid);
      const lang = langOf(body.languageId);
      return response(200).json({
        data: {
          header_text: {
            en: 'Enter your mobile number',
            ms: 'Masukkan nombor telefon anda',
            bn: 'আপনার মোবাইল নম্বর দিন',
          }[lang],
          input_placeholder: '0123456789',
          next_btn_text: buttons.next[lang],
          prefix: '+6',
        },
      });
    }),

    portalHttp.post('/content/refer-friend-page', ({ request, response }) => {
      const query = queryOf(request);
      const invalid = missingQuery(query, ['languageId', 'msisdn', 'operatorId']);
      if (invalid !== undefined) return response(422).json(invalid);
      const lang = langOf(query.get('languageId'));
      const msisdn = query.get('msisdn') ?? '';
      const operatorId = operatorOf(query.get('operatorId'));
      const token = portal.referralTokens[msisdn] ?? referralToken(msisdn);
      const points = 20 * portal.referrals.filter((referral) => referral.reToken === token).length;
      return response(200).json({
        data: {
          title: { en: 'Refer a friend', ms: 'Rujuk rakan', bn: 'বন্ধুকে রেফার করুন' }[lang],
          referral_point: points,
          redeem_point_button_text: {
            en: 'Redeem points',
            ms: 'Tebus mata',
            bn: 'পয়েন্ট রিডিম করুন',
          }[lang],
          refer_message: {
            en: 'Earn 20 points for every friend who subscribes!',
            ms: 'Dapatkan 20 mata bagi setiap rakan yang melanggan!',
            bn: 'প্রতিটি সফল রেফারে ২০ পয়েন্ট পান!',
          }[lang],
          cards: [1, 2, 3].map((productId) => ({
            share_url: `https://portal.telco-kit.my/home/${String(operatorId)}?re_token=${token}&re_product_id=${String(productId)}`,
            image_url: storage(`refer/card-${String(productId)}.png`),
          })),
        },
      });
    }),

    portalHttp.post('/content/service-confirmation-page', async ({ request, response }) => {
      const body = await readBody(request);
      const invalid = missingBody('getServiceConfirmationPage', body);
      if (invalid !== undefined) return response(422).json(invalid);
      const lang = langOf(body.languageId);
      const operatorId = operatorOf(body.operatorId);
      const service = findService(textOf(body.service));
      if (service === undefined) return response.untyped(notFound('Service not found.'));
      const title = service.title[lang];
      const price = priceText(service, lang);
      const header: Text = {
        en: `Do you want to subscribe to ${title} at ${price}?`,
        ms: `Anda pasti mahu melanggan ${title} pada ${price}?`,
        bn: `আপনি কি ${price} তে ${title} সাবস্ক্রাইব করতে চান?`,
      };
      requestSequence += 1;
      const day = store.clock().slice(0, 10).replaceAll('-', '');
      const paymentForm: Schema<'Operator2PaymentForm'> | null =
        operatorId === 2
          ? {
              actionUrl: 'https://mpay.umobile.com.my/subscription/confirm',
              countryCode: 'MY',
              siteCode: 'TCK01',
              productName: `${service.title.en} ${service.cycle}`,
              price: service.price.toFixed(2),
              subFrequency: service.cycle,
              currencyCode: 'MYR',
              callbackUrl: `https://portal.telco-kit.my/umobile/success/subscription/${service.service}`,
              requestId: `REQ-${day}-${String(requestSequence)}`,
              notes: null,
              mpaySubmit: { en: 'Confirm', ms: 'Sahkan', bn: 'নিশ্চিত করুন' }[lang],
              subscriptionCode: service.umobileCode,
            }
          : null;
      return response(200).json({
        data: {
          header_text: header[lang],
          yes_btn_text: buttons.yes[lang],
          no_btn_text: buttons.no[lang],
          payment_form: paymentForm,
        },
      });
    }),

    portalHttp.post('/content/mo-success-page/{service}', async ({ params, request, response }) => {
      const body = await readBody(request);
      const invalid = missingBody('getMoSuccessPage', body);
      if (invalid !== undefined) return response(422).json(invalid);
      const lang = langOf(body.languageId);
      const title = serviceTitle(params.service, lang);
      return response(200).json({
        data: {
          image_link: storage('pages/success.png'),
          confirmation_text: {
            en: `Your subscription request for ${title} has been received.`,
            ms: `Permintaan langganan ${title} anda telah diterima.`,
            bn: `${title} এর জন্য আপনার সাবস্ক্রিপশন অনুরোধ গ্রহণ করা হয়েছে।`,
          }[lang],
          home_btn_text: buttons.home[lang],
          resent_btn_text: buttons.resend[lang],
        },
      });
    }),

    portalHttp.post('/content/service-unsub-confirmation-page', ({ request, response }) => {
      const query = queryOf(request);
      const invalid = missingQuery(query, ['service', 'languageId', 'operatorId', 'msisdn']);
      if (invalid !== undefined) return response(422).json(invalid);
      const lang = langOf(query.get('languageId'));
      const title = serviceTitle(query.get('service') ?? '', lang);
      return response(200).json({
        data: {
          header_text: {
            en: `Do you want to unsubscribe from ${title}?`,
            ms: `Anda pasti mahu berhenti melanggan ${title}?`,
            bn: `আপনি কি ${title} আনসাবস্ক্রাইব করতে চান?`,
          }[lang],
          yes_btn_text: buttons.yes[lang],
          no_btn_text: buttons.no[lang],
          payment_form: null,
        },
      });
    }),

    portalHttp.post('/content/unsub-success-page', async ({ request, response }) => {
      const body = await readBody(request);
      const invalid = missingBody('getUnsubSuccessPage', body);
      if (invalid !== undefined) return response(422).json(invalid);
      const lang = langOf(body.languageId);
      const title = serviceTitle(textOf(body.service) ?? '', lang);
      return response(200).json({
        data: {
          image_link: storage('pages/unsub.png'),
          confirmation_text: {
            en: `You have been unsubscribed from ${title}.`,
            ms: `Anda telah berhenti melanggan ${title}.`,
            bn: `আপনি ${title} থেকে আনসাবস্ক্রাইব হয়েছেন।`,
          }[lang],
          home_btn_text: buttons.home[lang],
          resent_btn_text: buttons.resend[lang],
        },
      });
    }),

    ...(
      [
        ['/content/caller-tune-page', 'caller'],
        ['/content/religion-page-content', 'religion'],
        ['/content/games-page', 'games'],
      ] as const
    ).map(([path, list]) =>
      portalHttp.post(path, ({ request, response }) => {
        const query = queryOf(request);
        const invalid = missingQuery(query, ['service', 'languageId']);
        if (invalid !== undefined) return response(422).json(invalid);
        const lang = langOf(query.get('languageId'));
        return response(200).json({
          data: {
            sections: sections[list].map((section) => ({
              target_page: section.target,
              image_link: storage(`sections/${section.image}.png`),
              text: section.text[lang],
              color_class: section.color,
            })),
          },
        });
      }),
    ),

    portalHttp.post('/content/offer-page', async ({ request, response }) => {
      const body = await readBody(request);
      const invalid = missingBody('getOfferPage', body);
      if (invalid !== undefined) return response(422).json(invalid);
      const lang = langOf(body.languageId);
      const operatorId = operatorOfMsisdn(textOf(body.msisdn) ?? '') ?? 1;
      return response(200).json({
        data: {
          offers: offers[operatorId].map((offer) => ({
            package_id: offer.id,
            ...offerTexts(offer, lang),
          })),
        },
      });
    }),

    portalHttp.post('/content/offer-details-page/{id}', async ({ params, request, response }) => {
      const body = await readBody(request);
      const lang = langOf(queryOf(request).get('languageId') ?? body.languageId);
      const id = Number(params.id);
      for (const operatorId of [1, 2] as const) {
        const offer = offers[operatorId].find((candidate) => candidate.id === id);
        if (offer === undefined) continue;
        const texts = offerTexts(offer, lang);
        return response(200).json({
          data: {
            offerDetail: {
              pack_limit: texts.pack_limit,
              body: texts.body,
              title: texts.title,
              unlimited_offer: texts.unlimited_offer,
              validity: texts.validity,
              price: texts.price,
              bonus_offer: offer.bonus?.[lang] ?? null,
              tel: operatorId === 1 ? `*128*${String(id)}#` : `*118*${String(id)}#`,
              button_text: buttons.buy[lang],
            },
          },
        });
      }
      return response.untyped(notFound('Offer not found.'));
    }),

    portalHttp.post('/content/favourite-number-add', async ({ request, response }) => {
      const body = await readBody(request);
      const invalid = missingBody('getFavouriteNumberAddPage', body);
      if (invalid !== undefined) return response(422).json(invalid);
      const lang = langOf(body.languageId);
      const msisdn = textOf(body.msisdn) ?? '';
      const editId = Number(textOf(body.requestFor));
      const editing = portal.favourites.find(
        (favourite) => favourite.id === editId && favourite.owner === msisdn,
      );
      return response(200).json({
        data: {
          header_text: editing
            ? { en: 'Edit favourite number', ms: 'Ubah nombor kegemaran', bn: 'প্রিয় নম্বর সম্পাদনা' }[
                lang
              ]
            : {
                en: 'Add favourite number',
                ms: 'Tambah nombor kegemaran',
                bn: 'প্রিয় নম্বর যোগ করুন',
              }[lang],
          name_placeholder: { en: 'Name', ms: 'Nama', bn: 'নাম' }[lang],
          number_placeholder: { en: 'Mobile number', ms: 'Nombor telefon', bn: 'মোবাইল নম্বর' }[
            lang
          ],
          save_btn_text: { en: 'Save', ms: 'Simpan', bn: 'সংরক্ষণ করুন' }[lang],
          available_country: availableCountry,
          operators: countryOperators[editing?.country ?? 'MY'] ?? [],
          favourite_number: editing === undefined ? null : publicFavourite(editing),
        },
      });
    }),

    portalHttp.post('/content/favourite-number-list', ({ request, response }) => {
      const query = queryOf(request);
      const invalid = missingQuery(query, ['languageId', 'msisdn']);
      if (invalid !== undefined) return response(422).json(invalid);
      const msisdn = query.get('msisdn') ?? '';
      return response(200).json({
        data: {
          favourite_numbers: portal.favourites
            .filter((favourite) => favourite.owner === msisdn)
            .map(publicFavourite),
          max_limit: portal.favouriteMaxLimit,
        },
      });
    }),

    portalHttp.post('/content/otp-input-page', ({ request, response }) => {
      const query = queryOf(request);
      const invalid = missingQuery(query, ['languageId', 'msisdn']);
      if (invalid !== undefined) return response(422).json(invalid);
      const lang = langOf(query.get('languageId'));
      const msisdn = query.get('msisdn') ?? '';
      return response(200).json({
        data: {
          header_text: { en: 'Verify OTP', ms: 'Sahkan OTP', bn: 'OTP যাচাই' }[lang],
          otp_sent_text: {
            en: `A 4-digit code was sent to ${msisdn}`,
            ms: `Kod 4 digit telah dihantar ke ${msisdn}`,
            bn: `${msisdn} নম্বরে একটি ৪ ডিজিটের কোড পাঠানো হয়েছে`,
          }[lang],
          next_btn_text: buttons.next[lang],
          resend_btn_text: buttons.resend[lang],
          change_number_text: { en: 'Change number', ms: 'Tukar nombor', bn: 'নম্বর পরিবর্তন করুন' }[
            lang
          ],
          digit_required_text: {
            en: 'Please give 4 digit OTP code',
            ms: 'Sila masukkan kod OTP 4 digit',
            bn: 'অনুগ্রহ করে ৪ ডিজিটের OTP কোড দিন',
          }[lang],
        },
      });
    }),

    portalHttp.post('/content/free-service-page/{id}', ({ params, request, response }) => {
      const query = queryOf(request);
      const invalid = missingQuery(query, ['languageId', 'operatorId']);
      if (invalid !== undefined) return response(422).json(invalid);
      const lang = langOf(query.get('languageId'));
      return response(200).json({
        data: {
          games: (freeGames[Number(params.id)] ?? []).map(({ slug, game }) => ({
            banner_image: storage(`free/${slug}.png`),
            title: game.title[lang],
            sub_title: game.sub[lang],
            description: game.desc?.[lang] ?? null,
            button_text: game.button[lang],
            external_url: `https://games.telco-kit.my/${slug}`,
          })),
        },
      });
    }),

    portalHttp.post('/content/notice-page', ({ request, response }) => {
      const query = queryOf(request);
      const invalid = missingQuery(query, ['languageId', 'operatorId']);
      if (invalid !== undefined) return response(422).json(invalid);
      const lang = langOf(query.get('languageId'));
      return response(200).json({
        data: {
          notices: notices[operatorOf(query.get('operatorId'))].map((notice) => ({
            title: notice.title[lang],
            published_at: notice.at,
            image: notice.image,
            description: notice.description[lang],
          })),
        },
      });
    }),

    portalHttp.post('/content/service-ticket-page', async ({ request, response }) => {
      const body = await readBody(request);
      const invalid = missingBody('getServiceTicketPage', body);
      if (invalid !== undefined) return response(422).json(invalid);
      const lang = langOf(body.languageId);
      return response(200).json({
        data: {
          header_text: { en: 'Support', ms: 'Sokongan', bn: 'সহায়তা' }[lang],
          msisdn: textOf(body.msisdn) ?? '',
          services: problemTypes.map((type) => ({ service: type.service, name: type.name[lang] })),
          message_placeholder: {
            en: 'Describe your problem',
            ms: 'Terangkan masalah anda',
            bn: 'আপনার সমস্যা লিখুন',
          }[lang],
          submit_btn_text: { en: 'Submit', ms: 'Hantar', bn: 'জমা দিন' }[lang],
          history_btn_text: { en: 'History', ms: 'Sejarah', bn: 'ইতিহাস' }[lang],
        },
      });
    }),

    portalHttp.post('/content/ticket-create-success', async ({ request, response }) => {
      const body = await readBody(request);
      const invalid = missingBody('getTicketCreateSuccessPage', body);
      if (invalid !== undefined) return response(422).json(invalid);
      const lang = langOf(body.languageId);
      const ticket = textOf(body.ticketNumber) ?? '';
      return response(200).json({
        data: {
          title: { en: 'Ticket submitted', ms: 'Tiket dihantar', bn: 'টিকিট জমা হয়েছে' }[lang],
          message: {
            en: `Your ticket number is ${ticket}. We will contact you within 24 hours.`,
            ms: `Nombor tiket anda ialah ${ticket}. Kami akan menghubungi anda dalam 24 jam.`,
            bn: `আপনার টিকিট নম্বর ${ticket}। ২৪ ঘণ্টার মধ্যে আমরা যোগাযোগ করব।`,
          }[lang],
          ticket_number: ticket,
          home_btn_text: buttons.home[lang],
        },
      });
    }),

    portalHttp.post('/content/support-history', async ({ request, response }) => {
      const body = await readBody(request);
      const invalid = missingBody('getSupportHistory', body);
      if (invalid !== undefined) return response(422).json(invalid);
      const lang = langOf(body.languageId);
      const msisdn = textOf(body.msisdn) ?? '';
      const operatorId = operatorOf(body.operatorId);
      const status = textOf(body.ticket_status);
      const global = body.scope === 'global';
      const page = Math.max(1, Math.floor(Number(body.page_no ?? 1)) || 1);
      const size = 5;
      const matching = portal.tickets
        .filter(
          (ticket) =>
            ticket.msisdn === msisdn &&
            (global || ticket.operatorId === operatorId) &&
            (status === undefined || ticket.status === status),
        )
        .sort((a, b) => b.request_time.localeCompare(a.request_time));
      return response(200).json({
        data: {
          tickets: matching.slice((page - 1) * size, page * size).map((ticket) => ({
            customer_id: ticket.customer_id,
            ticket_number: ticket.ticket_number,
            title: problemTitle(ticket.service, lang),
            receiver_number: ticket.receiver_number ?? null,
            transaction_id: ticket.transaction_id ?? null,
            request_time: ticket.request_time,
            resolve_date: ticket.resolve_date ?? null,
            remarks: ticket.remarks ?? null,
            status: ticket.status,
          })),
          page_no: page,
          has_more: matching.length > page * size,
        },
      });
    }),

    // The service page last: /content/{service} matches every one-segment content path.
    portalHttp.post('/content/{service}', ({ params, request, response }) => {
      const query = queryOf(request);
      const invalid = missingQuery(query, ['languageId']);
      if (invalid !== undefined) return response(422).json(invalid);
      const lang = langOf(query.get('languageId'));
      const service = findService(params.service);
      if (service === undefined) return response.untyped(notFound('Service not found.'));
      return response(200).json({
        data: {
          service: {
            image_link: service.image,
            title: service.title[lang],
            overlay_desc: service.overlay[lang],
            desc: service.desc[lang],
            visit_btn_text: service.visitUrl === null ? null : buttons.visit[lang],
            subscribe_btn_text: buttons.subscribe[lang],
            unsubscribe_btn_text: buttons.unsubscribe[lang],
            download_btn_text: service.appUrl === null ? null : buttons.download[lang],
            app_download_link: service.appUrl,
            visit_url: service.visitUrl,
          },
          option_id: service.optionId,
          service_id: service.serviceId,
        },
      });
    }),
  ];
}
