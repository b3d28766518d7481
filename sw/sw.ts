/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import type { WorkboxPlugin } from 'workbox-core/types.js';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { canonicalRoute, notFoundPageFile, prerenderedPageFile } from '../src/domain/paths.ts';

declare let self: ServiceWorkerGlobalScope;

const dayS = 24 * 60 * 60;

/** Keeps a good answer or an opaque one (status 0: its real status cannot be read), not errors. */
const keepOpaqueOrOk: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) =>
    response.status === 0 || response.status === 200 ? response : null,
};

// The whole build — every page, pre-rendered, with its code, styles, images, and the manifest —
// so every route opens offline after one visit.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every navigation gets its route's pre-rendered page (through any spelling the server accepts),
// anything else the not-found page; the API never does.
registerRoute(
  new NavigationRoute(
    async ({ url, request }) => {
      const route = canonicalRoute(url.pathname);
      const file = route === undefined ? notFoundPageFile : prerenderedPageFile(route);
      return (
        (await matchPrecache(`/${file}`)) ?? (await matchPrecache('/index.html')) ?? fetch(request)
      );
    },
    { denylist: [/^\/api(\/|$)/] },
  ),
);

// Page content is not cached here: the app keeps each page's last answer in IndexedDB with
// its date and ETag (it shows the "saved on" notice from it and revalidates it with
// If-None-Match), and a second copy here could disagree with it. Requests for it go to the
// network as they are.

// Images named by backend content that are not part of the build, on this origin.
registerRoute(
  ({ request, url }) => request.destination === 'image' && url.origin === self.location.origin,
  new CacheFirst({
    cacheName: 'images',
    plugins: [
      new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 60 * dayS, purgeOnQuotaError: true }),
    ],
  }),
);

// Images content names on other origins. Their answers are usually opaque: the browser counts
// each as several megabytes of quota whatever its size, so they get a small cache of their
// own, emptied first when the quota runs out.
registerRoute(
  ({ request, url }) =>
    request.destination === 'image' &&
    url.origin !== self.location.origin &&
    url.protocol === 'https:',
  new CacheFirst({
    cacheName: 'images-elsewhere',
    plugins: [
      keepOpaqueOrOk,
      new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 30 * dayS, purgeOnQuotaError: true }),
    ],
  }),
);

// A new version waits until the visitor chooses to reload (see the app's update prompt).
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// The first visit's page is controlled at once, so it works offline without a reload.
clientsClaim();
