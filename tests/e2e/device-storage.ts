import type { Page } from '@playwright/test';
import { prerenderedPageFile } from '../../src/domain/paths.ts';

/**
 * What the app keeps on the device, read from its IndexedDB stores (src/lib/idb-store.ts: one
 * database per store, its records in `records`) in the page's own origin.
 */
function inStore<T>(page: Page, database: string, read: 'get' | 'count', key?: string) {
  return page.evaluate(
    ({ database, read, key }) =>
      new Promise<unknown>((resolve, reject) => {
        const open = indexedDB.open(database);
        // A database the app has not made yet is empty, not an error.
        open.onupgradeneeded = () => open.result.createObjectStore('records');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const records = db.transaction('records').objectStore('records');
          // Counted: every key, or those that start with `key` (`record:`, `draft:`).
          const range = key ? IDBKeyRange.bound(key, `${key}\uffff`) : undefined;
          const request = read === 'get' ? records.get(key ?? '') : records.count(range);
          request.onsuccess = () => {
            db.close();
            resolve(request.result ?? null);
          };
          request.onerror = () => reject(request.error);
        };
      }),
    { database, read, key },
  ) as Promise<T>;
}

/** The record kept under `key`, or null when there is none. */
export function keptRecord(page: Page, database: string, key: string): Promise<unknown> {
  return inStore(page, database, 'get', key);
}

/** How many records the store keeps (those whose key starts with `prefix`). */
export function keptCount(page: Page, database: string, prefix?: string): Promise<number> {
  return inStore(page, database, 'count', prefix);
}

/** The submissions store (src/lib/store-names.ts): the outbox's records and the forms' drafts. */
export const submissions = 'raam-submissions';
/** How many submissions wait in the outbox. */
export const keptSubmissions = (page: Page) => keptCount(page, submissions, 'record:');
/** How many forms keep a draft. */
export const keptDrafts = (page: Page) => keptCount(page, submissions, 'draft:');

/** Whether the copy of `path`'s page the service worker keeps (or precaches) contains `text`. */
export function keptPageContains(page: Page, path: string, text: string): Promise<boolean> {
  return page.evaluate(
    async ({ file, text }) => {
      const response = await caches.match(`/${file}`);
      return (await response?.text())?.includes(text) ?? false;
    },
    { file: prerenderedPageFile(path), text },
  );
}
