import { readFileSync } from 'node:fs';
import { paths } from '../../src/domain/paths.ts';
import { expect, pageOnly, test, waitForServiceWorker } from './fixtures.ts';
import { fillApplication, uniqueEmail } from './forms-helpers.ts';
import {
  announcement,
  applyOffline,
  expectNeedingAttention,
  expectWaiting,
  outboxButton,
  outboxPanel,
  queuedCard,
  sendFromPagesOnly,
  storedApplications,
  untilReady,
} from './outbox-helpers.ts';

const robotics = 'Your application for Robotics was sent';

// Sent at once, from the page: no service worker installs behind it.
test.describe('online', () => {
  test.use(pageOnly);

  test('when storage fails after the application is kept, the visitor still reads what the server said', async ({
    page,
  }) => {
    // The disk fills up once the application is kept: removing it afterwards fails.
    await page.addInitScript(() => {
      const remove = IDBObjectStore.prototype.delete;
      IDBObjectStore.prototype.delete = function (this: IDBObjectStore, key: IDBValidKey) {
        if (this.transaction.db.name === 'raam-submissions' && String(key).startsWith('record:')) {
          throw new DOMException('The disk is full', 'QuotaExceededError');
        }
        return remove.call(this, key);
      };
    });
    const email = uniqueEmail('diskfull');
    await page.goto(paths.apply);
    const f = await fillApplication(page, email);
    await f.submit.click();
    await expect(page.getByRole('heading', { name: 'Application Submitted!' })).toBeVisible();
    expect(storedApplications(email)).toHaveLength(1);
  });
});

test('in a browser without BroadcastChannel, the header counts what is kept and no page fails', async ({
  page,
  context,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(() => {
    Reflect.deleteProperty(window, 'BroadcastChannel');
  });
  await applyOffline(page, context, uniqueEmail('nochannel'));
  await expectWaiting(page, 1);
  expect(errors).toEqual([]);
});

test('keeping the first application asks the browser to keep its storage; without Background Sync the visitor learns that opening the site again sends it', async ({
  page,
  context,
}) => {
  await page.addInitScript(() => {
    Reflect.deleteProperty(window, 'SyncManager');
    const persist = StorageManager.prototype.persist;
    StorageManager.prototype.persist = function (this: StorageManager) {
      document.documentElement.dataset.persistAsked = String(
        Number(document.documentElement.dataset.persistAsked ?? 0) + 1,
      );
      return persist.call(this);
    };
  });
  await applyOffline(page, context, uniqueEmail('persist'));
  await expect(queuedCard(page)).toContainText(
    'If you close this site before then, it is sent the next time you open it.',
  );
  await expect(page.locator('html')).toHaveAttribute('data-persist-asked', '1');
});

test('with Background Sync the queued card promises nothing about opening the site again', async ({
  page,
  context,
}) => {
  await applyOffline(page, context, uniqueEmail('bgsync'));
  await expect(queuedCard(page)).toContainText('will be sent automatically');
  await expect(queuedCard(page)).not.toContainText('next time you open it');
});

test('"Send now" sends an application a 429 asked to hold back for an hour', async ({
  page,
  context,
}) => {
  await sendFromPagesOnly(context);
  const email = uniqueEmail('sendnow');
  await applyOffline(page, context, email);

  let refused: () => void = () => {};
  const busy = new Promise<void>((resolve) => {
    refused = resolve;
  });
  await context.route(
    '**/api/applications',
    async (route) => {
      await route.fulfill({
        status: 429,
        headers: { 'Retry-After': '3600' },
        json: { message: 'Too many submissions from this network; retry in 1 hour' },
      });
      refused();
    },
    { times: 1 },
  );
  await context.setOffline(false);
  await busy;
  await outboxButton(page).click();
  await outboxPanel(page).getByRole('button', { name: 'Send now' }).click();
  await expect(announcement(page, robotics)).toBeVisible();
  await expect(outboxButton(page)).toHaveCount(0);
  expect(storedApplications(email)).toHaveLength(1);
});

test('an application kept while the clock ran two hours ahead is sent once the clock is put back', async ({
  context,
}) => {
  // Only the page's own triggers: with Background Sync the worker would send it regardless.
  await sendFromPagesOnly(context);
  const email = uniqueEmail('clock');
  const ahead = await context.newPage();
  await ahead.addInitScript(() => {
    const now = Date.now;
    Date.now = () => now() + 2 * 3_600_000;
  });
  await ahead.goto(paths.apply);
  await untilReady(ahead);
  await waitForServiceWorker(ahead);
  await context.setOffline(true);
  const f = await fillApplication(ahead, email);
  await f.submit.click();
  await expect(queuedCard(ahead)).toBeVisible();
  await ahead.close();

  await context.setOffline(false);
  const page = await context.newPage();
  await page.goto(paths.home);
  await untilReady(page);
  await expect(announcement(page, robotics)).toBeVisible({ timeout: 15_000 });
  expect(storedApplications(email)).toHaveLength(1);
});

test('a kept entry that can no longer be read is listed, exported and can be discarded', async ({
  page,
}) => {
  await page.goto(paths.home);
  // What an older version of the app, or a damaged disk, may leave behind.
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('raam-outbox');
        open.onupgradeneeded = () => open.result.createObjectStore('records');
        open.onsuccess = () => {
          const transaction = open.result.transaction('records', 'readwrite');
          transaction
            .objectStore('records')
            .put({ kind: 'applications', payload: { fullName: 'Kavya' } }, 'damaged-1');
          transaction.oncomplete = () => {
            open.result.close();
            resolve();
          };
          transaction.onerror = () => reject(transaction.error);
        };
        open.onerror = () => reject(open.error);
      }),
  );
  await page.reload();
  await untilReady(page);
  await expectNeedingAttention(page, 1, 1);
  await outboxButton(page).click();
  const panel = outboxPanel(page);
  const item = panel.getByRole('listitem');
  await expect(item).toContainText('A saved submission that can no longer be read');

  const download = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Export unsent (JSON)' }).click();
  const json = readFileSync((await (await download).path()) ?? '', 'utf8');
  expect(JSON.parse(json)).toEqual([
    { status: 'unreadable', stored: { kind: 'applications', payload: { fullName: 'Kavya' } } },
  ]);

  await item.getByRole('button', { name: 'Discard' }).click();
  await item.getByRole('button', { name: 'Yes, discard' }).click();
  await expect(panel).toContainText('Nothing is waiting');
  await expect(outboxButton(page)).toHaveCount(0);
});
