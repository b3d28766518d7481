import { startTransition, useEffect, useState } from 'react';
import { Workbox } from 'workbox-window';
import { config } from '../../lib/config.ts';

interface ServiceWorkerState {
  /** A new version is installed and waits for the visitor to choose to reload. */
  updateWaiting: boolean;
  /** The site has just been stored for offline use for the first time. */
  offlineReady: boolean;
}

let state: ServiceWorkerState = { updateWaiting: false, offlineReady: false };
/** Told of every change; `atOnce` for a dismissal, which is drawn without waiting. */
type Listener = (atOnce: boolean) => void;
const listeners = new Set<Listener>();
let workbox: Workbox | undefined;

function set(next: Partial<ServiceWorkerState>, atOnce = false) {
  state = { ...state, ...next };
  for (const listener of listeners) listener(atOnce);
}

const hourMs = 60 * 60 * 1000;

/** Registers the service worker once the page has loaded, so it never competes with first paint. */
export function registerServiceWorker() {
  if (!config.serviceWorker || !('serviceWorker' in navigator)) return;
  const wb = new Workbox('/sw.js', { scope: '/' });
  workbox = wb;
  wb.addEventListener('waiting', () => set({ updateWaiting: true }));
  wb.addEventListener('installed', (event) => {
    if (!event.isUpdate) set({ offlineReady: true });
  });
  const start = () => {
    // Where the browser has no working service workers (some in-app browsers, private windows)
    // registering fails, or resolves to nothing and Workbox throws reading it: the site then
    // works as a plain website, as it does before a worker runs.
    wb.register().catch(() => undefined);
    // Long-lived tabs and installed apps look for a new version now and then.
    setInterval(() => void wb.update(), hourMs);
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

/**
 * Switches to the waiting version; the page reloads once it has taken over. A press never goes
 * unanswered: with no version waiting any more (a newer one replaced it and is still
 * installing), the page simply reloads, and the prompt comes back once that one waits.
 */
export async function reloadToUpdate(): Promise<void> {
  if (!workbox) return;
  const registration = await navigator.serviceWorker.getRegistration();
  const waiting = registration?.waiting;
  if (!waiting) {
    window.location.reload();
    return;
  }
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
    once: true,
  });
  waiting.postMessage({ type: 'SKIP_WAITING' });
}

export function dismissUpdate() {
  set({ updateWaiting: false }, true);
}

export function dismissOfflineReady() {
  set({ offlineReady: false }, true);
}

/**
 * The service worker's news. What the worker reports is drawn in a transition: it is never
 * urgent, and React then draws it in slices the browser can answer a tap between (read with
 * useSyncExternalStore, the offline-ready toast's first drawing was one task of about 10 ms on
 * this machine, about 40 ms on a slow phone, while the page was still starting). A dismissal
 * (the visitor's press, a form field taking focus, the notice's time running out) is drawn at
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
    // News that came between the first drawing and now.
    update(false);
    return () => {
      listeners.delete(update);
    };
  }, []);
  return current;
}
