import { afterEach, expect, test } from 'vitest';
import { closeStores, keyValueStore, StorageUnavailableError, storeNames } from './idb-store.ts';

afterEach(async () => {
  await closeStores();
  await new Promise((resolve) => {
    const request = indexedDB.deleteDatabase(storeNames.content);
    request.onsuccess = request.onerror = request.onblocked = resolve;
  });
});

test('values written to a store are read back, listed and deleted', async () => {
  const store = keyValueStore(storeNames.content);
  await store.set('contact', { fullName: 'Priya' });
  await store.set('apply', { fullName: 'Arun' });
  expect(await store.get('contact')).toEqual({ fullName: 'Priya' });
  expect((await store.keys()).sort()).toEqual(['apply', 'contact']);
  await store.delete('contact');
  expect(await store.get('contact')).toBeUndefined();
  expect(await store.entries()).toEqual([['apply', { fullName: 'Arun' }]]);
});

test('update reads and writes in one step, and undefined deletes the key', async () => {
  const store = keyValueStore(storeNames.content);
  await store.set('count', 1);
  await Promise.all([
    store.update('count', (n) => (n as number) + 1),
    store.update('count', (n) => (n as number) + 1),
  ]);
  expect(await store.get('count')).toBe(3);
  await store.update('count', () => undefined);
  expect(await store.keys()).toEqual([]);
});

test('a browser without usable IndexedDB gives a typed error, not a crash', async () => {
  const original = indexedDB.open;
  indexedDB.open = () => {
    throw new DOMException('The user denied permission', 'SecurityError');
  };
  try {
    const store = keyValueStore(storeNames.content);
    await expect(store.get('contact')).rejects.toBeInstanceOf(StorageUnavailableError);
  } finally {
    indexedDB.open = original;
  }
  // Storage that comes back is used again.
  await keyValueStore(storeNames.content).set('contact', 'ok');
  expect(await keyValueStore(storeNames.content).get('contact')).toBe('ok');
});

test('a full disk is told apart from storage that is missing', () => {
  expect(new StorageUnavailableError(new DOMException('full', 'QuotaExceededError')).quota).toBe(
    true,
  );
  expect(new StorageUnavailableError(new Error('blocked')).quota).toBe(false);
});

test('a database that already exists without its store gets the store, and keeps what it held', async () => {
  // Something opened the name first and made an empty database (a test's poll once did).
  await new Promise<void>((resolve, reject) => {
    const request = indexedDB.open(storeNames.content);
    request.onsuccess = () => {
      request.result.close();
      resolve();
    };
    request.onerror = () => reject(request.error);
  });
  const store = keyValueStore(storeNames.content);
  await store.set('contact', { fullName: 'Priya' });
  expect(await store.get('contact')).toEqual({ fullName: 'Priya' });
  // Opened afresh, as on the next visit.
  await closeStores();
  expect(await keyValueStore(storeNames.content).get('contact')).toEqual({ fullName: 'Priya' });
});
