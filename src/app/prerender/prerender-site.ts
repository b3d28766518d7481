import type { PublishedContentMap } from '../../domain/content/published-content.ts';
import {
  type AppAssets,
  appAssetsElement,
  imageHintsElement,
  rootElement,
} from '../../domain/page-document.ts';
import { notFoundPageFile, prerenderedPageFile, prerenderedPaths } from '../../domain/paths.ts';
import { pageHead } from './page-head.ts';
import { renderPage } from './render-page.tsx';
import { robotsTxt, sitemapXml } from './site-files.ts';

export interface PageAssets {
  css: string[];
  js: string[];
}

export interface SiteFile {
  /** Path inside the built site, e.g. `about/index.html`. */
  file: string;
  contents: string;
}

/** Where the built index.html wants each page's own head (title, description, share card). */
const headStart = '<!--page-head-->';
const headEnd = '<!--/page-head-->';
const rootPlaceholder = '<div id="root"></div>';

/** The start-up module and the web app manifest, as the build names them. */
export type StartAssets = Required<Pick<AppAssets, 'boot' | 'manifest'>>;

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
 * react-dom puts hints for the first images (the logo, the hero) before the markup: they belong
 * in the head, where the browser finds them before the styles and scripts. The page's main
 * pictures (fetchpriority="high") go first: the browser asks for them first, and on a new
 * connection the first request gets the connection the page came on, already open.
 */
function splitHints(rendered: string): { hints: string; html: string } {
  const all = /^(?:<link rel="preload"[^>]*>)*/.exec(rendered)?.[0] ?? '';
  const links = all.match(/<link[^>]*>/g) ?? [];
  const main = (link: string) => /fetchpriority="high"/i.test(link);
  const hints = [...links.filter(main), ...links.filter((link) => !main(link))].join('');
  return { hints, html: rendered.slice(all.length) };
}

/**
 * The page at `path` rendered with the server's stored content: the markup inside #root, and the
 * hints for its first images (which the content may name). The server puts them into the
 * route's pre-rendered file, whose head (meta, inlined critical CSS) does not depend on content.
 */
export async function renderPublishedRoot(
  path: string,
  published: PublishedContentMap,
): Promise<{ hints: string; html: string }> {
  return splitHints((await renderPage(path, published)).html);
}

function fillTemplate(
  template: string,
  start: StartAssets,
  startScript: string,
  head: string,
  root: { html: string; path?: string; contentPages: readonly string[] },
  assets: PageAssets,
): string {
  const headAt = template.indexOf(headStart);
  const headEndAt = template.indexOf(headEnd);
  if (headAt < 0 || headEndAt < headAt || !template.includes(rootPlaceholder)) {
    throw new Error(`index.html needs ${headStart}…${headEnd} in its head and ${rootPlaceholder}`);
  }
  const { hints, html } = splitHints(root.html);
  const headHtml = `${head}\n    ${imageHintsElement(hints.replaceAll('><', '>\n    <'))}`;
  const links = assetTags(template, assets, start);
  // First in the head: it must listen before anything can be clicked.
  return `${template.slice(0, headAt)}<script>${startScript}</script>
    ${headHtml}${template.slice(headEndAt + headEnd.length)}`
    .replace('</head>', () => `${links}\n  </head>`)
    .replace(rootPlaceholder, () => rootElement(html, root));
}

/**
 * Every route's page as a first visit sees it, the not-found page, the sitemap and robots.txt,
 * from the built index.html without its start-up module and manifest (`start` names them: the
 * page's start script asks for them once it has painted). `startScript`: that script's built
 * text (src/page-start/page-start.ts, compiled by tools/prerender/page-start-script.ts), which
 * every page carries inline.
 */
export async function prerenderSite(
  template: string,
  start: StartAssets,
  startScript: string,
  origin: string,
  assetsFor: (source: string) => PageAssets,
): Promise<SiteFile[]> {
  const shell = withoutElementNaming(withoutElementNaming(template, start.boot), start.manifest);
  const files: SiteFile[] = [];
  const assetsOf = (sources: readonly string[]) => {
    const all = sources.map(assetsFor);
    return { css: all.flatMap((a) => a.css), js: all.flatMap((a) => a.js) };
  };
  for (const path of prerenderedPaths) {
    const page = await renderPage(path);
    const head = pageHead({ meta: page.meta, origin, path });
    files.push({
      file: prerenderedPageFile(path),
      contents: fillTemplate(
        shell,
        start,
        startScript,
        head,
        { ...page, path },
        assetsOf(page.sources),
      ),
    });
  }
  const notFound = await renderPage('/404');
  files.push({
    file: notFoundPageFile,
    contents: fillTemplate(
      shell,
      start,
      startScript,
      pageHead({ meta: notFound.meta, origin, path: undefined }),
      { ...notFound, path: undefined },
      assetsOf(notFound.sources),
    ),
  });
  files.push({ file: 'sitemap.xml', contents: sitemapXml(origin) });
  files.push({ file: 'robots.txt', contents: robotsTxt(origin) });
  return files;
}
