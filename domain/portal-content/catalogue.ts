import type { Schema } from '../schema';
import { storage, type Lang, type Text } from './i18n';
import type { OperatorId } from '../portal-operators';
import { findService } from './services';

/** A home tile (paid service) with its name per language and its operators. */
interface Tile {
  item: Omit<Schema<'PaidServiceItem'>, 'title'>;
  title: Text;
  operators: OperatorId[];
}

const tile = (
  id: number,
  image: string,
  title: Text,
  type: Schema<'TileType'>,
  target: string | null,
  operators: OperatorId[] = [1, 2],
  external: string | null = null,
): Tile => ({
  item: {
    id,
    image: storage(`tiles/${image}.png`),
    external_url: external,
    target_page: target,
    type,
  },
  title,
  operators,
});

/** The title of a service of the catalogue. */
const titleOf = (name: string): Text =>
  findService(name)?.title ?? { en: name, ms: name, bn: name };

/** Home tiles of every type the spec lists (spellings as served). */
export const tiles: Tile[] = [
  tile(
    14,
    'bangla-barta',
    titleOf('bangla_barta'),
    'mutiple-service',
    '/multiple-serivce/bangla_barta',
  ),
  tile(2, 'topup', { en: 'Top Up', ms: 'Tambah Nilai', bn: 'টপ-আপ' }, 'topup', 'topUp'),
  tile(
    3,
    'internet',
    { en: 'Internet Offers', ms: 'Tawaran Internet', bn: 'ইন্টারনেট অফার' },
    'internet',
    'InternetService',
  ),
  tile(
    4,
    'check-number',
    { en: 'My Number', ms: 'Nombor Saya', bn: 'আমার নম্বর' },
    'input',
    'input-msisdn-page',
  ),
  tile(5, 'game-zone', titleOf('game_zone'), 'package-service', '/package-services/game_zone'),
  tile(
    6,
    'refer',
    { en: 'Refer a Friend', ms: 'Rujuk Rakan', bn: 'বন্ধুকে রেফার করুন' },
    'refer',
    'refer-friend',
  ),
  tile(
    7,
    'history',
    { en: 'Transaction History', ms: 'Sejarah Transaksi', bn: 'লেনদেনের ইতিহাস' },
    'transaction',
    'userHistory',
  ),
  tile(
    8,
    'my-subscription',
    { en: 'My Subscription', ms: 'Langganan Saya', bn: 'আমার সাবস্ক্রিপশন' },
    'subscription',
    'mySubscription',
  ),
  tile(
    9,
    'switch-operator',
    { en: 'Change Operator', ms: 'Tukar Operator', bn: 'অপারেটর পরিবর্তন' },
    'operator',
    null,
  ),
  tile(
    10,
    'games',
    { en: 'Games', ms: 'Permainan', bn: 'গেমস' },
    'games',
    '/list-services-details/games',
  ),
  tile(11, 'caller-tunes', titleOf('caller_tunes'), 'list', '/list-service/caller_tunes', [1]),
  tile(12, 'religion', titleOf('religion'), 'list', '/list-service/religion'),
  tile(15, 'rashifol', titleOf('rashifol'), 'mutiple-service', '/multiple-serivce/rashifol'),
  tile(16, 'cinema', titleOf('cinema'), 'other', '/cinema-services/details', [1]),
  tile(
    17,
    'favourite',
    { en: 'Favourite Numbers', ms: 'Nombor Kegemaran', bn: 'প্রিয় নম্বর' },
    'favourite',
    'favourite-number-view',
  ),
  tile(
    18,
    'digi-store',
    { en: 'Digi Store', ms: 'Kedai Digi', bn: 'ডিজি স্টোর' },
    'other',
    null,
    [1],
    'https://store.digi.com.my/prepaid',
  ),
  tile(
    19,
    'umobile-store',
    { en: 'U Mobile Store', ms: 'Kedai U Mobile', bn: 'ইউ মোবাইল স্টোর' },
    'other',
    null,
    [2],
    'https://www.u.com.my/en/personal/prepaid',
  ),
];

