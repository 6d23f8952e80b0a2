import { storage, type Lang, type Text } from './i18n';
import type { OperatorId } from '../portal-operators';

/** A subscription service of the portal, by machine name. */
export interface PortalService {
  service: string;
  title: Text;
  overlay: Text;
  desc: Text;
  image: string;
  price: number;
  cycle: 'daily' | 'weekly' | 'monthly';
  /** Operators that sell it. */
  operators: OperatorId[];
  /** USSD code to subscribe by dialling. */
  dial: string;
  visitUrl: string | null;
  appUrl: string | null;
  optionId: number;
  serviceId: number;
  /** operator-2 mPay subscription code. */
  umobileCode: string;
}

export const services: PortalService[] = [
  {
    service: 'bangla_barta',
    title: { en: 'Bangla Barta', ms: 'Bangla Barta', bn: 'বাংলা বার্তা' },
    overlay: { en: 'Daily news', ms: 'Berita harian', bn: 'প্রতিদিনের খবর' },
    desc: {
      en: 'Get the latest Bangladesh news every day. RM 3.00 per week.',
      ms: 'Dapatkan berita terkini Bangladesh setiap hari. RM 3.00 seminggu.',
      bn: 'প্রতিদিন বাংলাদেশের সর্বশেষ খবর পান। সাপ্তাহিক RM 3.00।',
    },
    image: storage('services/bangla-barta.jpg'),
    price: 3,
    cycle: 'weekly',
    operators: [1, 2],
    dial: '*118*14#',
    visitUrl: 'https://news.telco-kit.my/bangla-barta',
    appUrl: null,
    optionId: 7,
    serviceId: 14,
    umobileCode: 'UM-BB-WK',
  },
  {
    service: 'rashifol',
    title: { en: 'Rashifol', ms: 'Rashifol (Horoskop)', bn: 'রাশিফল' },
    overlay: { en: 'Your daily horoscope', ms: 'Horoskop harian anda', bn: 'আপনার দৈনিক রাশিফল' },
    desc: {
      en: 'Daily horoscope for your sign in Bengali. RM 2.00 per week.',
      ms: 'Horoskop harian mengikut bintang anda dalam bahasa Bengali. RM 2.00 seminggu.',
      bn: 'প্রতিদিন আপনার রাশির ভবিষ্যৎ জানুন। সাপ্তাহিক RM 2.00।',
    },
    image: storage('services/rashifol.jpg'),
    price: 2,
    cycle: 'weekly',
    operators: [1, 2],
    dial: '*118*21#',
    visitUrl: 'https://news.telco-kit.my/rashifol',
    appUrl: null,
    optionId: 8,
    serviceId: 15,
    umobileCode: 'UM-RF-WK',
  },
  {
    service: 'game_zone',
    title: { en: 'Game Zone', ms: 'Zon Permainan', bn: 'গেম জোন' },
    overlay: { en: '500+ HTML5 games', ms: '500+ permainan HTML5', bn: '৫০০+ এইচটিএমএল৫ গেম' },
    desc: {
      en: 'Unlimited games with no ads. From RM 0.50 a day.',
      ms: 'Permainan tanpa had tanpa iklan. Dari RM 0.50 sehari.',
      bn: 'বিজ্ঞাপন ছাড়া আনলিমিটেড গেম। দৈনিক মাত্র RM 0.50 থেকে।',
    },
    image: storage('packages/game-zone.jpg'),
    price: 0.5,
    cycle: 'daily',
    operators: [1, 2],
    dial: '*118*30#',
    visitUrl: 'https://games.telco-kit.my',
    appUrl: 'https://play.google.com/store/apps/details?id=my.telcokit.gamezone',
    optionId: 9,
    serviceId: 16,
    umobileCode: 'UM-GZ-D',
  },
  {
    service: 'caller_tunes',
    title: { en: 'Caller Tunes', ms: 'Nada Dering Pemanggil', bn: 'কলার টিউন' },
    overlay: {
      en: 'Bangla and Malay hits',
      ms: 'Lagu popular Bangla dan Melayu',
      bn: 'জনপ্রিয় বাংলা ও মালয় গান',
    },
    desc: {
      en: 'Let callers hear your favourite song. RM 4.00 per month.',
      ms: 'Biar pemanggil mendengar lagu kegemaran anda. RM 4.00 sebulan.',
      bn: 'আপনার প্রিয় গান শোনান কলারদের। মাসিক RM 4.00।',
    },
    image: storage('services/caller-tunes.jpg'),
    price: 4,
    cycle: 'monthly',
    operators: [1],
    dial: '*118*40#',
    visitUrl: null,
    appUrl: null,
    optionId: 10,
    serviceId: 17,
    umobileCode: 'UM-CT-M',
  },
  {
    service: 'religion',
    title: { en: 'Islamic Corner', ms: 'Sudut Islam', bn: 'ইসলামিক কর্নার' },
    overlay: {
      en: 'Quran, hadith and prayer times',
      ms: 'Al-Quran, hadis dan waktu solat',
      bn: 'কুরআন, হাদিস ও নামাজের সময়',
    },
    desc: {
      en: 'Quran recitation, daily hadith and prayer time alerts. RM 4.00 per month.',
      ms: 'Bacaan al-Quran, hadis harian dan peringatan waktu solat. RM 4.00 sebulan.',
      bn: 'কুরআন তিলাওয়াত, দৈনিক হাদিস ও নামাজের সময়ের অ্যালার্ট। মাসিক RM 4.00।',
    },
    image: storage('services/religion.jpg'),
    price: 4,
    cycle: 'monthly',
    operators: [1, 2],
    dial: '*118*50#',
    visitUrl: 'https://islam.telco-kit.my',
    appUrl: null,
    optionId: 11,
    serviceId: 18,
    umobileCode: 'UM-IS-M',
  },
  {
    service: 'cinema',
    title: { en: 'Bangla Cinema', ms: 'Pawagam Bangla', bn: 'বাংলা সিনেমা' },
    overlay: {
      en: 'New films every week',
      ms: 'Filem baharu setiap minggu',
      bn: 'প্রতি সপ্তাহে নতুন সিনেমা',
    },
    desc: {
      en: 'Stream new Bangla films on your phone. RM 5.00 per week.',
      ms: 'Tonton filem Bangla terbaharu di telefon anda. RM 5.00 seminggu.',
      bn: 'মোবাইলে দেখুন নতুন বাংলা সিনেমা। সাপ্তাহিক RM 5.00।',
    },
    image: storage('services/cinema.jpg'),
    price: 5,
    cycle: 'weekly',
    operators: [1],
    dial: '*118*77#',
    visitUrl: 'https://cinema.telco-kit.my',
    appUrl: null,
    optionId: 12,
    serviceId: 19,
    umobileCode: 'UM-CN-WK',
  },
];

