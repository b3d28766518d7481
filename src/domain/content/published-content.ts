import type { PageContentMap, PageName } from './types.ts';

/**
 * Content the server has stored for a page, rendered into the page's HTML and handed to the app in
 * a JSON block, so the first paint shows it and hydration needs no request and no normaliser.
 */
export interface PublishedContent<P extends PageName = PageName> {
  /** Already normalised by the server: the page renders it as it is. */
  content: PageContentMap[P];
  /** The stored content's ETag, so a revalidation of an unchanged page is a 304. */
  etag: string;
  /** Set in the browser for a page the service worker kept: when it fetched it. */
  keptAt?: number;
}

export type PublishedContentMap = { [P in PageName]?: PublishedContent<P> };

/** The id of the JSON block in a page rendered with stored content. */
export const publishedContentId = 'published-content';

/**
 * A page the service worker keeps on the device is stamped with when it fetched it, on this
 * block (`data-kept-at`, ms since the epoch): shown offline, its content is a saved copy of
 * that day, and the page says so.
 */
export function stampKeptPage(html: string, keptAt: number): string {
  return html.replace(
    `<script type="application/json" id="${publishedContentId}">`,
    `<script type="application/json" id="${publishedContentId}" data-kept-at="${Math.trunc(keptAt)}">`,
  );
}

/**
 * The JSON block: data, never run, so the site's CSP (no inline scripts) allows it; every `<` is
 * escaped, so no text inside can close the element or open a comment.
 */
export function publishedContentScript(content: PublishedContentMap): string {
  const json = JSON.stringify(content).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${publishedContentId}">${json}</script>`;
}
