/**
 * The app's IndexedDB stores: one small key-value store per concern (saved page content, the
 * submissions — the outbox's records and the forms' drafts, which change together — and the
 * event a counsellor runs), each in a database of its own as idb-keyval expects.
 *
 * What comes back is `unknown`: a record may have been written by an older version of the app,
 * truncated, or edited by hand, so every reader checks its shape before trusting it.
 *
 * Every call may reject with `StorageUnavailableError` — no IndexedDB (some private modes),
 * opening refused or blocked, the quota exceeded, the disk full. Callers decide what that means:
 * saved content is simply not there; a submission that cannot be kept says so.
 */
import { del, entries, get, keys, promisifyRequest, set, type UseStore } from 'idb-keyval';
import { objectStoreName, storeNames } from './store-names.ts';

export { storeNames };

export type StoreName = (typeof storeNames)[keyof typeof storeNames];

export class StorageUnavailableError extends Error {
  override readonly name = 'StorageUnavailableError';
  /** True when the browser refused to store more (quota exceeded, disk full). */
  readonly quota: boolean;

  constructor(cause: unknown) {
    const quota = cause instanceof DOMException && cause.name === 'QuotaExceededError';
    super(
      quota
        ? 'This device has no room left to store data'
        : 'Storage on this device is unavailable',
      { cause },
    );
    this.quota = quota;
  }
}

export interface KeyValueStore {
  /** The stored value as it is: check its shape before use. */
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<void>;
  delete(key: string): Promise<void>;
  keys(): Promise<string[]>;
  entries(): Promise<[string, unknown][]>;
  /**
   * Reads and writes one key in a single transaction, so two tabs changing the same record
   * never interleave. Returning `undefined` deletes the key.
   */
  update(key: string, change: (current: unknown) => unknown): Promise<void>;
  /**
   * Reads and writes several keys in a single transaction: all of `change`'s writes are kept, or
   * none. `change` gets the current values in the order of `keys` and returns the new ones;
   * `undefined` deletes that key.
   */
  updateMany(
    keys: readonly string[],
    change: (current: unknown[]) => readonly unknown[],
  ): Promise<void>;
}

const opened = new Map<string, UseStore>();

/**
 * The database `name` with its object store. idb-keyval's own `createStore` makes the store
 * only when it makes the database: a database that exists without it (made by something else
 * that opened the name first) would refuse every call for good. Here the database is opened
 * again one version up, which adds the store.
 */
async function openDatabase(name: string, version?: number): Promise<IDBDatabase> {
  const request = indexedDB.open(name, version);
  request.onupgradeneeded = () => {
    if (!request.result.objectStoreNames.contains(objectStoreName)) {
      request.result.createObjectStore(objectStoreName);
    }
  };
  const db = await promisifyRequest(request);
  // Another tab opening it one version up waits for this connection: let it go (the next call
  // here opens it again).
  db.onversionchange = () => db.close();
  if (db.objectStoreNames.contains(objectStoreName)) return db;
  const next = db.version + 1;
  db.close();
  return openDatabase(name, next);
}

/** Opening can throw at once (no `indexedDB`, a blocked origin) or fail later: both reject. */
function storeFor(name: StoreName): UseStore {
  let store = opened.get(name);
  if (!store) {
    const database = openDatabase(name);
    store = (mode, callback) =>
      database.then((db) =>
        callback(db.transaction(objectStoreName, mode).objectStore(objectStoreName)),
      );
    opened.set(name, store);
  }
  return store;
}

async function guarded<T>(name: StoreName, action: (store: UseStore) => Promise<T>): Promise<T> {
  try {
    return await action(storeFor(name));
  } catch (error) {
    // A store whose database failed to open stays failed inside idb-keyval: try afresh next time
    // (the visitor may have freed space or left private mode in another tab).
    opened.delete(name);
    throw new StorageUnavailableError(error);
  }
}

/** The store `name`; nothing is opened until the first call. */
export function keyValueStore(name: StoreName): KeyValueStore {
  return {
    get: (key) => guarded(name, (store) => get<unknown>(key, store)),
    set: (key, value) => guarded(name, (store) => set(key, value, store)),
    delete: (key) => guarded(name, (store) => del(key, store)),
    keys: () =>
      guarded(name, async (store) => (await keys(store)).filter((key) => typeof key === 'string')),
    entries: () =>
      guarded(name, async (store) =>
        (await entries<IDBValidKey, unknown>(store)).flatMap(([key, value]) =>
          typeof key === 'string' ? [[key, value] as [string, unknown]] : [],
        ),
      ),
    // idb-keyval's own update writes whatever comes back; undefined must delete instead.
    update: (key, change) => updateMany(name, [key], ([current]) => [change(current)]),
    updateMany: (keys, change) => updateMany(name, keys, change),
  };
}

function updateMany(
  name: StoreName,
  keys: readonly string[],
  change: (current: unknown[]) => readonly unknown[],
): Promise<void> {
  return guarded(name, (store) =>
    store('readwrite', (objectStore) => {
      const committed = promiseTransaction(objectStore.transaction);
      const current: unknown[] = [];
      let read = 0;
      keys.forEach((key, index) => {
        const request = objectStore.get(key);
        request.onsuccess = () => {
          current[index] = request.result;
          read += 1;
          if (read < keys.length) return;
          const next = change(current);
          keys.forEach((written, at) => {
            if (next[at] === undefined) objectStore.delete(written);
            else objectStore.put(next[at], written);
          });
        };
      });
      return committed;
    }),
  );
}

/** Resolves once the transaction has committed: a write is only kept once it has. */
function promiseTransaction(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onabort = transaction.onerror = () =>
      reject(transaction.error ?? new DOMException('Transaction aborted', 'AbortError'));
  });
}

/** A plain object (not an array, not null), for shape checks on stored records. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Closes and forgets every opened store, so tests can delete the databases between cases. */
export async function closeStores(): Promise<void> {
  const stores = [...opened.values()];
  opened.clear();
  await Promise.all(
    stores.map((store) =>
      // A store that never opened has nothing to close.
      store('readonly', (objectStore) => objectStore.transaction.db.close()).catch(() => undefined),
    ),
  );
}
