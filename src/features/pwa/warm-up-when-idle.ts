import { reportAndUse } from '../../lib/report.ts';

interface NetworkInformationLike {
  saveData?: boolean;
  effectiveType?: string;
}

/** The visitor pays for data, or the link is too slow to fetch the whole site on the side. */
export function connectionIsMetered(
  connection: NetworkInformationLike | undefined = (
    navigator as Navigator & { connection?: NetworkInformationLike }
  ).connection,
): boolean {
  if (!connection) return false;
  return connection.saveData === true || /(^|-)2g$/.test(connection.effectiveType ?? '');
}

const lastWarmUpKey = 'raam-warmed-up-at';
/** How long after the service worker hydrates the warm-up waits before its first slice. */
const warmUpAfterMs = 5000;
/** A tab reopened within this time does not fetch the whole site again. */
const warmUpEveryMs = 60 * 60 * 1000;

function warmedUpRecently(now: number): boolean {
  try {
    const last = Number(localStorage.getItem(lastWarmUpKey));
    return Number.isFinite(last) && now - last < warmUpEveryMs;
  } catch {
    // Without storage it cannot tell: it runs.
    return false;
  }
}

function rememberWarmUp(now: number) {
  try {
    localStorage.setItem(lastWarmUpKey, String(now));
  } catch {
    // Without storage it simply runs again next time.
  }
}

/**
 * After a visit, once the service worker controls the page (what is fetched is then kept), the
 * page is idle and the connection is not metered, fetches every page's content and images so
 * the whole site opens offline. Loaded once a service worker is ready; the code that does the
 * fetching loads only when it starts.
 */
export function warmUpWhenIdle() {
  if (!('serviceWorker' in navigator)) return;
  if (connectionIsMetered() || warmedUpRecently(Date.now())) return;
  const run = () => {
    if (connectionIsMetered()) return;
    void import('./warm-up.ts')
      .then(({ warmUp }) => warmUp())
      .then((progress) => {
        if (progress.imagesFailed === 0) rememberWarmUp(Date.now());
      })
      .catch(reportAndUse('Saving the site for offline use failed', undefined));
  };
  // Well after the page's own start-up, so a visitor on a slow phone who starts reading or
  // tapping at once is never held up by it.
  // (Not src/lib/idle.ts: importing it here would split it into a chunk of its own, one more
  // request on every first visit.)
  const whenIdle = () =>
    setTimeout(() => {
      if ('requestIdleCallback' in window) requestIdleCallback(run, { timeout: 5000 });
      else run();
    }, warmUpAfterMs);
  const { serviceWorker } = navigator;
  void serviceWorker.ready.then(() => {
    if (serviceWorker.controller) whenIdle();
    else serviceWorker.addEventListener('controllerchange', whenIdle, { once: true });
  });
}
