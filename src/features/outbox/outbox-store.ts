/**
 * The outbox's IndexedDB store: every read checks the record's shape. DOM-free (the service
 * worker uses it too). Every call may reject with StorageUnavailableError.
 */
import { keyValueStore, storeNames } from '../../lib/idb-store.ts';
import { type OutboxRecord, readRecord } from './outbox-record.ts';

const store = keyValueStore(storeNames.outbox);

/** Oldest first: the order they were made in is the order they are sent in. */
export async function listRecords(): Promise<OutboxRecord[]> {
  const records = (await store.entries()).flatMap(([, value]) => {
    const record = readRecord(value);
    return record ? [record] : [];
  });
  return records.sort((a, b) => a.savedAt - b.savedAt);
}

export async function getRecord(id: string): Promise<OutboxRecord | undefined> {
  return readRecord(await store.get(id));
}

export function putRecord(record: OutboxRecord): Promise<void> {
  return store.set(record.id, record);
}

export function deleteRecord(id: string): Promise<void> {
  return store.delete(id);
}

/**
 * Changes one record in a single transaction (two runners never interleave on it). `change`
 * gets the current record (undefined when gone) and returns the new one, or undefined to
 * delete it; an unreadable stored value counts as gone. Resolves to what was written.
 */
export async function updateRecord(
  id: string,
  change: (current: OutboxRecord | undefined) => OutboxRecord | undefined,
): Promise<OutboxRecord | undefined> {
  let written: OutboxRecord | undefined;
  await store.update(id, (stored) => {
    written = change(readRecord(stored));
    return written;
  });
  return written;
}
