import { useEffect, useId, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import styled from 'styled-components';
import { useDismiss } from '../focus';
import { Sidebar, type SidebarMenuItem } from '../Sidebar';
import { tokens } from '../tokens/tokens';
import { UserMenu, type UserMenuProps } from '../UserMenu';

export interface AdminLayoutProps {
  /** The page content. */
  children: ReactNode;
  /** The product name or logo at the top of the sidebar. */
  brand?: ReactNode;
  /** The sidebar's menu tree. */
  menu: readonly SidebarMenuItem[];
  /** The menu is still loading (the sidebar says it is busy). */
  menuLoading?: boolean;
  /** Titles the sidebar hides; defaults to the spec's list. */
  hiddenTitles?: readonly string[];
  /** The current path, marked in the sidebar. */
  activePath?: string;
  /** Draws a sidebar icon from its Font Awesome style name. */
  renderIcon?: (name: string) => ReactNode;
  /** Called with an internal href instead of following it, to plug in the app's router. */
  onNavigate?: (href: string) => void;
  /** The signed-in administrator's menu. */
  user: UserMenuProps;
  /** The notification bell, when notifications are enabled. */
  notifications?: ReactNode;
  /** Whether the sidebar is expanded (controlled). */
  sidebarOpen?: boolean;
  /** Whether the sidebar starts expanded when uncontrolled. */
  defaultSidebarOpen?: boolean;
  /** Called with the new state when the toggle is used. */
  onSidebarOpenChange?: (open: boolean) => void;
  /** The footer's year; defaults to the year of `now`. */
  year?: number;
  /** The current time, for the footer year (pin it in tests). */
  now?: Date;
  /** Who holds the copyright, shown before 'All rights reserved'. */
  copyrightHolder?: string;
  /** Texts, for translation. */
  labels?: { toggle?: string; skip?: string; rightsReserved?: string };
}

/** Below this width the sidebar is a drawer over the page rather than a column beside it. */
const drawerQuery = `(width < ${tokens.breakpoint.lg})`;

const subscribeToWidth = (onChange: () => void) => {
  const query = window.matchMedia(drawerQuery);
  query.addEventListener('change', onChange);
  return () => {
    query.removeEventListener('change', onChange);
  };
};

/** Whether the screen is narrow enough for the drawer. */
const useDrawerLayout = () =>
  useSyncExternalStore(
    subscribeToWidth,
    () => window.matchMedia(drawerQuery).matches,
    () => false,
  );

const Root = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  grid-template-rows: auto 1fr auto;
  grid-template-areas:
    'side top'
    'side main'
    'side foot';
  min-height: 100vh;
  background: var(--tck-color-background);
  font-size: var(--tck-font-size-sm);

  &[data-layout='drawer'] {
    grid-template-columns: minmax(0, 1fr);
    grid-template-areas:
      'top'
      'main'
      'foot';
  }
`;

const Side = styled.div`
  grid-area: side;
  position: sticky;
  top: 0;
  height: 100vh;

  [data-layout='drawer'] > & {
    position: fixed;
    inset: 0 auto 0 0;
    z-index: var(--tck-z-index-modal);
    height: 100dvh;
    box-shadow: var(--tck-shadow-lg);
    transition: transform var(--tck-motion-normal) var(--tck-motion-easing);
  }
  /* Closed, the drawer waits off the screen's edge (and, inert, out of reach). */
  [data-layout='drawer'][data-drawer='closed'] > & {
    box-shadow: none;
    transform: translateX(-100%);
  }
`;

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: var(--tck-z-index-overlay);
  background: rgba(15, 23, 42, 0.45);
`;

/** The top bar's height. */
const topBarHeight = '3rem';

const TopBar = styled.header`
  grid-area: top;
  position: sticky;
  top: 0;
  z-index: var(--tck-z-index-sticky);
  display: flex;
  align-items: center;
  gap: var(--tck-space-2);
  min-height: ${topBarHeight};
  padding: 0 var(--tck-space-4);
  border-bottom: 1px solid var(--tck-color-border);
  background: var(--tck-color-surface);
  color: var(--tck-color-text);
`;

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: var(--tck-control-height-md);
  height: var(--tck-control-height-md);
  border: 0;
  border-radius: var(--tck-radius-md);
  background: transparent;
  color: inherit;
  cursor: pointer;

  &:hover {
    background: var(--tck-color-secondary);
  }
`;

const Spacer = styled.div`
  flex: 1;
`;

const Main = styled.main`
  grid-area: main;
  min-width: 0;
  padding: var(--tck-space-5);

  @media (width < ${tokens.breakpoint.md}) {
    padding: var(--tck-space-3);
  }
`;

const Footer = styled.footer`
  grid-area: foot;
  padding: var(--tck-space-3) var(--tck-space-5);
  border-top: 1px solid var(--tck-color-border);
  background: var(--tck-color-surface);
  color: var(--tck-color-text-muted);
  font-size: var(--tck-font-size-xs);
`;

const SkipLink = styled.a`
  position: absolute;
  top: var(--tck-space-2);
  left: var(--tck-space-2);
  z-index: var(--tck-z-index-toast);
  padding: var(--tck-space-2) var(--tck-space-3);
  border-radius: var(--tck-radius-md);
  background: var(--tck-color-surface);
  color: var(--tck-color-primary);
  transform: translateY(-200%);

  &:focus {
    transform: none;
  }
`;

const MenuIcon = () => (
  <svg width="18" height="18" viewBox="0 0 18 18" aria-hidden="true">
    <path d="M2 4h14v2H2zm0 4h14v2H2zm0 4h14v2H2z" fill="currentColor" />
  </svg>
);

/**
 * The admin console's frame: a top bar (sidebar toggle, notifications, user menu), the dark
 * sidebar, the main region and a footer with the year and 'All rights reserved'. Below 1024 px
 * the sidebar is a drawer: the toggle opens it over the page; Escape, the backdrop or following
 * a link closes it.
 */
export function AdminLayout({
  children,
  brand,
  menu,
  menuLoading,
  hiddenTitles,
  activePath,
  renderIcon,
  onNavigate,
  user,
  notifications,
  sidebarOpen,
  defaultSidebarOpen = true,
  onSidebarOpenChange,
  year,
  now = new Date(),
  copyrightHolder,
  labels = {},
}: AdminLayoutProps) {
  const [internalOpen, setInternalOpen] = useState(defaultSidebarOpen);
  const open = sidebarOpen ?? internalOpen;
  const drawer = useDrawerLayout();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const sideRef = useRef<HTMLDivElement>(null);
  const id = useId();
  const sidebarId = `${id}-sidebar`;
  const mainId = `${id}-main`;
  const expanded = drawer ? drawerOpen : open;

  const setOpen = (next: boolean) => {
    if (sidebarOpen === undefined) setInternalOpen(next);
    onSidebarOpenChange?.(next);
  };
  const closeDrawer = () => {
    setDrawerOpen(false);
    toggleRef.current?.focus();
  };

  useDismiss(drawer && drawerOpen, closeDrawer);

  // An opened drawer takes the focus, so the keyboard lands on the menu it opened.
  useEffect(() => {
    const side = sideRef.current;
    if (!drawer || !drawerOpen || side === null) return;
    // Its first entry, or the drawer itself while the menu is still loading.
    (side.querySelector<HTMLElement>('a, button') ?? side).focus();
  }, [drawer, drawerOpen]);

  return (
    <Root
      data-component="AdminLayout"
      data-sidebar={open ? 'expanded' : 'collapsed'}
      data-layout={drawer ? 'drawer' : 'columns'}
      data-drawer={drawerOpen ? 'open' : 'closed'}
    >
      <SkipLink href={`#${mainId}`}>{labels.skip ?? 'Skip to content'}</SkipLink>
      {drawer && drawerOpen ? <Backdrop data-part="backdrop" onClick={closeDrawer} /> : null}
      <Side ref={sideRef} tabIndex={drawer ? -1 : undefined} inert={drawer && !drawerOpen}>
        <Sidebar
          id={sidebarId}
          items={menu}
          loading={menuLoading}
          hiddenTitles={hiddenTitles}
          activePath={activePath}
          renderIcon={renderIcon}
          onNavigate={(href) => {
            if (drawer) setDrawerOpen(false);
            onNavigate?.(href);
          }}
          collapsed={!drawer && !open}
          onExpandRequest={() => setOpen(true)}
          header={brand}
        />
      </Side>
      <TopBar>
        <Toggle
          ref={toggleRef}
          type="button"
          aria-label={labels.toggle ?? 'Toggle sidebar'}
          aria-expanded={expanded}
          aria-controls={sidebarId}
          onClick={() => {
            if (drawer) setDrawerOpen(!drawerOpen);
            else setOpen(!open);
          }}
        >
          <MenuIcon />
        </Toggle>
        <Spacer />
        {notifications}
        <UserMenu {...user} />
      </TopBar>
      <Main id={mainId} tabIndex={-1}>
        {children}
      </Main>
      <Footer>
        © {year ?? now.getFullYear()}
        {copyrightHolder === undefined ? '' : ` ${copyrightHolder}`}.{' '}
        {labels.rightsReserved ?? 'All rights reserved'}.
      </Footer>
    </Root>
  );
}
