import { noContentIfAbsent } from '../../domain/content/absent-content.ts';
import type { ContentFailure } from '../../domain/content/messages.ts';
import type { PageContentMap, PageName } from '../../domain/content/types.ts';
import { request } from '../../lib/http.ts';

export interface LoadedContent<P extends PageName> {
  content: PageContentMap[P];
  /**
   * Where the content came from: the backend (a fresh or confirmed answer, or content published
   * into the page's HTML), a copy saved on this device because the backend could not be reached,
   * or the built-in defaults.
   */
  source: 'backend' | 'saved' | 'defaults';
  /** The red banner's text, or null when nothing went wrong worth telling. */
  error: string | null;
  loadedAt: number;
  /** The backend's ETag for this content, so a revalidation can be answered with a 304. */
  etag?: string | null;
  /** The quiet "saved on …" notice shown with a saved copy; null or absent otherwise. */
  notice?: string | null;
  /** Content that came in a page kept on this device: when the page was fetched. */
  keptAt?: number;
}

/** What the backend said about a page's content. */
export type ContentAnswer<P extends PageName> =
  | { kind: 'fresh'; content: PageContentMap[P]; body: unknown; etag: string | null }
  /** The copy whose ETag was sent is still current. */
  | { kind: 'not-modified' }
  /** Nothing is stored for the page (204 or 404): the defaults, silently. */
  | { kind: 'absent' }
  | { kind: 'failed'; failure: ContentFailure };

/** A page's content request must not keep a visitor on a spinner for long. */
export const contentTimeoutMs = 6000;

/** The schemas that check backend content cover every page: loaded only when there is some. */
export function loadNormaliser() {
  return import('../../domain/content/normalise.ts');
}

/**
 * Asks the backend for a page's content. With `etag` (of the copy already shown or saved) an
 * unchanged page is a 304 and costs neither a body nor the normaliser.
 */
export async function fetchPageContent<P extends PageName>(
  page: P,
  etag?: string | null,
): Promise<ContentAnswer<P>> {
  const headers: Record<string, string> = {
    // Nothing stored comes back as 204 rather than a 404 the browser would log as an error.
    Prefer: noContentIfAbsent,
  };
  if (etag) headers['If-None-Match'] = etag;
  const result = await request(`/page-content/${page}`, { timeoutMs: contentTimeoutMs, headers });
  if (result.kind === 'network-error') return { kind: 'failed', failure: { kind: 'network' } };
  if (result.status === 304 && etag) return { kind: 'not-modified' };
  if (result.status === 404 || result.status === 204) return { kind: 'absent' };
  if (!result.ok) return { kind: 'failed', failure: { kind: 'status', status: result.status } };
  // Its code did not load: a failure like the request's, so the saved copy or the banner shows.
  const normaliser = await loadNormaliser().catch(() => undefined);
  if (!normaliser) return { kind: 'failed', failure: { kind: 'network' } };
  return {
    kind: 'fresh',
    content: normaliser.normalisePageContent(page, result.body),
    body: result.body,
    etag: result.headers.get('etag'),
  };
}
