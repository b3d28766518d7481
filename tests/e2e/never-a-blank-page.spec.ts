import type { Page, Route } from '@playwright/test';
import { defaultAboutContent } from '../../src/domain/content/defaults-about.ts';
import { defaultHomeContent } from '../../src/domain/content/defaults-home.ts';
import { expect, test, waitForServiceWorker } from './fixtures.ts';
import { openAboutFromMenu } from './navigation-helpers.ts';
import { releasedSite } from './release.ts';

const aboutTitle = defaultAboutContent.hero.heroTitle;
const homeTitle = defaultHomeContent.heroSection.title;

function aboutHeading(page: Page) {
  return page.getByRole('heading', { level: 1, name: aboutTitle });
}

test.describe('before a service worker keeps the site', () => {
  // A first visit, or a browser that has no service workers (some in-app browsers): only the
  // network has the next page's code.
  test.use({ serviceWorkers: 'block' });

  test('a page that cannot load offline leaves the current page working, says so, and opens once back @phone', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: homeTitle })).toBeVisible();
    // Gone if the page were loaded again rather than the app opening About itself.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await context.setOffline(true);
    await openAboutFromMenu(page);

    const notice = page.getByRole('alert').filter({ hasText: "Couldn't open About" });
    await expect(notice).toContainText('no connection');
    await expect(page.getByRole('heading', { level: 1, name: homeTitle })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    if (test.info().project.name === 'phone') {
      // For a person to look at, beside the test's other output (test-results/).
      await page.screenshot({ path: test.info().outputPath('offline-navigation-notice.png') });
      await page.screenshot({
        path: test.info().outputPath('offline-navigation-notice-full.png'),
        fullPage: true,
      });
    }

    await context.setOffline(false);
    await expect(aboutHeading(page)).toBeVisible({ timeout: 20_000 });
    await expect(notice).toBeHidden();
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    // Its stylesheet, which failed with its code, applies too.
    const aboutStyles = () =>
      [...document.styleSheets].some((sheet) => sheet.href?.includes('/assets/about-page-'));
    await expect.poll(() => page.evaluate(aboutStyles)).toBe(true);
  });

  test('a form whose code cannot load keeps what was typed, says so quietly, and starts once back online', async ({
    page,
    context,
  }) => {
    await page.goto('/contact');
    await context.setOffline(true);
    const form = page.getByRole('form', { name: 'Get in Touch' });
    const message = form.getByRole('textbox', { name: 'Message' });
    await message.fill('Is there a weekend batch?');
    await expect(page.getByRole('status').filter({ hasText: 'needs a connection' })).toBeVisible();
    await expect(message).toHaveValue('Is there a weekend batch?');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await context.setOffline(false);
    // Taken over by its code: no longer marked as waiting for it.
    await expect(page.locator('[data-deferred]').filter({ has: form })).toHaveCount(0, {
      timeout: 20_000,
    });
    await expect(page.getByRole('status').filter({ hasText: 'needs a connection' })).toHaveCount(0);
    await expect(message).toHaveValue('Is there a weekend batch?');
  });

  test('a widget without a form whose code cannot load stays as it is, without a word about typing', async ({
    page,
    context,
  }) => {
    await page.goto('/courses/robotics');
    await context.setOffline(true);
    const mascot = page.getByRole('button', { name: /^Say hello to / });
    await mascot.hover();
    await mascot.click();
    // Its code was asked for and could not come: the robot is still there, and says nothing of a
    // form (a form in the same state does; see the test above).
    await expect(page.locator('[data-deferred]').filter({ has: mascot })).toHaveCount(1);
    await expect(mascot).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'needs a connection' })).toHaveCount(0);
  });
});

test.describe('where the browser has no service workers', () => {
  // As in some in-app browsers: registering does nothing and resolves to no registration.
  test.use({ serviceWorkers: 'block' });

  test('the site starts without an error', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const registering = page.waitForEvent('console', (message) =>
      message.text().includes('Service Worker registration blocked'),
    );
    await page.goto('/');
    await registering;
    // Whatever registering leads to has happened by the next task.
    await page.evaluate(() => new Promise((next) => setTimeout(next)));
    expect(errors).toEqual([]);
    await page.getByRole('banner').getByRole('link', { name: 'About', exact: true }).click();
    await expect(aboutHeading(page)).toBeVisible();
  });
});

