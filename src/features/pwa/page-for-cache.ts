/**
 * A pre-rendered page as the service worker keeps it. Over the network the page inlines the
 * CSS its first paint needs (so that paint waits for no stylesheet) and loads the full
 * stylesheets later; from the device's cache the stylesheets arrive at once, so the inlined
 * copy would only double the bytes stored — about a third of each page, half a megabyte over
 * the site. The kept page links the full stylesheets in its head instead.
 *
 * A page of another shape (no inlined styles, no stylesheet fallback) is kept as it is.
 */
const inlinedStyles = /<style>[\s\S]*?<\/style>\s*/g;
const stylesheetFallback = /\s*<noscript>((?:<link rel="stylesheet" href="[^"<>]+">)+)<\/noscript>/;
/** A pre-rendered page's app-assets JSON (src/domain/page-start-script.ts): its opening tag, data and end. */
export const appAssets = /(<script type="application\/json" id="app-assets">)(.*?)(<\/script>)/;

export function pageForCache(html: string): string {
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0) return html;
  const head = html.slice(0, headEnd);
  const body = html.slice(headEnd);
  const fallback = stylesheetFallback.exec(body);
  const firstStyle = head.indexOf('<style>');
  if (!fallback || firstStyle < 0) return html;
  const links = fallback[1] ?? '';

  const withoutInlined = `${head.slice(0, firstStyle)}${links}\n    ${head
    .slice(firstStyle)
    .replace(inlinedStyles, '')}`;
  // The start-up script loads the stylesheets listed here after the first paint: they are
  // linked already.
  const keptHead = withoutInlined.replace(
    appAssets,
    (match, open: string, json: string, close: string) => {
      try {
        const assets = JSON.parse(json) as Record<string, unknown>;
        return `${open}${JSON.stringify({ ...assets, css: [] }).replace(/</g, '\\u003c')}${close}`;
      } catch {
        return match;
      }
    },
  );
  return `${keptHead}${body.replace(stylesheetFallback, '')}`;
}
