/**
 * The outbox's IndexedDB store: every read checks the record's shape. DOM-free (the service
 * worker uses it too). Every call may reject with StorageUnavailableError.
 */
import type { SubmissionReply } from '../../domain/submissions-messages.ts';
import { keyValueStore, storeNames } from '../../lib/idb-store.ts';
import { type OutboxRecord, readRecord } from './outbox-record.ts';

const store = keyValueStore(storeNames.outbox);

/** What is stored but can no longer be read as a record (an older app, truncated, edited). */
export interface UnreadableRecord {
  id: string;
  stored: unknown;
}

/** Oldest first: the order they were made in is the order they are sent in. */
export async function listRecords(): Promise<OutboxRecord[]> {
  return (await listStored()).records;
}

/** Every stored entry: the records, and what can no longer be read (kept, never sent). */
export async function listStored(): Promise<{
  records: OutboxRecord[];
  unreadable: UnreadableRecord[];
}> {
  const records: OutboxRecord[] = [];
  const unreadable: UnreadableRecord[] = [];
  for (const [id, stored] of await store.entries()) {
    const record = readRecord(stored);
    if (record) records.push(record);
    else unreadable.push({ id, stored });
  }
  return { records: records.sort((a, b) => a.savedAt - b.savedAt), unreadable };
}

export async function getRecord(id: string): Promise<OutboxRecord | undefined> {
  return readRecord(await store.get(id));
}

export function putRecord(record: OutboxRecord): Promise<void> {
  return store.set(record.id, record);
}

/** The API's own answer that it stored the record (made only by send-record.ts). */
export interface Confirmation {
  readonly confirmedBy: 'server';
  readonly reply: SubmissionReply;
}

/** The visitor chose "Yes, discard". */
export const discardedByVisitor = { confirmedBy: 'visitor' } as const;

/**
 * The outbox's delete rule, the only way a record is removed: a record leaves the device only
 * when the server has confirmed it, or when the visitor explicitly discards it. The reason is
 * asked for, not stored: no caller can remove a record without one of the two in hand.
 */
export function deleteRecord(
  id: string,
  _because: Confirmation | typeof discardedByVisitor,
): Promise<void> {
  return store.delete(id);
}

/**
 * Changes one record in a single transaction (two runners never interleave on it). `change`
 * gets the current record (undefined when gone or unreadable) and returns the new one, or
 * undefined to leave what is stored as it is: nothing is deleted here. Resolves to what was
 * written.
 */
export async function updateRecord(
  id: string,
  change: (current: OutboxRecord | undefined) => OutboxRecord | undefined,
): Promise<OutboxRecord | undefined> {
  let written: OutboxRecord | undefined;
  await store.update(id, (stored) => {
    written = change(readRecord(stored));
    return written ?? stored;
  });
  return written;
}
