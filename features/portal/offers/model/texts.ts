import { usePortalLanguage, type PortalLanguage } from '@features/portal/core';

/** The offer, package and cinema pages' own words ('{n}' and '{tel}' are filled in). */
const en = {
  offersTitle: 'Internet offers',
  noOffers: 'No internet offer is available right now.',
  unlimited: 'Unlimited',
  validity: 'Validity',
  price: 'Price',
  seeOffer: 'See offer',
  offerTitle: 'Internet offer',
  noOffer: 'This offer is not available.',
  bonus: 'Bonus',
  dialCode: 'Dial code',
  noPackages: 'No package is offered for this service right now.',
  packages: 'Packages',
  subscribe: 'Subscribe',
  day: '{n} day',
  days: '{n} days',
  cinemaTitle: 'Cinema',
  noFilms: 'No film is showing right now.',
};

/** The pages' words. */
export type OfferTexts = typeof en;

const offerTexts: Record<PortalLanguage, OfferTexts> = {
  en,
  ms: {
    offersTitle: 'Tawaran internet',
    noOffers: 'Tiada tawaran internet buat masa ini.',
    unlimited: 'Tanpa had',
    validity: 'Tempoh sah',
    price: 'Harga',
    seeOffer: 'Lihat tawaran',
    offerTitle: 'Tawaran internet',
    noOffer: 'Tawaran ini tidak tersedia.',
    bonus: 'Bonus',
    dialCode: 'Kod dail',
    noPackages: 'Tiada pakej ditawarkan untuk perkhidmatan ini buat masa ini.',
    packages: 'Pakej',
    subscribe: 'Langgan',
    day: '{n} hari',
    days: '{n} hari',
    cinemaTitle: 'Pawagam',
    noFilms: 'Tiada filem ditayangkan buat masa ini.',
  },
  bn: {
    offersTitle: 'ইন্টারনেট অফার',
    noOffers: 'এই মুহূর্তে কোনো ইন্টারনেট অফার নেই।',
    unlimited: 'আনলিমিটেড',
    validity: 'মেয়াদ',
    price: 'মূল্য',
    seeOffer: 'অফার দেখুন',
    offerTitle: 'ইন্টারনেট অফার',
    noOffer: 'এই অফারটি পাওয়া যাচ্ছে না।',
    bonus: 'বোনাস',
    dialCode: 'ডায়াল কোড',
    noPackages: 'এই সার্ভিসের জন্য এই মুহূর্তে কোনো প্যাকেজ নেই।',
    packages: 'প্যাকেজ',
    subscribe: 'সাবস্ক্রাইব',
    day: '{n} দিন',
    days: '{n} দিন',
    cinemaTitle: 'সিনেমা',
    noFilms: 'এই মুহূর্তে কোনো সিনেমা চলছে না।',
  },
};

/** The pages' words in the language in use. */
export function useOfferTexts(): OfferTexts {
  return offerTexts[usePortalLanguage()];
}
