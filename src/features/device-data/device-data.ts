/**
 * What this browser keeps of a person's data for the site, and clearing it ("Clear my data on
 * this device"): drafts, saved page content, the copies of pages and pictures the service worker
 * kept, and — only when the visitor chose it, having seen them named — submissions still waiting
 * to be sent. The service worker's precache (the site's code and pages) stays, so the site still
 * opens offline; so does the event a counsellor runs, which is ended, not cleared.
 */
import { isKeptCopiesCache } from '../../domain/kept-caches.ts';
import { keyValueStore, type StoreName, storeNames } from '../../lib/idb-store.ts';
import { reportAndUse } from '../../lib/report.ts';
import { clearDrafts, discardKept, listStored, type OutboxRecord } from '../outbox/index.ts';

export interface Waiting {
  records: OutboxRecord[];
  /** Kept, but no longer readable as a submission (another version wrote it, or it is damaged). */
  unreadable: number;
  ids: string[];
}

export interface Cleared {
  drafts: number;
  /** Pages' content kept in IndexedDB. */
  savedContent: number;
  /** Copies of pages and pictures in Cache Storage. */
  savedCopies: number;
  /** Waiting submissions deleted (the visitor chose it). */
  submissions: number;
}

/** The submissions this device still holds, to name them before any is deleted. */
export async function waitingSubmissions(): Promise<Waiting> {
  const { records, unreadable } = await listStored().catch(
    reportAndUse('Waiting submissions could not be listed', { records: [], unreadable: [] }),
  );
  return {
    records,
    unreadable: unreadable.length,
    ids: [...records.map((record) => record.id), ...unreadable.map((entry) => entry.id)],
  };
}

async function emptyStore(name: StoreName): Promise<number> {
  const store = keyValueStore(name);
  const failed = `The ${name} store could not be cleared`;
  const keys = await store.keys().catch(reportAndUse(failed, []));
  await Promise.all(keys.map((key) => store.delete(key).catch(reportAndUse(failed, undefined))));
  return keys.length;
}

async function emptyKeptCaches(): Promise<number> {
  if (typeof caches === 'undefined') return 0;
  const names = (await caches.keys()).filter(isKeptCopiesCache);
  let entries = 0;
  for (const name of names) {
    entries += (await (await caches.open(name)).keys()).length;
    await caches.delete(name);
  }
  return entries;
}

/**
 * Clears drafts and saved content; the submissions `deleteWaiting` names too (the ids the
 * visitor was shown, not whatever waits by then).
 */
export async function clearDeviceData(deleteWaiting: readonly string[] = []): Promise<Cleared> {
  const [drafts, savedContent, savedCopies, submissions] = await Promise.all([
    clearDrafts(),
    emptyStore(storeNames.content),
    emptyKeptCaches().catch(reportAndUse('The kept copies of pages could not be cleared', 0)),
    discardKept(deleteWaiting).catch(reportAndUse('Waiting submissions could not be deleted', 0)),
  ]);
  return { drafts, savedContent, savedCopies, submissions };
}
