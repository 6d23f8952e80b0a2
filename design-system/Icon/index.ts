export { Icon, type IconProps, type IconSize } from './Icon';
export { iconNames, normalizeIconName, findIcon } from './model';
export type { IconName } from './icons';
