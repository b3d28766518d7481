import { isOffline, noteConnection, subscribeConnection } from './connection.ts';

/** How long between checks while the connection is away: soon at first, then less often. */
const firstCheckMs = 2000;
const longestWaitMs = 30_000;

/**
 * Whether the server answers, with any status but a server error: a proxy's 502 while the
 * site restarts is not the site being back. What the check finds is the connection as the
 * site observes it (connection.ts): any answer means the device reaches the site.
 */
export async function serverAnswers(href: string): Promise<boolean> {
  let response: Response;
  try {
    response = await fetch(href, { method: 'HEAD', cache: 'no-store' });
  } catch {
    // No answer is this check's answer: still offline, and the caller asks again later.
    noteConnection(false);
    return false;
  }
  noteConnection(true);
  return response.status < 500;
}

/**
 * Calls `back` once the connection returns: on the browser's `online` event, on the page
 * becoming visible again, when another of the site's requests gets through (connection.ts),
 * or when a check of `href` is answered. The event alone is not
 * enough: some browsers never report being offline (or back), and a connection can be "on"
 * with nothing getting through. `waitedBefore`: how many times this wait failed already, to
 * check less often. Returns a function that stops waiting.
 */
export function whenConnectionBack(href: string, back: () => void, waitedBefore = 0): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let waitMs = Math.min(firstCheckMs * 2 ** waitedBefore, longestWaitMs);
  const done = () => {
    stop();
    back();
  };
  const check = () => {
    clearTimeout(timer);
    void serverAnswers(href).then((answered) => {
      if (answered) done();
      else if (timer !== undefined) schedule();
    });
  };
  const schedule = () => {
    timer = setTimeout(check, waitMs);
    waitMs = Math.min(waitMs * 2, longestWaitMs);
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') check();
  };
  const unsubscribe = subscribeConnection(() => {
    if (!isOffline()) check();
  });
  function stop() {
    clearTimeout(timer);
    timer = undefined;
    window.removeEventListener('online', done);
    document.removeEventListener('visibilitychange', onVisible);
    unsubscribe();
  }
  window.addEventListener('online', done);
  document.addEventListener('visibilitychange', onVisible);
  schedule();
  return stop;
}
