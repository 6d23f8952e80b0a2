import type { ButtonHTMLAttributes } from 'react';
import styled from 'styled-components';
import { Button, type ButtonSize, type ButtonVariant } from '../Button';
import { Icon, type GlyphName } from '../Icon';

export interface IconButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'children' | 'aria-label'
> {
  /** The kit glyph of the button by its Font Awesome name, e.g. 'fa-edit'. */
  icon: GlyphName;
  /** What the button does, read by screen readers (the button shows no text). */
  label: string;
  /** The tooltip; defaults to the label so sighted users can learn what the icon means. */
  title?: string;
  /** Visual weight, as for Button. */
  variant?: ButtonVariant;
  /** Height (and width: the button is square). */
  size?: ButtonSize;
  /** Shows a spinner in place of the icon and ignores clicks. */
  loading?: boolean;
}

const Square = styled(Button)`
  && {
    padding: 0;
    min-width: var(--button-height);
  }
`;

/** An icon-only button, e.g. a table row's edit or delete action. */
export function IconButton({
  icon,
  label,
  title = label,
  variant = 'secondary',
  size = 'md',
  ...rest
}: IconButtonProps) {
  return (
    <Square
      data-component="IconButton"
      variant={variant}
      size={size}
      aria-label={label}
      title={title}
      icon={<Icon name={icon} />}
      {...rest}
    />
  );
}
