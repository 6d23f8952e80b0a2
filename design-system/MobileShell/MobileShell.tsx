import { useEffect, useId, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { trapTab, useDismiss } from '../focus';

/** A sidebar menu entry: a link when it has `href`, else a button calling `onSelect`. */
export interface ShellMenuItem {
  /** The visible text. */
  name: string;
  /** Where it leads. */
  href?: string;
  /** Called when an entry without `href` is chosen (e.g. one that opens a popup). */
  onSelect?: () => void;
}

/** A language the user can choose. */
export interface ShellLanguage {
  /** The value passed to `onLanguageChange`. */
  value: string;
  /** The visible name, in its own language. */
  label: string;
}

/** A footer link. */
export interface ShellLink {
  /** The visible text. */
  label: string;
  /** Where it leads. */
  href: string;
}

export interface MobileShellProps {
  /** The page content. */
  children: ReactNode;
  /** The operator logo in the header. */
  logo: ReactNode;
  /** Home screens show a menu toggle instead of the back button. */
  home?: boolean;
  /** Called by the back button. */
  onBack?: () => void;
  /** The sidebar menu entries. */
  menuItems?: readonly ShellMenuItem[];
  /** Called with an internal href instead of following it, to plug in the app's router. */
  onNavigate?: (href: string) => void;
  /** The user's mobile number, shown at the top of the sidebar. */
  msisdn?: string;
  /** Refund points (operator 1 only: pass it only then). */
  refundPoint?: ReactNode;
  /** Bonus points (operator 1 only: pass it only then). */
  bonusPoint?: ReactNode;
  /** The 'RECHECK BALANCE' link or button (operator 1 only). */
  recheckSlot?: ReactNode;
  /** The language options. */
  languages?: readonly ShellLanguage[];
  /** The chosen language's value. */
  language?: string;
  /** Called with the value of the language the user picks. */
  onLanguageChange?: (value: string) => void;
  /** The audio play/mute toggle. */
  audioSlot?: ReactNode;
  /** Whether the sidebar is open (controlled). */
  menuOpen?: boolean;
  /** Called with the wished state when the sidebar opens or closes. */
  onMenuOpenChange?: (open: boolean) => void;
  /** The terms link in the footer. */
  termsLink?: ShellLink;
  /** The support link in the footer. */
  supportLink?: ShellLink;
  /** Hides the footer (home screens). */
  hideFooter?: boolean;
  /** Texts, for translation. */
  labels?: {
    back?: string;
    menu?: string;
    close?: string;
    msisdn?: string;
    refundPoint?: string;
    bonusPoint?: string;
    language?: string;
  };
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  background: var(--tck-color-background);
  color: var(--tck-color-text);
`;

const Header = styled.header`
  position: sticky;
  top: 0;
  z-index: var(--tck-z-index-sticky);
  display: flex;
  align-items: center;
  gap: var(--tck-space-2);
  min-height: 56px;
  padding: var(--tck-space-1) var(--tck-space-2);
  background: var(--tck-color-primary);
  color: var(--tck-color-primary-text);
`;

const IconButton = styled.button`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: var(--tck-radius-pill);
  background: transparent;
  color: inherit;
  cursor: pointer;
`;

const Logo = styled.div`
  display: flex;
  flex: 1;
  align-items: center;
  justify-content: center;
  min-width: 0;
  padding-right: 44px;

  & img {
    max-height: 36px;
  }
`;

const Main = styled.main`
  flex: 1;
  padding: var(--tck-space-4);
`;

const Footer = styled.footer`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: var(--tck-space-4);
  padding: var(--tck-space-2) var(--tck-space-4);
  border-top: 1px solid var(--tck-color-border);
  background: var(--tck-color-surface);

  & a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    color: var(--tck-color-primary);
    font-size: var(--tck-font-size-sm);
  }
`;

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: var(--tck-z-index-overlay);
  /* A dimmed page behind the drawer; no token covers scrims. */
  background: rgba(16, 24, 40, 0.55);
`;

const Drawer = styled.div`
  position: fixed;
  top: 0;
  bottom: 0;
  left: 0;
  z-index: var(--tck-z-index-modal);
  display: flex;
  flex-direction: column;
  width: min(85vw, 320px);
  overflow-y: auto;
  background: var(--tck-color-surface);
  color: var(--tck-color-text);
  box-shadow: var(--tck-shadow-lg);
`;

const DrawerTop = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: var(--tck-space-2);
  padding: var(--tck-space-3) var(--tck-space-2) var(--tck-space-3) var(--tck-space-4);
  background: var(--tck-color-primary);
  color: var(--tck-color-primary-text);

  & dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: var(--tck-space-1) var(--tck-space-3);
    margin: var(--tck-space-2) 0 0;
    font-size: var(--tck-font-size-sm);
  }
  & dd {
    margin: 0;
    font-weight: var(--tck-font-weight-bold);
  }
  & a,
  & button:not([data-close]) {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0;
    border: 0;
    background: transparent;
    color: inherit;
    font: inherit;
    font-weight: var(--tck-font-weight-bold);
    text-decoration: underline;
    cursor: pointer;
  }
  & p {
    margin: 0;
    font-size: var(--tck-font-size-sm);
  }
