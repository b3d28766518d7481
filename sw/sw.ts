/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import type { WorkboxPlugin } from 'workbox-core/types.js';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  addPlugins,
  cleanupOutdatedCaches,
  matchPrecache,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { imageCaches, pagesCachePrefix } from '../src/domain/kept-caches.ts';
import {
  hasPublishedContent,
  pageForCache,
  readAppAssets,
  servedRetentionOf,
  servedRetentionScript,
  stampKeptPage,
  statesOwnRetention,
  withRetention,
} from '../src/domain/page-document.ts';
import { canonicalRoute, notFoundPageFile, prerenderedPageFile } from '../src/domain/paths.ts';
import { staffWorkspaceBase } from '../src/domain/staff-workspace.ts';
import { workerMessages } from '../src/domain/worker-messages.ts';
import { syncOutbox } from '../src/lib/outbox/index.ts';
import { report } from '../src/lib/report.ts';

declare let self: ServiceWorkerGlobalScope;

const dayS = 24 * 60 * 60;
const precached = self.__WB_MANIFEST;

/**
 * Pages the server rendered with the content stored for them (decision 014) replace the precached
 * pre-rendered ones once seen. Named after this build: a page from an earlier build names
 * hashed assets this one no longer has, so a new version starts from its own precache.
 */
const buildId = precached.find((entry) => typeof entry !== 'string' && entry.url === 'index.html');
const pagesCache = `${pagesCachePrefix}${typeof buildId === 'object' ? (buildId.revision ?? 'build') : 'build'}`;

/** Keeps a good answer or an opaque one (status 0: its real status cannot be read), not errors. */
const keepOpaqueOrOk: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) =>
    response.status === 0 || response.status === 200 ? response : null,
};

const precachedUrls = new Set(
  precached.map((entry) => `/${typeof entry === 'string' ? entry : entry.url}`),
);

/**
 * A page from the same build as this service worker: its start-up script is precached. A page
 * of a newer build (the server was updated first) would not open offline with this precache.
 */
function sameBuild(html: string): boolean {
  const boot = readAppAssets(html)?.boot;
  return boot !== undefined && precachedUrls.has(boot);
}

/**
 * A page as kept on the device: with its stylesheets linked rather than inlined (they are
 * precached), and the server's headers (its CSP above all) with it. The body is decoded now.
 */
function keptPage(html: string, received: Headers, keptAt?: number): Response {
  const headers = new Headers(received);
  headers.delete('content-encoding');
  headers.delete('content-length');
  const page = pageForCache(html);
  return new Response(keptAt === undefined ? page : stampKeptPage(page, keptAt), { headers });
}

/**
 * Ends the pages fetched in the background once the visitor has chosen the next version: until
 * they end, the browser would not let that version take over (see workerMessages).
 */
const backgroundFetches = new AbortController();

/** The route's page as the server sends it now, when it is one of this build's; offline, none. */
async function pageFromServer(
  route: string,
): Promise<{ html: string; headers: Headers } | undefined> {
  try {
    const response = await fetch(route, {
      credentials: 'same-origin',
      signal: backgroundFetches.signal,
    });
    const type = response.headers.get('content-type') ?? '';
    if (response.status !== 200 || !type.startsWith('text/html')) return undefined;
    const html = await response.text();
    return sameBuild(html) ? { html, headers: response.headers } : undefined;
  } catch {
    // Offline, the server is down, or a new version is taking over: the cached page stays.
    return undefined;
  }
}

/**
 * The retention periods the server stated on the last page it sent, when its operator set other
 * periods than the defaults (decision 065): kept in the pages cache under a name no route has, so
 * a page opened from the precache, which the build wrote with the defaults, states them too.
 */
const servedRetentionRecord = '/.served-retention';

async function keepServedRetention(pages: Cache, html: string): Promise<void> {
  const retention = servedRetentionOf(html);
  if (!retention) {
    await pages.delete(servedRetentionRecord);
    return;
  }
  const record = new Response(servedRetentionScript(retention), {
    headers: { 'content-type': 'text/html; charset=utf-8' },
  });
  await pages.put(servedRetentionRecord, record);
}

/** The file's pre-rendered page from the precache, with the server's periods when it has its own. */
async function precachedPage(file: string): Promise<Response | undefined> {
  const page = await matchPrecache(`/${file}`);
  const record = page && (await caches.match(servedRetentionRecord, { cacheName: pagesCache }));
  const retention = record ? servedRetentionOf(await record.text()) : undefined;
  if (!page || !retention) return page;
  const headers = new Headers(page.headers);
  headers.delete('content-length');
  return new Response(withRetention(await page.text(), retention), {
    status: page.status,
    statusText: page.statusText,
    headers,
  });
}

