import type { AnchorHTMLAttributes, ButtonHTMLAttributes, MouseEvent, ReactNode } from 'react';
import styled from 'styled-components';
import { Spinner } from '../Spinner';

/** The visual weight of a button. */
export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'link';

/** The height of a button. */
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Visual weight: primary for the main action of a view, danger for destructive ones. */
  variant?: ButtonVariant;
  /** Height and padding. */
  size?: ButtonSize;
  /** Shows a spinner, keeps the label for screen readers and ignores clicks. */
  loading?: boolean;
  /** An icon shown before the label. */
  icon?: ReactNode;
  /** Stretches the button to its container's width. */
  fullWidth?: boolean;
}

const Root = styled.button`
  --button-bg: var(--tck-color-primary);
  --button-bg-hover: var(--tck-color-primary-hover);
  --button-fg: var(--tck-color-primary-text);
  --button-height: var(--tck-control-height-md);
  --button-padding: 0 var(--tck-space-4);

  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: var(--tck-space-2);
  min-height: var(--button-height);
  padding: var(--button-padding);
  border: 1px solid transparent;
  border-radius: var(--tck-radius-md);
  background: var(--button-bg);
  color: var(--button-fg);
  font: inherit;
  font-size: var(--tck-font-size-sm);
  font-weight: var(--tck-font-weight-semibold);
  line-height: var(--tck-line-height-tight);
  text-decoration: none;
  cursor: pointer;
  transition: background-color var(--tck-motion-fast) var(--tck-motion-easing);

  &:hover:not(:disabled, [aria-busy='true']) {
    background: var(--button-bg-hover);
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
  &[aria-busy='true'] {
    cursor: progress;
  }
  &[data-full-width='true'] {
    width: 100%;
  }

  &[data-variant='secondary'] {
    --button-bg: var(--tck-color-secondary);
    --button-bg-hover: var(--tck-color-secondary-hover);
    --button-fg: var(--tck-color-secondary-text);
    border-color: var(--tck-color-border);
  }
  &[data-variant='danger'] {
    --button-bg: var(--tck-color-danger);
    --button-bg-hover: var(--tck-color-danger-hover);
    --button-fg: var(--tck-color-danger-text);
  }
  &[data-variant='link'] {
    --button-bg: transparent;
    --button-bg-hover: transparent;
    --button-fg: var(--tck-color-primary);
    text-decoration: underline;
  }

  &[data-size='sm'] {
    --button-height: var(--tck-control-height-sm);
    --button-padding: 0 var(--tck-space-3);
  }
  &[data-size='lg'] {
    --button-height: var(--tck-control-height-lg);
    --button-padding: 0 var(--tck-space-5);
    font-size: var(--tck-font-size-md);
  }
`;

/** The kit's button: one component for every action, from a toolbar link to a form submit. */
export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  icon,
  fullWidth = false,
  type = 'button',
  children,
  onClick,
  ...rest
}: ButtonProps) {
  return (
    <Root
      data-component="Button"
      data-variant={variant}
      data-size={size}
      data-full-width={fullWidth}
      aria-busy={loading || undefined}
      type={type}
      onClick={loading ? (event) => event.preventDefault() : onClick}
      {...rest}
    >
      {loading ? <Spinner /> : icon}
      {children}
    </Root>
  );
}

export interface ButtonLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** Where the link leads. */
  href: string;
  /** Visual weight, as for a button. */
  variant?: ButtonVariant;
  /** Height and padding, as for a button. */
  size?: ButtonSize;
  /** Stretches the link to its container's width. */
  fullWidth?: boolean;
  /** Called with `href` instead of following it (in-app links), to plug in the app's router. */
  onNavigate?: (href: string) => void;
}

const isExternal = (href: string) => /^([a-z][a-z0-9+.-]*:|\/\/)/i.test(href);

/**
 * A link that looks like a button, for actions that lead somewhere (visit a service, dial a
 * code): it stays a real link (open in a new tab, copy its address, tel: and https: work).
 */
export function ButtonLink({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  onNavigate,
  onClick,
  href,
  children,
  ...rest
}: ButtonLinkProps) {
  return (
    <Root
      as="a"
      href={href}
      data-component="ButtonLink"
      data-variant={variant}
      data-size={size}
      data-full-width={fullWidth}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(event);
        if (!event.defaultPrevented && onNavigate !== undefined && !isExternal(href)) {
          event.preventDefault();
          onNavigate(href);
        }
      }}
      {...rest}
    >
      {children}
    </Root>
  );
}
