import {
  type PublishedContent,
  type PublishedContentMap,
  publishedContentId,
} from '../../domain/content/published-content.ts';
import type { PageName } from '../../domain/content/types.ts';
import { report } from '../../lib/report.ts';

/**
 * The pages whose content the pre-rendered HTML shows. On the first render their content starts
 * from the same content, so hydration finds the markup it expects: the built-in defaults, or the
 * content the server published into the page (`#published-content`). Kept apart from the content
 * store so the start-up code can set it without loading the store.
 */
let pending = new Set<PageName>();

export function setPrerenderedContent(pages: Iterable<PageName>) {
  pending = new Set(pages);
}

/** True once for each page the HTML was rendered with. */
export function takePrerenderedContent(page: PageName): boolean {
  return pending.delete(page);
}

/** undefined until read from the document (or set by the server's renderer). */
let published: PublishedContentMap | undefined;

/** The server's renderer hands the content over here; `undefined` reads the document again. */
export function setPublishedContent(content: PublishedContentMap | undefined) {
  published = content;
}

let keptAt: number | undefined;

/** The page's JSON block; none without a document (the server's renderer sets the content). */
function readDocument(): PublishedContentMap {
  try {
    const block = document.getElementById(publishedContentId);
    keptAt = Number(block?.dataset.keptAt) || undefined;
    const text = block?.textContent;
    return (text && (JSON.parse(text) as PublishedContentMap | null)) || {};
  } catch (error) {
    report('The content published into this page could not be read', error);
    return {};
  }
}

/** The content the server rendered this page with, once; undefined for built-in content. */
export function takePublishedContent<P extends PageName>(page: P): PublishedContent<P> | undefined {
  published ??= readDocument();
  const entry = published[page] as PublishedContent<P> | undefined;
  delete published[page];
  // Written by the server for this very page; a damaged block is only ever missing parts.
  return typeof entry?.etag === 'string' && typeof entry.content === 'object' && entry.content
    ? { ...entry, keptAt }
    : undefined;
}
