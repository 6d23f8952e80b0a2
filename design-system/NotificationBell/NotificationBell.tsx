import { useEffect, useId, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { useDismiss } from '../focus';
import { Spinner } from '../Spinner';
import { tokens } from '../tokens/tokens';
import { unseenCount } from '@domain/notifications';
import { badgeText, unreadAnnouncement } from './model';

/** One notification as the bell lists it. */
export interface BellNotification {
  /** Stable key. */
  id: string | number;
  /** The headline. */
  title: string;
  /** A short body text. */
  description?: string;
  /** Relative time text computed by the caller, e.g. '5 minutes ago'. */
  time?: ReactNode;
  /** 0 while unseen (marked and counted), 1 once seen. */
  is_seen: 0 | 1;
}

export interface NotificationBellProps {
  /** The latest notifications, newest first. */
  items: readonly BellNotification[];
  /** How many of them the dropdown lists; all when not given. */
  limit?: number;
  /** The badge count; defaults to the number of unseen items. */
  count?: number;
  /** Shows a spinner in the dropdown while the list loads. */
  loading?: boolean;
  /** Shows 'Permission denied!' instead of the list (the list call answered 403). */
  permissionDenied?: boolean;
  /** The all-notifications page. */
  seeAllHref?: string;
  /** Called with an href instead of following it, to plug in the app's router. */
  onNavigate?: (href: string) => void;
  /** Called when the dropdown opens (the app marks the loaded items seen). */
  onOpen?: () => void;
  /** Called when a notification is chosen. */
  onItemClick?: (item: BellNotification) => void;
  /** Texts, for translation. */
  labels?: { bell?: string; seeAll?: string; empty?: string; denied?: string; loading?: string };
}

const Root = styled.div`
  position: relative;
  display: inline-block;
`;

const BellButton = styled.button`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: var(--tck-control-height-md);
  height: var(--tck-control-height-md);
  border: 0;
  border-radius: var(--tck-radius-pill);
  background: transparent;
  color: inherit;
  cursor: pointer;

  &:hover,
  &[aria-expanded='true'] {
    background: var(--tck-color-secondary);
    color: var(--tck-color-secondary-text);
  }
`;

const Badge = styled.span`
  position: absolute;
  top: 2px;
  right: 0;
  min-width: 1.125rem;
  padding: 0 var(--tck-space-1);
  border-radius: var(--tck-radius-pill);
  background: var(--tck-color-danger);
  color: var(--tck-color-danger-text);
  font-size: var(--tck-font-size-xs);
  font-weight: var(--tck-font-weight-bold);
  line-height: 1.125rem;
  text-align: center;
`;

const Panel = styled.section`
  position: absolute;
  /* Below the bell, even when a flex parent stretches the root. */
  top: calc(var(--tck-control-height-md) + var(--tck-space-1));
  right: 0;
  z-index: var(--tck-z-index-dropdown);
  width: 22rem;
  max-width: calc(100vw - 2 * var(--tck-space-4));
  border: 1px solid var(--tck-color-border);
  border-radius: var(--tck-radius-md);
  background: var(--tck-color-surface);
  color: var(--tck-color-text);
  box-shadow: var(--tck-shadow-md);
  font-size: var(--tck-font-size-sm);

  /*
   * On a phone the bell is not at the screen's edge (the user menu is): the panel spans the
   * screen under the bell, so every notification is on screen to be opened.
   */
  @media (width < ${tokens.breakpoint.md}) {
    position: fixed;
    top: var(--tck-bell-panel-top, calc(var(--tck-control-height-md) + var(--tck-space-2)));
    right: var(--tck-space-2);
    left: var(--tck-space-2);
    width: auto;
    max-width: none;
  }
`;

const Heading = styled.h2`
  margin: 0;
  padding: var(--tck-space-3) var(--tck-space-4);
  border-bottom: 1px solid var(--tck-color-border);
  font-size: var(--tck-font-size-sm);
  font-weight: var(--tck-font-weight-semibold);
`;

const List = styled.ul`
  max-height: 24rem;
  margin: 0;
  padding: 0;
  overflow-y: auto;
  list-style: none;

  & > li + li {
    border-top: 1px solid var(--tck-color-border);
  }
`;

const ItemButton = styled.button`
  display: grid;
  grid-template-columns: 0.5rem 1fr;
  column-gap: var(--tck-space-2);
  width: 100%;
  padding: var(--tck-space-2) var(--tck-space-4) var(--tck-space-2) var(--tck-space-2);
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  text-align: start;
  cursor: pointer;

  &:hover {
    background: var(--tck-color-background);
  }
  & > * {
    grid-column: 2;
  }
  & > [data-unseen] {
    grid-column: 1;
    grid-row: 1;
    align-self: center;
    width: 0.5rem;
    height: 0.5rem;
    border-radius: var(--tck-radius-pill);
    background: var(--tck-color-primary);
  }
  & strong {
    font-weight: var(--tck-font-weight-semibold);
  }
  &[data-seen='false'] strong {
    font-weight: var(--tck-font-weight-bold);
  }
  & span {
    color: var(--tck-color-text-muted);
  }
  & small {
    color: var(--tck-color-text-muted);
    font-size: var(--tck-font-size-xs);
  }
`;

const Message = styled.p`
  margin: 0;
  padding: var(--tck-space-5) var(--tck-space-4);
  color: var(--tck-color-text-muted);
  text-align: center;

  &[role='alert'] {
    color: var(--tck-color-danger);
  }
`;

const Footer = styled.div`
  padding: var(--tck-space-2) var(--tck-space-4);
  border-top: 1px solid var(--tck-color-border);
  text-align: center;

  & a {
    color: var(--tck-color-primary);
    font-weight: var(--tck-font-weight-semibold);
  }
`;

const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

const BellIcon = () => (
  <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
    <path
      d="M10 2a5 5 0 0 0-5 5v3.2L3.4 13a.7.7 0 0 0 .6 1h12a.7.7 0 0 0 .6-1L15 10.2V7a5 5 0 0 0-5-5zm-2 13a2 2 0 0 0 4 0z"
      fill="currentColor"
    />
  </svg>
);

/**
 * The top bar's notification bell: a badge with the unread count (announced politely when it
 * changes) and a dropdown of the latest notifications with a link to all of them.
 */
export function NotificationBell({
  items,
  limit,
  count,
  loading = false,
  permissionDenied = false,
  seeAllHref = '/admin/auth/notifications',
  onNavigate,
  onOpen,
  onItemClick,
  labels = {},
}: NotificationBellProps) {
  const [open, setOpen] = useState(false);
  /** Where the bell ends on the screen, for the phone's full-width panel under it. */
  const [bellBottom, setBellBottom] = useState<number>();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const headingId = `${panelId}-heading`;
  const unread = count ?? unseenCount(items);
  const badge = badgeText(unread);
  const bellLabel = labels.bell ?? 'Notifications';

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const toggle = () => {
    if (!open) {
      onOpen?.();
      setBellBottom(buttonRef.current?.getBoundingClientRect().bottom);
    }
    setOpen(!open);
  };

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };
  useDismiss(open, close);

  const seeAll = (event: MouseEvent) => {
    if (onNavigate) {
      event.preventDefault();
      onNavigate(seeAllHref);
    }
    setOpen(false);
  };

  const body = permissionDenied ? (
    <Message role="alert">{labels.denied ?? 'Permission denied!'}</Message>
  ) : loading ? (
    <Message>
      <Spinner label={labels.loading ?? 'Loading notifications'} />
    </Message>
  ) : items.length === 0 ? (
    <Message>{labels.empty ?? 'No notifications'}</Message>
  ) : (
    <List>
      {items.slice(0, limit).map((item) => (
        <li key={item.id}>
          <ItemButton
            type="button"
            data-seen={item.is_seen === 1}
            onClick={() => {
              onItemClick?.(item);
              setOpen(false);
            }}
          >
            {item.is_seen === 0 ? (
              <>
                <span data-unseen aria-hidden="true" />
                <VisuallyHidden>Unread: </VisuallyHidden>
              </>
            ) : null}
            <strong>{item.title}</strong>
            {item.description === undefined ? null : <span>{item.description}</span>}
            {item.time === undefined ? null : <small>{item.time}</small>}
          </ItemButton>
        </li>
      ))}
    </List>
  );

  return (
    <Root ref={rootRef} data-component="NotificationBell">
      <BellButton
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={toggle}
      >
        <BellIcon />
        {/* The name is the label plus the visible badge, e.g. 'Notifications 3'. */}
        <VisuallyHidden>{bellLabel} </VisuallyHidden>
        {badge === '' ? null : <Badge>{badge}</Badge>}
      </BellButton>
      <VisuallyHidden role="status">{unreadAnnouncement(unread)}</VisuallyHidden>
      {open ? (
        <Panel
          id={panelId}
          aria-labelledby={headingId}
          style={
            bellBottom === undefined
              ? undefined
              : { '--tck-bell-panel-top': `${String(bellBottom + 4)}px` }
          }
        >
          <Heading id={headingId}>{bellLabel}</Heading>
          {body}
          {permissionDenied ? null : (
            <Footer>
              <a href={seeAllHref} onClick={seeAll}>
                {labels.seeAll ?? 'See all messages'}
              </a>
            </Footer>
          )}
        </Panel>
      ) : null}
    </Root>
  );
}
