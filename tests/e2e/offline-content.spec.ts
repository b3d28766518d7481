import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { defaultAboutContent } from '../../src/domain/content/defaults-about.ts';
import { loadCoursePage } from '../../src/domain/course-pages/load-course-page.ts';
import { courseCatalogue } from '../../src/domain/courses.ts';
import { paths } from '../../src/domain/paths.ts';
import { startImageHost } from '../support/image-host.mjs';
import { keptRecord } from './device-storage.ts';
import { expect, reportOnlineAlways, test, waitForServiceWorker } from './fixtures.ts';
import { countLayoutShifts, layoutShifts } from './layout-shifts.ts';
import { type OwnSite, startOwnSite } from './own-site.ts';
import { letTimePass } from './page-clock.ts';
import {
  browserReaching,
  paintedCount,
  visitThroughServiceWorker,
} from './pictures-elsewhere-helpers.ts';
import { routeExpectations } from './routes.ts';

// Saved content against a server of each test's own (its own database, and its own origin, so
// its own service worker and IndexedDB), with content set and deleted by the operator's CLI.
// Each test starts a server, a service worker and a browser of its own: slow on a busy machine.
test.describe.configure({ timeout: 120_000 });
test.use({ actionTimeout: 20_000 });

let site: OwnSite;

test.beforeEach(async () => {
  // Each worker has a port of its own in the range these tests may use.
  site = await startOwnSite(4320 + (test.info().parallelIndex % 10));
});

test.afterEach(async () => {
  await site?.stop();
});

/** About's hero title, stored as the backend keeps about content: a list of sections. */
function setAbout(title: string) {
  const file = join(site.dataDir, 'about.json');
  const hero = { ...defaultAboutContent.hero, heroTitle: title };
  writeFileSync(file, JSON.stringify([{ sectionId: 'hero', type: 'hero', content: hero }]));
  site.content('set', 'about', file);
}

/** The saved record for a page, as the app wrote it to IndexedDB. */
function savedRecord(page: Page, name: string) {
  return keptRecord(page, 'raam-content', name);
}

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
function today() {
  const now = new Date();
  return `${now.getDate()} ${months[now.getMonth()]} ${now.getFullYear()}`;
}

const banner = /Failed to load about page content/;

/**
 * About, with `title` stored, seen (and so saved) once; then reloaded with no connection, or
 * with the connection `cutOff` leaves.
 */
async function seeAboutThenReloadOffline(
  page: Page,
  context: BrowserContext,
  title: string,
  cutOff: () => Promise<unknown> = () => context.setOffline(true),
) {
  setAbout(title);
  await page.goto(`${site.url}/about`);
  await waitForServiceWorker(page);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(title);
  await expect.poll(() => savedRecord(page, 'about')).toMatchObject({ version: 1 });
  await cutOff();
  await page.reload();
  return heading;
}

test('content set with the CLI is saved when seen, then shown offline with its date and no banner', async ({
  page,
  context,
}) => {
  const heading = await seeAboutThenReloadOffline(page, context, 'Learn with RAAM, offline too');
  await expect(heading).toHaveText('Learn with RAAM, offline too');
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: `Offline — showing the content saved on ${today()}` }),
  ).toBeVisible();
  await expect(page.getByText(banner)).toHaveCount(0);
  await expect(page.getByText('Loading page content...')).toHaveCount(0);
});

test('a page the server has no content for opens offline with the defaults and its saved-on line, not the red banner', async ({
  page,
  context,
}) => {
  // Nothing was ever published for about on this server: it answers 404.
  await page.goto(`${site.url}/about`);
  await waitForServiceWorker(page);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(defaultAboutContent.hero.heroTitle);
  await expect.poll(() => savedRecord(page, 'about')).toMatchObject({ absent: true, body: null });
  await context.setOffline(true);
  await page.reload();
  await expect(heading).toHaveText(defaultAboutContent.hero.heroTitle);
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: `Offline — showing the content saved on ${today()}` }),
  ).toBeVisible();
  await expect(page.getByText(banner)).toHaveCount(0);
});

