import type { PublishedContentMap } from '../../domain/content/published-content.ts';
import {
  type PageAssets,
  pageFromShell,
  pageShell,
  type StartAssets,
  splitImageHints,
} from '../../domain/page-document.ts';
import { notFoundPageFile, prerenderedPageFile, prerenderedPaths } from '../../domain/paths.ts';
import { pageHead, pageStructuredData } from './page-head.ts';
import { renderPage } from './render-page.tsx';
import { robotsTxt, sitemapXml } from './site-files.ts';

export interface SiteFile {
  /** Path inside the built site, e.g. `about/index.html`. */
  file: string;
  contents: string;
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
  return splitImageHints((await renderPage(path, published)).html);
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
  const shell = pageShell(template, start);
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
      contents: pageFromShell(
        shell,
        start,
        startScript,
        head,
        { ...page, path },
        assetsOf(page.sources),
        pageStructuredData({ origin, path }),
      ),
    });
  }
  const notFound = await renderPage('/404');
  files.push({
    file: notFoundPageFile,
    contents: pageFromShell(
      shell,
      start,
      startScript,
      pageHead({ meta: notFound.meta, origin, path: undefined }),
      { ...notFound, path: undefined },
      assetsOf(notFound.sources),
      pageStructuredData({ origin, path: undefined }),
    ),
  });
  files.push({ file: 'sitemap.xml', contents: sitemapXml(origin) });
  files.push({ file: 'robots.txt', contents: robotsTxt(origin) });
  return files;
}
