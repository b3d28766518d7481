import { paths } from '../../src/domain/paths.ts';
import { keptDrafts, keptRecord, keptSubmissions, submissions } from './device-storage.ts';
import { expect, test } from './fixtures.ts';
import { applicationForm, uniqueEmail } from './forms-helpers.ts';
import { applyOffline, sendFromPagesOnly, storedApplications } from './outbox-helpers.ts';

/**
 * Moves what this release keeps into the layout of releases before 2026-11-27: records in
 * `raam-outbox` and drafts in `raam-drafts`, each under its bare id or form name, as those
 * releases wrote them (the records' own shape is unchanged).
 */
function downgradeStorage(page: import('@playwright/test').Page) {
  return page.evaluate(async () => {
    const open = (name: string) =>
      new Promise<IDBDatabase>((resolve, reject) => {
        const opening = indexedDB.open(name);
        opening.onupgradeneeded = () => opening.result.createObjectStore('records');
        opening.onsuccess = () => resolve(opening.result);
        opening.onerror = () => reject(opening.error);
      });
    const done = (transaction: IDBTransaction) =>
      new Promise<void>((resolve, reject) => {
        transaction.oncomplete = () => resolve();
        transaction.onerror = () => reject(transaction.error);
      });
    const current = await open('raam-submissions');
    const reading = current.transaction('records').objectStore('records');
    const [keys, values] = await Promise.all(
      [reading.getAllKeys(), reading.getAll()].map(
        (request) =>
          new Promise<unknown[]>((resolve) => {
            request.onsuccess = () => resolve(request.result as unknown[]);
          }),
      ),
    );
    const older = { 'record:': await open('raam-outbox'), 'draft:': await open('raam-drafts') };
    for (const [prefix, database] of Object.entries(older)) {
      const writing = database.transaction('records', 'readwrite');
      keys?.forEach((key, index) => {
        if (String(key).startsWith(prefix)) {
          writing.objectStore('records').put(values?.[index], String(key).slice(prefix.length));
        }
      });
      await done(writing);
      database.close();
    }
    const clearing = current.transaction('records', 'readwrite');
    clearing.objectStore('records').clear();
    await done(clearing);
    current.close();
  });
}

function databaseNames(page: import('@playwright/test').Page) {
  return page.evaluate(async () =>
    (await indexedDB.databases()).map((database) => database.name).sort(),
  );
}

test('a device upgraded with submissions and a draft waiting delivers each once and keeps the draft', async ({
  page,
  context,
}) => {
  await sendFromPagesOnly(context);
  const first = uniqueEmail('upgrade-first');
  const second = uniqueEmail('upgrade-second');
  await applyOffline(page, context, first);
  await applyOffline(page, context, second);
  await expect.poll(() => keptSubmissions(page)).toBe(2);
  // A half-filled application waits too.
  await page.reload();
  const f = applicationForm(page);
  await f.fullName.fill('Still Typing');
  await expect
    .poll(() => keptRecord(page, submissions, 'draft:application'))
    .toMatchObject({ values: { fullName: 'Still Typing' } });
  await downgradeStorage(page);
  expect(await keptSubmissions(page)).toBe(0);

  // The new release starts on this device, the connection back.
  await context.setOffline(false);
  await page.goto(paths.apply);

  await expect.poll(() => storedApplications(first).length, { timeout: 20_000 }).toBe(1);
  await expect.poll(() => storedApplications(second).length, { timeout: 20_000 }).toBe(1);
  await expect.poll(() => keptSubmissions(page)).toBe(0);
  await expect(f.fullName).toHaveValue('Still Typing');
  await expect.poll(() => databaseNames(page)).not.toContain('raam-outbox');
  expect(await databaseNames(page)).not.toContain('raam-drafts');
  expect(await keptDrafts(page)).toBe(1);

  // Started again: nothing is carried or sent a second time.
  await page.reload();
  await expect(f.fullName).toHaveValue('Still Typing');
  expect(storedApplications(first)).toHaveLength(1);
  expect(storedApplications(second)).toHaveLength(1);
});
