/**
 * Whether a database of the site's holds anything under some keys, asked of IndexedDB itself: a
 * few hundred bytes for code that runs on a first visit (the header's outbox count, a form's
 * draft), where the stores' library and the carry-over of an earlier layout would be kilobytes.
 * Creates no database and never rejects: no storage, no database or another shape is "no".
 */
import { objectStoreName } from './store-names.ts';

export function holdsAny(name: string, keys?: IDBKeyRange | string): Promise<boolean> {
  return new Promise((resolve) => {
    try {
      const opening = indexedDB.open(name);
      // No database yet: nothing is kept, and it is not created here.
      opening.onupgradeneeded = () => opening.transaction?.abort();
      opening.onerror = () => resolve(false);
      opening.onsuccess = () => {
        const db = opening.result;
        try {
          const counting = db.transaction(objectStoreName).objectStore(objectStoreName).count(keys);
          counting.onsuccess = () => resolve(counting.result > 0);
          counting.onerror = () => resolve(false);
        } catch {
          // Not this site's shape: nothing the app can read.
          resolve(false);
        }
        db.close();
      };
    } catch {
      // No storage on this device (a private window, a blocked origin).
      resolve(false);
    }
  });
}

/** Every key that starts with `prefix`. */
export function keysFrom(prefix: string): IDBKeyRange {
  return IDBKeyRange.bound(prefix, `${prefix}\uffff`);
}
