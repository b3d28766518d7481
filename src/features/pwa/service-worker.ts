import { startTransition, useEffect, useState } from 'react';
import { workerMessages } from '../../domain/worker-messages.ts';
import { config } from '../../lib/config.ts';
import { nextIdle } from '../../lib/idle.ts';
import { reportAndUse } from '../../lib/report.ts';
import { loadEveryPage } from '../content/index.ts';

interface ServiceWorkerState {
  /** A new version is installed and waits for the visitor to choose to reload. */
  updateWaiting: boolean;
  /** The site has just been stored for offline use for the first time. */
  offlineReady: boolean;
}

let state: ServiceWorkerState = { updateWaiting: false, offlineReady: false };
/** Told of every change; `atOnce` for a dismissal, which is rendered without waiting. */
type Listener = (atOnce: boolean) => void;
const listeners = new Set<Listener>();

function set(next: Partial<ServiceWorkerState>, atOnce = false) {
  state = { ...state, ...next };
  for (const listener of listeners) listener(atOnce);
}

/** Resolves once `worker` has installed (the site is stored), false if it never does. */
function installed(worker: ServiceWorker): Promise<boolean> {
  const done = () => ['installed', 'activating', 'activated'].includes(worker.state);
  if (done()) return Promise.resolve(true);
  return new Promise((resolve) => {
    worker.addEventListener('statechange', function check() {
      if (!done() && worker.state !== 'redundant') return;
      worker.removeEventListener('statechange', check);
      resolve(worker.state !== 'redundant');
    });
  });
}

/**
 * Registers the service worker once the page has loaded and the app has started, so it never
 * competes with the first paint or the first taps. A first visit registers with the browser's
 * own API and says when the site is stored for offline use; watching for new versions
 * (workbox-window, service-worker-updates.ts) loads only once a worker is in control, from the
 * device, so a first visit never downloads it.
 */
export function registerServiceWorker() {
  if (!config.serviceWorker || !('serviceWorker' in navigator)) return;
  const start = async () => {
    const firstInstall = !navigator.serviceWorker.controller;
    // Where service workers do not work (some in-app browsers, private windows) registering
    // fails, or resolves to nothing: the site works as a plain website, as before a worker runs.
    // Reported all the same: a broken /sw.js fails the same way.
    const registration: ServiceWorkerRegistration | undefined = await navigator.serviceWorker
      .register('/sw.js', { scope: '/' })
      .catch(reportAndUse('The service worker could not be registered', undefined));
    if (!registration) return;
    const worker = registration.installing ?? registration.waiting;
    if (firstInstall && worker) {
      // The news that the site works offline names every page: their content is saved while
      // the worker stores their code, so no page it names opens offline with the banner.
      const pagesSaved = loadEveryPage();
      if (!(await installed(worker))) return;
      await pagesSaved;
      set({ offlineReady: true });
    }
    // Once a worker is in control its code comes from the device, not the network.
    if (!navigator.serviceWorker.controller) {
      await new Promise((controlled) =>
        navigator.serviceWorker.addEventListener('controllerchange', controlled, { once: true }),
      );
    }
    const { watchForUpdates } = await import('./service-worker-updates.ts');
    watchForUpdates(() => set({ updateWaiting: true }));
  };
  // Installing stores the whole site: about a megabyte over the link and a few hundred
  // milliseconds of a core. Begun as the app hydrates, it shares the phone's cores and link with
  // the page's own start-up; at the first idle moment after it, it takes neither from the visitor.
  const afterStartUp = () => void nextIdle(startUpIdleTimeoutMs).then(start);
  if (document.readyState === 'complete') afterStartUp();
  else window.addEventListener('load', afterStartUp, { once: true });
}

/** At the latest, how long after the load event a slow phone still busy starting waits to install. */
const startUpIdleTimeoutMs = 5000;

/**
 * How long the page waits for the new version to take over before it reloads anyway: the
 * browser lets it take over only once the worker in control has finished what it is doing, and
 * a submission being sent in the background on a slow link can take longer than a visitor
 * should wait for a button. The reloaded page then comes from the version in control, and the
 * prompt comes back while the new one still waits.
 */
const takeOverWaitMs = 5000;

/**
 * Switches to the waiting version; the page reloads once it has hydrated. A click never goes
 * unanswered: with no version waiting any more (a newer one replaced it and is still
 * installing), the page simply reloads, and the prompt comes back once that one waits.
 */
export async function reloadToUpdate(): Promise<void> {
  const { serviceWorker } = navigator;
  const registration = await serviceWorker?.getRegistration();
  const waiting = registration?.waiting;
  if (!waiting) {
    window.location.reload();
    return;
  }
  let reloading = false;
  const reload = () => {
    if (reloading) return;
    reloading = true;
    window.location.reload();
  };
  serviceWorker.addEventListener('controllerchange', reload, { once: true });
  setTimeout(reload, takeOverWaitMs);
  serviceWorker.controller?.postMessage({ type: workerMessages.newVersionChosen });
  waiting.postMessage({ type: workerMessages.skipWaiting });
}

export function dismissUpdate() {
  set({ updateWaiting: false }, true);
}

export function dismissOfflineReady() {
  set({ offlineReady: false }, true);
}

/**
 * The service worker's news. What the worker reports is rendered in a transition: it is never
 * urgent, and React then renders it in slices the browser can answer a tap between (read with
 * useSyncExternalStore, the offline-ready toast's first rendering was one task of about 10 ms on
 * this machine, about 40 ms on a slow phone, while the page was still starting). A dismissal
 * (the visitor's click, a form field taking focus, the notice's time running out) is rendered at
 * once.
 */
export function useServiceWorker(): ServiceWorkerState {
  const [current, setCurrent] = useState(state);
  useEffect(() => {
    const update: Listener = (atOnce) => {
      if (atOnce) setCurrent(state);
      else startTransition(() => setCurrent(state));
    };
    listeners.add(update);
    // News that came between the first rendering and now.
    update(false);
    return () => {
      listeners.delete(update);
    };
  }, []);
  return current;
}
