import type { Lang, Text } from '../../../domain/portal-content';

/** The languages of the portal's texts; English is the fallback. */
export const portalLanguages: readonly Lang[] = ['en', 'ms', 'bn'];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether a value is a text in every portal language (`{en, ms, bn}`). */
export function isText(value: unknown): value is Text {
  return (
    isRecord(value) &&
    Object.keys(value).length === portalLanguages.length &&
    portalLanguages.every((lang) => typeof value[lang] === 'string')
  );
}

/** Whether a value holds a text in every language anywhere inside it. */
export function hasText(value: unknown): boolean {
  if (isText(value)) return true;
  if (Array.isArray(value)) return value.some(hasText);
  return isRecord(value) && Object.values(value).some(hasText);
}

/** A value with every `{en, ms, bn}` text inside it replaced by its text in one language. */
export function localized(value: unknown, lang: Lang): unknown {
  if (isText(value)) return value[lang];
  if (Array.isArray(value)) return value.map((item) => localized(item, lang));
  if (!isRecord(value)) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, localized(item, lang)]),
  );
}
