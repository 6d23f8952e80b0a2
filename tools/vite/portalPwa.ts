import { VitePWA } from 'vite-plugin-pwa';
import { operatorBrands } from '../../design-system/theme/themes.ts';

/** Addresses the portal's service worker never answers: the console, the API and the broker. */
const notPortal = [/^\/admin/, /^\/login/, /^\/api\//, /^\/mqtt/];

/**
 * The portal's web app manifest and service worker (Workbox): the app shell is precached, the
 * parts and pictures it loads are kept once fetched, so a revisit without network opens the
 * portal and its own 'no network' message rather than the browser's error page. The worker is
 * registered by the portal's background part, never by the home's first script.
 */
export function portalPwa() {
  return VitePWA({
    injectRegister: false,
    registerType: 'autoUpdate',
    manifest: {
      name: 'Telco Self-care',
      short_name: 'Self-care',
      description: 'Top up, subscribe, refer friends and get support for your mobile number.',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      background_color: '#ffffff',
      // Operator 1 is the default operator (customer-portal §9); the page's theme-color follows
      // the visitor's operator at run time.
      theme_color: operatorBrands[1].primary,
      icons: [
        { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
        { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'maskable' },
      ],
    },
    workbox: {
      globPatterns: ['apps/portal/index.html'],
      navigateFallback: '/apps/portal/index.html',
      navigateFallbackDenylist: notPortal,
      runtimeCaching: [
        {
          urlPattern: ({ url }) => url.pathname.startsWith('/assets/'),
          handler: 'CacheFirst',
          options: { cacheName: 'portal-parts', expiration: { maxEntries: 200 } },
        },
        {
          urlPattern: ({ url }) => url.pathname.startsWith('/images/'),
          handler: 'StaleWhileRevalidate',
          options: { cacheName: 'portal-images', expiration: { maxEntries: 200 } },
        },
      ],
    },
  });
}
