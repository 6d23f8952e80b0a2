import type { Tokens } from '../tokens/tokens';

/** The two looks of the kit: the dense desktop admin, and the touch-first customer portal. */
export type ThemeName = 'admin' | 'portal';

/** The portal's two mobile operators. */
export type OperatorId = 1 | 2;

/** Token overrides for the portal theme (larger touch targets and type). */
export const portalOverrides = {
  fontSize: { md: '1rem', lg: '1.25rem' },
  control: { heightSm: '2.75rem', heightMd: '2.75rem', heightLg: '3.25rem' },
  radius: { md: '10px' },
} satisfies { [Group in keyof Tokens]?: Partial<Record<keyof Tokens[Group], string>> };

/** Each operator's brand colours (operator 1: Digi, operator 2: U Mobile). */
export const operatorBrands = {
  1: { primary: '#b45309', primaryHover: '#92400e', primaryText: '#ffffff' },
  2: { primary: '#c2185b', primaryHover: '#9c1349', primaryText: '#ffffff' },
} satisfies Record<OperatorId, Partial<Record<keyof Tokens['color'], string>>>;
