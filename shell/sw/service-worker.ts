/**
 * The shell's service worker (issue 15: the roster in airplane mode), built by workbox-webpack-plugin's
 * InjectManifest in production only. What it keeps, and how:
 * - the shell's hashed chunks: precached at install (their URLs change with their content);
 * - every app's hashed chunks and assets (`/chunks/*.<hash>.js`, `/assets/*`, the remotes' too, from their own
 *   origins): cache first, they never change;
 * - pages, `/config.json`, each app's `mf-manifest.json`, `remoteEntry.js` and `main.js`: network first, so online a
 *   remote deployed tomorrow is picked up at once; the kept copy is used only when the network fails.
 * API calls never match a route here: the roster kept offline lives in IndexedDB per user (remote-dashboard),
 * cleared on sign-out, never in a cache one user could read after another.
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, type PrecacheEntry, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] };

const HASHED = /\/(chunks|assets)\/[^/]+\.[0-9a-f]{10}\.[a-z0-9]+$/;
const ENTRIES = /\/(mf-manifest\.json|remoteEntry\.js|main\.js|embed\.js)$/;
const PAGES = 'crewroster-pages';

// A remote's scripts load with plain <script> tags, whose cross-origin answers are opaque (status unknown, so a 404
// could be kept forever). Every app serves its files with CORS: ask in CORS mode and keep only real 200s.
const corsUpgrade: WorkboxPlugin = {
  requestWillFetch: async ({ request }) =>
    request.mode === 'no-cors' ? new Request(request.url, { mode: 'cors', credentials: 'omit' }) : request,
};
const okOnly = new CacheableResponsePlugin({ statuses: [200] });

self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

registerRoute(
  ({ request, url }) => request.method === 'GET' && HASHED.test(url.pathname),
  new CacheFirst({
    cacheName: 'crewroster-chunks',
    plugins: [
      corsUpgrade,
      okOnly,
      new ExpirationPlugin({ maxEntries: 500, maxAgeSeconds: 90 * 24 * 3600, purgeOnQuotaError: true }),
    ],
  }),
);

registerRoute(
  ({ request, url }) =>
    request.method === 'GET' &&
    ((url.origin === self.location.origin && url.pathname === '/config.json') || ENTRIES.test(url.pathname)),
  new NetworkFirst({
    cacheName: 'crewroster-entries',
    plugins: [corsUpgrade, okOnly, new ExpirationPlugin({ maxEntries: 60, purgeOnQuotaError: true })],
  }),
);

// Pages: the network's answer when there is one; offline, this page as last seen, else the app's index.html (every
// route but sign-in serves the same document), kept at install and refreshed by each online load.
const pages = new NetworkFirst({ cacheName: PAGES, plugins: [okOnly] });
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && url.origin === self.location.origin,
  async (options) => {
    try {
      return await pages.handle(options);
    } catch (error) {
      const index = await caches.match('/index.html', { cacheName: PAGES });
      if (index) return index;
      throw error;
    }
  },
);

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(PAGES).then((cache) => cache.add('/index.html')));
});
