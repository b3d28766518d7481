/**
 * A stylesheet that failed to load stays in the document, and Vite's loader takes it for
 * loaded next time: it goes, so loading the code again asks for it again. Not the app's full
 * stylesheets while they load (`media="print"` until then).
 */
export function dropFailedStylesheets(): void {
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')) {
    if (link.sheet === null && link.media !== 'print') link.remove();
  }
}
