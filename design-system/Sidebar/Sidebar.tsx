import { useId, useMemo, useState, type MouseEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import {
  activeTrail,
  DEFAULT_HIDDEN_TITLES,
  hrefFor,
  visibleTree,
  type SidebarMenuItem,
} from './model';

export interface SidebarProps {
  /** The menu tree (up to three levels are shown). */
  items: readonly SidebarMenuItem[];
  /** Titles of entries to hide; defaults to the spec's list (`DEFAULT_HIDDEN_TITLES`). */
  hiddenTitles?: readonly string[];
  /** The current path: its entry gets aria-current="page" and its groups start expanded. */
  activePath?: string;
  /** Where relative uris go, '/admin' by default. */
  base?: string;
  /** Icon-only mode: top-level entries show their icon, the title stays their accessible name. */
  collapsed?: boolean;
  /** Draws an icon from its Font Awesome style name; by default no icon is drawn. */
  renderIcon?: (name: string) => ReactNode;
  /** Called with an internal href instead of following the link, to plug in the app's router. */
  onNavigate?: (href: string) => void;
  /** Called when a group is opened in collapsed mode, so the layout can widen the sidebar. */
  onExpandRequest?: () => void;
  /** Id of the root, for the top bar toggle's aria-controls. */
  id?: string;
  /** Accessible name of the navigation landmark. */
  label?: string;
  /** Content above the menu, e.g. the product name. */
  header?: ReactNode;
  /** The menu is still loading: the navigation says it is busy until its entries are there. */
  loading?: boolean;
}

const Root = styled.nav`
  display: flex;
  flex-direction: column;
  width: 15rem;
  height: 100%;
  overflow-y: auto;
  background: var(--tck-color-sidebar);
  color: var(--tck-color-sidebar-text);
  font-size: var(--tck-font-size-sm);
  transition: width var(--tck-motion-normal) var(--tck-motion-easing);

  &[data-collapsed='true'] {
    width: 3.5rem;
  }
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  min-height: 3rem;
  padding: 0 var(--tck-space-4);
  font-weight: var(--tck-font-weight-bold);
  white-space: nowrap;
  overflow: hidden;

  /* The brand does not fit the icon rail; keep its height so the icons stay put. */
  [data-collapsed='true'] > & {
    visibility: hidden;
  }
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  &[hidden] {
    display: none;
  }
`;

const Entry = styled.li`
  & > a,
  & > button {
    display: flex;
    align-items: center;
    gap: var(--tck-space-2);
    width: 100%;
    min-height: 2.25rem;
    padding: 0 var(--tck-space-3) 0 calc(var(--tck-space-4) + var(--sidebar-indent, 0rem));
    border: 0;
    background: transparent;
    color: inherit;
    font: inherit;
    text-align: start;
    text-decoration: none;
    cursor: pointer;
  }
  &[data-depth='2'] > * {
    --sidebar-indent: var(--tck-space-5);
  }
  &[data-depth='3'] > * {
    --sidebar-indent: var(--tck-space-7);
  }
  & > a:hover,
  & > button:hover {
    /* A light tint of the dark sidebar; no token covers hover tints. */
    background: rgba(255, 255, 255, 0.08);
  }
  /* A long title shows in full while pointed at or focused: the entry grows a line. */
  & > a:hover > [data-label],
  & > a:focus-visible > [data-label],
  & > button:hover > [data-label],
  & > button:focus-visible > [data-label] {
    overflow: visible;
    white-space: normal;
    overflow-wrap: anywhere;
  }
  & > a[aria-current='page'] {
    background: var(--tck-color-primary);
    color: var(--tck-color-primary-text);
    font-weight: var(--tck-font-weight-semibold);
  }
  & > button > svg {
    margin-inline-start: auto;
    transition: transform var(--tck-motion-fast) var(--tck-motion-easing);
  }
  & > button[aria-expanded='true'] > svg {
    transform: rotate(90deg);
  }

  [data-collapsed='true'] & > a,
  [data-collapsed='true'] & > button {
    justify-content: center;
    padding: 0;
  }
  [data-collapsed='true'] & > * > [data-label],
  [data-collapsed='true'] & > button > svg {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
`;

const Icon = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 1.25rem;
`;

const Label = styled.span`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Chevron = () => (
  <svg width="10" height="10" viewBox="0 0 10 10" aria-hidden="true">
    <path d="M3 1l4 4-4 4" fill="none" stroke="currentColor" strokeWidth="1.6" />
  </svg>
);

const isExternal = (href: string) => /^([a-z][a-z0-9+.-]*:|\/\/)/i.test(href);

/**
 * The admin console's dark sidebar: the menu tree with hidden entries removed, groups as
 * disclosure buttons, links under /admin/, the current page marked and its groups opened.
 */
export function Sidebar({
  items,
  hiddenTitles = DEFAULT_HIDDEN_TITLES,
  activePath,
  base = '/admin',
  collapsed = false,
  renderIcon = () => null,
  onNavigate,
  onExpandRequest,
  id,
  label = 'Main',
  header,
  loading = false,
}: SidebarProps) {
  const tree = useMemo(() => visibleTree(items, hiddenTitles), [items, hiddenTitles]);
  const trail = useMemo(() => activeTrail(tree, activePath, base), [tree, activePath, base]);
  // Groups the user opened or closed; the others follow the active trail.
  const [toggled, setToggled] = useState<ReadonlyMap<SidebarMenuItem['id'], boolean>>(new Map());
  const prefix = useId();

  const isOpen = (item: SidebarMenuItem) => toggled.get(item.id) ?? trail.includes(item.id);
  const toggle = (item: SidebarMenuItem) => {
    const next = new Map(toggled);
    const open = collapsed || !isOpen(item);
    next.set(item.id, open);
    setToggled(next);
    if (collapsed) onExpandRequest?.();
  };

  const icon = (item: SidebarMenuItem) => {
    const drawn = item.icon ? renderIcon(item.icon) : null;
    // Icon-only mode needs something to click even when an entry has no icon.
    const shown = drawn ?? (collapsed ? item.title.charAt(0).toUpperCase() : null);
    return shown === null ? null : <Icon aria-hidden="true">{shown}</Icon>;
  };

  const follow = (href: string) => (event: MouseEvent) => {
    if (onNavigate && !isExternal(href)) {
      event.preventDefault();
      onNavigate(href);
    }
  };

  const renderLevel = (level: SidebarMenuItem[], depth: number): ReactNode =>
    level.map((item) => {
      const key = String(item.id);
      if (item.children) {
        const listId = `${prefix}-group-${key}`;
        const open = isOpen(item) && !collapsed;
        return (
          <Entry key={key} data-depth={depth}>
            <button
              type="button"
              aria-expanded={open}
              aria-controls={listId}
              title={item.title}
              onClick={() => toggle(item)}
            >
              {icon(item)}
              <Label data-label>{item.title}</Label>
              <Chevron />
            </button>
            <List id={listId} hidden={!open}>
              {renderLevel(item.children, depth + 1)}
            </List>
          </Entry>
        );
      }
      const href = hrefFor(item.uri, base);
      const current = trail[trail.length - 1] === item.id;
      return (
        <Entry key={key} data-depth={depth}>
          <a
            href={href}
            aria-current={current ? 'page' : undefined}
            title={item.title}
            onClick={follow(href)}
          >
            {icon(item)}
            <Label data-label>{item.title}</Label>
          </a>
        </Entry>
      );
    });

  return (
    <Root
      id={id}
      aria-label={label}
      aria-busy={loading || undefined}
      data-component="Sidebar"
      data-collapsed={collapsed}
    >
      {header === undefined ? null : <Header>{header}</Header>}
      <List>{renderLevel(tree, 1)}</List>
    </Root>
  );
}
