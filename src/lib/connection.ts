/**
 * The connection as the site observes it. The browser's word alone (navigator.onLine and its
 * online/offline events) misses a connection that is up but reaches nothing — venue Wi-Fi
 * without internet, a stalled mobile link — so the site's own requests count too: one that
 * fails for lack of network, or times out, means offline; the next answer means online again.
 */

/** Kept for the tab's session: a page opened next (a course page asks nothing) starts offline. */
const sessionKey = 'raam-offline';
interface SessionStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}
/** None in the service worker, which sends the outbox through the same HTTP client. */
const session = () => (globalThis as { sessionStorage?: SessionStore }).sessionStorage;
const listeners = new Set<() => void>();
let offline: boolean | undefined;
let listening = false;

export function isOffline(): boolean {
  if (offline === undefined) {
    try {
      offline = !navigator.onLine || session()?.getItem(sessionKey) === '1';
    } catch {
      // sessionStorage refused (storage blocked): the browser's word alone.
      offline = !navigator.onLine;
    }
  }
  return offline;
}

/** What a request (or the browser) just found: the connection reaches the site, or not. */
export function noteConnection(online: boolean) {
  if (isOffline() !== online) return;
  offline = !online;
  try {
    if (online) session()?.removeItem(sessionKey);
    else session()?.setItem(sessionKey, '1');
  } catch {
    // Without sessionStorage the next page starts from the browser's word.
  }
  for (const listener of listeners) listener();
}

/** Calls `listener` whenever the site goes offline or comes back. */
export function subscribeConnection(listener: () => void): () => void {
  if (!listening) {
    listening = true;
    // Believed until a request says otherwise; for the life of the page.
    addEventListener('online', () => noteConnection(true));
    addEventListener('offline', () => noteConnection(false));
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}