/** The service of a machine name (the package page cuts the name at the first underscore). */
export function findService(name: string | null | undefined): PortalService | undefined {
  if (name === null || name === undefined) return undefined;
  return (
    services.find((service) => service.service === name) ??
    services.find((service) => service.service.split('_')[0] === name.split('_')[0])
  );
}

/** A package of a package service (§3, §9): its product id, validity in days and price in RM. */
export interface ServicePackage {
  service: string;
  product_id: 1 | 2 | 3;
  validity_days: number;
  price: number;
}

/** The packages of the package services: each is confirmed, charged and kept at its own terms. */
export const servicePackages: ServicePackage[] = [
  { service: 'game_zone', product_id: 1, validity_days: 1, price: 0.5 },
  { service: 'game_zone', product_id: 2, validity_days: 7, price: 3 },
  { service: 'game_zone', product_id: 3, validity_days: 30, price: 10 },
];

/** A service's package by product id (none when the service has no such package). */
export function findPackage(service: string, productId: number): ServicePackage | undefined {
  return servicePackages.find((item) => item.service === service && item.product_id === productId);
}

/** The billing frequency the payment provider is told: a package's validity's, else the cycle. */
export function frequencyOf(
  cycle: PortalService['cycle'],
  chosen: Pick<ServicePackage, 'validity_days'> | undefined,
): PortalService['cycle'] {
  const days = chosen?.validity_days;
  if (days === 1) return 'daily';
  if (days === 7) return 'weekly';
  if (days === 30) return 'monthly';
  return cycle;
}

/** A subscription product's frequency per language, as its name says it ('Bangla Barta weekly'). */
export const frequencyText: Record<PortalService['cycle'], Text> = {
  daily: { en: 'daily', ms: 'harian', bn: 'দৈনিক' },
  weekly: { en: 'weekly', ms: 'mingguan', bn: 'সাপ্তাহিক' },
  monthly: { en: 'monthly', ms: 'bulanan', bn: 'মাসিক' },
};

/** A subscription product's name in a language ('Bangla Barta weekly', 'বাংলা বার্তা সাপ্তাহিক'). */
export function productNameOf(title: string, cycle: PortalService['cycle'], lang: Lang): string {
  return `${title} ${frequencyText[cycle][lang]}`;
}

/** Cycle words per language. */
export const cycleText: Record<PortalService['cycle'], Text> = {
  daily: { en: 'day', ms: 'sehari', bn: 'দিন' },
  weekly: { en: 'week', ms: 'seminggu', bn: 'সপ্তাহ' },
  monthly: { en: 'month', ms: 'sebulan', bn: 'মাস' },
};
