import { useEffect, useSyncExternalStore } from 'react';
import type { PublishedContent } from '../../domain/content/published-content.ts';
import type { PageContentMap, PageName } from '../../domain/content/types.ts';
import { type LoadedContent, loadPageContent } from './load-page-content.ts';
import { takePrerenderedContent, takePublishedContent } from './prerendered-content.ts';

type Entries = { [P in PageName]?: LoadedContent<P> };

/** Content older than this is fetched again, quietly, when its page is opened. */
const revalidateAfterMs = 5 * 60 * 1000;

/**
 * Page content for the running app: each page loads once, later visits render at once, and a
 * stale copy is refreshed in the background without a spinner.
 */
export function createContentStore(load: typeof loadPageContent = loadPageContent) {
  let entries: Entries = {};
  const inFlight = new Map<PageName, Promise<void>>();
  const listeners = new Set<() => void>();

  function notify() {
    for (const listener of listeners) listener();
  }

  function fetchPage<P extends PageName>(page: P, fallback?: PageContentMap[P]): Promise<void> {
    const running = inFlight.get(page);
    if (running) return running;
    const previous = entries[page] as LoadedContent<P> | undefined;
    const promise = load(page, fallback, previous)
      .then((loaded) => {
        // A failed refresh keeps what the visitor already sees from the backend.
        if (previous?.source === 'backend' && loaded.source === 'defaults' && loaded.error) return;
        entries = { ...entries, [page]: loaded };
        // Unchanged (a 304): nothing on screen changes, so nothing needs to render again.
        if (loaded.content !== previous?.content) notify();
      })
      .finally(() => inFlight.delete(page));
    inFlight.set(page, promise);
    return promise;
  }

  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get<P extends PageName>(page: P): LoadedContent<P> | undefined {
      return entries[page] as LoadedContent<P> | undefined;
    },
    /**
     * Shows what the pre-rendered page shows at once — the built-in content, or the content the
     * server published into it — until the first load (due at once) confirms or replaces it.
     * A page that already has content keeps it.
     */
    prime<P extends PageName>(
      page: P,
      defaults: PageContentMap[P],
      published?: PublishedContent<P>,
    ) {
      if (entries[page]) return;
      const entry: LoadedContent<P> = published
        ? { ...published, source: 'backend', error: null, loadedAt: 0 }
        : { content: defaults, source: 'defaults', error: null, loadedAt: 0 };
      entries = { ...entries, [page]: entry };
    },
    /** Loads the page if it has no content yet or its content is stale. */
    ensure<P extends PageName>(
      page: P,
      now: number = Date.now(),
      fallback?: PageContentMap[P],
    ): Promise<void> {
      const entry = entries[page];
      if (entry && now - entry.loadedAt < revalidateAfterMs) return Promise.resolve();
      return fetchPage(page, fallback);
    },
  };
}

export type ContentStore = ReturnType<typeof createContentStore>;

let appContentStore: ContentStore | undefined;

export function contentStore(): ContentStore {
  appContentStore ??= createContentStore();
  return appContentStore;
}

/** Replaces the app's store; for tests, so each starts with nothing loaded. */
export function resetContentStore(store?: ContentStore) {
  appContentStore = store;
}

export type PageContentState<P extends PageName> =
  | { status: 'loading' }
  | ({ status: 'ready' } & LoadedContent<P>);

/**
 * A page's content, loading it when needed: `loading` first, then `ready` with the content
 * (the built-in `defaults` unless the backend has its own). A pre-rendered page starts `ready`
 * with the content it was rendered with: the server's published content, else the defaults.
 */
export function usePageContent<P extends PageName>(
  page: P,
  defaults: PageContentMap[P],
): PageContentState<P> {
  const store = contentStore();
  if (takePrerenderedContent(page)) store.prime(page, defaults, takePublishedContent(page));
  const entry = useSyncExternalStore(
    store.subscribe,
    () => store.get(page),
    () => store.get(page),
  );
  useEffect(() => {
    void store.ensure(page, Date.now(), defaults);
  }, [store, page, defaults]);
  return entry ? { status: 'ready', ...entry } : { status: 'loading' };
}
