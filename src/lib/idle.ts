/**
 * Work that can wait — saving copies, fetching the site for offline use — runs when the browser
 * is idle, in slices, so it never competes with what the visitor is doing.
 */

/** Resolves at the browser's next idle moment, or after `timeoutMs` at the latest. */
export function nextIdle(timeoutMs = 1000): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') {
      requestIdleCallback(() => resolve(), { timeout: timeoutMs });
    } else {
      // Safari has no idle callbacks: a short pause lets input and rendering go first.
      setTimeout(resolve, 50);
    }
  });
}

/** `delayMs` from now, then the next idle moment: after the page's own start-up work. */
export async function whenSettled(delayMs = 3000): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, delayMs));
  await nextIdle(5000);
}
