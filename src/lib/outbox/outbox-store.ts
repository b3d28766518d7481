/**
 * The outbox's records and the forms' drafts, in one IndexedDB store (`record:<id>`,
 * `draft:<form>`): keeping a submission and dropping the draft it came from is one transaction.
 * Every read checks the record's shape. DOM-free (the service worker uses it too). Every call
 * may reject with StorageUnavailableError. Before the first call in any tab or worker, what an
 * earlier release kept in its own databases is carried over (carry-over.ts).
 */
import type { SubmissionReply } from '../../domain/submissions-messages.ts';
import { type KeyValueStore, keyValueStore } from '../idb-store.ts';
import { reportAndUse } from '../report.ts';
import { draftKeyPrefix, recordKeyPrefix, storeNames } from '../store-names.ts';
import { carryOver } from './carry-over.ts';
import { type OutboxRecord, readRecord } from './outbox-record.ts';

/** Once per context (and per IndexedDB, which tests replace). */
const carried = new WeakMap<IDBFactory, Promise<void>>();

/** The store, once the earlier layout is carried over (tried again on the next start if it failed). */
async function opened(): Promise<KeyValueStore> {
  const store = keyValueStore(storeNames.submissions);
  const factory = globalThis.indexedDB;
  let carrying = factory && carried.get(factory);
  if (factory && !carrying) {
    // Nothing is lost: the old databases stay as they were until a later start carries them.
    carrying = carryOver(store).catch(
      reportAndUse('Submissions kept by an earlier version are not carried over yet', undefined),
    );
    carried.set(factory, carrying);
  }
  await carrying;
  return store;
}

const recordKey = (id: string) => `${recordKeyPrefix}${id}`;
const draftKey = (name: string) => `${draftKeyPrefix}${name}`;

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
  for (const [key, stored] of await (await opened()).entries()) {
    if (!key.startsWith(recordKeyPrefix)) continue;
    const id = key.slice(recordKeyPrefix.length);
    const record = readRecord(stored);
    if (record) records.push(record);
    else unreadable.push({ id, stored });
  }
  return { records: records.sort((a, b) => a.savedAt - b.savedAt), unreadable };
}

export async function getRecord(id: string): Promise<OutboxRecord | undefined> {
  return readRecord(await (await opened()).get(recordKey(id)));
}

export async function putRecord(record: OutboxRecord): Promise<void> {
  await (await opened()).set(recordKey(record.id), record);
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
export async function deleteRecord(
  id: string,
  _because: Confirmation | typeof discardedByVisitor,
): Promise<void> {
  await (await opened()).delete(recordKey(id));
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
  { dropDraft }: { dropDraft?: string } = {},
): Promise<OutboxRecord | undefined> {
  let written: OutboxRecord | undefined;
  const store = await opened();
  const keys = dropDraft === undefined ? [recordKey(id)] : [recordKey(id), draftKey(dropDraft)];
  await store.updateMany(keys, ([stored, draft]) => {
    written = change(readRecord(stored));
    // The draft goes only with a record written in its place, in the same transaction.
    return (written ? [written, undefined] : [stored, draft]).slice(0, keys.length);
  });
  return written;
}

/**
 * The forms' drafts, stored beside the records: a draft and the record kept in its place change
 * in one transaction (`updateRecord`'s `dropDraft`). Values as stored: check their shape.
 */
export const draftStore = {
  get: async (name: string): Promise<unknown> => (await opened()).get(draftKey(name)),
  set: async (name: string, draft: unknown): Promise<void> =>
    (await opened()).set(draftKey(name), draft),
  delete: async (name: string): Promise<void> => (await opened()).delete(draftKey(name)),
  /** Deletes every draft; resolves to how many there were. */
  clear: async (): Promise<number> => {
    const store = await opened();
    const drafts = (await store.keys()).filter((key) => key.startsWith(draftKeyPrefix));
    await Promise.all(drafts.map((key) => store.delete(key)));
    return drafts.length;
  },
};
