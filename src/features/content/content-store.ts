import { useEffect, useSyncExternalStore } from 'react';
import { contentErrorMessage, savedCopyNotice } from '../../domain/content/messages.ts';
import { type PageContentMap, type PageName, pageNames } from '../../domain/content/types.ts';
import { isOffline, subscribeConnection } from '../../lib/connection.ts';
import { nextIdle, whenSettled } from '../../lib/idle.ts';
import {
  type ContentAnswer,
  fetchPageContent,
  type LoadedContent,
  loadNormaliser,
} from './load-page-content.ts';
import { takePrerenderedContent, takePublishedContent } from './prerendered-content.ts';
import type { SavedContent, SavedContentStore } from './saved-content.ts';
import { maySaveContentHere, noteContentSaved } from './saved-content-hint.ts';

type Entries = { [P in PageName]?: LoadedContent<P> };

/** Content older than this is fetched again, quietly, when its page is opened. */
const revalidateAfterMs = 5 * 60 * 1000;

/**
 * A saved copy waits this long for the backend's answer before it is shown, so a quick answer
 * (usually a 304 confirming it) swaps the page once, not twice, and an offline page shows the
 * saved copy and its notice together.
 */
export const savedCopyGraceMs = 250;

interface StoreDependencies {
  fetch: <P extends PageName>(page: P, etag?: string | null) => Promise<ContentAnswer<P>>;
  saved: SavedContentStore;
  normalise: <P extends PageName>(page: P, body: unknown) => Promise<PageContentMap[P]>;
  defaults: <P extends PageName>(page: P) => Promise<PageContentMap[P]>;
  /** Resolves when work that can wait (saving a copy of what is already shown) may run. */
  settled: () => Promise<void>;
}

/**
 * The IndexedDB store, its code loaded when first needed: a first visit with nothing saved and
 * nothing to save never loads it.
 */
function lazySavedContent(): SavedContentStore {
  let loaded: Promise<SavedContentStore> | undefined;
  // Reading and dropping skip it altogether on a device that has never saved anything.
  const using = <T>(
    work: (saved: SavedContentStore) => Promise<T>,
    look = maySaveContentHere(),
  ) => {
    if (!look) return Promise.resolve(undefined);
    loaded ??= import('./saved-content.ts').then((module) => module.indexedDbSavedContent());
    // Its code failing to load is the same as storage being unavailable: nothing saved.
    return loaded.then(work).catch(() => undefined);
  };
  return {
    read: (page) => using((saved) => saved.read(page)),
    write: (page, copy) => {
      noteContentSaved();
      return using((saved) => saved.write(page, copy), true);
    },
    drop: (page) => using((saved) => saved.drop(page)),
  };
}

const defaultDependencies = (): StoreDependencies => ({
  fetch: fetchPageContent,
  saved: lazySavedContent(),
  normalise: async (page, body) => (await loadNormaliser()).normalisePageContent(page, body),
  defaults: async (page) =>
    (await import('../../domain/content/defaults.ts')).defaultPageContent[page],
  settled: whenSettled,
});

const wait = (ms: number) => new Promise<'waited'>((resolve) => setTimeout(resolve, ms, 'waited'));

/**
 * Page content for the running app, one rule everywhere: content published into the page's
 * HTML, else the copy saved on this device (while the backend is unreachable), else the
 * built-in defaults. Each page loads once, later visits render at once, and a stale copy is
 * refreshed in the background without a spinner; every fresh answer is saved with its time
 * and ETag.
 */
