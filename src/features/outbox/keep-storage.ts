/**
 * Asks the browser to keep this site's storage when it runs short of space: without that, it
 * may clear the outbox along with everything else a site keeps. Asked when the first submission
 * is kept (Chromium grants it to sites in use; Firefox may ask the visitor), once per page.
 */
let asked = false;

export function askToKeepStorage(): void {
  if (asked) return;
  asked = true;
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
  if (typeof storage?.persist !== 'function') return;
  void storage
    .persisted()
    .then((kept) => kept || storage.persist())
    // The browser's to decide: the outbox keeps and sends the same either way.
    .catch(() => undefined);
}

/**
 * Whether the service worker can send the outbox with no page open (Background Sync). Where it
 * cannot, a kept submission is sent by the next page of this site that opens.
 */
export function sendsInBackground(): boolean {
  return (
    typeof window !== 'undefined' &&
    'SyncManager' in window &&
    Boolean(navigator.serviceWorker?.controller)
  );
}
