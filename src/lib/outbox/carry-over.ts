/**
 * Releases before 2026-11-27 kept the outbox's records and the forms' drafts in two databases
 * of their own (`raam-outbox`, `raam-drafts`), so keeping a record and dropping its draft could
 * not be one transaction. On the first start of a newer release, in whichever runs first (a tab
 * or the service worker), what they hold is copied into the submissions store — a record under
 * its own id and key, so a copy can never be sent as a second submission — and only once the
 * copy has committed and reads back is the old store emptied and its database deleted.
 *
 * One context at a time (a Web Lock), so a record delivered and removed by one is never copied
 * back by another. A draft left beside its own record (a page closed between the two steps of
 * the old layout) is not carried: the record succeeds it.
 */
import { isRecord, type KeyValueStore } from '../idb-store.ts';
import {
  draftKeyPrefix,
  earlierStoreNames,
  objectStoreName,
  recordKeyPrefix,
} from '../store-names.ts';
import { normalisePayload, type OutboxKind, readRecord } from './outbox-record.ts';

/** A form's draft and the kind of submission it becomes. */
const draftKinds: Readonly<Record<string, OutboxKind>> = {
  inquiry: 'inquiries',
  application: 'applications',
  'data-request': 'data-requests',
};

/** Opening an old database can wait behind an old tab still holding it: not longer than this. */
const openWaitMs = 3_000;

type Entries = [string, unknown][];

/** The database `name` if it exists (it is not created here); undefined when it does not. */
function openExisting(name: string): Promise<IDBDatabase | undefined> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => resolve(undefined), openWaitMs);
    const opening = indexedDB.open(name);
    const settle = (database: IDBDatabase | undefined) => {
      clearTimeout(timer);
      resolve(database);
    };
    // No such database: creating it here would only leave an empty one behind.
    opening.onupgradeneeded = () => opening.transaction?.abort();
    opening.onsuccess = () => {
      const database = opening.result;
      if (database.objectStoreNames.contains(objectStoreName)) settle(database);
      else {
        database.close();
        settle(undefined);
      }
    };
    opening.onerror = (event) => {
      clearTimeout(timer);
      // The aborted upgrade of a database that did not exist.
      if (opening.error?.name === 'AbortError') {
        event.preventDefault();
        resolve(undefined);
      } else reject(opening.error);
    };
  });
}

function run<T>(
  database: IDBDatabase,
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const transaction = database.transaction(objectStoreName, mode);
    const request = work(transaction.objectStore(objectStoreName));
    transaction.oncomplete = () => resolve(request.result);
    transaction.onabort = transaction.onerror = () => reject(transaction.error);
  });
}

async function readAll(database: IDBDatabase): Promise<Entries> {
  const [keys, values] = await Promise.all([
    run(database, 'readonly', (store) => store.getAllKeys()),
    run(database, 'readonly', (store) => store.getAll()),
  ]);
  return keys.flatMap((key, index) =>
    typeof key === 'string' ? [[key, values[index]] as [string, unknown]] : [],
  );
}

/** The values of a stored draft, as either layout kept them. */
function draftValues(stored: unknown): Record<string, unknown> | undefined {
  if (!isRecord(stored)) return undefined;
  return isRecord(stored.values) ? stored.values : stored;
}

/** Drafts whose values are those of a record of their kind: already submitted. */
function submittedDrafts(drafts: Entries, records: Entries): Set<string> {
  const kept = new Set(
    records.flatMap(([, stored]) => {
      const record = readRecord(stored);
      return record ? [`${record.kind} ${JSON.stringify(record.payload)}`] : [];
    }),
  );
  return new Set(
    drafts.flatMap(([name, stored]) => {
      const kind = draftKinds[name];
      const values = draftValues(stored);
      if (!kind || !values) return [];
      const typed = Object.fromEntries(
        Object.entries(values).filter(
          (entry): entry is [string, string] => typeof entry[1] === 'string',
        ),
      );
      return kept.has(`${kind} ${JSON.stringify(normalisePayload(kind, typed))}`) ? [name] : [];
    }),
  );
}

/** Copies what is missing, in one transaction; resolves once every copy reads back. */
async function copyMissing(store: KeyValueStore, entries: Entries): Promise<boolean> {
  if (entries.length === 0) return true;
  const keys = entries.map(([key]) => key);
  await store.updateMany(keys, (current) =>
    current.map((value, index) => value ?? entries[index]?.[1]),
  );
  const copied = await Promise.all(keys.map((key) => store.get(key)));
  return copied.every((value) => value !== undefined);
}

async function emptyAndDelete(database: IDBDatabase, name: string): Promise<void> {
  await run(database, 'readwrite', (store) => store.clear());
  database.close();
  // Deleted once no old tab holds it open; until then it stays, empty.
  indexedDB.deleteDatabase(name);
}

async function carryOverUnlocked(store: KeyValueStore): Promise<void> {
  const recordsDatabase = await openExisting(earlierStoreNames.records);
  const draftsDatabase = await openExisting(earlierStoreNames.drafts);
  try {
    const records = recordsDatabase ? await readAll(recordsDatabase) : [];
    const drafts = draftsDatabase ? await readAll(draftsDatabase) : [];
    const submitted = submittedDrafts(drafts, records);
    const copies: Entries = [
      ...records.map(([id, stored]): [string, unknown] => [`${recordKeyPrefix}${id}`, stored]),
      ...drafts
        .filter(([name]) => !submitted.has(name))
        .map(([name, stored]): [string, unknown] => [`${draftKeyPrefix}${name}`, stored]),
    ];
    if (!(await copyMissing(store, copies))) return;
    if (recordsDatabase) await emptyAndDelete(recordsDatabase, earlierStoreNames.records);
    if (draftsDatabase) await emptyAndDelete(draftsDatabase, earlierStoreNames.drafts);
  } finally {
    recordsDatabase?.close();
    draftsDatabase?.close();
  }
}

interface LockManager {
  request(name: string, run: () => Promise<void>): Promise<void>;
}

/** Carries the old layout over; one context at a time where the browser has Web Locks. */
export function carryOver(store: KeyValueStore): Promise<void> {
  const locks = (globalThis.navigator as { locks?: LockManager } | undefined)?.locks;
  return locks
    ? locks.request('raam-carry-over', () => carryOverUnlocked(store))
    : carryOverUnlocked(store);
}
