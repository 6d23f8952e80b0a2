import type { Schema } from '../schema';
import type { OperatorId } from '../portal-operators';

/** The portal's display languages. */
export type Lang = 'en' | 'ms' | 'bn';

/** A text in the three portal languages. */
export type Text = Record<Lang, string>;

/**
 * The URL of a picture the portal ships (banners, tiles, flags, ...): every one is an SVG under
 * `public/images/`, served with the portal itself.
 */
export const storage = (path: string) => `/images/${path.replace(/\.(png|jpe?g)$/, '.svg')}`;

const flag = (country: string) => storage(`flags/${country}.png`);

/**
 * Languages per operator. English is 1 on both; Malay and Bengali have per-operator ids
 * (Digi: 22 and 23; U Mobile: 11 and 12), as the contract's examples and promotion links use.
 */
export const languages: Record<OperatorId, Schema<'Language'>[]> = {
  1: [
    { id: 1, code: 'en', name: 'English', icon: flag('gb') },
    { id: 22, code: 'ms', name: 'Bahasa Melayu', icon: flag('my') },
    { id: 23, code: 'bn', name: 'বাংলা', icon: flag('bd') },
  ],
  2: [
    { id: 1, code: 'en', name: 'English', icon: flag('gb') },
    { id: 11, code: 'ms', name: 'Bahasa Melayu', icon: flag('my') },
    { id: 12, code: 'bn', name: 'বাংলা', icon: flag('bd') },
  ],
};

/** The default language of an operator (Bengali, as the promotion links use). */
export const defaultLanguage: Record<OperatorId, number> = { 1: 23, 2: 12 };

/** The language of an id (of either operator); English when unknown. */
export function langOf(languageId: unknown): Lang {
  const id = Number(languageId);
  for (const list of Object.values(languages)) {
    const language = list.find((candidate) => candidate.id === id);
    if (language !== undefined) return language.code;
  }
  return 'en';
}

/** An operator id from a request value; Digi (1) when absent or unknown. */
export function operatorOf(operatorId: unknown): OperatorId {
  return Number(operatorId) === 2 ? 2 : 1;
}

/** Bengali digits for numbers shown in Bengali texts. */
export function bnDigits(value: string | number): string {
  return String(value).replace(/[0-9]/g, (digit) => '০১২৩৪৫৬৭৮৯'[Number(digit)] ?? digit);
}

/** RM price text, e.g. 'RM 3.00'. */
export const rm = (price: number) => `RM ${price.toFixed(2)}`;

/** A template with its `{name}` placeholders filled in; numbers are written in the language. */
export function fill(
  template: string,
  values: Record<string, string | number>,
  lang: Lang,
): string {
  return template.replace(/\{([a-z_]+)\}/g, (placeholder, name: string) => {
    const value = values[name];
    if (value === undefined) return placeholder;
    // Bengali texts write numbers in Bengali digits.
    return typeof value === 'number' && lang === 'bn' ? bnDigits(value) : String(value);
  });
}
