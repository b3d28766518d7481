/**
 * The pre-rendered page's document: the one module that writes its parts and reads them back.
 * The build writes each page (src/app/prerender, tools/prerender), the server renders stored
 * content into it (server/site/published-pages.ts), the service worker keeps it on the device
 * and checks which build it belongs to (sw/sw.ts). Each part sits between two comment markers,
 * `<!--name-->` and `<!--/name-->`, so a reader finds it without parsing HTML, and a document
 * without a part is recognised as not a pre-rendered page (an error page, a proxy's answer).
 *
 * Parts: `image-hints` (the head's preload hints for the page's first pictures), `app-assets`
 * (what to load once the page has painted), `inlined-styles` (the CSS the first paint needs),
 * `root` (#root and the markup React hydrates), `deferred-styles` (the full stylesheets for a
 * browser without JavaScript).
 */

/** The id of the JSON, in a pre-rendered page's head, that says what to load once it has painted. */
export const appAssetsId = 'app-assets';
/** The attribute of the `<style>` elements inlined for the first paint; src/boot.ts removes them. */
export const inlinedStyleAttribute = 'data-inlined';

/** What a pre-rendered page loads once its first paint is on screen (the #app-assets JSON). */
export interface AppAssets {
  /** The start-up module (src/boot.ts, built). */
  boot?: string;
  /** The web app manifest. */
  manifest?: string;
  /** The app's and the page's chunks. */
  js?: string[];
  /** The full stylesheets; the page's HTML inlines only the rules it uses. */
  css?: string[];
}

type Part = 'image-hints' | 'app-assets' | 'inlined-styles' | 'root' | 'deferred-styles';

const opening = (part: Part) => `<!--${part}-->`;
const closing = (part: Part) => `<!--/${part}-->`;

function marked(part: Part, html: string): string {
  return `${opening(part)}${html}${closing(part)}`;
}

interface Found {
  /** Where the opening marker starts. */
  start: number;
  /** Just after the closing marker. */
  end: number;
  inner: string;
}

function find(html: string, part: Part): Found | undefined {
  const start = html.indexOf(opening(part));
  if (start < 0) return undefined;
  const innerStart = start + opening(part).length;
  const innerEnd = html.indexOf(closing(part), innerStart);
  if (innerEnd < 0) return undefined;
  return { start, end: innerEnd + closing(part).length, inner: html.slice(innerStart, innerEnd) };
}

/** The document with `part`'s contents replaced (markers kept); unchanged without that part. */
function replacePart(html: string, part: Part, replace: (inner: string) => string): string {
  const found = find(html, part);
  if (!found) return html;
  return `${html.slice(0, found.start)}${marked(part, replace(found.inner))}${html.slice(found.end)}`;
}

function removePart(html: string, part: Part): string {
  const found = find(html, part);
  return found ? `${html.slice(0, found.start)}${html.slice(found.end)}` : html;
}

/** JSON inside a `<script>`: every `<` escaped, so no text can close the element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

// --- What to load after the first paint ---

function appAssetsScript(assets: AppAssets): string {
  return `<script type="application/json" id="${appAssetsId}">${scriptJson(assets)}</script>`;
}

export function appAssetsElement(assets: AppAssets): string {
  return marked('app-assets', appAssetsScript(assets));
}

const isStrings = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/** The app assets inside the part's markers; undefined when they cannot be read. */
function parseAppAssets(inner: string | undefined): AppAssets | undefined {
  const json = inner?.slice(inner.indexOf('>') + 1, inner.lastIndexOf('</script>'));
  if (json === undefined) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    // Damaged: read as none, as for a document without the part; no reader needs more.
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const { boot, manifest, js, css } = value as Record<string, unknown>;
  return {
    ...(typeof boot === 'string' ? { boot } : {}),
    ...(typeof manifest === 'string' ? { manifest } : {}),
    ...(isStrings(js) ? { js } : {}),
    ...(isStrings(css) ? { css } : {}),
  };
}

/** The page's app assets; undefined when the document has none or they cannot be read. */
export function readAppAssets(html: string): AppAssets | undefined {
  return parseAppAssets(find(html, 'app-assets')?.inner);
}

function withAppAssets(html: string, update: (assets: AppAssets) => AppAssets): string {
  return replacePart(html, 'app-assets', (inner) => {
    const assets = parseAppAssets(inner);
    return assets ? appAssetsScript(update(assets)) : inner;
  });
}

// --- The preload hints for the first pictures ---

export function imageHintsElement(hints: string): string {
  return marked('image-hints', hints);
}

