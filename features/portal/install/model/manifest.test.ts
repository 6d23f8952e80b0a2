import { operatorBrands } from '@ds';
import { describe, expect, it, vi } from 'vitest';
import {
  linkOperatorManifest,
  portalManifest,
  portalManifestPath,
  portalOperators,
} from './manifest';

describe("the portal's web app manifest, per operator", () => {
  it('exists for each operator with a brand', () => {
    expect(portalOperators()).toEqual([1, 2]);
    const paths = portalOperators().map(portalManifestPath);
    expect(paths).toEqual(['/manifest-1.webmanifest', '/manifest-2.webmanifest']);
  });

  it("carries the operator's colours from its brand", () => {
    for (const operator of portalOperators()) {
      const manifest = portalManifest(operator);
      expect(manifest.theme_color).toBe(operatorBrands[operator].primary);
      expect(manifest.background_color).toBe(operatorBrands[operator].primary);
    }
    expect(portalManifest(1).theme_color).not.toBe(portalManifest(2).theme_color);
  });

  it('names the PNG icons installable-app checks expect, in its own colours', () => {
    expect(portalManifest(2).icons).toEqual([
      { src: '/icons/portal-2-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/portal-2-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      {
        src: '/icons/portal-2-maskable-512.png',
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
    ]);
    const sources = portalOperators().flatMap((operator) =>
      portalManifest(operator).icons.map(({ src }) => src),
    );
    expect(new Set(sources).size).toBe(sources.length);
  });

  it('is one app whichever operator it was installed for', () => {
    const [first, second] = [portalManifest(1), portalManifest(2)];
    for (const field of ['id', 'name', 'short_name', 'start_url', 'scope', 'display'] as const) {
      expect(second[field]).toBe(first[field]);
    }
    expect(first).toMatchObject({ id: '/', start_url: '/', display: 'standalone' });
  });
});

describe("the page's manifest link", () => {
  /** A page as a build serves it, with or without the manifest link. */
  function page(linked: boolean) {
    const document = window.document.implementation.createHTMLDocument('portal');
    if (linked) {
      const link = document.createElement('link');
      link.rel = 'manifest';
      link.href = portalManifestPath(1);
      document.head.append(link);
    }
    return document;
  }

  it("follows the visitor's operator", () => {
    const document = page(true);
    linkOperatorManifest(document, 2);
    const link = document.querySelector('link[rel="manifest"]');
    expect(link?.getAttribute('href')).toBe('/manifest-2.webmanifest');
    linkOperatorManifest(document, 1);
    expect(link?.getAttribute('href')).toBe('/manifest-1.webmanifest');
    expect(document.querySelectorAll('link[rel="manifest"]')).toHaveLength(1);
  });

  it('is left alone when it already names the operator (no refetch)', () => {
    const document = page(true);
    const link = document.querySelector('link[rel="manifest"]');
    if (link === null) throw new Error('no link');
    const set = vi.spyOn(link, 'setAttribute');
    linkOperatorManifest(document, 1);
    expect(set).not.toHaveBeenCalled();
  });

  it('is not added where the page has none (the dev server, Storybook)', () => {
    const document = page(false);
    linkOperatorManifest(document, 2);
    expect(document.querySelector('link[rel="manifest"]')).toBeNull();
  });
});
