import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { defaultAboutContent } from '../../src/domain/content/defaults-about.ts';
import { formCodeFile } from '../../src/domain/form-code.ts';
import { paths } from '../../src/domain/paths.ts';
import { startSiteServer } from '../support/site-server.mjs';
import { keptCount, keptDrafts, keptPageContains, keptSubmissions } from './device-storage.ts';
import { expect, pageOnly, test, waitForServiceWorker } from './fixtures.ts';
import { contactForm, fillInquiry, submissionsCli, uniqueEmail } from './forms-helpers.ts';
import { queuedCard, sendFromPagesOnly, syncWithEveryPageClosed } from './outbox-helpers.ts';
import { type OwnSite, startOwnSite } from './own-site.ts';

/**
 * The data requests the server holds, as staff list them with the CLI (whose table shows an
 * email of up to 26 characters whole: keep the addresses short).
 */
function requestsListed(email: string): string[] {
  return submissionsCli(['requests', 'list'])
    .split('\n')
    .filter((line) => line.includes(email));
}

function requestForm(page: Page) {
  const form = page.getByRole('form', { name: 'Ask about your data' });
  return {
    form,
    email: form.getByRole('textbox', { name: /^Email Address/ }),
    erase: form.getByRole('radio', { name: 'Erase my data' }),
    submit: form.getByRole('button', { name: 'Send Request' }),
  };
}

test('a data request made offline on the installed app arrives exactly once when the connection returns', async ({
  page,
  context,
}) => {
  const email = uniqueEmail('yd');
  await page.goto(paths.yourData);
  await waitForServiceWorker(page);
  await context.setOffline(true);

  const f = requestForm(page);
  await f.email.fill(email);
  await f.erase.check();
  await f.submit.click();
  await expect(queuedCard(page)).toContainText('Your request is saved on this device');
  expect(requestsListed(email)).toHaveLength(0);

  await context.setOffline(false);
  await expect.poll(() => requestsListed(email)).toHaveLength(1);
  expect(requestsListed(email)[0]).toContain('erasure');
  // Opened again, the app finds nothing left to send: still one.
  await page.reload();
  await expect.poll(() => keptSubmissions(page)).toBe(0);
  expect(requestsListed(email)).toHaveLength(1);
});

test('with every page closed, the service worker sends a kept data request once the server is reachable @full-chromium', async ({
  page,
  context,
  baseURL,
}) => {
  const email = uniqueEmail('yds');
  const unreachable = '**/api/data-requests';
  await context.route(unreachable, (route) => route.abort('internetdisconnected'));
  await page.goto(paths.yourData);
  await waitForServiceWorker(page);
  const f = requestForm(page);
  await f.email.fill(email);
  await f.form.getByRole('radio', { name: 'A copy of my data' }).check();
  await f.submit.click();
  await expect(queuedCard(page)).toBeVisible();

  await syncWithEveryPageClosed(context, page, baseURL ?? '', unreachable);
  await expect.poll(() => requestsListed(email)).toHaveLength(1);
  expect(requestsListed(email)[0]).toContain('access');
});