/** The document with the head's image hints replaced by `hints` (those of a page rendered again). */
export function withImageHints(html: string, hints: string): string {
  return replacePart(html, 'image-hints', () => hints);
}

// --- #root ---

export interface RootData {
  /** The route the markup shows (the canonical spelling); none on the not-found page. */
  path?: string;
  /** The pages whose content the markup shows. */
  contentPages: readonly string[];
}

export function rootElement(markup: string, { path, contentPages }: RootData): string {
  const attributes = [
    path === undefined ? '' : ` data-path="${path}"`,
    contentPages.length > 0 ? ` data-content="${contentPages.join(' ')}"` : '',
  ].join('');
  return marked('root', `<div id="root" data-prerendered${attributes}>${markup}</div>`);
}

const rootStartTag =
  /^<div id="root" data-prerendered(?: data-path="([^"]*)")?(?: data-content="([^"]*)")?>/;

/** What #root holds and says; undefined when the document has no pre-rendered #root. */
export function readRoot(html: string): (RootData & { markup: string }) | undefined {
  const inner = find(html, 'root')?.inner;
  const start = inner === undefined ? null : rootStartTag.exec(inner);
  if (!inner || !start || !inner.endsWith('</div>')) return undefined;
  return {
    ...(start[1] === undefined ? {} : { path: start[1] }),
    contentPages: start[2] ? start[2].split(' ') : [],
    markup: inner.slice(start[0].length, -'</div>'.length),
  };
}

/**
 * The document with #root's markup replaced (its attributes kept) and `after` placed right
 * after #root; unchanged when it has no pre-rendered #root.
 */
export function withRootMarkup(html: string, markup: string, after = ''): string {
  const root = readRoot(html);
  const found = find(html, 'root');
  if (!root || !found) return html;
  return `${html.slice(0, found.start)}${rootElement(markup, root)}${after}${html.slice(found.end)}`;
}

// --- Styles ---

/**
 * Marks the CSS inlined into the head for the first paint (by beasties, at build time): the
 * first `<style>` of the head to the end of the last, each element with `inlinedStyleAttribute`
 * so the page can find them once the full stylesheets apply.
 */
export function markInlinedStyles(html: string): string {
  const headEnd = html.indexOf('</head>');
  const first = html.indexOf('<style>');
  const last = html.lastIndexOf('</style>', headEnd);
  if (headEnd < 0 || first < 0 || last < first) return html;
  const end = last + '</style>'.length;
  const styles = html.slice(first, end).replaceAll('<style>', `<style ${inlinedStyleAttribute}>`);
  return `${html.slice(0, first)}${marked('inlined-styles', styles)}${html.slice(end)}`;
}

const stylesheetLink = /<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g;

/**
 * The full stylesheets (which beasties moved to the end of the body) are not needed for the
 * first paint, which the inlined rules cover: src/boot.ts loads them once the page has painted,
 * from the page's app assets, and switches them on together. Without JavaScript, <noscript>
 * links load them as usual.
 */
export function deferFullStyles(html: string): string {
  const bodyStart = html.indexOf('<body');
  const css: string[] = [];
  const body = html.slice(bodyStart).replace(stylesheetLink, (_link, href: string) => {
    css.push(href);
    return '';
  });
  const fallback = css.map((href) => `<link rel="stylesheet" href="${href}">`).join('');
  const head = withAppAssets(html.slice(0, bodyStart), (assets) => ({ ...assets, css }));
  const noscript = marked('deferred-styles', `<noscript>${fallback}</noscript>`);
  return `${head}${body.replace('</body>', () => `${noscript}</body>`)}`;
}

/**
 * A pre-rendered page as the service worker keeps it. Over the network the page inlines the
 * CSS its first paint needs (so that paint waits for no stylesheet) and loads the full
 * stylesheets later; from the device's cache the stylesheets arrive at once, so the inlined
 * copy would only double the bytes stored — about a third of each page, half a megabyte over
 * the site. The kept page links the full stylesheets in its head instead, and its app assets
 * list none to load later. A document of another shape is kept as it is.
 */
export function pageForCache(html: string): string {
  const css = readAppAssets(html)?.css;
  if (!css || !find(html, 'inlined-styles') || !find(html, 'deferred-styles')) return html;
  const links = css.map((href) => `<link rel="stylesheet" href="${href}">`).join('');
  const withLinks = replacePart(html, 'inlined-styles', () => links);
  return removePart(
    withAppAssets(withLinks, (assets) => ({ ...assets, css: [] })),
    'deferred-styles',
  );
}
