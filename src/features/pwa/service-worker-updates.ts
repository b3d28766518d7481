import { Workbox } from 'workbox-window';

const hourMs = 60 * 60 * 1000;

/**
 * Tells `onWaiting` when a new version of the site is installed and waits for the visitor (also
 * one that was already waiting when the page opened). Long-lived tabs and installed apps look
 * for a new version now and then.
 */
export function watchForUpdates(onWaiting: () => void) {
  const workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('waiting', onWaiting);
  workbox.register({ immediate: true }).catch(() => undefined);
  setInterval(() => workbox.update().catch(() => undefined), hourMs);
}