test.describe('once the service worker runs', () => {
  test("the site's own files open as themselves, not as the not-found page", async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await waitForServiceWorker(page);
    // A tab of its own, the worker's too: files start no app to wait for.
    const tab = await context.newPage();
    const files = [
      { path: '/robots.txt', type: 'text/plain', text: 'Sitemap:' },
      { path: '/sitemap.xml', type: 'xml', text: '<urlset' },
      { path: '/manifest.webmanifest', type: 'manifest+json', text: '"start_url"' },
    ];
    for (const file of files) {
      const response = await tab.goto(file.path);
      expect(response?.status(), file.path).toBe(200);
      expect(response?.headers()['content-type'], file.path).toContain(file.type);
      expect(await response?.text(), file.path).toContain(file.text);
    }
    const image = await tab.goto('/og-image.png');
    expect(image?.headers()['content-type']).toBe('image/png');
    // A page that does not exist is still the site's not-found page.
    await tab.goto('/no-such-page');
    await expect(tab.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    // The worker answered in this tab all along.
    expect(await tab.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  });
});

test.describe('after a release while a tab is open', () => {
  test.use({ serviceWorkers: 'block' });
  // A server of its own over a copy of the build, released while the visitor reads.
  test.describe.configure({ timeout: 60_000 });

  let site: Awaited<ReturnType<typeof releasedSite>>;
  test.beforeEach(async () => {
    site = await releasedSite();
  });
  test.afterEach(async () => {
    await site?.stop();
  });

  async function markDocument(page: Page) {
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  }
  const sameDocument = (page: Page) => page.evaluate(() => 'sameDocument' in window);

  test('the next page opens as the new release has it', async ({ page }) => {
    await page.goto(`${site.url}/`);
    await markDocument(page);
    site.releaseAsset('about-page');
    await openAboutFromMenu(page);
    await expect(aboutHeading(page)).toBeVisible();
    await expect(page).toHaveURL(`${site.url}/about`);
    expect(await sameDocument(page)).toBe(false);
    // The new release's app runs on it.
    await expect(page.locator('html[data-app-ready="true"]')).toBeAttached();
  });

  test('a release that lacks the page is loaded once, never in a loop', async ({ page }) => {
    await page.goto(`${site.url}/`);
    site.releaseAsset('about-page', { missing: true });
    await openAboutFromMenu(page);
    // Loaded from the server once: its pre-rendered page, readable without its code.
    await expect(aboutHeading(page)).toBeVisible();
    // Without its code, the page's links load pages from the server.
    await page.getByRole('banner').getByRole('link', { name: /home/i }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: homeTitle })).toBeVisible();
    await expect(page.locator('html[data-app-ready="true"]')).toBeAttached();
    await markDocument(page);
    await openAboutFromMenu(page);
    const notice = page.getByRole('alert').filter({ hasText: "Couldn't open About" });
    await expect(notice).toContainText('the site has just been updated');
    expect(await sameDocument(page)).toBe(true);
    await expect(page.getByRole('heading', { level: 1, name: homeTitle })).toBeVisible();
    // The visitor may still choose to load it.
    await notice.getByRole('link', { name: 'Open About' }).click();
    await expect(aboutHeading(page)).toBeVisible();
    expect(await sameDocument(page)).toBe(false);
  });

  test('while a proxy in front of the server fails, the page waits, then opens once it answers', async ({
    page,
  }) => {
    await page.goto(`${site.url}/`);
    await markDocument(page);
    site.releaseAsset('about-page');
    // As a proxy answers while the site restarts behind it.
    const restarting = (route: Route) =>
      route.request().method() === 'HEAD' ? route.fulfill({ status: 502 }) : route.fallback();
    await page.route('**/about', restarting);
    await openAboutFromMenu(page);
    const notice = page.getByRole('alert').filter({ hasText: "Couldn't open About" });
    await expect(notice).toContainText('no connection');
    expect(await sameDocument(page)).toBe(true);
    await page.unroute('**/about', restarting);
    await expect(aboutHeading(page)).toBeVisible({ timeout: 20_000 });
    expect(await sameDocument(page)).toBe(false);
  });

  test('a form holding what the visitor typed is never loaded over', async ({ page }) => {
    await page.goto(`${site.url}/contact`);
    const message = page.getByRole('textbox', { name: 'Message' });
    await message.fill('Is there a weekend batch?');
    await markDocument(page);
    site.releaseAsset('about-page');
    await openAboutFromMenu(page);
    const notice = page.getByRole('alert').filter({ hasText: "Couldn't open About" });
    await expect(notice).toContainText('the site has just been updated');
    await expect(message).toHaveValue('Is there a weekend batch?');
    expect(await sameDocument(page)).toBe(true);
  });
});
