import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Sidebar } from '../Sidebar/Sidebar';
import type { SidebarMenuItem } from '../Sidebar/model';
import { UserMenu, type UserMenuProps } from '../UserMenu/UserMenu';

export interface AdminLayoutProps {
  /** The page content. */
  children: ReactNode;
  /** The product name or logo at the top of the sidebar. */
  brand?: ReactNode;
  /** The sidebar's menu tree. */
  menu: readonly SidebarMenuItem[];
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

const Root = styled.div`
  display: grid;
  grid-template-columns: auto 1fr;
  grid-template-rows: auto 1fr auto;
  grid-template-areas:
    'side top'
    'side main'
    'side foot';
  min-height: 100vh;
  background: var(--tck-color-background);
  font-size: var(--tck-font-size-sm);
`;

const Side = styled.div`
  grid-area: side;
  position: sticky;
  top: 0;
  height: 100vh;
`;

const TopBar = styled.header`
  grid-area: top;
  position: sticky;
  top: 0;
  z-index: var(--tck-z-index-sticky);
  display: flex;
  align-items: center;
  gap: var(--tck-space-2);
  min-height: 3rem;
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
 * sidebar, the main region and a footer with the year and 'All rights reserved'.
 */
export function AdminLayout({
  children,
  brand,
  menu,
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
  const id = useId();
  const sidebarId = `${id}-sidebar`;
  const mainId = `${id}-main`;

  const setOpen = (next: boolean) => {
    if (sidebarOpen === undefined) setInternalOpen(next);
    onSidebarOpenChange?.(next);
  };

  return (
    <Root data-component="AdminLayout" data-sidebar={open ? 'expanded' : 'collapsed'}>
      <SkipLink href={`#${mainId}`}>{labels.skip ?? 'Skip to content'}</SkipLink>
      <Side>
        <Sidebar
          id={sidebarId}
          items={menu}
          hiddenTitles={hiddenTitles}
          activePath={activePath}
          renderIcon={renderIcon}
          onNavigate={onNavigate}
          collapsed={!open}
          onExpandRequest={() => setOpen(true)}
          header={brand}
        />
      </Side>
      <TopBar>
        <Toggle
          type="button"
          aria-label={labels.toggle ?? 'Toggle sidebar'}
          aria-expanded={open}
          aria-controls={sidebarId}
          onClick={() => setOpen(!open)}
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