`;

const Menu = styled.ul`
  margin: 0;
  padding: var(--tck-space-2) 0;
  list-style: none;

  & a,
  & button {
    display: flex;
    align-items: center;
    width: 100%;
    min-height: 48px;
    padding: 0 var(--tck-space-4);
    border: 0;
    background: transparent;
    color: var(--tck-color-text);
    font: inherit;
    text-align: start;
    text-decoration: none;
    cursor: pointer;
  }
  & a:hover,
  & button:hover {
    background: var(--tck-color-background);
  }
`;

const Section = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--tck-space-2);
  padding: var(--tck-space-3) var(--tck-space-4);
  border-top: 1px solid var(--tck-color-border);

  & label {
    font-size: var(--tck-font-size-sm);
    font-weight: var(--tck-font-weight-semibold);
  }
  & select {
    min-height: 44px;
    padding: 0 var(--tck-space-2);
    border: 1px solid var(--tck-color-border);
    border-radius: var(--tck-radius-md);
    background: var(--tck-color-surface);
    color: var(--tck-color-text);
    font: inherit;
  }
`;

const BackIcon = () => (
  <svg width="22" height="22" viewBox="0 0 22 22" aria-hidden="true">
    <path d="M14 4l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.4" />
  </svg>
);

const MenuIcon = () => (
  <svg width="22" height="22" viewBox="0 0 22 22" aria-hidden="true">
    <path d="M3 5h16v2H3zm0 5h16v2H3zm0 5h16v2H3z" fill="currentColor" />
  </svg>
);

const CloseIcon = () => (
  <svg width="18" height="18" viewBox="0 0 18 18" aria-hidden="true">
    <path d="M3 3l12 12M15 3L3 15" stroke="currentColor" strokeWidth="2.2" />
  </svg>
);

const isExternal = (href: string) => /^([a-z][a-z0-9+.-]*:|\/\/)/i.test(href);

/**
 * The portal's frame: a header with a back button (a menu toggle on home) and the logo, a
 * slide-in sidebar dialog (account, menu, language, audio) and a footer with terms and support.
 */
