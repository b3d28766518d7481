/**
 * What the page tells the service worker when the visitor chooses a new version. Named here
 * because the worker and the page both use them. Pure TypeScript: no DOM, no Node.
 */
export const workerMessages = {
  /** To the waiting worker: take over now. */
  skipWaiting: 'SKIP_WAITING',
  /**
   * To the worker in control: the visitor chose the next version, so stop fetching in the
   * background. The browser activates a waiting worker only once the one in control has no
   * event in progress, and a page refreshed on a slow link would hold the visitor's reload back
   * for as long as the server takes to answer.
   */
  newVersionChosen: 'NEW_VERSION_CHOSEN',
} as const;
