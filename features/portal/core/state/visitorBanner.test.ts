import {
  defaultLanguageId,
  defaultOperatorId,
  firstBannersElementId,
  visitorBannerScript,
  visitorStorage,
} from '@domain/portal-first-visit';
import { afterEach, describe, expect, it } from 'vitest';
import { portalStorage } from './model';

const banners = {
  1: { 1: '/images/banners/digi-en.svg', 23: '/images/banners/digi-bn.svg' },
  2: { 12: '/images/banners/um-bn.svg' },
};

/** Runs the page's banner script on a page holding the banners; the picture it preloads. */
function preloaded(): (string | null)[] {
  const data = document.createElement('script');
  data.type = 'application/json';
  data.id = firstBannersElementId;
  data.textContent = JSON.stringify(banners);
  document.head.append(data);
  // The page runs its text as an inline script; the test DOM runs none, so it runs it here.
  window.eval(
    visitorBannerScript({ operatorId: defaultOperatorId, languageId: defaultLanguageId }),
  );
  return [...document.head.querySelectorAll('link[rel="preload"][as="image"]')].map((link) =>
    link.getAttribute('href'),
  );
}

describe("the page's banner script", () => {
  afterEach(() => {
    document.head.replaceChildren();
    localStorage.clear();
    sessionStorage.clear();
  });

  it('reads the operator and language where the portal keeps them', () => {
    expect(portalStorage.operatorId).toMatchObject(visitorStorage.operatorId);
    expect(portalStorage.languageId).toMatchObject(visitorStorage.languageId);
  });

  it("preloads a first visit's banner: the default operator's, in the default language", () => {
    expect(preloaded()).toEqual(['/images/banners/digi-en.svg']);
  });

  it("preloads a returning visitor's own operator and language's banner, and no other", () => {
    localStorage.setItem('operatorId', '2');
    sessionStorage.setItem('languageId', '12');
    expect(preloaded()).toEqual(['/images/banners/um-bn.svg']);
  });

  it('preloads nothing for a visitor whose banner the page does not have', () => {
    localStorage.setItem('operatorId', '2');
    expect(preloaded()).toEqual([]);
    document.head.replaceChildren();
    localStorage.setItem('operatorId', 'x');
    sessionStorage.setItem('languageId', '23');
    // An unreadable operator is the default one, as the app reads it.
    expect(preloaded()).toEqual(['/images/banners/digi-bn.svg']);
  });
});