/** Sidebar menu entries (name per language). */
export const menu: {
  name: Text;
  type: Schema<'TileType'>;
  target: string | null;
  external: string | null;
  operators: OperatorId[];
}[] = [
  {
    name: { en: 'Top Up', ms: 'Tambah Nilai', bn: 'টপ-আপ' },
    type: 'topup',
    target: 'topUp',
    external: null,
    operators: [1, 2],
  },
  {
    name: { en: 'Internet Offers', ms: 'Tawaran Internet', bn: 'ইন্টারনেট অফার' },
    type: 'internet',
    target: 'InternetService',
    external: null,
    operators: [1, 2],
  },
  {
    name: { en: 'My Subscription', ms: 'Langganan Saya', bn: 'আমার সাবস্ক্রিপশন' },
    type: 'subscription',
    target: 'mySubscription',
    external: null,
    operators: [1, 2],
  },
  {
    name: { en: 'Transaction History', ms: 'Sejarah Transaksi', bn: 'লেনদেনের ইতিহাস' },
    type: 'transaction',
    target: 'userHistory',
    external: null,
    operators: [1, 2],
  },
  {
    name: { en: 'Refer a Friend', ms: 'Rujuk Rakan', bn: 'বন্ধুকে রেফার করুন' },
    type: 'refer',
    target: 'refer-friend',
    external: null,
    operators: [1, 2],
  },
  {
    name: { en: 'Favourite Numbers', ms: 'Nombor Kegemaran', bn: 'প্রিয় নম্বর' },
    type: 'favourite',
    target: 'favourite-number-view',
    external: null,
    operators: [1, 2],
  },
  {
    name: { en: 'Bangla Barta', ms: 'Bangla Barta', bn: 'বাংলা বার্তা' },
    type: 'mutiple-service',
    target: '/multiple-serivce/bangla_barta',
    external: null,
    operators: [1, 2],
  },
  {
    name: { en: 'Games', ms: 'Permainan', bn: 'গেমস' },
    type: 'games',
    target: '/list-services-details/games',
    external: null,
    operators: [1, 2],
  },
  {
    name: { en: 'Support', ms: 'Sokongan', bn: 'সহায়তা' },
    type: 'other',
    target: 'support-page',
    external: null,
    operators: [1, 2],
  },
  {
    name: { en: 'Change Operator', ms: 'Tukar Operator', bn: 'অপারেটর পরিবর্তন' },
    type: 'operator',
    target: null,
    external: null,
    operators: [1, 2],
  },
  {
    name: { en: 'Digi Store', ms: 'Kedai Digi', bn: 'ডিজি স্টোর' },
    type: 'other',
    target: null,
    external: 'https://store.digi.com.my/prepaid',
    operators: [1],
  },
  {
    name: { en: 'U Mobile Store', ms: 'Kedai U Mobile', bn: 'ইউ মোবাইল স্টোর' },
    type: 'other',
    target: null,
    external: 'https://www.u.com.my/en/personal/prepaid',
    operators: [2],
  },
  {
    name: { en: 'Terms & Conditions', ms: 'Terma & Syarat', bn: 'শর্তাবলী' },
    type: 'other',
    target: 'termsAndCondition',
    external: null,
    operators: [1, 2],
  },
];

/** Home banners per operator. */
export const banners: Record<OperatorId, (lang: Lang) => Schema<'Banner'>[]> = {
  1: (lang) => [
    {
      image: storage(`banners/raya-topup-bonus-${lang}.jpg`),
      title: {
        en: 'Raya top-up bonus: 20% extra airtime',
        ms: 'Bonus tambah nilai Raya: kredit tambahan 20%',
        bn: 'ঈদ টপ-আপ বোনাস: ২০% বেশি টকটাইম',
      }[lang],
      link: '/topup-services/topup',
      target_page: 'topUp',
      type: 'internal-link',
    },
    {
      image: storage('banners/digi-prepaid-live.jpg'),
      title: {
        en: 'Digi Prepaid Live plans',
        ms: 'Pelan Digi Prepaid Live',
        bn: 'ডিজি প্রিপেইড লাইভ প্ল্যান',
      }[lang],
      link: 'https://www.digi.com.my/prepaid-plans',
      target_page: null,
      type: 'external-link',
    },
    {
      image: storage(`banners/bangla-barta-${lang}.jpg`),
      title: {
        en: 'Bangla Barta: the news every day',
        ms: 'Bangla Barta: berita setiap hari',
        bn: 'বাংলা বার্তা: প্রতিদিনের খবর',
      }[lang],
      link: '/multiple-serivce/bangla_barta',
      target_page: 'listService',
      type: 'internal-link',
    },
    {
      image: storage(`banners/internet-10gb-${lang}.jpg`),
      title: {
        en: 'Internet 10GB for RM 30',
        ms: 'Internet 10GB untuk RM 30',
        bn: 'ইন্টারনেট ১০জিবি মাত্র RM 30',
      }[lang],
      link: '/internet-services/internet',
      target_page: 'InternetService',
      type: 'internal-link',
    },
  ],
  2: (lang) => [
    {
      image: storage(`banners/um-topup-bonus-${lang}.jpg`),
      title: {
        en: 'Top up RM 30, get RM 5 free',
        ms: 'Tambah nilai RM 30, dapat RM 5 percuma',
        bn: 'RM 30 টপ-আপে RM 5 ফ্রি',
      }[lang],
      link: '/topup-services/topup',
      target_page: 'topUp',
      type: 'internal-link',
    },
    {
      image: storage('banners/umobile-unlimited.jpg'),
      title: { en: 'GX Giler Unlimited', ms: 'GX Giler Unlimited', bn: 'জিএক্স গিলার আনলিমিটেড' }[
        lang
      ],
      link: 'https://www.u.com.my/en/personal/prepaid/giler-unlimited',
      target_page: null,
      type: 'external-link',
    },
    {
      image: storage(`banners/game-zone-${lang}.jpg`),
      title: {
        en: 'Game Zone: 500+ games',
        ms: 'Zon Permainan: 500+ permainan',
        bn: 'গেম জোন: ৫০০+ গেম',
      }[lang],
      link: '/package-services/game_zone',
      target_page: 'packageService',
      type: 'internal-link',
    },
  ],
};

