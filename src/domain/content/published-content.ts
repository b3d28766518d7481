import type { PageContentMap, PageName } from './types.ts';

/**
 * Content the server has stored for a page, rendered into the page's HTML and handed to the app in
 * a JSON block, so the first paint shows it and hydration needs no request and no normaliser.
 * src/domain/page-document.ts writes the block into the page and reads it back.
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

/**
 * The id of the JSON block in a page rendered with stored content; the browser finds the block by
 * it (src/features/content/prerendered-content.ts).
 */
export const publishedContentId = 'published-content';
