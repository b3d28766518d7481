import { noContentIfAbsent } from '../../domain/content/absent-content.ts';
import { type ContentFailure, contentErrorMessage } from '../../domain/content/messages.ts';
import type { PageContentMap, PageName } from '../../domain/content/types.ts';
import { request } from '../../lib/http.ts';

export interface LoadedContent<P extends PageName> {
  content: PageContentMap[P];
  /** Where the content came from: the backend, or the built-in defaults. */
  source: 'backend' | 'defaults';
  /** The red banner's text, or null when nothing went wrong worth telling. */
  error: string | null;
  loadedAt: number;
  /** The backend's ETag for this content, when known: a revalidation sends it back. */
  etag?: string;
}

/** A page's content request must not keep a visitor on a spinner for long. */
export const contentTimeoutMs = 6000;

/**
 * Fetches a page's content and settles on what to show: the backend's content merged over the
 * defaults; the defaults silently on 404; the defaults with the spec's banner on any failure;
 * `current` as it is when the backend says it has not changed (304).
 */
export async function loadPageContent<P extends PageName>(
  page: P,
  defaults?: PageContentMap[P],
  current?: LoadedContent<P>,
): Promise<LoadedContent<P>> {
  const etag = current?.source === 'backend' ? current.etag : undefined;
  const result = await request(`/page-content/${page}`, {
    timeoutMs: contentTimeoutMs,
    // Nothing stored comes back as 204 rather than a 404 the browser would log as an error.
    headers: { Prefer: noContentIfAbsent, ...(etag ? { 'If-None-Match': etag } : {}) },
  });
  const loadedAt = Date.now();
  // Content the server published into the page is confirmed without loading the normaliser.
  if (current && etag && result.kind === 'response' && result.status === 304) {
    return { ...current, loadedAt };
  }
  if (result.kind === 'response' && result.ok && result.status !== 204) {
    // The rules that check backend content cover every page: loaded only when there is some.
    const normalise = await import('../../domain/content/normalise.ts').catch(() => undefined);
    if (normalise) {
      return {
        content: normalise.normalisePageContent(page, result.body),
        source: 'backend',
        error: null,
        loadedAt,
      };
    }
  }
  const fallback =
    defaults ?? (await import('../../domain/content/defaults.ts')).defaultPageContent[page];
  if (result.kind === 'response' && (result.status === 404 || result.status === 204)) {
    return { content: fallback, source: 'defaults', error: null, loadedAt };
  }
  const failure: ContentFailure =
    result.kind === 'response' && !result.ok
      ? { kind: 'status', status: result.status }
      : { kind: 'network' };
  return {
    content: fallback,
    source: 'defaults',
    error: contentErrorMessage(page, failure),
    loadedAt,
  };
}