/** Fetches the route's page from the server for the next navigation; offline, keeps the last. */
async function refreshPage(route: string, file: string): Promise<void> {
  const page = await pageFromServer(route);
  if (!page) return;
  try {
    const pages = await caches.open(pagesCache);
    await keepServedRetention(pages, page.html);
    // A page the server did not change (no content rendered into it, no retention periods of its
    // own: decision 036) is the pre-rendered one, precached already: no second copy (and a copy
    // kept while content was published goes with it).
    if (!hasPublishedContent(page.html) && !statesOwnRetention(page.html)) {
      await pages.delete(`/${file}`);
      return;
    }
    // The server's headers (its CSP above all) stay with the page; the body is decoded now.
    await pages.put(`/${file}`, keptPage(page.html, page.headers, Date.now()));
  } catch (error) {
    // Storage full, say: navigations get the precached page, without the content published since.
    report('The service worker could not keep a page', error);
  }
}

// The staff workspace is not an offline feature and keeps nothing on the device (decision 055):
// its pages are left out of the navigation route below, so the browser fetches them itself,
// and offline shows its own "no connection" page, never a copy of a page that showed staff data.
// The staff API (/api/staff/…) has no route here either, and nothing this worker registers keeps
// an API answer.
const staffPages = new RegExp(`^${staffWorkspaceBase}(/|$)`);

// Every navigation gets its route's page at once — the last one the server sent, else the
// pre-rendered one, with the server's retention periods when it has its own — through any spelling the server accepts, and the page is refreshed in the
// background, so content published since shows from the next navigation on (the app swaps a
// fresh copy in meanwhile). Anything else gets the not-found page; the API and files never do.
registerRoute(
  new NavigationRoute(
    async ({ url, request, event }) => {
      const route = canonicalRoute(url.pathname);
      if (route === undefined) {
        return (await matchPrecache(`/${notFoundPageFile}`)) ?? fetch(request);
      }
      const file = prerenderedPageFile(route);
      const refreshed = refreshPage(route, file);
      (event as ExtendableEvent | undefined)?.waitUntil(refreshed);
      const kept = await caches.match(`/${file}`, { cacheName: pagesCache });
      if (!kept) await openPagesKeptOrLater();
      const cached = kept ?? (await precachedPage(file)) ?? (await precachedPage('index.html'));
      if (cached) return cached;
      await refreshed;
      return (await caches.match(`/${file}`, { cacheName: pagesCache })) ?? fetch(request);
    },
    // Nor a file: a path whose last segment has an extension (/robots.txt, /og-image.png) is
    // opened as what it is, from the precache or the server, never as a page of the site.
    { denylist: [/^\/api(\/|$)/, staffPages, /^[^?]*\.[^/?]*(\?|$)/] },
  ),
);

/**
 * The pages open when this version hydrates, as the server renders them now: the page of a
 * first visit was fetched before any service worker, and may carry content published since the
 * build that the precached one lacks.
 */
async function keepOpenPages(): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const routes = new Set<string>();
  for (const window of windows) {
    const url = new URL(window.url);
    const route = url.origin === self.location.origin ? canonicalRoute(url.pathname) : undefined;
    if (route !== undefined) routes.add(route);
  }
  await Promise.all([...routes].map((route) => refreshPage(route, prerenderedPageFile(route))));
}

/** keepOpenPages while it runs, from activation until the open pages are kept. */
let openPagesKept: Promise<void> | undefined;

/**
 * The longest a navigation answered from the precache waits for the open pages to be kept: the
 * server's copy of a page, fetched once, on a slow link.
 */
const openPagesWaitMs = 2000;

/**
 * Until the open pages are kept, the worker does not know the retention periods the server
 * stated on them (a first visit's page came before the worker): a page answered from the
 * precache meanwhile would state the build's defaults, and the app would carry them to the pages
 * it renders after a link. A navigation in that moment waits for them, but not for long.
 */
async function openPagesKeptOrLater(): Promise<void> {
  if (!openPagesKept) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    openPagesKept,
    new Promise<void>((later) => {
      timer = setTimeout(later, openPagesWaitMs);
    }),
  ]);
  clearTimeout(timer);
}

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith(pagesCachePrefix) && name !== pagesCache)
            .map((name) => caches.delete(name)),
        ),
      ),
  );
  // Not part of activating: every request would wait for it; only a navigation answered from
  // the precache does (openPagesKeptOrLater).
  const kept = keepOpenPages().finally(() => {
    if (openPagesKept === kept) openPagesKept = undefined;
  });
  openPagesKept = kept;
});

