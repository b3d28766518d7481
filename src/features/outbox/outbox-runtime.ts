/**
 * The page's replay triggers: start, `online`, becoming visible, the backoff timer, and a
 * Background Sync registration so the service worker can send when no tab is open.
 */
import { type FlushOptions, flushOutbox } from '../../lib/outbox/index.ts';
import { reportAndUse } from '../../lib/report.ts';
import { outboxChannel as syncTag } from '../../lib/store-names.ts';

/** Never faster than this, whatever the records say. */
const minTimerMs = 500;

let started = false;
let timer: ReturnType<typeof setTimeout> | undefined;

interface SyncRegistration {
  sync?: { register(tag: string): Promise<void> };
}

/** Where the browser has Background Sync, the service worker sends once the connection is back. */
function registerBackgroundSync() {
  if (!('serviceWorker' in navigator)) return;
  void navigator.serviceWorker.ready
    .then((registration) => (registration as SyncRegistration).sync?.register(syncTag))
    // Refused (no permission, no worker yet): the page's own triggers still send.
    .catch(() => undefined);
}

export async function replayNow(options: FlushOptions = {}): Promise<void> {
  clearTimeout(timer);
  timer = undefined;
  // Storage failed mid-flush: the next trigger (online, visible, a submission) tries again.
  const summary = await flushOutbox(options).catch(
    reportAndUse('Waiting submissions could not be sent', undefined),
  );
  if (!summary || summary.nextAttemptAt === undefined) return;
  registerBackgroundSync();
  clearTimeout(timer);
  timer = setTimeout(
    () => void replayNow(),
    Math.max(minTimerMs, summary.nextAttemptAt - Date.now()),
  );
}

/** Starts listening for chances to send, and sends what is due. Idempotent. */
export function startOutbox(): void {
  if (!started) {
    started = true;
    window.addEventListener('online', () => void replayNow({ force: true }));
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') void replayNow();
    });
  }
  void replayNow();
}
