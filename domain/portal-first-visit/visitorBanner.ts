/** The id of the page's `<script type="application/json">` that holds the first banners. */
export const firstBannersElementId = 'portal-first-banners';

/**
 * Where the portal keeps its visitor's operator (local storage) and language (session storage),
 * as its state does: the page reads them before the app, to preload the visitor's own banner.
 */
export const visitorStorage = {
  operatorId: { area: 'local', key: 'operatorId' },
  languageId: { area: 'session', key: 'languageId' },
} as const;

/** The first banner's picture of each operator (by id) in each of its languages (by id). */
export type FirstBanners = Record<number, Record<number, string>>;

/** The script's expression reading a stored number, or its fallback. */
function read(field: keyof typeof visitorStorage, fallback: number): string {
  const { area, key } = visitorStorage[field];
  const storage = area === 'local' ? 'localStorage' : 'sessionStorage';
  return `number(${storage}.getItem(${JSON.stringify(key)}), ${String(fallback)})`;
}

/**
 * The page's script that preloads the first banner of the visitor's operator and language
 * (`firstBannersElementId`), read from the storage the app reads them from, with the app's
 * `defaults` for a visitor who chose none; no preload when the page has no banner for them or
 * the storage is closed (privacy settings). A script, not a `<link>`: the page cannot know the
 * visitor, and a preload of another's banner is a download for nothing. Its text is constant,
 * so the page's policy allows it by its hash. A function, so the app's bundle leaves it out.
 */
export function visitorBannerScript(defaults: { operatorId: number; languageId: number }): string {
  return `(function () {
  try {
    var number = function (text, fallback) {
      var value = Number(text);
      return text === null || text === '' || !isFinite(value) ? fallback : value;
    };
    var banners = JSON.parse(document.getElementById(${JSON.stringify(firstBannersElementId)}).textContent);
    var operator = banners[${read('operatorId', defaults.operatorId)}];
    var image = operator && operator[${read('languageId', defaults.languageId)}];
    if (typeof image !== 'string') return;
    var link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'image';
    link.href = image;
    link.setAttribute('fetchpriority', 'high');
    document.head.appendChild(link);
  } catch (error) {}
})();`;
}