export function MobileShell({
  children,
  logo,
  home = false,
  onBack,
  menuItems = [],
  onNavigate,
  msisdn,
  refundPoint,
  bonusPoint,
  recheckSlot,
  languages = [],
  language,
  onLanguageChange,
  audioSlot,
  menuOpen,
  onMenuOpenChange,
  termsLink = { label: 'Terms of use', href: '/terms-conditions' },
  supportLink = { label: 'Support', href: '/support-page' },
  hideFooter = false,
  labels = {},
}: MobileShellProps) {
  const [internalOpen, setInternalOpen] = useState(false);
  const open = menuOpen ?? internalOpen;
  const drawerRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const id = useId();
  const drawerId = `${id}-drawer`;
  const languageId = `${id}-language`;

  const setOpen = (next: boolean) => {
    if (menuOpen === undefined) setInternalOpen(next);
    onMenuOpenChange?.(next);
  };

  useDismiss(open, () => setOpen(false));

  const wasOpen = useRef(open);
  useEffect(() => {
    if (open) drawerRef.current?.querySelector<HTMLElement>('button, a[href], select')?.focus();
    else if (wasOpen.current) toggleRef.current?.focus();
    wasOpen.current = open;
  }, [open]);

  const follow = (href: string, closeDrawer: boolean) => (event: MouseEvent) => {
    if (onNavigate && !isExternal(href)) {
      event.preventDefault();
      onNavigate(href);
    }
    if (closeDrawer) setOpen(false);
  };

  return (
    <Root data-component="MobileShell">
      <Header>
        {home ? (
          <IconButton
            ref={toggleRef}
            type="button"
            aria-label={labels.menu ?? 'Menu'}
            aria-expanded={open}
            aria-controls={drawerId}
            onClick={() => setOpen(!open)}
          >
            <MenuIcon />
          </IconButton>
        ) : (
          <IconButton type="button" aria-label={labels.back ?? 'Back'} onClick={onBack}>
            <BackIcon />
          </IconButton>
        )}
        <Logo>{logo}</Logo>
      </Header>
      <Main>{children}</Main>
      {hideFooter ? null : (
        <Footer>
          <a href={termsLink.href} onClick={follow(termsLink.href, false)}>
            {termsLink.label}
          </a>
          <a href={supportLink.href} onClick={follow(supportLink.href, false)}>
            {supportLink.label}
          </a>
        </Footer>
      )}
      {open ? (
        <>
          <Overlay data-testid="shell-overlay" onClick={() => setOpen(false)} />
          <Drawer
            ref={drawerRef}
            id={drawerId}
            role="dialog"
            aria-modal="true"
            aria-label={labels.menu ?? 'Menu'}
            onKeyDown={(event) => {
              if (drawerRef.current) trapTab(event, drawerRef.current);
            }}
          >
            <DrawerTop>
              <div>
                {msisdn === undefined ? null : (
                  <dl>
                    <dt>{labels.msisdn ?? 'Mobile number'}</dt>
                    <dd>{msisdn}</dd>
                    {refundPoint !== undefined ? (
                      <>
                        <dt>{labels.refundPoint ?? 'Refund point'}</dt>
                        <dd>{refundPoint}</dd>
                      </>
                    ) : null}
                    {bonusPoint !== undefined ? (
                      <>
                        <dt>{labels.bonusPoint ?? 'Bonus point'}</dt>
                        <dd>{bonusPoint}</dd>
                      </>
                    ) : null}
                  </dl>
                )}
                {recheckSlot}
              </div>
              <IconButton
                type="button"
                data-close
                aria-label={labels.close ?? 'Close menu'}
                onClick={() => setOpen(false)}
              >
                <CloseIcon />
              </IconButton>
            </DrawerTop>
            {menuItems.length > 0 ? (
              <nav aria-label={labels.menu ?? 'Menu'}>
                <Menu>
                  {menuItems.map((item) => (
                    <li key={`${item.name}-${item.href ?? ''}`}>
                      {item.href === undefined ? (
                        <button
                          type="button"
                          onClick={() => {
                            setOpen(false);
                            item.onSelect?.();
                          }}
                        >
                          {item.name}
                        </button>
                      ) : (
                        <a href={item.href} onClick={follow(item.href, true)}>
                          {item.name}
                        </a>
                      )}
                    </li>
                  ))}
                </Menu>
              </nav>
            ) : null}
            {languages.length > 0 ? (
              <Section>
                <label htmlFor={languageId}>{labels.language ?? 'Language'}</label>
                <select
                  id={languageId}
                  value={language}
                  onChange={(event) => onLanguageChange?.(event.target.value)}
                >
                  {languages.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </select>
              </Section>
            ) : null}
            {audioSlot === undefined ? null : <Section>{audioSlot}</Section>}
          </Drawer>
        </>
      ) : null}
    </Root>
  );
}
