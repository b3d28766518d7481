/**
 * The pre-rendered page's document: the one module that writes its parts and reads them back.
 * The build writes each page from the built index.html (src/app/prerender, tools/prerender), the
 * server renders stored content and its own retention periods into it
 * (server/site/published-pages.ts, server/site/retention-page.ts), the service worker keeps it on
 * the device and checks which build it belongs to (sw/sw.ts). Each part sits between two comment
 * markers, `<!--name-->` and `<!--/name-->`, so a reader finds it without parsing HTML, and a
 * document without a part is recognised as not a pre-rendered page (an error page, a proxy's
 * answer).
 *
 * Parts: `image-hints` (the head's preload hints for the page's first pictures), `app-assets`
 * (what to load once the page has painted), `inlined-styles` (the CSS the header and the page's
 * first section need), `root` (#root and the markup React hydrates), `later-styles` (inside
 * #root, after the first section: the CSS the rest of the page needs), `deferred-styles` (the full
 * stylesheets for a browser without JavaScript). Besides them, a page rendered with stored content carries that
 * content in a JSON block after #root; the privacy page and the forms' notice mark each retention
 * period they state, and a page served with the server's own periods states them in a JSON block
 * in its head.
 * Pure TypeScript: no DOM, no Node.
 */
import { type PublishedContentMap, publishedContentId } from './content/published-content.ts';
import {
  daysText,
  defaultRetention,
  monthsText,
  monthsTextDays,
  type Retention,
} from './retention.ts';

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

type Part =
  | 'image-hints'
  | 'app-assets'
  | 'inlined-styles'
  | 'root'
  | 'later-styles'
  | 'deferred-styles';

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

/** One hint a line, indented as the head's other elements. */
const hintLines = (hints: string) => hints.replaceAll('><', '>\n    <');

/** `hints`: the `<link rel="preload">` elements, as `splitImageHints` takes them from the markup. */
export function imageHintsElement(hints: string): string {
  return marked('image-hints', hintLines(hints));
}

/** The document with the head's image hints replaced by `hints` (those of a page rendered again). */
export function withImageHints(html: string, hints: string): string {
  return replacePart(html, 'image-hints', () => hintLines(hints));
}

/**
 * react-dom puts hints for the first images (the logo, the hero) before the markup: they belong
 * in the head, where the browser finds them before the styles and scripts. The page's main
 * pictures (fetchpriority="high") go first: the browser asks for them first, and on a new
 * connection the first request gets the connection the page came on, already open.
 */
export function splitImageHints(rendered: string): { hints: string; html: string } {
  const all = /^(?:<link rel="preload"[^>]*>)*/.exec(rendered)?.[0] ?? '';
  const links = all.match(/<link[^>]*>/g) ?? [];
  const main = (link: string) => /fetchpriority="high"/i.test(link);
  const hints = [...links.filter(main), ...links.filter((link) => !main(link))].join('');
  return { hints, html: rendered.slice(all.length) };
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
  // The rest of the page's CSS goes with the new markup, after its first section again.
  const later = find(found.inner, 'later-styles');
  const styled = later
    ? afterFirstSection(markup, found.inner.slice(later.start, later.end))
    : markup;
  return `${html.slice(0, found.start)}${rootElement(styled, root)}${after}${html.slice(found.end)}`;
}

// --- The page, from the built index.html ---

/** Where the built index.html wants each page's own head (title, description, share card). */
const headStart = '<!--page-head-->';
const headEnd = '<!--/page-head-->';
const rootPlaceholder = '<div id="root"></div>';

/** The start-up module and the web app manifest, as the build names them. */
export type StartAssets = Required<Pick<AppAssets, 'boot' | 'manifest'>>;

/** What a route's page links and loads, as the build names them. */
export interface PageAssets {
  css: string[];
  js: string[];
}

/**
 * The built index.html without the element that names `url` (Vite's module script for the
 * start-up module, the manifest link vite-plugin-pwa adds), with the whitespace before it.
 */
function withoutElementNaming(template: string, url: string): string {
  const at = Math.max(template.indexOf(`src="${url}"`), template.indexOf(`href="${url}"`));
  const start = template.lastIndexOf('<', at);
  const close = template.startsWith('<script', start) ? '</script>' : '>';
  const end = template.indexOf(close, at) + close.length;
  if (at < 0 || start < 0 || end < close.length) {
    throw new Error(`index.html (built) does not name ${url}`);
  }
  const before = template.slice(0, start).replace(/\s*$/, '');
  return `${before}${template.slice(end)}`;
}

/**
 * The built index.html every page is written into: without its start-up module and manifest,
 * which the page's start script asks for once the page has painted.
 */
