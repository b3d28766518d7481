import type { PublishedContentMap } from '../../domain/content/published-content.ts';
import { type AppAssets, appAssetsId, pageStartScript } from '../../domain/page-start-script.ts';
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

const headStart = '<!--page-head-->';
const headEnd = '<!--/page-head-->';
const rootElement = '<div id="root"></div>';

const startModule = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const manifestLink = /\s*<link rel="manifest" href="([^"]+)"[^>]*>/;

/**
 * The built index.html's start-up module and manifest link, taken out of the template: the
 * page's inline start script asks for both once the first paint is on screen
 * (src/domain/page-start-script.ts).
 */
function withoutStartAssets(template: string): {
  template: string;
  boot: string;
  manifest: string;
} {
  const boot = startModule.exec(template)?.[1];
  const manifest = manifestLink.exec(template)?.[1];
  if (!boot || !manifest) {
    throw new Error('index.html (built) needs its start-up module script and its manifest link');
  }
  return { template: template.replace(startModule, '').replace(manifestLink, ''), boot, manifest };
}

/**
 * The route's own stylesheets (inlined by beasties, so nothing shifts when its code arrives), and
 * what to load once the page has painted, as data for the start script and src/boot.ts: the
 * start-up module, the manifest, the app's and the page's chunks (preloaded only then, so on a
 * slow connection they never compete with the page's own text and pictures).
 */
function assetTags(
  template: string,
  assets: PageAssets,
  start: Pick<AppAssets, 'boot' | 'manifest'>,
): string {
  const css = [...new Set(assets.css)]
    .filter((href) => !template.includes(`href="${href}"`))
    .map((href) => `<link rel="stylesheet" crossorigin href="${href}">`);
  const js = [...new Set(assets.js)].filter((href) => !template.includes(`href="${href}"`));
  const data = JSON.stringify({ ...start, js } satisfies AppAssets).replace(/</g, '\\u003c');
  return [...css, `<script type="application/json" id="${appAssetsId}">${data}</script>`].join(
    '\n    ',
  );
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
 * The page at `path` drawn with the server's stored content: the markup inside #root, and the
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
  builtTemplate: string,
  head: string,
  root: { html: string; path?: string; contentPages: readonly string[] },
  assets: PageAssets,
): string {
  const { template, ...startAssets } = withoutStartAssets(builtTemplate);
  const start = template.indexOf(headStart);
  const end = template.indexOf(headEnd);
  if (start < 0 || end < start || !template.includes(rootElement)) {
    throw new Error(`index.html needs ${headStart}…${headEnd} in its head and ${rootElement}`);
  }
  const { hints, html } = splitHints(root.html);
  const attributes = [
    root.path === undefined ? '' : ` data-path="${root.path}"`,
    root.contentPages.length > 0 ? ` data-content="${root.contentPages.join(' ')}"` : '',
  ].join('');
  const headHtml = hints ? `${head}\n    ${hints.replaceAll('><', '>\n    <')}` : head;
  const links = assetTags(template, assets, startAssets);
  // First in the head: it must listen before anything can be pressed.
  return `${template.slice(0, start)}<script>${pageStartScript}</script>
    ${headHtml}${template.slice(end + headEnd.length)}`
    .replace('</head>', () => `${links}\n  </head>`)
    .replace(rootElement, () => `<div id="root" data-prerendered${attributes}>${html}</div>`);
}

/**
 * Every route's page as a first visit sees it, the not-found page, the sitemap and robots.txt,
 * from the built index.html (which holds the script and style links).
 */
export async function prerenderSite(
  template: string,
  origin: string,
  assetsFor: (source: string) => PageAssets,
): Promise<SiteFile[]> {
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
      contents: fillTemplate(template, head, { ...page, path }, assetsOf(page.sources)),
    });
  }
  const notFound = await renderPage('/404');
  files.push({
    file: notFoundPageFile,
    contents: fillTemplate(
      template,
      pageHead({ meta: notFound.meta, origin, path: undefined }),
      { ...notFound, path: undefined },
      assetsOf(notFound.sources),
    ),
  });
  files.push({ file: 'sitemap.xml', contents: sitemapXml(origin) });
  files.push({ file: 'robots.txt', contents: robotsTxt(origin) });
  return files;
}
