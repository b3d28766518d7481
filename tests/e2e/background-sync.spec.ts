import { paths } from '../../src/domain/paths.ts';
import { keptSubmissions } from './device-storage.ts';
import { expect, test, waitForServiceWorker } from './fixtures.ts';
import { exportedSubmissions, fillInquiry, uniqueEmail } from './forms-helpers.ts';
import { outboxButton, outboxSync, queuedCard, withEmail } from './outbox-helpers.ts';

test('with every page of the site closed, the service worker sends a kept message once the server is reachable, exactly once @full-chromium', async ({
  page,
  context,
  baseURL,
}) => {
  const email = uniqueEmail('sync');
  // The server cannot be reached, for the page and its service worker alike.
  const unreachable = '**/api/inquiries';
  await context.route(unreachable, (route) => route.abort('internetdisconnected'));
  await page.goto(paths.contact);
  await waitForServiceWorker(page);
  const f = await fillInquiry(page, email);
  await f.submit.click();
  await expect(queuedCard(page)).toContainText('Your message is saved on this device');
  // The page asked the browser to wake the service worker when it can send.
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & {
          sync: { getTags(): Promise<string[]> };
        };
        return registration.sync.getTags();
      }),
    )
    .toContain('raam-outbox');

  // Only the service worker is left: a blank tab keeps the browser's DevTools session.
  const blank = await context.newPage();
  await page.close();
  expect(withEmail(exportedSubmissions('inquiries'), 'emailAddress', email)).toHaveLength(0);
  const sync = await outboxSync(context, blank, baseURL ?? '');

  await context.unroute(unreachable);
  // What Chromium does when the connection comes back: it fires the pending sync.
  await sync.fire();
  await expect
    .poll(() => withEmail(exportedSubmissions('inquiries'), 'emailAddress', email))
    .toHaveLength(1);

  // The kept copy is gone: a tab opened now (unable to send, should it try) has nothing waiting.
  await context.route(unreachable, (route) => route.abort('internetdisconnected'));
  const later = await context.newPage();
  await later.goto(paths.home);
  await expect.poll(() => keptSubmissions(later)).toBe(0);
  await expect(outboxButton(later)).toHaveCount(0);
  expect(withEmail(exportedSubmissions('inquiries'), 'emailAddress', email)).toHaveLength(1);
});
