import { IconFrom, type IconDrawingProps } from './Icon';
import { iconDefinitions } from './icons';

export interface MenuIconProps extends IconDrawingProps {
  /** A stored Font Awesome name: 'fa-users', 'users', 'fa fa-users' or 'fas fa-users'. */
  name: string;
}

/**
 * An icon the admin menu stores by its Font Awesome 4 name, from the whole menu catalogue.
 * Unknown names draw a neutral square instead of failing, so a mistyped menu icon never breaks
 * a screen.
 */
export function MenuIcon(props: MenuIconProps) {
  return <IconFrom map={iconDefinitions} {...props} />;
}