test('once a first visit says the site works offline, every page opens offline without the red banner', async ({
  page,
  context,
}) => {
  // A fresh server: no page has content of its own, so each is remembered as the defaults.
  await page.goto(site.url);
  await expect(
    page.getByRole('status').filter({ hasText: 'This site now works offline.' }),
  ).toBeVisible();
  await context.setOffline(true);
  const failed = page.getByText(/Failed to load .* content/);
  const header = page.getByRole('banner');
  // Inside the app, as a visitor taps through the header.
  for (const [link, path] of [
    ['About', paths.about],
    ['Contact', paths.contact],
    ['Apply Now', paths.apply],
  ] as const) {
    await header.getByRole('link', { name: link, exact: true }).click();
    const route = routeExpectations.find((expected) => expected.path === path);
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(route?.heading ?? '');
    // What the server said moments ago, so no "saved on" line either.
    await expect(failed, path).toHaveCount(0);
  }
  // And in a tab opened afterwards, from what the device saved.
  const tab = await context.newPage();
  await tab.goto(`${site.url}${paths.courses}`);
  await expect(tab.getByRole('heading', { level: 1 })).toHaveText(/courses/i);
  await expect(
    tab
      .getByRole('status')
      .filter({ hasText: `Offline — showing the content saved on ${today()}` }),
  ).toBeVisible();
  await expect(tab.getByText(/Failed to load .* content/)).toHaveCount(0);
});

test('when the connection returns, the saved copy is confirmed and its notice goes at once', async ({
  page,
  context,
}) => {
  const heading = await seeAboutThenReloadOffline(page, context, 'Saved, then confirmed');
  const notice = page
    .getByRole('status')
    .filter({ hasText: /^Offline — showing the content saved on/ });
  await expect(notice).toBeVisible();
  // Not five minutes later, when the copy would be due to be confirmed anyway: at once on the
  // browser's online event, and where it sends none (Chromium 150 under setOffline) when the
  // site next looks at the connection itself (every 30 s while offline).
  const confirmed = page.waitForResponse(`${site.url}/api/page-content/about`, {
    timeout: 40_000,
  });
  await context.setOffline(false);
  expect((await confirmed).status()).toBe(304);
  await expect(notice).toBeHidden();
  await expect(heading).toHaveText('Saved, then confirmed');
});

test('on a connection that reaches nothing, the saved copy’s notice goes once the site is reached again', async ({
  page,
  context,
}) => {
  // No online event comes: the browser reports a connection throughout.
  await reportOnlineAlways(context);
  await page.clock.install();
  const heading = await seeAboutThenReloadOffline(page, context, 'Saved on venue Wi-Fi', () =>
    context.route('**/api/**', (route) => route.abort('internetdisconnected')),
  );
  const notices = page
    .getByRole('status')
    .filter({ hasText: /^Offline — showing the content saved on|^You are offline\./ });
  await expect(notices).toHaveCount(2);
  await context.unroute('**/api/**');
  // No event says so: the next request answered does. The site asks every 30 s at the latest:
  // its clock runs them at once.
  await letTimePass(page, 30_000);
  await expect(notices).toHaveCount(0);
  await expect(heading).toHaveText('Saved on venue Wi-Fi');
});

test('with the server stopped, the saved copy shows with its date and no banner', async ({
  page,
}) => {
  setAbout('Saved before the server stopped');
  await page.goto(`${site.url}/about`);
  await waitForServiceWorker(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Saved before the server stopped',
  );
  await expect.poll(() => savedRecord(page, 'about')).toMatchObject({ version: 1 });

  await site.stop();
  await page.goto(`${site.url}/about`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Saved before the server stopped',
  );
  await expect(page.getByText(`Offline — showing the content saved on ${today()}`)).toBeVisible();
  await expect(page.getByText(banner)).toHaveCount(0);
  site = await startOwnSite(Number(new URL(site.url).port));
});

