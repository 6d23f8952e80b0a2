/** One entry of the admin menu tree, as the menu API returns it. */
export interface SidebarMenuItem {
  /** Stable key. */
  id: string | number;
  /** The visible text. */
  title: string;
  /** A Font Awesome style icon name, e.g. 'fa-bar-chart'. */
  icon?: string;
  /** Where it links, relative to /admin/ unless absolute ('/…') or external ('https://…'). */
  uri?: string | null;
  /** Nested entries (the sidebar shows three levels). */
  children?: SidebarMenuItem[];
}

/** Titles the admin sidebar hides by default (admin console spec §2.4). */
export const DEFAULT_HIDDEN_TITLES: readonly string[] = [
  'Helpers',
  'Product Management',
  'Templates Settings',
  'Database Connections',
  'Manage Services',
  'Manage CSS Class',
  'Transaction Logs',
  'Redis Manager',
  'Manage Box Style',
  'Table Options',
  'Manage Form Setting',
  'App Builder',
  'App Build',
];

/** The deepest level the sidebar shows. */
export const MAX_DEPTH = 3;

const normalise = (title: string) => title.trim().toLowerCase();

/** Whether an entry links somewhere of its own (a group's empty uri does not). */
const hasOwnLink = (item: SidebarMenuItem) => (item.uri ?? '').trim() !== '';

/**
 * The tree without hidden entries (their children go too) and without levels below `maxDepth`.
 * Titles match case-insensitively, ignoring surrounding spaces. A group left without children
 * becomes a link only when it has a uri of its own; a pure group (no uri) goes, rather than
 * turning into a link to the home page.
 */
export function visibleTree(
  items: readonly SidebarMenuItem[],
  hiddenTitles: readonly string[] = DEFAULT_HIDDEN_TITLES,
  maxDepth: number = MAX_DEPTH,
): SidebarMenuItem[] {
  const hidden = new Set(hiddenTitles.map(normalise));
  const walk = (level: readonly SidebarMenuItem[], depth: number): SidebarMenuItem[] =>
    level
      .filter((item) => !hidden.has(normalise(item.title)))
      .flatMap((item): SidebarMenuItem[] => {
        const children =
          item.children && depth < maxDepth ? walk(item.children, depth + 1) : undefined;
        if (children !== undefined && children.length > 0) return [{ ...item, children }];
        const wasGroup = item.children !== undefined && item.children.length > 0;
        return wasGroup && !hasOwnLink(item) ? [] : [{ ...item, children: undefined }];
      });
  return walk(items, 1);
}

/**
 * The href of a menu uri: relative uris go under `base` ('auth/users' → '/admin/auth/users'),
 * absolute paths, external addresses (any scheme) and protocol-relative ones are kept.
 */
export function hrefFor(uri: string | null | undefined, base = '/admin'): string {
  const root = base.replace(/\/+$/, '');
  const value = (uri ?? '').trim();
  if (value === '' || value === '/') return root === '' ? '/' : root;
  if (value.startsWith('/') || /^[a-z][a-z0-9+.-]*:/i.test(value)) return value;
  return `${root}/${value}`;
}

const pathOf = (href: string) => href.replace(/[?#].*$/, '').replace(/\/+$/, '') || '/';

/**
 * The ids from the top level down to the entry for `activePath`: the entry whose href equals
 * the path, else the one whose href is its longest prefix (so /admin/auth/users/edit/3 keeps
 * Users active). Empty when nothing matches.
 */
export function activeTrail(
  items: readonly SidebarMenuItem[],
  activePath: string | undefined,
  base = '/admin',
): Array<SidebarMenuItem['id']> {
  if (activePath === undefined) return [];
  const target = pathOf(activePath);
  let best: { trail: Array<SidebarMenuItem['id']>; length: number } | undefined;
  const walk = (level: readonly SidebarMenuItem[], trail: Array<SidebarMenuItem['id']>) => {
    for (const item of level) {
      const here = [...trail, item.id];
      if (item.children) walk(item.children, here);
      else {
        const href = pathOf(hrefFor(item.uri, base));
        const matches = target === href || target.startsWith(`${href}/`);
        // The base itself (the home entry) only matches exactly, or it would match everything.
        const homeOnly = href === pathOf(base) && target !== href;
        if (matches && !homeOnly && (best === undefined || href.length > best.length)) {
          best = { trail: here, length: href.length };
        }
      }
    }
  };
  walk(items, []);
  return best?.trail ?? [];
}
