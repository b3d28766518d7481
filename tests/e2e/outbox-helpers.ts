import { type BrowserContext, expect, type Page } from '@playwright/test';
import { paths } from '../../src/domain/paths.ts';
import { waitForServiceWorker } from './fixtures.ts';
import { exportedSubmissions, fillApplication } from './forms-helpers.ts';

/**
 * Leaves the sending of kept submissions to the page: the browser reports no Background Sync, as
 * Safari and Firefox do. For tests that answer for the server with `context.route`: Chromium may
 * stop an idle service worker and start it again for a sync event, and the first requests of a
 * worker just started can pass before the route applies to it, reaching the real server. The
 * worker runs the same flush as the page; background-sync.spec.ts proves its own sending against
 * the real server, with no route in between. Call before the first navigation.
 */
export async function sendFromPagesOnly(context: BrowserContext) {
  await context.addInitScript(() =>
    Object.defineProperty(ServiceWorkerRegistration.prototype, 'sync', { get: () => undefined }),
  );
}

/** The card that replaces a form whose submission is kept on the device. */
export function queuedCard(page: Page) {
  return page
    .getByRole('main')
    .getByRole('status')
    .filter({ has: page.getByRole('heading', { name: 'Saved on this device' }) });
}

/** The header's outbox button; its name says how many wait. */
export function outboxButton(page: Page) {
  return page.getByRole('banner').getByRole('button', { name: /saved on this device/ });
}

export function outboxPanel(page: Page) {
  return page.getByRole('dialog', { name: 'Saved on this device' });
}

export function announcement(page: Page, text: string) {
  return page.getByRole('status').filter({ hasText: text });
}

export async function expectWaiting(page: Page, count: number) {
  const label = `${count} ${count === 1 ? 'submission' : 'submissions'} saved on this device`;
  await expect(outboxButton(page)).toHaveAccessibleName(new RegExp(`^${label}`));
}

/**
 * Records of one kind sent with this email, as the operator's export shows them. An export that
 * could not be read (a server this run did not start) is an error, never "none stored": a check
 * that nothing arrived must not pass because nothing could be read.
 */
export function withEmail(
  records: Record<string, unknown>[] | null,
  field: 'email' | 'emailAddress',
  email: string,
) {
  if (records === null) {
    throw new Error("The server's records cannot be read: it was started outside this run");
  }
  return records.filter((record) => record[field] === email);
}

/** The stored draft of one form (the app's IndexedDB), as JSON; '' when there is none. */
export function storedDraft(page: Page, name: 'inquiry' | 'application') {
  return page.evaluate(
    (key) =>
      new Promise<string>((resolve) => {
        const open = indexedDB.open('raam-submissions');
        open.onupgradeneeded = () => open.result.createObjectStore('records');
        open.onsuccess = () => {
          const request = open.result
            .transaction('records')
            .objectStore('records')
            .get(`draft:${key}`);
          request.onsuccess = () => {
            resolve(request.result === undefined ? '' : JSON.stringify(request.result));
            open.result.close();
          };
          request.onerror = () => resolve('');
        };
        open.onerror = () => resolve('');
      }),
    name,
  );
}

/** The header's button names how many wait and how many need attention. */
export async function expectNeedingAttention(page: Page, waiting: number, attention: number) {
  await expectWaiting(page, waiting);
  await expect(outboxButton(page)).toHaveAccessibleName(
    new RegExp(`, ${attention} ${attention === 1 ? 'needs' : 'need'} attention$`),
  );
}

export async function untilReady(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.appReady === 'true');
}

/** Applications the server stored with this email, read with its own CLI. */
export function storedApplications(email: string) {
  return withEmail(exportedSubmissions('applications'), 'email', email);
}

/** An application made on /apply with no connection: kept on the device. Stays offline. */
export async function applyOffline(page: Page, context: BrowserContext, email: string) {
  await page.goto(paths.apply);
  await untilReady(page);
  await waitForServiceWorker(page);
  await context.setOffline(true);
  const f = await fillApplication(page, email);
  await f.submit.click();
  await expect(queuedCard(page)).toBeVisible();
  return f;
}

/**
 * The service worker's Background Sync for the outbox, fired as Chromium fires it when the
 * connection comes back. `page` (a blank tab, say) keeps the browser's DevTools session while
 * the site's own pages are closed.
 */
export async function outboxSync(
  context: BrowserContext,
  page: Page,
  origin: string,
): Promise<{ fire(): Promise<unknown> }> {
  const cdp = await context.newCDPSession(page);
  const registrations = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL === `${origin}/` && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  const registrationId = await registrations;
  return {
    fire: () =>
      cdp.send('ServiceWorker.dispatchSyncEvent', {
        origin,
        registrationId,
        tag: 'raam-outbox',
        lastChance: false,
      }),
  };
}

/**
 * Closes `page`, lets `unreachable` through again and fires the outbox's Background Sync, as
 * Chromium does when the connection comes back: only the service worker is left to send.
 */
export async function syncWithEveryPageClosed(
  context: BrowserContext,
  page: Page,
  origin: string,
  unreachable: string,
): Promise<void> {
  // A blank tab keeps the browser's DevTools session.
  const blank = await context.newPage();
  await page.close();
  const sync = await outboxSync(context, blank, origin);
  await context.unroute(unreachable);
  await sync.fire();
}
