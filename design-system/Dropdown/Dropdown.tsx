import {
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import styled from 'styled-components';
import { useDismiss } from '../focus';

/** One entry of a dropdown menu: an action (`onSelect`) or a link (`href`). */
export interface DropdownItem {
  /** Stable key. */
  id: string;
  /** The visible text, also the accessible name. */
  label: ReactNode;
  /** Runs when the item is chosen (click, Enter or Space). */
  onSelect?: () => void;
  /** Makes the item a link to this address. */
  href?: string;
  /** Shown but not selectable. */
  disabled?: boolean;
  /** Marks a destructive action, e.g. Delete. */
  danger?: boolean;
}

export interface DropdownProps {
  /** The trigger's content, e.g. 'Actions' or an avatar with a name. */
  label: ReactNode;
  /** Accessible name of the trigger when its content is not text (e.g. an icon). */
  triggerLabel?: string;
  /** The menu entries. */
  items: DropdownItem[];
  /** Non-interactive content above the entries, e.g. the signed-in user's details. */
  header?: ReactNode;
  /** Which edge of the trigger the menu lines up with. */
  align?: 'start' | 'end';
  /** Hides the chevron after the trigger's content. */
  hideChevron?: boolean;
  /** Called with a link item's href instead of following it, to plug in the app's router. */
  onNavigate?: (href: string) => void;
  /** Extra class for the root, so a parent can restyle the trigger. */
  className?: string;
}

const Root = styled.div`
  position: relative;
  display: inline-block;
`;

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: var(--tck-space-2);
  min-height: var(--tck-control-height-md);
  padding: 0 var(--tck-space-3);
  border: 1px solid var(--tck-color-border);
  border-radius: var(--tck-radius-md);
  background: var(--tck-color-surface);
  color: var(--tck-color-text);
  font: inherit;
  font-size: var(--tck-font-size-sm);
  cursor: pointer;

  &:hover {
    background: var(--tck-color-secondary);
  }
  & > svg {
    transition: transform var(--tck-motion-fast) var(--tck-motion-easing);
  }
  &[aria-expanded='true'] > svg {
    transform: rotate(180deg);
  }
`;

const Popup = styled.div`
  position: absolute;
  top: calc(100% + var(--tck-space-1));
  left: 0;
  z-index: var(--tck-z-index-dropdown);
  min-width: 12rem;
  padding: var(--tck-space-1) 0;
  border: 1px solid var(--tck-color-border);
  border-radius: var(--tck-radius-md);
  background: var(--tck-color-surface);
  box-shadow: var(--tck-shadow-md);

  &[data-align='end'] {
    left: auto;
    right: 0;
  }
`;

const Header = styled.div`
  padding: var(--tck-space-2) var(--tck-space-3);
  border-bottom: 1px solid var(--tck-color-border);
  margin-bottom: var(--tck-space-1);
`;

const Menu = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  & > a,
  & > button {
    display: flex;
    align-items: center;
    width: 100%;
    min-height: var(--tck-control-height-sm);
    padding: 0 var(--tck-space-3);
    border: 0;
    background: transparent;
    color: var(--tck-color-text);
    font: inherit;
    font-size: var(--tck-font-size-sm);
    text-align: start;
    text-decoration: none;
    cursor: pointer;
  }
  & > :hover,
  & > :focus {
    background: var(--tck-color-secondary);
  }
  & > [aria-disabled='true'] {
    color: var(--tck-color-text-muted);
    cursor: not-allowed;
  }
  &[data-danger='true'] > * {
    color: var(--tck-color-danger);
  }
`;

const Chevron = () => (
  <svg width="10" height="10" viewBox="0 0 10 10" aria-hidden="true">
    <path d="M1 3l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" />
  </svg>
);

/**
 * A menu button: the trigger opens a menu of actions or links. Enter, Space or ArrowDown open
 * it on the first item, ArrowUp on the last; arrows, Home and End move, Escape or a click
 * outside closes it and focus returns to the trigger.
 */
export function Dropdown({
  label,
  triggerLabel,
  items,
  header,
  align = 'start',
  hideChevron = false,
  onNavigate,
  className,
}: DropdownProps) {
  const [open, setOpen] = useState(false);
  // Which item to focus once the menu has rendered: the first or the last.
  const [initialFocus, setInitialFocus] = useState<'first' | 'last'>('first');
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const id = useId();
  const menuId = `${id}-menu`;
  const triggerId = `${id}-trigger`;

  const entries = () =>
    Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  useEffect(() => {
    if (!open) return;
    const list = entries();
    (initialFocus === 'first' ? list[0] : list[list.length - 1])?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, initialFocus]);

  const openAt = (where: 'first' | 'last') => {
    setInitialFocus(where);
    setOpen(true);
  };

  const close = () => {
    setOpen(false);
    triggerRef.current?.focus();
  };

  const onTriggerKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const list = entries();
    const current = list.indexOf(document.activeElement as HTMLElement);
    const move = (index: number) => {
      event.preventDefault();
      list[(index + list.length) % list.length]?.focus();
    };
    if (event.key === 'ArrowDown') move(current + 1);
    else if (event.key === 'ArrowUp') move(current - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(list.length - 1);
    else if (event.key === 'Tab') setOpen(false);
  };

  // Escape closes the menu alone, focus back on its trigger.
  useDismiss(open, close);

  const choose = (item: DropdownItem) => (event: MouseEvent) => {
    if (item.disabled) {
      event.preventDefault();
      return;
    }
    if (item.href !== undefined && onNavigate) {
      event.preventDefault();
      onNavigate(item.href);
    }
    item.onSelect?.();
    close();
  };

  return (
    <Root ref={rootRef} className={className} data-component="Dropdown">
      <Trigger
        ref={triggerRef}
        id={triggerId}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={triggerLabel}
        onClick={() => (open ? setOpen(false) : openAt('first'))}
        onKeyDown={onTriggerKeyDown}
      >
        {label}
        {hideChevron ? null : <Chevron />}
      </Trigger>
      {open ? (
        <Popup data-align={align}>
          {header === undefined ? null : <Header>{header}</Header>}
          <Menu
            ref={menuRef}
            id={menuId}
            role="menu"
            aria-labelledby={triggerId}
            onKeyDown={onMenuKeyDown}
          >
            {items.map((item) => (
              <Item key={item.id} role="none" data-danger={item.danger}>
                {item.href === undefined ? (
                  <button
                    type="button"
                    role="menuitem"
                    tabIndex={-1}
                    aria-disabled={item.disabled}
                    onClick={choose(item)}
                  >
                    {item.label}
                  </button>
                ) : (
                  <a
                    href={item.href}
                    role="menuitem"
                    tabIndex={-1}
                    aria-disabled={item.disabled}
                    onClick={choose(item)}
                  >
                    {item.label}
                  </a>
                )}
              </Item>
            ))}
          </Menu>
        </Popup>
      ) : null}
    </Root>
  );
}