export function pageShell(template: string, start: StartAssets): string {
  return withoutElementNaming(withoutElementNaming(template, start.boot), start.manifest);
}

/**
 * The route's own stylesheets (inlined by beasties, so nothing shifts when its code arrives), and
 * what to load once the page has painted, as data for the start script and src/boot.ts: the
 * start-up module, the manifest, the app's and the page's chunks (preloaded only then, so on a
 * slow connection they never compete with the page's own text and pictures).
 */
function assetTags(template: string, assets: PageAssets, start: StartAssets): string {
  const css = [...new Set(assets.css)]
    .filter((href) => !template.includes(`href="${href}"`))
    .map((href) => `<link rel="stylesheet" crossorigin href="${href}">`);
  const js = [...new Set(assets.js)].filter((href) => !template.includes(`href="${href}"`));
  return [...css, appAssetsElement({ ...start, js })].join('\n    ');
}

/**
 * A route's page as the build writes it, before beasties inlines its critical CSS: `shell` (from
 * `pageShell`) with the start script's text inline first in the head, the page's own `head`
 * elements, its image hints, stylesheets and app assets, #root holding the rendered markup, and
 * `end` (what only search engines read) last in the body.
 */
export function pageFromShell(
  shell: string,
  start: StartAssets,
  startScript: string,
  head: string,
  root: RootData & { html: string },
  assets: PageAssets,
  end = '',
): string {
  const headAt = shell.indexOf(headStart);
  const headEndAt = shell.indexOf(headEnd);
  if (headAt < 0 || headEndAt < headAt || !shell.includes(rootPlaceholder)) {
    throw new Error(`index.html needs ${headStart}…${headEnd} in its head and ${rootPlaceholder}`);
  }
  const { hints, html } = splitImageHints(root.html);
  const headHtml = `${head}\n    ${imageHintsElement(hints)}`;
  const links = assetTags(shell, assets, start);
  // First in the head: it must listen before anything can be clicked.
  return `${shell.slice(0, headAt)}<script>${startScript}</script>
    ${headHtml}${shell.slice(headEndAt + headEnd.length)}`
    .replace('</head>', () => `${links}\n  </head>`)
    .replace(rootPlaceholder, () => rootElement(html, root))
    .replace('</body>', () => (end ? `  ${end}\n  </body>` : '</body>'));
}

// --- Content published on the server ---

const publishedContentStartTag = `<script type="application/json" id="${publishedContentId}">`;

/**
 * The JSON block: data, never run, so the site's CSP (no inline scripts) allows it; every `<` is
 * escaped, so no text inside can close the element or open a comment.
 */
export function publishedContentScript(content: PublishedContentMap): string {
  return `${publishedContentStartTag}${scriptJson(content)}</script>`;
}

/** Whether the server rendered the page with stored content (it carries the JSON block). */
export function hasPublishedContent(html: string): boolean {
  return html.includes(`id="${publishedContentId}"`);
}

/**
 * A page the service worker keeps on the device is stamped with when it fetched it, on this
 * block (`data-kept-at`, ms since the epoch; the browser reads it as the block's
 * `dataset.keptAt`): shown offline, its content is a saved copy of that day, and the page says so.
 */
export function stampKeptPage(html: string, keptAt: number): string {
  return html.replace(
    publishedContentStartTag,
    `<script type="application/json" id="${publishedContentId}" data-kept-at="${Math.trunc(keptAt)}">`,
  );
}

// --- Styles ---

const styleElement = /(<style[^>]*>)([\s\S]*?)(<\/style>)/g;

/**
 * The page with the CSS of each `<style>` element rewritten by `rewrite`, which is given the
 * rest of the page (the other elements' CSS included) as `elsewhere`.
 */
export function withEachStyle(
  html: string,
  rewrite: (css: string, elsewhere: string) => string,
): string {
  const styles = [...html.matchAll(styleElement)].map((match) => match[2] ?? '');
  return html.replace(styleElement, (_match, open: string, css: string, close: string) => {
    const elsewhere = html.replace(css, '') + styles.filter((other) => other !== css).join('');
    return `${open}${rewrite(css, elsewhere)}${close}`;
  });
}

/**
 * Marks the CSS inlined into the head for the first paint (by beasties, at build time): the
 * first `<style>` of the head to the end of the last, each element with `inlinedStyleAttribute`
 * so the page can find them once the full stylesheets apply.
 */
