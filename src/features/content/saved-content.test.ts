import { afterEach, expect, test } from 'vitest';
import { savedCopyNotice } from '../../domain/content/messages.ts';
import { closeStores, keyValueStore, storeNames } from '../../lib/idb-store.ts';
import { indexedDbSavedContent } from './saved-content.ts';

afterEach(async () => {
  await closeStores();
  await new Promise((resolve) => {
    const request = indexedDB.deleteDatabase(storeNames.content);
    request.onsuccess = request.onerror = request.onblocked = resolve;
  });
});

test('a list of sections (how about content is kept) is a body too', async () => {
  const saved = indexedDbSavedContent();
  const copy = { etag: null, fetchedAt: 5, body: [{ sectionId: 'hero', content: {} }] };
  await saved.write('about', copy);
  expect(await saved.read('about')).toEqual(copy);
});

test('a saved answer is read back as it was written', async () => {
  const saved = indexedDbSavedContent();
  const copy = {
    etag: '"v1"',
    fetchedAt: 1_700_000_000_000,
    body: { heroSection: { title: 'Hi' } },
  };
  await saved.write('home', copy);
  expect(await saved.read('home')).toEqual(copy);
  await saved.drop('home');
  expect(await saved.read('home')).toBeUndefined();
});

test('the server having no content for a page is read back as that, with its day', async () => {
  const saved = indexedDbSavedContent();
  const copy = { etag: null, fetchedAt: 1_700_000_000_000, body: null, absent: true } as const;
  await saved.write('home', copy);
  expect(await saved.read('home')).toEqual(copy);
});

test.each([
  ['a string', 'garbage'],
  ['no body that is not marked absent', { version: 1, etag: null, fetchedAt: 5, body: null }],
  [
    'a body marked absent',
    { version: 1, etag: null, fetchedAt: 5, body: { title: 'x' }, absent: true },
  ],
  ['an old shape', { content: { heroSection: {} }, savedAt: 5 }],
  ['a truncated record', { version: 1, etag: '"v1"' }],
  ['a body that is not an object', { version: 1, etag: null, fetchedAt: 5, body: '<html>' }],
  ['a date that is not a date', { version: 1, etag: null, fetchedAt: Number.NaN, body: {} }],
])('%s is dropped, not trusted', async (_name, record) => {
  await keyValueStore(storeNames.content).set('about', record);
  expect(await indexedDbSavedContent().read('about')).toBeUndefined();
  expect(await keyValueStore(storeNames.content).get('about')).toBeUndefined();
});

test('no IndexedDB at all reads as nothing saved, and writing is skipped quietly', async () => {
  await closeStores();
  const original = globalThis.indexedDB;
  Object.defineProperty(globalThis, 'indexedDB', { value: undefined, configurable: true });
  try {
    const saved = indexedDbSavedContent();
    await expect(
      saved.write('home', { etag: null, fetchedAt: 1, body: {} }),
    ).resolves.toBeUndefined();
    await expect(saved.read('home')).resolves.toBeUndefined();
  } finally {
    Object.defineProperty(globalThis, 'indexedDB', { value: original, configurable: true });
  }
});

test('the notice names the day the copy was saved', () => {
  expect(savedCopyNotice(new Date(2026, 10, 21, 23, 59).getTime())).toBe(
    'Offline — showing the content saved on 21 Nov 2026',
  );
});
