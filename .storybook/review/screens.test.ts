// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { storyNameFromExport } from 'storybook/internal/csf';
import { describe, expect, it } from 'vitest';
import { paths as adminPaths } from '../../apps/admin/paths';
import { paths as portalPaths } from '../../apps/portal/paths';
import { notConsoleScreens, reviewedProducts } from './screens';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * Every story's name by its title, read as the kit writes its story files: the meta's `title`,
 * then a story per exported const (Storybook names it from the export: `ListEmpty`, 'List Empty').
 */
function storyNamesByTitle(): Map<string, string[]> {
  const byTitle = new Map<string, string[]>();
  const storyFiles = ['design-system', 'features'].flatMap((folder) =>
    readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.stories.tsx'))
      .map((file) => path.join(root, folder, file)),
  );
  for (const file of storyFiles) {
    const source = readFileSync(file, 'utf8');
    // Titles are paths ('Admin/Access/Users'), which the screens' own `title`s are not.
    const title = /\btitle: '([^'/]+\/[^']+)'/.exec(source)?.[1];
    const exports = [...source.matchAll(/^export const (\w+)/gm)].map(([, name = '']) => name);
    if (title !== undefined) byTitle.set(title, exports.map(storyNameFromExport));
  }
  return byTitle;
}

/** The routes a `paths` object holds: its strings, its functions of an id, its resources'. */
function routesOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'function') {
    return value.length === 0 ? [] : [(value as (id: string) => string)(':id')];
  }
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(routesOf);
  return [];
}

const reviewed = reviewedProducts.flatMap(({ routes }) => routes);
// A route's optional id (`/:id?`) stands for the route with and without one.
const reviewedRoutes = new Set(reviewed.map(({ route }) => route.replace(':id?', ':id')));

describe('the review page of the screens', () => {
  it("lists every route of the console's and the portal's paths", () => {
    const console = Object.entries(adminPaths)
      .filter(([key]) => !(notConsoleScreens as string[]).includes(key))
      .flatMap(([, value]) => routesOf(value));
    const missing = [...console, ...Object.values(portalPaths)].filter(
      (route) => !reviewedRoutes.has(route),
    );
    expect(missing).toEqual([]);
  });

  it('names stories that exist, and states that each match at least one of them', () => {
    const names = storyNamesByTitle();
    const problems = reviewed.flatMap(({ route, title, states = [] }) => {
      const stories = names.get(title);
      if (stories === undefined) return [`${route}: no stories titled ${title}`];
      return states
        .filter((state) => !stories.some((name) => name.startsWith(state)))
        .map((state) => `${route}: no story of ${title} named ${state}…`);
    });
    expect(problems).toEqual([]);
  });
});
