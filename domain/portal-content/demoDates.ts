import type { Lang, Text } from './i18n';

// The demo content's dates, moved to the day a database is seeded so the demo reads as recent.

/** The moment the demo notices, news and horoscopes were written against (just after the newest). */
export const demoContentAnchor = '2025-06-01T03:00:00Z';

/**
 * A demo date moved so the content reads as recent on the day it is installed: its distance
 * before `demoContentAnchor` becomes its distance before `installedAt`.
 */
export function demoDated(at: string, installedAt: string): string {
  return new Date(
    Date.parse(at) - Date.parse(demoContentAnchor) + Date.parse(installedAt),
  ).toISOString();
}

/** A date a demo text speaks of ('8 June', 'May'), moved with the demo like its own date. */
export interface DemoMention {
  /** The date as written against `demoContentAnchor`. */
  at: string;
  /** How the text says it: day and month, or the month alone. */
  style: 'day' | 'month';
}

const mentionFormats: Record<DemoMention['style'], Intl.DateTimeFormatOptions> = {
  day: { day: 'numeric', month: 'long', timeZone: 'UTC' },
  month: { month: 'long', timeZone: 'UTC' },
};

const mentionLocales: Record<Lang, string> = { en: 'en-GB', ms: 'ms', bn: 'bn' };

/** A mentioned date in a language's words ('8 June', '8 Jun', '৮ জুন'). */
function mentionText(at: string, style: DemoMention['style'], lang: Lang): string {
  const text = new Intl.DateTimeFormat(mentionLocales[lang], mentionFormats[style]).format(
    new Date(at),
  );
  // Malay writes the short month names in day-month dates ('8 Jun').
  return lang === 'ms' && style === 'day' ? text.replace(/^(\d+ \p{L}{3})\p{L}*/u, '$1') : text;
}

/**
 * A demo text with the dates it speaks of moved as `demoDated` moves the item's own date, so
 * a notice of this week never speaks of a day long past.
 */
export function demoTextDated(text: Text, mentions: DemoMention[], installedAt: string): Text {
  const moved = { ...text };
  for (const lang of Object.keys(moved) as Lang[]) {
    for (const { at, style } of mentions) {
      const written = mentionText(at, style, lang);
      moved[lang] = moved[lang].replace(
        written,
        mentionText(demoDated(at, installedAt), style, lang),
      );
    }
  }
  return moved;
}
