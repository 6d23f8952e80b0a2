import type { Schema } from '../schema';
import { storage } from './i18n';
import type { StoredFavourite } from './seed';
import { isNationalMobile, nationalMobilePatterns } from '../portal-operators';

/** Countries a favourite number can be in, keyed by ISO code (Malaysia first: the default). */
export const availableCountry: Schema<'AvailableCountry'> = {
  MY: { name: 'Malaysia', flag: storage('flags/my.png'), prefix: '60' },
  BD: { name: 'Bangladesh', flag: storage('flags/bd.png'), prefix: '880' },
};

/** Receiver operators per country with the first three (local) digits of their numbers. */
export const countryOperators: Record<string, Schema<'OperatorPrefix'>[]> = {
  MY: [
    { id: 1, image: storage('operators/digi.png'), prefix: ['010', '012', '014', '016', '019'] },
    { id: 2, image: storage('operators/umobile.png'), prefix: ['011', '018'] },
    { id: 3, image: storage('operators/maxis.png'), prefix: ['017'] },
    { id: 4, image: storage('operators/celcom.png'), prefix: ['013'] },
  ],
  BD: [
    { id: 11, image: storage('operators/grameenphone.png'), prefix: ['017', '013'] },
    { id: 12, image: storage('operators/robi.png'), prefix: ['018'] },
    { id: 13, image: storage('operators/banglalink.png'), prefix: ['019', '014'] },
    { id: 14, image: storage('operators/teletalk.png'), prefix: ['015'] },
    { id: 15, image: storage('operators/airtel-bd.png'), prefix: ['016'] },
  ],
};

/**
 * The country and operator of a receiver number: by its calling code (60… Malaysia, 880…
 * Bangladesh), else the country whose national mobile numbers it looks like, else Malaysia. The
 * operator is found from the first three national digits.
 */
export function detectReceiver(number: string): { country: string; operatorId: number | null } {
  const byCode = Object.entries(availableCountry).find(([, country]) =>
    number.startsWith(country.prefix),
  );
  const country =
    byCode?.[0] ??
    Object.keys(nationalMobilePatterns).find((code) => isNationalMobile(code, number)) ??
    'MY';
  const local = byCode === undefined ? number : `0${number.slice(byCode[1].prefix.length)}`;
  const head = local.slice(0, 3);
  const operator = (countryOperators[country] ?? []).find((candidate) =>
    candidate.prefix.includes(head),
  );
  return { country, operatorId: operator?.id ?? null };
}

/** A stored favourite as the contract shows it (without the owner). */
export function publicFavourite(favourite: StoredFavourite): Schema<'FavouriteNumber'> {
  return {
    id: favourite.id,
    name: favourite.name,
    mobile_number: favourite.mobile_number,
    country_name: favourite.country_name,
    operator_id: favourite.operator_id ?? null,
  };
}