// The whole build — every page, pre-rendered, with its code, styles, images, and the manifest —
// so every route opens offline after one visit. Registered after the navigation route, which
// would otherwise not see `/` and `/about/` (the precache answers those as directory indexes).
// Pages are kept without the styles they inline for the network (see keptPage); only good
// answers are kept, or the install fails and is tried again later.
addPlugins([
  {
    cacheWillUpdate: async ({ response }) => {
      if (response.status >= 400) return null;
      if (!(response.headers.get('content-type') ?? '').startsWith('text/html')) return response;
      return keptPage(await response.text(), response.headers);
    },
  },
]);
precacheAndRoute(precached);
cleanupOutdatedCaches();

// Page content is not cached here: the app keeps each page's last answer in IndexedDB with
// its date and ETag (it shows the "saved on" notice from it and revalidates it with
// If-None-Match), and a second copy here could disagree with it. Requests for it go to the
// network as they are.

// Images named by backend content that are not part of the build, on this origin.
registerRoute(
  ({ request, url }) => request.destination === 'image' && url.origin === self.location.origin,
  new CacheFirst({
    cacheName: imageCaches.ownOrigin,
    plugins: [
      new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 60 * dayS, purgeOnQuotaError: true }),
    ],
  }),
);

// Images content names on other origins. A page asks for them without CORS, and such an
// answer is opaque: the browser counts each as megabytes of quota whatever its size (to hide
// it). So the worker asks with CORS first — image hosts and CDNs mostly allow it, and the
// answer is then counted as what it is — and only where the other site refuses, as the page
// asked. They get small caches of their own, emptied first when the quota runs out.
//
// Only a readable answer that is a picture is kept cache-first, for 30 days. An opaque one
// hides its status and type: it may be a 404 or an HTML error page, and kept cache-first it
// would stand in for the picture for a month after the other site mends it. So opaque answers
// are asked for network-first — online, the visitor sees what the other site sends now — and
// kept for a week only to show offline what was seen last.
const imagesElsewhere = new CacheFirst({
  cacheName: imageCaches.elsewhere,
  plugins: [
    {
      cacheWillUpdate: async ({ response }) =>
        response.status === 200 && response.headers.get('content-type')?.startsWith('image/')
          ? response
          : null,
      // Opaque copies an earlier version of this worker kept here are asked for again.
      cachedResponseWillBeUsed: async ({ cachedResponse }) =>
        cachedResponse?.type === 'opaque' ? null : cachedResponse,
    },
    new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 30 * dayS, purgeOnQuotaError: true }),
  ],
});
const opaqueImagesElsewhere = new NetworkFirst({
  cacheName: imageCaches.elsewhereOpaque,
  // On a connection that hangs, what was seen last rather than a blank space.
  networkTimeoutSeconds: 5,
  plugins: [
    keepOpaqueOrOk,
    new ExpirationPlugin({ maxEntries: 30, maxAgeSeconds: 7 * dayS, purgeOnQuotaError: true }),
  ],
});
registerRoute(
  ({ request, url }) =>
    request.destination === 'image' &&
    url.origin !== self.location.origin &&
    url.protocol === 'https:',
  async (options) => {
    const { request } = options;
    if (request.mode !== 'no-cors') return imagesElsewhere.handle(options);
    try {
      const withCors = new Request(request.url, {
        mode: 'cors',
        credentials: 'omit',
        referrerPolicy: request.referrerPolicy,
      });
      return await imagesElsewhere.handle({ ...options, request: withCors });
    } catch {
      // Refused (no CORS there) or unreachable: as the page asked.
      return opaqueImagesElsewhere.handle(options);
    }
  },
);

// A new version waits until the visitor chooses to reload (see the app's update prompt); then
// the one in control stops what it fetches in the background, which would hold it back.
self.addEventListener('message', (event) => {
  const type = (event.data as { type?: string } | null)?.type;
  if (type === workerMessages.skipWaiting) void self.skipWaiting();
  else if (type === workerMessages.newVersionChosen) backgroundFetches.abort();
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
  sync.waitUntil(syncOutbox());
});

// The first visit's page is controlled at once, so it works offline without a reload.
clientsClaim();