export function markInlinedStyles(html: string): string {
  const styles = headStyles(html);
  if (!styles) return html;
  const { start, end } = styles;
  const marks = html.slice(start, end).replaceAll('<style>', `<style ${inlinedStyleAttribute}>`);
  return `${html.slice(0, start)}${marked('inlined-styles', marks)}${html.slice(end)}`;
}

/**
 * Just after the first element inside `<main>` (the page's first section: its heading and
 * introduction, or its hero picture), or -1. React's markup escapes `<` in text and attributes, so
 * counting the section's own tag finds where it closes.
 */
function firstSectionEnd(markup: string): number {
  const main = /<main[\s>]/.exec(markup);
  if (!main) return -1;
  let index = markup.indexOf('>', main.index) + 1;
  // React's Suspense markers are comments.
  while (markup.startsWith('<!--', index)) index = markup.indexOf('-->', index) + '-->'.length;
  const tag = /^<([a-z][a-z0-9-]*)[\s>]/.exec(markup.slice(index, index + 40))?.[1];
  if (!tag) return -1;
  const tags = new RegExp(`<(/?)${tag}[\\s>]`, 'g');
  tags.lastIndex = index;
  let depth = 0;
  for (let match = tags.exec(markup); match; match = tags.exec(markup)) {
    depth += match[1] ? -1 : 1;
    if (depth === 0) return markup.indexOf('>', match.index) + 1;
  }
  return -1;
}

/** `markup` with `inserted` after its first section; unchanged when it has none. */
function afterFirstSection(markup: string, inserted: string): string {
  const end = firstSectionEnd(markup);
  return end < 0 ? markup : `${markup.slice(0, end)}${inserted}${markup.slice(end)}`;
}

/**
 * Splits the CSS inlined for the first paint in two (decision 066). `page` is the page with
 * every rule its elements use inlined in its head; `top` the same page inlined for its header
 * and first section alone. The head keeps `top`'s rules, so on a slow link the first section
 * paints once its own bytes have arrived; all of `page`'s rules follow the first section, in
 * their order, before any element that needs them. Repeating the head's rules there keeps the
 * cascade as one stylesheet would have it (each rule's last copy comes in the original order),
 * and costs little over brotli, which refers back to them. A page without a first section, or
 * whose first section needs every rule, keeps them all in its head; so does a page whose first
 * section holds a main picture: its document has arrived long before the picture, which the
 * split only delayed (about 9 % on `/about`, measured on the patchy link).
 */
export function splitInlinedStyles(page: string, top: string): string {
  const all = headStyles(page);
  const first = headStyles(top);
  const markup = readRoot(page)?.markup;
  if (!all || !first || !markup || first.css.length >= all.css.length) return page;
  const end = splitPoint(markup);
  if (end < 0) return page;
  const later = marked('later-styles', `<style ${inlinedStyleAttribute}>${all.css}</style>`);
  const withTop = `${page.slice(0, all.start)}<style>${first.css}</style>${page.slice(all.end)}`;
  return withRootMarkup(withTop, `${markup.slice(0, end)}${later}${markup.slice(end)}`);
}

/**
 * The page with nothing after its first section (the header and that section alone), to find
 * the CSS they need; the page itself when it is not to be split (no first section, or one that
 * holds a main picture).
 */
export function firstSectionOnly(page: string): string {
  const markup = readRoot(page)?.markup;
  const end = markup === undefined ? -1 : splitPoint(markup);
  return markup === undefined || end < 0
    ? page
    : withRootMarkup(page, `${markup.slice(0, end)}</main>`);
}

/** What marks a main picture (the page's largest paint, asked for first). */
const mainPictureAttribute = 'fetchpriority="high"';

/** Where the page's inlined CSS splits: after its first section, unless that holds a main picture. */
function splitPoint(markup: string): number {
  const end = firstSectionEnd(markup);
  return end < 0 || markup.slice(0, end).includes(mainPictureAttribute) ? -1 : end;
}

/** The CSS of the head's `<style>` elements, and where they stand in the page. */
function headStyles(html: string): { start: number; end: number; css: string } | undefined {
  const headEnd = html.indexOf('</head>');
  const start = html.indexOf('<style');
  const last = html.lastIndexOf('</style>', headEnd);
  if (headEnd < 0 || start < 0 || start > headEnd || last < start) return undefined;
  const end = last + '</style>'.length;
  const css = [...html.slice(start, end).matchAll(styleElement)].map((m) => m[2]).join('');
  return { start, end, css };
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
    removePart(
      withAppAssets(withLinks, (assets) => ({ ...assets, css: [] })),
      'deferred-styles',
    ),
    'later-styles',
  );
}

// --- Retention periods (the privacy page, the forms' notice) ---

