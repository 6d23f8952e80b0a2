/**
 * The look of portal stories: the operator and language they open in (the toolbar shows them and
 * can change them), and the parameters and globals of a portal page. Plain values in a `.ts`
 * file: Storybook's docgen adds its own fields to the objects a `.tsx` file exports.
 */

/** The languages of the toolbar, as the portal's stories name them. */
export type StoryLanguage = 'en' | 'ms' | 'bn';

/** The language ids of each operator (English 1; Digi: Malay 22, Bengali 23; U Mobile: 11, 12). */
export const storyLanguageIds = {
  1: { en: 1, ms: 22, bn: 23 },
  2: { en: 1, ms: 11, bn: 12 },
} as const;

/**
 * The parameters of a portal page story: the whole canvas, in the portal theme, opening as the
 * given operator and language (the toolbar shows them and can change them). Tag the meta `page`
 * and give it `portalPageGlobals`.
 */
export function portalPage(operator: 1 | 2 = 1, language: StoryLanguage = 'en') {
  return {
    layout: 'fullscreen',
    initialGlobals: { theme: 'portal', operator: String(operator), language },
  };
}

/** The globals of a portal page: the phone's screen, which the portal is made for. */
export const portalPageGlobals = { viewport: { value: 'mobile', isRotated: false } };

/** A portal story's own starting operator and language (in its `parameters`). */
export function portalLook(operator: 1 | 2, language: StoryLanguage) {
  return { initialGlobals: { operator: String(operator), language } };
}
