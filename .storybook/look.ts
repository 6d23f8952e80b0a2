/**
 * The look a story is drawn in: the theme, the portal operator and the content language, which
 * the toolbar (manager.tsx) shows and changes and the decorators (preview.tsx) apply. A story
 * names the look it opens in with `parameters.initialGlobals`; the toolbar then shows that look
 * and can change it. (Storybook's own story `globals` would lock the toolbar instead.)
 */

/** The look's globals, as the toolbar stores them (strings, as in the URL). */
export interface Look {
  /** 'admin' or 'portal'. */
  theme: string;
  /** The portal operator: '1' (Digi) or '2' (U Mobile). */
  operator: string;
  /** 'en', 'ms' or 'bn'. */
  language: string;
}

/** One choice of a toolbar menu. */
export interface Choice {
  value: string;
  title: string;
}

/** The choices of each global of the look. */
export const lookChoices: Record<keyof Look, readonly Choice[]> = {
  theme: [
    { value: 'admin', title: 'Admin theme' },
    { value: 'portal', title: 'Portal theme' },
  ],
  operator: [
    { value: '1', title: 'Operator 1 (Digi)' },
    { value: '2', title: 'Operator 2 (U Mobile)' },
  ],
  language: [
    { value: 'en', title: 'English' },
    { value: 'ms', title: 'Bahasa Melayu' },
    { value: 'bn', title: 'বাংলা' },
  ],
};

/** The look of a story that names none, and of the toolbar when Storybook opens. */
export const defaultLook: Look = { theme: 'admin', operator: '1', language: 'en' };

const lookKeys = Object.keys(lookChoices) as (keyof Look)[];

/** The part of the look a story opens in (`parameters.initialGlobals`), known values only. */
export function initialLookOf(parameters: Readonly<Record<string, unknown>>): Partial<Look> {
  const named = parameters.initialGlobals;
  if (typeof named !== 'object' || named === null) return {};
  const look: Partial<Look> = {};
  for (const key of lookKeys) {
    const value = (named as Record<string, unknown>)[key];
    if (lookChoices[key].some((choice) => choice.value === value)) look[key] = value as string;
  }
  return look;
}

/**
 * Why a story has no language menu (a short note and its reason), or undefined when its texts
 * follow the language: it names the language it opens in (the portal's pages). The admin
 * console's specification (like the report builder's) gives its texts in English alone, so its
 * screens have no other language to show; components take their texts from their props.
 */
export function languageNote(
  parameters: Readonly<Record<string, unknown>>,
): { note: string; reason: string } | undefined {
  const look = initialLookOf(parameters);
  if (look.language !== undefined) return undefined;
  return look.theme === 'admin'
    ? {
        note: 'English only',
        reason:
          'English only: the admin console’s specification gives its texts in English alone, so its screens have no language menu',
      }
    : {
        note: 'No language',
        reason:
          'Components take their texts from their props: the language menu shows on portal pages',
      };
}
