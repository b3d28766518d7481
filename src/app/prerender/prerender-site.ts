import { notFoundPageFile, prerenderedPageFile, sitePaths } from '../../domain/paths.ts';
import { pageHead } from './page-head.ts';
import { renderPage } from './render-page.tsx';
import { robotsTxt, sitemapXml } from './site-files.ts';

export interface SiteFile {
  /** Path inside the built site, e.g. `about/index.html`. */
  file: string;
  contents: string;
}

const headStart = '<!--page-head-->';
const headEnd = '<!--/page-head-->';
const rootElement = '<div id="root"></div>';

function fillTemplate(
  template: string,
  head: string,
  root: { html: string; path?: string; contentPages: readonly string[] },
): string {
  const start = template.indexOf(headStart);
  const end = template.indexOf(headEnd);
  if (start < 0 || end < start || !template.includes(rootElement)) {
    throw new Error(`index.html needs ${headStart}…${headEnd} in its head and ${rootElement}`);
  }
  // react-dom puts hints for the first images (the logo, the hero) before the markup: they
  // belong in the head, where the browser finds them before the styles and scripts.
  const hints = /^(?:<link rel="preload"[^>]*>)*/.exec(root.html)?.[0] ?? '';
  const html = root.html.slice(hints.length);
  const attributes = [
    root.path === undefined ? '' : ` data-path="${root.path}"`,
    root.contentPages.length > 0 ? ` data-content="${root.contentPages.join(' ')}"` : '',
  ].join('');
  const headHtml = hints ? `${head}\n    ${hints.replaceAll('><', '>\n    <')}` : head;
  return `${template.slice(0, start)}${headHtml}${template.slice(end + headEnd.length)}`.replace(
    rootElement,
    () => `<div id="root" data-prerendered${attributes}>${html}</div>`,
  );
}

/**
 * Every route's page as a first visit sees it, the not-found page, the sitemap and robots.txt,
 * from the built index.html (which holds the script and style links).
 */
export async function prerenderSite(template: string, origin: string): Promise<SiteFile[]> {
  const files: SiteFile[] = [];
  for (const path of sitePaths) {
    const page = await renderPage(path);
    const head = pageHead({ meta: page.meta, origin, path });
    files.push({
      file: prerenderedPageFile(path),
      contents: fillTemplate(template, head, { ...page, path }),
    });
  }
  const notFound = await renderPage('/404');
  files.push({
    file: notFoundPageFile,
    contents: fillTemplate(template, pageHead({ meta: notFound.meta, origin, path: undefined }), {
      ...notFound,
      path: undefined,
    }),
  });
  files.push({ file: 'sitemap.xml', contents: sitemapXml(origin) });
  files.push({ file: 'robots.txt', contents: robotsTxt(origin) });
  return files;
}
