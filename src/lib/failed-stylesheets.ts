const failed = new Set<HTMLLinkElement>();
let reloading: Promise<unknown> = Promise.resolve();

/**
 * Notes each stylesheet that fails to load from here on. Its `sheet` cannot tell: Chromium gives
 * a stylesheet whose request was cut off a sheet too, and one still loading has none.
 */
export function watchFailedStylesheets(): void {
  document.addEventListener(
    'error',
    (event) => {
      const link = event.target;
      if (link instanceof HTMLLinkElement && link.rel === 'stylesheet') failed.add(link);
    },
    // An element's error does not bubble; it still passes the document on its way down.
    { capture: true },
  );
}

/**
 * Asks again for every stylesheet that failed to load; resolves once they have arrived, rejects
 * if one fails again. Vite's loader asks for a chunk's stylesheet once per page, failed or
 * not, so loading the code again would leave its part unstyled.
 */
export function loadFailedStylesheets(): Promise<unknown> {
  if (failed.size === 0) return reloading;
  const again = [...failed].map((link) => {
    failed.delete(link);
    const fresh = link.cloneNode() as HTMLLinkElement;
    const arrived = new Promise((loaded, failing) => {
      fresh.addEventListener('load', loaded);
      fresh.addEventListener('error', failing);
    });
    link.replaceWith(fresh);
    return arrived;
  });
  // Another part trying again meanwhile waits for the same stylesheets.
  reloading = Promise.all(again);
  return reloading;
}
