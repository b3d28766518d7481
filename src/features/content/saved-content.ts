import type { PageName } from '../../domain/content/types.ts';
import { isRecord, keyValueStore, storeNames } from '../../lib/idb-store.ts';

/**
 * The last good answer for each page, kept in IndexedDB so a page still shows the academy's
 * own content offline or when the API fails. The body is kept as the backend sent it and goes
 * through the same normalisation as a fresh answer when read back: a record is untrusted input
 * (an older app wrote it, it was truncated, someone edited it by hand).
 */
export interface SavedContent {
  /** The answer's ETag, sent back as If-None-Match so an unchanged page costs a 304. */
  etag: string | null;
  /** When the answer was fetched (ms since the epoch), for the "saved on …" notice. */
  fetchedAt: number;
  /** The answer's body; null when the backend had no content for the page (`absent`). */
  body: unknown;
  /**
   * The backend answered that it publishes nothing for the page (404): what it would show is
   * the built-in defaults, and offline the page shows them as quietly as any saved copy.
   */
  absent?: true;
}

/** Bumped when the record's shape changes: an older shape is dropped, not guessed at. */
const recordVersion = 1;

interface SavedRecord extends SavedContent {
  version: typeof recordVersion;
}

function isSavedRecord(value: unknown): value is SavedRecord {
  return (
    isRecord(value) &&
    value.version === recordVersion &&
    (value.etag === null || typeof value.etag === 'string') &&
    typeof value.fetchedAt === 'number' &&
    Number.isFinite(value.fetchedAt) &&
    value.fetchedAt > 0 &&
    // Backend content is an object, or a list of sections (about): never a bare value; or
    // nothing, for a page the backend has no content for.
    typeof value.body === 'object' &&
    (value.absent === true ? value.body === null : value.body !== null)
  );
}

/** Where saved copies live; replaced in tests. */
export interface SavedContentStore {
  read(page: PageName): Promise<SavedContent | undefined>;
  write(page: PageName, saved: SavedContent): Promise<void>;
  drop(page: PageName): Promise<void>;
}

/**
 * The IndexedDB store. Every failure (no IndexedDB, blocked, quota) reads as "nothing saved"
 * and a write that cannot happen is skipped: the page then works exactly as without saving.
 */
export function indexedDbSavedContent(): SavedContentStore {
  const store = keyValueStore(storeNames.content);
  return {
    async read(page) {
      try {
        const value = await store.get(page);
        if (value === undefined) return undefined;
        if (isSavedRecord(value)) {
          const { etag, fetchedAt, body } = value;
          return value.absent ? { etag, fetchedAt, body, absent: true } : { etag, fetchedAt, body };
        }
        await store.delete(page);
      } catch {
        // Unavailable storage is the same as nothing saved.
      }
      return undefined;
    },
    async write(page, saved) {
      const record: SavedRecord = { version: recordVersion, ...saved };
      // Full or unavailable storage: the page works as without saving; the next answer tries again.
      await store.set(page, record).catch(() => undefined);
    },
    async drop(page) {
      // Unavailable storage holds no copy to drop.
      await store.delete(page).catch(() => undefined);
    },
  };
}