export function createContentStore(dependencies: Partial<StoreDependencies> = {}) {
  const { fetch, saved, normalise, defaults, settled } = {
    ...defaultDependencies(),
    ...dependencies,
  };
  let entries: Entries = {};
  const inFlight = new Map<PageName, Promise<void>>();
  const listeners = new Set<() => void>();

  function notify() {
    for (const listener of listeners) listener();
  }

  function show<P extends PageName>(page: P, entry: LoadedContent<P>) {
    entries = { ...entries, [page]: entry };
    notify();
  }

  /**
   * A saved copy, normalised like any backend answer (the defaults, for a page the backend had
   * no content for); undefined when there is none usable.
   */
  async function readSaved<P extends PageName>(
    page: P,
    fallback?: PageContentMap[P],
  ): Promise<(SavedContent & { content: PageContentMap[P] }) | undefined> {
    const copy = await saved.read(page);
    if (!copy) return undefined;
    if (copy.absent) return { ...copy, content: fallback ?? (await defaults(page)) };
    try {
      return { ...copy, content: await normalise(page, copy.body) };
    } catch {
      // The normaliser's code did not load (offline, not kept yet): as if nothing were saved.
      return undefined;
    }
  }

  /**
   * `saveAtOnce`: the saves that usually wait for the page to settle are made at once (the page
   * has long settled when every page is loaded for offline use).
   */
  async function refresh<P extends PageName>(
    page: P,
    fallback?: PageContentMap[P],
    saveAtOnce = false,
  ) {
    const whenMaySave = saveAtOnce ? () => Promise.resolve() : settled;
    const previous = entries[page] as LoadedContent<P> | undefined;
    // Content from the backend already on screen (published into the HTML, or fetched earlier)
    // is revalidated by its own ETag; otherwise the saved copy's.
    const shownFromBackend = previous?.source === 'backend' ? previous : undefined;
    const copy = shownFromBackend ? undefined : await readSaved(page, fallback);
    const answering = fetch(page, shownFromBackend?.etag ?? copy?.etag);
    // With nothing on screen yet (a page opened inside the app) the saved copy shows at once,
    // rather than a spinner; over the pre-rendered defaults it first gives the answer a moment.
    const showCopyNow =
      copy && (!previous || (await Promise.race([answering, wait(savedCopyGraceMs)])) === 'waited');
    if (copy && showCopyNow) {
      const current = entries[page];
      if (!current || current.source === 'defaults') {
        show(page, {
          content: copy.content,
          source: 'saved',
          error: null,
          loadedAt: 0,
          etag: copy.etag,
        });
      }
    }
    const answer = await answering;
    const loadedAt = Date.now();

    switch (answer.kind) {
      case 'fresh': {
        show(page, {
          content: answer.content,
          source: 'backend',
          error: null,
          loadedAt,
          etag: answer.etag,
        });
        await saved.write(page, { etag: answer.etag, fetchedAt: loadedAt, body: answer.body });
        return;
      }
      case 'not-modified': {
        if (shownFromBackend) {
          // Nothing changed: no normaliser, and no render unless a "saved on" notice goes; the
          // copy on this device is brought level.
          const confirmed = { ...shownFromBackend, loadedAt, notice: null, keptAt: undefined };
          if (shownFromBackend.notice) show(page, confirmed);
          else entries = { ...entries, [page]: confirmed };
          await whenMaySave();
          await keepSaved(page, shownFromBackend, loadedAt);
        } else if (copy) {
          show(page, {
            content: copy.content,
            source: 'backend',
            error: null,
            loadedAt,
            etag: copy.etag,
          });
          await saved.write(page, { etag: copy.etag, fetchedAt: loadedAt, body: copy.body });
        }
        return;
      }
      case 'absent': {
        const content = fallback ?? (await defaults(page));
        const current = entries[page];
        if (current?.source === 'defaults' && !current.error && current.content === content) {
          // The defaults on screen stay (the usual first visit): no render.
          entries = { ...entries, [page]: { ...current, loadedAt } };
        } else {
          show(page, { content, source: 'defaults', error: null, loadedAt });
        }
        // Remembered as an answer like any other, so offline the page says what the backend
        // would have: the defaults, with the day it said so. Work that can wait.
        await whenMaySave();
        await saved.write(page, { etag: null, fetchedAt: loadedAt, body: null, absent: true });
        return;
      }
      case 'failed': {
        // A page kept on this device gives way to a newer copy saved since (seen in the app).
        const keptAt = shownFromBackend?.keptAt;
        const newer = keptAt ? await readSaved(page, fallback) : undefined;
        const saved = copy ?? (keptAt && newer && newer.fetchedAt > keptAt ? newer : undefined);
        if (saved) {
          show(page, {
            content: saved.content,
            source: 'saved',
            error: null,
            loadedAt,
            etag: saved.etag,
            notice: savedCopyNotice(saved.fetchedAt),
          });
        } else if (shownFromBackend?.keptAt) {
          // The page was kept on this device: its content is a copy of that day.
          show(page, {
            ...shownFromBackend,
            loadedAt,
            notice: savedCopyNotice(shownFromBackend.keptAt),
          });
        } else if (shownFromBackend) {
          // A failed refresh keeps what the visitor already sees from the backend.
          entries = { ...entries, [page]: { ...shownFromBackend, loadedAt } };
        } else {
          const error = contentErrorMessage(page, answer.failure);
          show(page, {
            content: fallback ?? (await defaults(page)),
            source: 'defaults',
            error,
            loadedAt,
          });
        }
        return;
      }
    }
  }

  /** Content published into the page's HTML is saved too, for the next visit offline. */
  async function keepSaved<P extends PageName>(
    page: P,
    shown: LoadedContent<P>,
    fetchedAt: number,
  ) {
    if (!shown.etag) return;
    const copy = await saved.read(page);
    if (copy?.etag === shown.etag) return;
    // Saved as the backend sends it (about, courses and contact as a list of sections), so the
    // copy reads back through the same normaliser as any answer.
    const { toPageDocument } = await import('../../domain/content/page-sections.ts');
    await saved.write(page, {
      etag: shown.etag,
      fetchedAt,
      body: toPageDocument(page, shown.content),
    });
  }

  /** Loaded without a failure within the last few minutes: not asked for again. */
  function isFresh(page: PageName, now: number): boolean {
    const entry = entries[page];
    return !!entry && !entry.error && now - entry.loadedAt < revalidateAfterMs;
  }

  function fetchPage<P extends PageName>(
    page: P,
    fallback?: PageContentMap[P],
    saveAtOnce = false,
  ): Promise<void> {
    const running = inFlight.get(page);
    if (running) return running;
    const promise = refresh(page, fallback, saveAtOnce).finally(() => inFlight.delete(page));
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
     * Shows `content` at once — the built-in defaults a pre-rendered page was rendered with, or
     * (with `source: 'backend'` and its ETag) content published into the page's HTML — until
     * the first load (due at once) confirms or replaces it. A page that already has content
     * keeps it.
     */
    prime<P extends PageName>(
      page: P,
      content: PageContentMap[P],
      origin: { source?: 'backend' | 'defaults'; etag?: string | null; keptAt?: number } = {},
    ) {
      if (entries[page]) return;
      const { source = 'defaults', etag = null, keptAt } = origin;
      entries = { ...entries, [page]: { content, source, error: null, loadedAt: 0, etag, keptAt } };
    },
    /** Asks again for a page showing what the backend could not confirm (a notice, the banner). */
    retry<P extends PageName>(page: P, fallback?: PageContentMap[P]): Promise<void> {
      const entry = entries[page];
      return entry?.notice || entry?.error ? fetchPage(page, fallback) : Promise.resolve();
    },
    /**
     * Loads the page if it has no content yet, its content is stale, or its last load failed
     * (a page showing the banner asks again when it is opened).
     */
    ensure<P extends PageName>(
      page: P,
      now: number = Date.now(),
      fallback?: PageContentMap[P],
    ): Promise<void> {
      return isFresh(page, now) ? Promise.resolve() : fetchPage(page, fallback);
    },
    /**
     * Every page's content, loaded unless it is fresh here, and so saved on this device (or
     * remembered as unpublished): any page then opens offline with what the server last said,
     * rather than the banner. For once the page has started, so its saves need not wait; the
     * pages load side by side, each from an idle moment. Resolves once each is loaded and saved.
     */
    async loadEveryPage(): Promise<void> {
      await Promise.all(
        pageNames.map(async (page) => {
          await nextIdle();
          if (!isFresh(page, Date.now())) await fetchPage(page, undefined, true);
        }),
      );
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

/** The app's store loads every page's content (see the store's `loadEveryPage`). */
export function loadEveryPage(): Promise<void> {
  return contentStore().loadEveryPage();
}

export type PageContentState<P extends PageName> =
  | { status: 'loading' }
  | ({ status: 'ready' } & LoadedContent<P>);

/**
 * A page's content, loading it when needed: `loading` first, then `ready` with the content
 * (the built-in `defaults` unless the backend has its own, or a saved copy while the backend
 * is unreachable). A pre-rendered page starts `ready` with the content it was rendered with.
 */
export function usePageContent<P extends PageName>(
  page: P,
  defaults: PageContentMap[P],
): PageContentState<P> {
  const store = contentStore();
  if (takePrerenderedContent(page)) {
    // The server's published content, when it rendered the page with it; else the defaults.
    const published = takePublishedContent(page);
    if (published)
      store.prime(page, published.content, {
        source: 'backend',
        etag: published.etag,
        keptAt: published.keptAt,
      });
    else store.prime(page, defaults);
  }
  const entry = useSyncExternalStore(
    store.subscribe,
    () => store.get(page),
    () => store.get(page),
  );
  useEffect(() => {
    void store.ensure(page, Date.now(), defaults);
    // Back online, not minutes later: the "saved on" notice goes as soon as it can.
    return subscribeConnection(() => {
      if (!isOffline()) void store.retry(page, defaults);
    });
  }, [store, page, defaults]);
  return entry ? { status: 'ready', ...entry } : { status: 'loading' };
}
