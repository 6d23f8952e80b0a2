import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { hrefFor, visibleTree, type SidebarMenuItem } from '@ds';
import { billingPaths, routes } from '../../../apps/admin';
import { menuSeeds } from '@domain/admin-demo';

/**
 * Every link of the seeded sidebar (domain/admin-demo: what a fresh install, `npm run dev` and
 * the stories show) reaches a screen of the console, never the 404 page. Entries the sidebar
 * hides by title (admin §2.4) are no links.
 */

/** Menu links routed by the report builder's own screens (report-builder spec), not the console's. */
const reportBuilderLinks = /^ext-report-builder\//;

interface Seeded {
  title: string;
  uri?: string | null;
  children?: readonly Seeded[];
}

let nextId = 1;
const asItems = (entries: readonly Seeded[]): SidebarMenuItem[] =>
  entries.map((entry) => ({
    id: nextId++,
    title: entry.title,
    uri: entry.uri,
    children: entry.children === undefined ? undefined : asItems(entry.children),
  }));

/** The links of a tree as the sidebar shows it: [trail of titles, uri]. */
function links(items: readonly SidebarMenuItem[], trail: string[] = []): [string, string][] {
  return items.flatMap((item) => {
    const here = [...trail, item.title];
    const own: [string, string][] =
      typeof item.uri === 'string' && item.uri !== '' ? [[here.join(' › '), item.uri]] : [];
    return [...own, ...links(item.children ?? [], here)];
  });
}

const routedPage = (href: string) => {
  const matched = matchRoutes(routes, href);
  return matched !== null && matched.at(-1)?.route.path !== '*';
};

describe('the seeded sidebar', () => {
  const tree = visibleTree(asItems(menuSeeds));
  const entries = links(tree).filter(([, uri]) => !reportBuilderLinks.test(uri));

  it('links every billing module, each once', () => {
    const billing = entries
      .filter(([, uri]) => uri.startsWith('ext-cbs-') && !uri.includes('api-gateway'))
      .map(([, uri]) => hrefFor(uri));
    expect(billing.sort()).toEqual(
      Object.values(billingPaths)
        .map(({ list }) => list)
        .sort(),
    );
  });

  it.each(entries)('%s (%s) opens a screen', (_title, uri) => {
    expect(routedPage(hrefFor(uri))).toBe(true);
  });
});