/** The attribute that marks each period's text on the page: its value names the period. */
export const retentionAttribute = 'data-retention';

/** Beside `retentionAttribute`, marks a period said in months where it can (`monthsText`). */
export const retentionWordsAttribute = 'data-retention-words';

/**
 * The id of the JSON block, in the head of every page the server serves with periods of its own,
 * that states them: a page that shows none still tells the app, which renders the next page the
 * visitor opens, how long the server keeps what its forms send.
 */
export const servedRetentionId = 'served-retention';

export type RetentionName = keyof Retention;

/** How a period is written: in days ("365 days"), or in months where it can ("12 months"). */
export type RetentionWords = 'days' | 'months';

const retentionNames: readonly RetentionName[] = ['inquiryDays', 'applicationDays'];

/** A period as the page writes it, marked so the server can write its own over it. */
export function retentionText(days: number, words: RetentionWords): string {
  return words === 'months' ? monthsText(days) : daysText(days);
}

/** The marks of a period's element: its name, and its words when not days. */
export function retentionMarks(name: RetentionName, words: RetentionWords): Record<string, string> {
  return {
    [retentionAttribute]: name,
    ...(words === 'months' ? { [retentionWordsAttribute]: words } : {}),
  };
}

function retentionSpan(name: RetentionName, words: RetentionWords, days: number): string {
  const marks = Object.entries(retentionMarks(name, words))
    .map(([attribute, value]) => ` ${attribute}="${value}"`)
    .join('');
  return `<span${marks}>${retentionText(days, words)}</span>`;
}

const markedRetention =
  /<span data-retention="(inquiryDays|applicationDays)"( data-retention-words="months")?>(\d+) (days?|months?)<\/span>/g;

const servedRetentionBlock = new RegExp(
  `<script type="application/json" id="${servedRetentionId}">([^<]*)</script>`,
);

/** The head's block stating `retention`, as the server writes it into a page. */
export function servedRetentionScript(retention: Retention): string {
  return `<script type="application/json" id="${servedRetentionId}">${scriptJson(retention)}</script>`;
}

/**
 * The page as the server serves it when its operator set other periods than the defaults it was
 * pre-rendered with: every marked period replaced by the server's, in the same words, and the
 * periods stated in the head's JSON block (replaced when there is one).
 */
export function withRetention(html: string, retention: Retention): string {
  const periods = html.replace(
    markedRetention,
    (_span, name: RetentionName, months: string | undefined) =>
      retentionSpan(name, months ? 'months' : 'days', retention[name]),
  );
  const block = servedRetentionScript(retention);
  if (servedRetentionBlock.test(periods)) return periods.replace(servedRetentionBlock, () => block);
  return periods.replace('</head>', () => `${block}</head>`);
}

const isDays = (value: unknown): value is number =>
  Number.isSafeInteger(value) && Number(value) > 0;

/** The periods of the head's JSON block; none when it has none or it cannot be read. */
function readServedRetention(html: string): Partial<Retention> {
  const json = servedRetentionBlock.exec(html)?.[1];
  if (json === undefined) return {};
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    // Damaged: read as none, and the marked periods (or the defaults) stand.
    return {};
  }
  const found: Partial<Retention> = {};
  for (const name of retentionNames) {
    const days = typeof value === 'object' && value !== null ? Reflect.get(value, name) : undefined;
    if (isDays(days)) found[name] = days;
  }
  return found;
}

/**
 * The server's periods, when the page (or a block kept on its own) states both in its head's
 * block: the server serves every page so when its operator set other periods than the defaults.
 */
export function servedRetentionOf(html: string): Retention | undefined {
  const { inquiryDays, applicationDays } = readServedRetention(html);
  return inquiryDays && applicationDays ? { inquiryDays, applicationDays } : undefined;
}

/**
 * The periods a page was served with (on the server, and in the browser to render with what was
 * served): its head's JSON block, and the periods it shows, which win (hydration keeps what is
 * on the page); undefined for a period it states nowhere.
 */
export function readRetention(html: string): Partial<Retention> {
  const found = readServedRetention(html);
  for (const [, name, , count, unit] of html.matchAll(markedRetention)) {
    if (!retentionNames.includes(name as RetentionName)) continue;
    const days = unit?.startsWith('month') ? monthsTextDays(Number(count)) : Number(count);
    found[name as RetentionName] = days;
  }
  return found;
}

/** Whether a page states periods other than the defaults it was built with: the server's own. */
export function statesOwnRetention(html: string): boolean {
  const stated = readRetention(html);
  return retentionNames.some(
    (name) => stated[name] !== undefined && stated[name] !== defaultRetention[name],
  );
}
