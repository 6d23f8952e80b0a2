export { Icon, type IconDrawingProps, type IconProps, type IconSize } from './Icon';
export { MenuIcon, type MenuIconProps } from './MenuIcon';
export { iconNames, type IconName } from './icons';
export type { GlyphName } from './glyphs';
export { normalizeIconName } from './model';
