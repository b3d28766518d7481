import type { PageContentMap, PageName } from './types.ts';

/**
 * Content the server has stored for a page, drawn into the page's HTML and handed to the app in
 * a JSON block, so the first paint shows it and hydration needs no request and no normaliser.
 */
export interface PublishedContent<P extends PageName = PageName> {
  /** Already normalised by the server: the page renders it as it is. */
  content: PageContentMap[P];
  /** The stored content's ETag, so a revalidation of an unchanged page is a 304. */
  etag: string;
}

export type PublishedContentMap = { [P in PageName]?: PublishedContent<P> };

/** The id of the JSON block in a page rendered with stored content. */
export const publishedContentId = 'published-content';

/**
 * The JSON block: data, never run, so the site's CSP (no inline scripts) allows it; every `<` is
 * escaped, so no text inside can close the element or open a comment.
 */
export function publishedContentScript(content: PublishedContentMap): string {
  const json = JSON.stringify(content).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${publishedContentId}">${json}</script>`;
}
