import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { defaultAboutContent } from '../../src/domain/content/defaults-about.ts';
import { defaultApplyContent } from '../../src/domain/content/defaults-apply.ts';
import { defaultContactContent } from '../../src/domain/content/defaults-contact.ts';
import { defaultCoursesContent } from '../../src/domain/content/defaults-courses.ts';
import { paths } from '../../src/domain/paths.ts';
import { operatorCli } from '../support/operator-cli.ts';
import { startSiteServer } from '../support/site-server.mjs';
import { expect, test, waitForServiceWorker } from './fixtures.ts';
import { releasedSite } from './release.ts';

// Staff publish with the CLI while the server runs; a visitor's first paint shows it. These
// tests publish content, so they run against a server and database of their own: the other
// specs expect the built-in defaults. One for each worker that runs them: a test changes only
// what its own worker's server holds, and the tests need not wait for each other.
test.describe.configure({ timeout: 90_000 });

const published = 'Join 1500+ students already learning with us';
const builtIn = 'Join 100+ students already learning with us';

let server: Awaited<ReturnType<typeof startSiteServer>>;
let dataDir: string;

test.beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'academy-published-'));
  server = await startSiteServer({ DATA_DIR: dataDir });
});
test.afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});
test.afterEach(async () => {
  content('delete', 'home');
});

/** `npm run content -- …` against this server's database, as staff would run it. */
function content(...args: string[]) {
  return operatorCli('content', args, dataDir);
}

async function publishHome() {
  const file = join(dataDir, 'home.json');
  writeFileSync(file, JSON.stringify({ heroSection: { studentCountText: published } }));
  expect(content('set', 'home', file)).toContain('Saved the content of home');
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the first paint shows the published content; after delete, the defaults again', async ({
    page,
  }) => {
    await publishHome();
    const response = await page.goto(`${server.url}/`);
    expect(await response?.text()).toContain(published);
    await expect(page.getByText(published)).toBeVisible();
    await expect(page.getByText(builtIn)).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    content('delete', 'home');
    await page.reload();
    await expect(page.getByText(builtIn)).toBeVisible();
    await expect(page.getByText(published)).toHaveCount(0);
  });
});

test('with JavaScript, the published content needs no request and nothing swaps', async ({
  page,
}) => {
  await publishHome();
  // Every text node the page ever shows, from the first byte parsed, and every text changed in
  // place: a swap would add new text nodes or change them.
  await page.addInitScript(() => {
    const nodes = new Set<Node>();
    const changed: string[] = [];
    const shown = (text: string) =>
      [...nodes].filter((node) => (node.textContent ?? '').includes(text)).length +
      changed.filter((data) => data.includes(text)).length;
    Object.assign(window, { shownTimes: shown });
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'characterData') changed.push(record.target.textContent ?? '');
        for (const node of record.addedNodes) {
          const texts = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
          for (let text: Node | null = texts.currentNode; text; text = texts.nextNode()) {
            if (text.nodeType === Node.TEXT_NODE && !text.parentElement?.closest('script')) {
              nodes.add(text);
            }
          }
        }
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  // Content requests are held back until the page has shown the content and started.
  const held: { url: string; headers: Record<string, string>; release: () => void }[] = [];
  await page.route('**/api/page-content/**', (route) => {
    const request = route.request();
    held.push({
      url: request.url(),
      headers: request.headers(),
      release: () => void route.continue(),
    });
  });
  const shown = (text: string) =>
    page.evaluate(
      (wanted) =>
        (window as unknown as { shownTimes: (text: string) => number }).shownTimes(wanted),
      text,
    );

  await page.goto(`${server.url}/`);
  await expect(page.getByText(published)).toBeVisible();
  expect(await shown(builtIn)).toBe(0);
  expect(await shown(published)).toBe(1);

  // The app confirms it in the background with its ETag; unchanged, nothing moves.
  const home = () => held.find((request) => request.url.endsWith('/api/page-content/home'));
  await expect.poll(home).toBeDefined();
  expect(home()?.headers['if-none-match']).toMatch(/^".+"$/);
  const answered = page.waitForResponse('**/api/page-content/home');
  for (const request of held) request.release();
  expect((await answered).status()).toBe(304);
  await expect(page.getByText(published)).toBeVisible();
  expect(await shown(published)).toBe(1);
  expect(await shown(builtIn)).toBe(0);
  expect(errors).toEqual([]);
});

/** Navigates to the home page and returns the HTML the service worker answered with. */
async function firstPaint(page: Page, url = server.url): Promise<string> {
  const response = await page.goto(`${url}/`);
  expect(response?.fromServiceWorker()).toBe(true);
  return (await response?.text()) ?? '';
}

test('through the service worker, the next online navigation gets the server’s newer page', async ({
  page,
}) => {
  await page.goto(`${server.url}/`);
  await waitForServiceWorker(page);
  await publishHome();

  // The worker answers at once with the page it has, and fetches the server's for next time;
  // meanwhile the app brings the fresh content in.
  await page.goto(`${server.url}/`);
  await expect(page.getByText(published)).toBeVisible();
  await expect.poll(() => firstPaint(page)).toContain(published);
  await expect(page.getByText(published)).toBeVisible();

  content('delete', 'home');
  // The worker's last page still has the content: the app takes it away as soon as it asks.
  await page.goto(`${server.url}/`);
  await expect(page.getByText(builtIn)).toBeVisible();
  await expect(page.getByText(published)).toHaveCount(0);
  // And the page after that is the built-in one from the first paint.
  await expect.poll(() => firstPaint(page)).toContain(builtIn);
  expect(await firstPaint(page)).not.toContain(published);
  await expect(page.getByText(builtIn)).toBeVisible();
});

test('a new version of the site never serves a page the previous one kept', async ({ page }) => {
  const site = await releasedSite({ DATA_DIR: dataDir });
  const pageCaches = () =>
    page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith('pages-')));
  try {
    await publishHome();
    await page.goto(`${site.url}/`);
    await waitForServiceWorker(page);
    await expect.poll(() => firstPaint(page, site.url)).toContain(published);
    const kept = await pageCaches();
    expect(kept).toHaveLength(1);

    // The next release: its pages name other assets (here: the app shell's revision changes).
    site.releaseWorker((script) =>
      script.replace(
        /"revision":"\w+","url":"index.html"/,
        '"revision":"next-release","url":"index.html"',
      ),
    );
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    await expect.poll(pageCaches).not.toContain(kept[0]);
    // The new version starts from its own pre-rendered page; the app brings the content in.
    const response = await page.goto(`${site.url}/`);
    expect(response?.fromServiceWorker()).toBe(true);
    await expect(page.getByText(published)).toBeVisible();
  } finally {
    await site.stop();
  }
});

