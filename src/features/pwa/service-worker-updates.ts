import { Workbox } from 'workbox-window';
import { reportAndUse } from '../../lib/report.ts';

const hourMs = 60 * 60 * 1000;

/**
 * Tells `onWaiting` when a new version of the site is installed and waits for the visitor (also
 * one that was already waiting when the page opened). Long-lived tabs and installed apps look
 * for a new version now and then.
 */
export function watchForUpdates(onWaiting: () => void) {
  const workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('waiting', onWaiting);
  workbox
    .register({ immediate: true })
    .catch(reportAndUse('The service worker could not be watched for new versions', undefined));
  // Offline or the server is down: the next hour's look tries again.
  setInterval(() => workbox.update().catch(() => undefined), hourMs);
}