test('a repeat visit swaps the pre-rendered defaults for the saved copy without shifting the layout or losing scroll and focus', async ({
  page,
  context,
}) => {
  setAbout('About RAAM Academy, saved');
  // About is seen inside the app only: the service worker keeps no page of it rendered with its
  // content, so offline it opens as pre-rendered, with the defaults, and the saved copy swaps in.
  await page.goto(`${site.url}/`);
  await waitForServiceWorker(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About RAAM Academy, saved');
  await expect.poll(() => savedRecord(page, 'about')).toMatchObject({ version: 1 });

  // Offline, so the saved copy (not a quick fresh answer) is what swaps in.
  await context.setOffline(true);
  await countLayoutShifts(page);
  await page.reload({ waitUntil: 'commit' });
  // The visitor has scrolled and is on a link before the app has started.
  const link = page.getByRole('contentinfo').getByRole('link', { name: 'Contact' });
  await link.focus();
  // What the visitor sees stays where it was (the browser's scroll anchoring absorbs the
  // change above it), and the focus stays on the link.
  const onScreen = () => link.evaluate((element) => element.getBoundingClientRect().top);
  const before = await onScreen();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About RAAM Academy, saved');
  await expect(page.getByText(/^Offline — showing the content saved on/)).toBeVisible();
  await expect(link).toBeFocused();
  expect(Math.abs((await onScreen()) - before)).toBeLessThanOrEqual(1);
  expect(await layoutShifts(page)).toBeLessThanOrEqual(0.02);
});

test('after a first visit to the home page only, every course page and About open offline with the server’s content and their images', async ({
  page,
  context,
}) => {
  setAbout('About us, ready for the event');
  await page.goto(site.url);
  await waitForServiceWorker(page);
  // The site is fetched when the page is idle: About's content arrives without a visit.
  await expect
    .poll(() => savedRecord(page, 'about'), { timeout: 20_000 })
    .toMatchObject({
      version: 1,
    });

  await context.setOffline(true);
  await page.goto(`${site.url}/about`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About us, ready for the event');
  const images = await page.locator('main img').all();
  expect(images.length).toBeGreaterThan(0);
  for (const image of images) {
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
      .toBeGreaterThan(0);
  }
  for (const { slug } of courseCatalogue) {
    const course = await loadCoursePage(slug);
    await page.goto(`${site.url}${paths.course(slug)}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(course?.hero.title ?? '');
    const hero = page.locator('main img').first();
    await expect
      .poll(() => hero.evaluate((element: HTMLImageElement) => element.naturalWidth))
      .toBeGreaterThan(0);
  }
});

test('pictures the content names on another site stay available offline', async () => {
  // Another site, like most image hosts letting any site read its pictures — but for the third.
  const elsewhere = await startImageHost((path) => {
    const n = /^\/students\/([1-3])\.webp$/.exec(path)?.[1];
    if (!n) return undefined;
    const body = readFileSync(join('dist/images/students', `student-${n}.webp`));
    return { body, type: 'image/webp', cors: n !== '3' };
  });
  const requested = elsewhere.requested;
  const browser = await browserReaching(elsewhere);
  try {
    const pictures = [1, 2, 3].map((n) => `${elsewhere.origin}/students/${n}.webp`);
    const file = join(site.dataDir, 'home.json');
    writeFileSync(file, JSON.stringify({ heroSection: { studentImages: pictures } }));
    site.content('set', 'home', file);

    const context = await browser.newContext();
    const page = await context.newPage();
    const avatars = page.locator(`img[src^="${elsewhere.origin}/"]`);
    const painted = () => paintedCount(avatars);
    await visitThroughServiceWorker(page, site.url);
    await expect.poll(painted).toBe(3);
    await expect.poll(() => savedRecord(page, 'home')).toMatchObject({ version: 1 });
    // Kept as readable answers where the other site allows it (counted by their size, not as
    // megabytes of padding each), opaque only where it does not, in a cache of their own.
    const kept = (cacheName: string) =>
      page.evaluate(
        async ([name, urls]) => {
          const cache = await caches.open(name);
          return Promise.all(urls.map(async (url) => (await cache.match(url))?.type ?? 'missing'));
        },
        [cacheName, pictures] as const,
      );
    await expect.poll(() => kept('images-elsewhere')).toEqual(['cors', 'cors', 'missing']);
    await expect
      .poll(() => kept('images-elsewhere-opaque'))
      .toEqual(['missing', 'missing', 'opaque']);

    requested.length = 0;
    await context.setOffline(true);
    await page.reload();
    await expect(avatars).toHaveCount(3);
    await expect.poll(painted).toBe(3);
    expect(requested).toEqual([]);
  } finally {
    await browser.close();
    await elsewhere.close();
  }
});

test('content deleted with the CLI: the next visit online shows the defaults and the saved copy gives way to that answer', async ({
  page,
}) => {
  setAbout('Soon to be deleted');
  await page.goto(`${site.url}/about`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Soon to be deleted');
  await expect.poll(() => savedRecord(page, 'about')).toMatchObject({ version: 1 });

  site.content('delete', 'about');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    defaultAboutContent.hero.heroTitle,
  );
  await expect
    .poll(() => savedRecord(page, 'about'))
    .toMatchObject({ version: 1, absent: true, body: null });
  await expect(page.getByText(banner)).toHaveCount(0);
});

test.describe('with no service worker to fetch the site in the background', () => {
  test.use({ serviceWorkers: 'block' });

  test('a corrupt saved record is dropped and the page renders without an error', async ({
    page,
  }) => {
    const errors: Error[] = [];
    page.on('pageerror', (error) => errors.push(error));
    // Written from a page that loads no content of its own (same origin, same storage): the about
    // page's own start would drop its saved copy when the server answers that it has none, and
    // could do so after this write.
    await page.goto(`${site.url}/terms`);
    await page.evaluate(
      () =>
        new Promise<void>((resolve, reject) => {
          localStorage.setItem('raam-content-saved', '1');
          const open = indexedDB.open('raam-content');
          open.onupgradeneeded = () => open.result.createObjectStore('records');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const db = open.result;
            const transaction = db.transaction('records', 'readwrite');
            transaction.objectStore('records').put({ version: 1, etag: 7, body: '<tru' }, 'about');
            transaction.oncomplete = () => {
              db.close();
              resolve();
            };
            transaction.onerror = () => reject(transaction.error);
          };
        }),
    );
    // The page's own reading of it must not be what made it: it is there before the reload.
    expect(await savedRecord(page, 'about')).toEqual({ version: 1, etag: 7, body: '<tru' });
    await page.goto(`${site.url}/about`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      defaultAboutContent.hero.heroTitle,
    );
    await expect.poll(() => savedRecord(page, 'about')).toBeNull();
    expect(errors).toEqual([]);
  });
});

test('on metered data, "Save for offline use" shows its progress and stores the site: with the network off, every page and its pictures open from a fresh tab', async () => {
  // About's pictures come from another site: only saving the site can keep them on the device.
  const elsewhere = await startImageHost((path) => {
    const file = { '/about/hero.webp': 'about-hero.webp', '/about/story.webp': 'about-story.webp' }[
      path
    ];
    if (!file) return undefined;
    return { body: readFileSync(join('dist/images', file)), type: 'image/webp', cors: true };
  });
  const browser = await browserReaching(elsewhere);
  try {
    const pictures = [
      `${elsewhere.origin}/about/hero.webp`,
      `${elsewhere.origin}/about/story.webp`,
    ];
    const file = join(site.dataDir, 'about.json');
    const hero = {
      ...defaultAboutContent.hero,
      heroTitle: 'About us, saved for the event',
      heroImageUrl: pictures[0],
    };
    const story = { ...defaultAboutContent.ourStory, storyImageUrl: pictures[1] };
    writeFileSync(
      file,
      JSON.stringify([
        { sectionId: 'hero', type: 'hero', content: hero },
        { sectionId: 'ourStory', type: 'text', content: story },
      ]),
    );
    site.content('set', 'about', file);

    const context = await browser.newContext();
    // Data the visitor pays for: nothing is fetched on the side, only what they ask to save.
    await context.addInitScript(() =>
      Object.defineProperty(navigator, 'connection', {
        get: () => ({ saveData: true, effectiveType: '4g' }),
      }),
    );
    const page = await context.newPage();
    await page.goto(site.url);
    await waitForServiceWorker(page);
    const footer = page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    await footer.getByRole('button', { name: 'Save for offline use' }).click();
    // Its progress to completion, and the storage figures.
    const total = 6 + courseCatalogue.length;
    await expect(footer.getByRole('status')).toContainText(
      new RegExp(`Saved for offline use: ${total} of ${total} pages, (\\d+) of \\1 images`),
      { timeout: 20_000 },
    );
    await expect(footer.getByText(/^Storage: .+ used, .+ available\.$/)).toBeVisible();
    await expect(footer.getByText(/persistent storage|keep the saved site/)).toBeVisible();
    await expect(footer.getByText(/^Ready: every page, course and image/)).toBeVisible();
    // Content may change before the event: saving can be run again.
    await expect(footer.getByRole('button', { name: 'Save for offline use' })).toBeEnabled();
    await page.close();

    await context.setOffline(true);
    elsewhere.requested.length = 0;
    const tab = await context.newPage();
    for (const route of routeExpectations) {
      await tab.goto(`${site.url}${route.path}`);
      await tab.waitForFunction(() => document.documentElement.dataset.appReady === 'true');
      const heading = route.path === paths.about ? hero.heroTitle : route.heading;
      await expect(tab.getByRole('heading', { level: 1 }), route.path).toHaveText(heading);
      const images = tab.locator('img:visible');
      expect(await images.count(), route.path).toBeGreaterThan(0);
      for (const image of await images.all()) {
        await image.scrollIntoViewIfNeeded();
        // Rendered, and the picture itself rather than the stand-in for one that failed.
        await expect
          .poll(
            () =>
              image.evaluate((element: HTMLImageElement) =>
                element.naturalWidth > 0 ? element.currentSrc : 'not painted',
              ),
            { message: route.path },
          )
          .not.toMatch(/not painted|placeholder\.svg|image-unavailable\.svg/);
      }
    }
    await tab.goto(`${site.url}${paths.about}`);
    for (const picture of pictures) {
      const image = tab.locator(`img[src="${picture}"]`);
      await image.scrollIntoViewIfNeeded();
      await expect
        .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
        .toBeGreaterThan(0);
    }
    expect(elsewhere.requested).toEqual([]);
  } finally {
    await browser.close();
    await elsewhere.close();
  }
});

test('"Install app" appears when the browser offers installing and goes once installed', async ({
  page,
}) => {
  await page.goto(site.url);
  const footer = page.getByRole('contentinfo');
  await footer.scrollIntoViewIfNeeded();
  await expect(footer.getByRole('button', { name: 'Save for offline use' })).toBeEnabled();
  const install = footer.getByRole('button', { name: 'Install app' });
  await expect(install).toHaveCount(0);
  await page.evaluate(() => {
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => {},
      userChoice: Promise.resolve({ outcome: 'dismissed' }),
    });
    window.dispatchEvent(offer);
  });
  await expect(install).toBeVisible();
  await page.evaluate(() => window.dispatchEvent(new Event('appinstalled')));
  await expect(install).toHaveCount(0);
});