/** Each other page with content, published with a title of its own, as the backend stores it. */
const otherPages = [
  {
    name: 'about',
    path: paths.about,
    builtIn: defaultAboutContent.hero.heroTitle,
    published: 'About RAAM Academy, as published',
    document: (title: string) => [
      {
        sectionId: 'hero',
        type: 'hero',
        content: { ...defaultAboutContent.hero, heroTitle: title },
      },
    ],
  },
  {
    name: 'courses',
    path: paths.courses,
    builtIn: defaultCoursesContent.headerBanner.title,
    published: 'Courses for the new term, as published',
    document: (title: string) => [
      {
        sectionId: 'headerBanner',
        type: 'hero',
        content: { ...defaultCoursesContent.headerBanner, title },
      },
    ],
  },
  {
    name: 'contact',
    path: paths.contact,
    builtIn: defaultContactContent.hero.heroTitle,
    published: 'Contact us, as published',
    document: (title: string) => [
      {
        sectionId: 'hero',
        type: 'hero',
        content: { ...defaultContactContent.hero, heroTitle: title },
      },
    ],
  },
  {
    name: 'apply',
    path: paths.apply,
    builtIn: defaultApplyContent.hero.title,
    published: 'Apply for the new term, as published',
    document: (title: string) => ({ hero: { ...defaultApplyContent.hero, title } }),
  },
];

test.describe('every other page with content', () => {
  test.beforeAll(async () => {
    for (const { name, document, published } of otherPages) {
      const file = join(dataDir, `${name}.json`);
      writeFileSync(file, JSON.stringify(document(published)));
      expect(content('set', name, file)).toContain(`Saved the content of ${name}`);
    }
  });
  test.afterAll(async () => {
    for (const { name } of otherPages) content('delete', name);
  });

  for (const { path, builtIn, published } of otherPages) {
    test.describe('without JavaScript', () => {
      test.use({ javaScriptEnabled: false });

      test(`${path} shows its published title on the first paint`, async ({ page }) => {
        const response = await page.goto(`${server.url}${path}`);
        expect(await response?.text()).toContain(published);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(published);
      });
    });

    test(`with JavaScript, ${path} shows its published title from the first paint, with no swap`, async ({
      page,
    }) => {
      // Every main heading the page shows, from the first byte parsed.
      await page.addInitScript(() => {
        const seen = new Set<string>();
        Object.assign(window, { headingsSeen: seen });
        new MutationObserver(() => {
          for (const heading of document.querySelectorAll('h1')) {
            seen.add(heading.textContent ?? '');
          }
        }).observe(document, { childList: true, subtree: true, characterData: true });
      });
      // Content answers are held: what shows comes with the page, not from a request.
      const held: (() => void)[] = [];
      await page.route('**/api/page-content/**', (route) => {
        held.push(() => void route.continue());
      });
      await page.goto(`${server.url}${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(published);
      for (const release of held) release();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(published);
      const seen = await page.evaluate(() => [
        ...(window as unknown as { headingsSeen: Set<string> }).headingsSeen,
      ]);
      expect(seen).toContain(published);
      expect(seen).not.toContain(builtIn);
    });
  }
});
