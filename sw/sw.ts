/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { canonicalRoute, notFoundPageFile, prerenderedPageFile } from '../src/domain/paths.ts';
import { flushOutbox } from '../src/features/outbox/flush.ts';

declare let self: ServiceWorkerGlobalScope;

const dayS = 24 * 60 * 60;

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

// Page content: fresh when the network answers quickly, the last copy when it does not.
registerRoute(
  ({ url, request }) =>
    request.method === 'GET' &&
    url.origin === self.location.origin &&
    url.pathname.startsWith('/api/page-content/'),
  new NetworkFirst({
    cacheName: 'page-content',
    networkTimeoutSeconds: 4,
    plugins: [
      new ExpirationPlugin({ maxEntries: 20, maxAgeSeconds: 30 * dayS, purgeOnQuotaError: true }),
    ],
  }),
);

// Images named by backend content that are not part of the build.
registerRoute(
  ({ request, url }) => request.destination === 'image' && url.origin === self.location.origin,
  new CacheFirst({
    cacheName: 'images',
    plugins: [
      new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 60 * dayS, purgeOnQuotaError: true }),
    ],
  }),
);

// A new version waits until the visitor chooses to reload (see the app's update prompt).
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

/** Background Sync's event (not in TypeScript's WebWorker lib). */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

// Where the browser has Background Sync, queued submissions are sent once the connection is
// back, even with no tab open: the same flush as the page's, one runner at a time. Failing the
// event asks the browser to try again later.
self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  if (sync.tag !== 'raam-outbox') return;
  sync.waitUntil(
    flushOutbox({ force: true }).then((summary) => {
      if (summary.waiting > 0) throw new Error('Submissions still wait to be sent');
    }),
  );
});

// The first visit's page is controlled at once, so it works offline without a reload.
clientsClaim();