/** A free-service game feed (free-service-page/{id}). */
export const freeGames: Record<
  number,
  { game: { title: Text; sub: Text; desc: Text | null; button: Text }; slug: string }[]
> = {
  4: [
    {
      slug: 'cricket-quiz',
      game: {
        title: { en: 'Cricket Quiz', ms: 'Kuiz Kriket', bn: 'ক্রিকেট কুইজ' },
        sub: {
          en: 'Win 100 bonus points',
          ms: 'Menangi 100 mata bonus',
          bn: '১০০ বোনাস পয়েন্ট জিতুন',
        },
        desc: {
          en: 'Answer 5 questions daily about the Tigers.',
          ms: 'Jawab 5 soalan setiap hari tentang pasukan Tigers.',
          bn: 'প্রতিদিন টাইগারদের নিয়ে ৫টি প্রশ্নের উত্তর দিন।',
        },
        button: { en: 'Play', ms: 'Main', bn: 'খেলুন' },
      },
    },
    {
      slug: 'football-predictor',
      game: {
        title: { en: 'Football Predictor', ms: 'Ramalan Bola Sepak', bn: 'ফুটবল প্রেডিক্টর' },
        sub: {
          en: 'Predict the weekend scores',
          ms: 'Ramal keputusan hujung minggu',
          bn: 'সাপ্তাহিক ম্যাচের ফল অনুমান করুন',
        },
        desc: {
          en: 'Top 10 each week share 1,000 points.',
          ms: '10 teratas setiap minggu berkongsi 1,000 mata.',
          bn: 'প্রতি সপ্তাহে সেরা ১০ জন ১,০০০ পয়েন্ট ভাগ করে নেবেন।',
        },
        button: { en: 'Predict', ms: 'Ramal', bn: 'অনুমান করুন' },
      },
    },
    {
      slug: 'word-puzzle',
      game: {
        title: { en: 'Bangla Word Puzzle', ms: 'Teka Silang Kata Bangla', bn: 'বাংলা শব্দজট' },
        sub: {
          en: 'New puzzle every day',
          ms: 'Teka-teki baharu setiap hari',
          bn: 'প্রতিদিন নতুন ধাঁধা',
        },
        desc: {
          en: 'Find the hidden words before the timer ends.',
          ms: 'Cari perkataan tersembunyi sebelum masa tamat.',
          bn: 'সময় শেষ হওয়ার আগে লুকানো শব্দ খুঁজুন।',
        },
        button: { en: 'Play', ms: 'Main', bn: 'খেলুন' },
      },
    },
  ],
  5: [
    {
      slug: 'spin-wheel',
      game: {
        title: { en: 'Spin the Wheel', ms: 'Putar Roda', bn: 'চাকা ঘোরান' },
        sub: {
          en: 'One free spin a day',
          ms: 'Satu putaran percuma sehari',
          bn: 'প্রতিদিন একটি ফ্রি স্পিন',
        },
        desc: {
          en: 'Win data, airtime or bonus points.',
          ms: 'Menangi data, kredit atau mata bonus.',
          bn: 'ডাটা, টকটাইম বা বোনাস পয়েন্ট জিতুন।',
        },
        button: { en: 'Spin', ms: 'Putar', bn: 'ঘোরান' },
      },
    },
    {
      slug: 'ludo-league',
      game: {
        title: { en: 'Ludo League', ms: 'Liga Ludo', bn: 'লুডু লিগ' },
        sub: { en: 'Play with friends', ms: 'Main bersama rakan', bn: 'বন্ধুদের সাথে খেলুন' },
        desc: null,
        button: { en: 'Join', ms: 'Sertai', bn: 'যোগ দিন' },
      },
    },
  ],
};