// Links and what the page offers, online, one page at a time: no service worker installs
// behind them.
test.describe('finding it', () => {
  test.use(pageOnly);

  test('the footer and the privacy policy lead to Your data', async ({ page }) => {
    await page.goto(paths.home);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Your data' }).click();
    await expect(page).toHaveURL(paths.yourData);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your data');

    await page.goto(paths.privacy);
    const deleting = page
      .getByRole('main')
      .locator('section')
      .filter({ has: page.getByRole('heading', { name: /How to delete what is on your device/ }) });
    await deleting.getByRole('link', { name: 'Your data' }).click();
    await expect(page).toHaveURL(paths.yourData);
    await expect(page.getByRole('button', { name: 'Clear my data on this device' })).toBeVisible();
  });

  test('is not offered in event mode, where ending the event clears the device', async ({
    page,
  }) => {
    await page.goto(paths.yourData);
    await page.evaluate(() => localStorage.setItem('raam-event-mode', 'on'));
    await page.reload();
    await expect(page.getByText(/This device is in event mode/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Clear my data on this device' })).toHaveCount(0);
  });
});

test.describe('clearing this device', () => {
  // A server of its own: the page content it publishes is saved on the device, which the other
  // specs do not expect.
  test.describe.configure({ timeout: 90_000 });
  let site: OwnSite;
  test.beforeEach(async () => {
    site = await startOwnSite();
  });
  test.afterEach(async () => {
    await site?.stop();
  });

  /** Copies of pages and pictures the service worker kept (not its precache). */
  const keptCopies = (page: Page) =>
    page.evaluate(async () => {
      const names = (await caches.keys()).filter((name) => !name.includes('precache'));
      let count = 0;
      for (const name of names) count += (await (await caches.open(name)).keys()).length;
      return count;
    });

  test('removes a draft and saved content, keeps a waiting submission unless its deletion is chosen, and the site still opens offline', async ({
    page,
    context,
  }) => {
    await sendFromPagesOnly(context);
    const title = 'Learn with us in Kodambakkam';
    site.publish('about', [
      {
        sectionId: 'hero',
        type: 'hero',
        content: { ...defaultAboutContent.hero, heroTitle: title },
      },
    ]);
    await page.goto(`${site.url}${paths.about}`);
    await waitForServiceWorker(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect.poll(() => keptCount(page, 'raam-content')).toBeGreaterThan(0);

    // A message that cannot reach the academy waits on the device.
    await context.route('**/api/inquiries', (route) => route.abort('internetdisconnected'));
    await page.goto(`${site.url}${paths.contact}`);
    const f = await fillInquiry(page, uniqueEmail('yd-clear'));
    await f.submit.click();
    await expect(queuedCard(page)).toBeVisible();
    await page.getByRole('button', { name: 'Write another message' }).click();
    await contactForm(page).subject.fill('Half-typed question');
    await expect.poll(() => keptDrafts(page)).toBe(1);
    await expect.poll(() => keptCopies(page)).toBeGreaterThan(0);

    await page.goto(`${site.url}${paths.yourData}`);
    const clear = page.getByRole('button', { name: 'Clear my data on this device' });
    await clear.click();
    const confirm = page.getByRole('region', { name: /1 submission is still waiting/ });
    await expect(confirm).toContainText(/Inquiry from Priya Raman, Weekend batches, saved \d+ \w+/);
    // Cancel, which clears nothing, is where the focus starts: Enter pressed twice clears nothing.
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await confirm.getByRole('button', { name: 'Clear the rest, keep waiting submissions' }).click();
    const result = page.getByRole('status').filter({ hasText: 'Cleared:' });
    await expect(result).toContainText(/Cleared: 1 draft, \d+ saved pages?'s? content/);
    await expect(result).toContainText('Kept: 1 waiting submission');
    expect(await keptDrafts(page)).toBe(0);
    expect(await keptCount(page, 'raam-content')).toBe(0);
    expect(await keptCopies(page)).toBe(0);
    expect(await keptSubmissions(page)).toBe(1);

    await clear.click();
    await page
      .getByRole('button', { name: 'Clear everything, including 1 waiting submission' })
      .click();
    await expect(result).toHaveText('Cleared: 1 waiting submission.');
    expect(await keptSubmissions(page)).toBe(0);

    await context.setOffline(true);
    await page.goto(`${site.url}${paths.courses}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/courses/i);
  });
});

test('a server keeping inquiries 90 days says so on its privacy policy, offline too', async ({
  page,
  context,
}) => {
  const server = await startSiteServer({ INQUIRY_RETENTION_DAYS: '90' });
  try {
    const kept = page.getByText('Inquiries are kept for 90 days');
    await page.goto(`${server.url}${paths.privacy}`);
    await expect(kept).toBeVisible();
    await waitForServiceWorker(page);
    // The page the server serves is kept for offline use in place of the pre-rendered one.
    await expect.poll(() => keptPageContains(page, paths.privacy, '>90 days<')).toBe(true);
    await context.setOffline(true);
    await page.reload();
    await expect(kept).toBeVisible();
  } finally {
    await server.stop();
  }
});

test.describe('on a first visit, with no service worker keeping the site yet', () => {
  test.use({ serviceWorkers: 'block' });

  test('a data request typed after the connection went is still kept on the device, then sent once', async ({
    page,
    context,
  }) => {
    const email = uniqueEmail('ydf');
    const formCode = JSON.parse(
      readFileSync(join(process.cwd(), 'dist', formCodeFile), 'utf8'),
    ) as Record<string, string[]>;
    const files = formCode['data-request'] ?? [];
    expect(files.some((file) => file.includes('data-request-form'))).toBe(true);
    await page.goto(paths.yourData);
    // The visitor reads; once the page has settled it fetches the form's code, unasked.
    await expect
      .poll(
        () =>
          page.evaluate(
            (wanted) =>
              wanted.every(
                (file) =>
                  performance.getEntriesByName(new URL(`/${file}`, location.href).href).length > 0,
              ),
            files,
          ),
        { timeout: 15_000 },
      )
      .toBe(true);

    await context.setOffline(true);
    const f = requestForm(page);
    await f.email.fill(email);
    await f.erase.check();
    await f.submit.click();
    await expect(queuedCard(page)).toContainText('Your request is saved on this device');

    await context.setOffline(false);
    await expect.poll(() => requestsListed(email)).toHaveLength(1);
  });
});
