/// <reference lib="webworker" />
/**
 * The portal's service worker (built by tools/vite/portalPwa.ts): every part of the portal is
 * precached when it installs, after the first screen, so a screen not visited yet still opens
 * without network; the last answers of the API's reads are kept and answer when the network
 * does not (domain/portal-offline says which, and whose).
 */
import {
  endsNumberReads,
  namesNumber,
  portalApiPath,
  savedReadCaches,
  savedReadKey,
  savedReadScope,
} from '@domain/portal-offline';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import type { RouteHandlerCallbackOptions } from 'workbox-core/types.js';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { StaleWhileRevalidate } from 'workbox-strategies';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: { url: string; revision: string | null }[];
};

/** Addresses the portal's worker never answers: the console, the API, the broker, Storybook. */
const notPortal = [/^\/admin/, /^\/login/, /^\/api\//, /^\/mqtt/, /^\/storybook/];

void self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
// The parts the previous worker kept as they were fetched: they are precached now.
self.addEventListener('activate', (event) => event.waitUntil(caches.delete('portal-parts')));
precacheAndRoute(self.__WB_MANIFEST);
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/apps/portal/index.html'), { denylist: notPortal }),
);
registerRoute(
  ({ url }) => url.pathname.startsWith('/images/'),
  new StaleWhileRevalidate({
    cacheName: 'portal-images',
    plugins: [new ExpirationPlugin({ maxEntries: 200 })],
  }),
);

/** A portal API call's path relative to the API, when the worker has a part in it. */
function apiPathOf(url: URL): string | undefined {
  if (url.origin !== self.location.origin || !url.pathname.startsWith(`${portalApiPath}/`))
    return undefined;
  const path = url.pathname.slice(portalApiPath.length);
  const read = savedReadScope(path, false) !== undefined;
  return read || endsNumberReads(path) ? path : undefined;
}

/** A digest of the session token a call was sent with ('' without one). */
async function sessionDigest(request: Request): Promise<string> {
  const token = request.headers.get('Authorization') ?? '';
  if (token === '') return '';
  const bytes = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return [...new Uint8Array(bytes)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

const forgetNumberReads = () => caches.delete(savedReadCaches.number);

/**
 * The network's answer, kept when it is a success; without network, the answer kept last for
 * the same call (and the same session, for a number's reads). A 401 (the session ended) and the
 * calls that end a number's use (sign-out, operator switch, a new verification) forget every
 * number's kept answers.
 */
async function answer({ request, url, event }: RouteHandlerCallbackOptions): Promise<Response> {
  const path = url.pathname.slice(portalApiPath.length);
  if (endsNumberReads(path)) {
    await forgetNumberReads();
    return fetch(request);
  }
  const body = request.method === 'GET' ? '' : await request.clone().text();
  const scope = savedReadScope(path, namesNumber(url.href, body));
  if (scope === undefined) return fetch(request);
  const key = savedReadKey(url.href, body, scope === 'number' ? await sessionDigest(request) : '');
  const cache = await caches.open(savedReadCaches[scope]);
  let response: Response;
  try {
    response = await fetch(request);
  } catch (error) {
    const saved = await cache.match(key);
    if (saved === undefined) throw error;
    return saved;
  }
  if (response.status === 200) event.waitUntil(cache.put(key, response.clone()));
  else if (response.status === 401) event.waitUntil(forgetNumberReads());
  return response;
}

for (const method of ['GET', 'POST'] as const) {
  registerRoute(({ url }) => apiPathOf(url) !== undefined, answer, method);
}
