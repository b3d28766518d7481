/**
 * A device that ran a release before 2026-11-27 keeps its records in `raam-outbox` and its
 * drafts in `raam-drafts`. The first start of this release carries both into the submissions
 * store: nothing waiting is lost or sent twice, and the old databases go only once the copy holds.
 */
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { jsonReply, sentRequests, stubFetch } from '../../test/network.ts';
import { application } from '../../test/outbox-records.ts';
import { freshStorage } from '../../test/storage.ts';
import { earlierStoreNames } from '../store-names.ts';
import { flushOutbox } from './flush.ts';
import { draftStore, listRecords, listStored } from './outbox-store.ts';

beforeEach(freshStorage);
afterEach(() => vi.unstubAllGlobals());

/** Writes `entries` into the database `name` as idb-keyval did (one object store, `records`). */
function plantOld(name: string, entries: Record<string, unknown>): Promise<void> {
  return new Promise((resolve, reject) => {
    const opening = indexedDB.open(name);
    opening.onupgradeneeded = () => opening.result.createObjectStore('records');
    opening.onerror = () => reject(opening.error);
    opening.onsuccess = () => {
      const db = opening.result;
      const transaction = db.transaction('records', 'readwrite');
      for (const [key, value] of Object.entries(entries)) {
        transaction.objectStore('records').put(value, key);
      }
      transaction.oncomplete = () => {
        db.close();
        resolve();
      };
      transaction.onerror = () => reject(transaction.error);
    };
  });
}

/** The database's names, to see the old ones gone. */
async function databaseNames(): Promise<string[]> {
  return (await indexedDB.databases()).flatMap((database) => database.name ?? []);
}

test('records and drafts kept by an earlier release are carried over, then the old databases go', async () => {
  const first = application('first', 'first@example.in');
  const second = application('second', 'second@example.in');
  await plantOld(earlierStoreNames.records, { first, second, broken: 'not a record' });
  const draft = { savedAt: Date.now(), values: { fullName: 'Half done', email: '' } };
  await plantOld(earlierStoreNames.drafts, { inquiry: draft });

  const { records, unreadable } = await listStored();

  expect(records.map((record) => [record.id, record.key])).toEqual([
    ['first', 'key-first'],
    ['second', 'key-second'],
  ]);
  // What this release cannot read is kept too, to be shown and discarded by a person.
  expect(unreadable).toEqual([{ id: 'broken', stored: 'not a record' }]);
  expect(await draftStore.get('inquiry')).toEqual(draft);
  await vi.waitFor(async () => {
    expect(await databaseNames()).not.toContain(earlierStoreNames.records);
    expect(await databaseNames()).not.toContain(earlierStoreNames.drafts);
  });
});

test('each carried record is delivered exactly once, under its own key', async () => {
  await plantOld(earlierStoreNames.records, {
    first: application('first', 'first@example.in'),
    second: application('second', 'second@example.in'),
  });
  const fetchMock = stubFetch();
  fetchMock.mockImplementation(async () => jsonReply(201, { message: 'Created', id: 'stored' }));

  await flushOutbox();
  await flushOutbox();

  expect(sentRequests(fetchMock).map((request) => request.idempotencyKey)).toEqual([
    'key-first',
    'key-second',
  ]);
  expect(await listRecords()).toEqual([]);
});

test('a draft left beside its own record is not carried: the record succeeds it', async () => {
  const record = application('kept', 'kept@example.in');
  await plantOld(earlierStoreNames.records, { kept: record });
  await plantOld(earlierStoreNames.drafts, {
    application: { savedAt: Date.now(), values: { ...record.payload } },
    inquiry: { savedAt: Date.now(), values: { fullName: 'Still typing' } },
  });

  expect((await listRecords()).map((kept) => kept.id)).toEqual(['kept']);
  expect(await draftStore.get('application')).toBeUndefined();
  expect(await draftStore.get('inquiry')).toEqual(
    expect.objectContaining({ values: { fullName: 'Still typing' } }),
  );
});

test('what this release already keeps under the same id wins over the old copy', async () => {
  const newer = { ...application('same', 'newer@example.in'), attempts: 3 };
  const { putRecord } = await import('./outbox-store.ts');
  await putRecord(newer);
  await freshCarryOver();
  await plantOld(earlierStoreNames.records, { same: application('same', 'older@example.in') });

  expect(await listRecords()).toEqual([newer]);
});

/** The carry-over runs once per context: as if the app started again on this device. */
async function freshCarryOver() {
  const { closeStores } = await import('../idb-store.ts');
  await closeStores();
  const factory = indexedDB;
  // The same databases, seen through a new IndexedDB object, as after a reload.
  vi.stubGlobal('indexedDB', Object.create(factory, {}));
}
