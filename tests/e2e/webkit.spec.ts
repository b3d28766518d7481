import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultFaqs } from '../../src/domain/content/defaults-contact.ts';
import { paths } from '../../src/domain/paths.ts';
import { gateProxy } from '../support/gate-proxy.ts';
import { operatorCli } from '../support/operator-cli.ts';
import { startSiteServer } from '../support/site-server.mjs';
import { WebKitDriver, type WebKitSession } from '../support/webkit.ts';
import { expect, test } from './fixtures.ts';
import { exportedSubmissions, uniqueEmail } from './forms-helpers.ts';
import { withEmail } from './outbox-helpers.ts';

// Safari's engine, for the people who install the site on an iPhone or iPad: WebKit (Debian's
// WebKitGTK, driven over WebDriver) against the real server and service worker. Behind a proxy
// that can hold the app's scripts back or act as a server that is down. A server and database of
// their own: these tests publish content.
test.describe.configure({ mode: 'serial', timeout: 60_000 });

const published = 'Join 1500+ students already learning with us';
const iosSteps = 'To install this app: tap Share, then Add to Home Screen.';
const iPhone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1';

let driver: WebKitDriver;
let server: Awaited<ReturnType<typeof startSiteServer>>;
let proxy: Awaited<ReturnType<typeof gateProxy>>;
let dataDir: string;
let session: WebKitSession | undefined;

test.beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'academy-webkit-'));
  [driver, server] = await Promise.all([
    WebKitDriver.start(),
    startSiteServer({ DATA_DIR: dataDir }),
  ]);
  proxy = await gateProxy(server.url);
});
test.afterAll(async () => {
  await Promise.all([driver?.stop(), proxy?.stop(), server?.stop()]);
  rmSync(dataDir, { recursive: true, force: true });
});
test.afterEach(async () => {
  const testInfo = test.info();
  if (session && testInfo.status !== testInfo.expectedStatus) {
    writeFileSync(testInfo.outputPath('webkit.png'), await session.screenshot());
  }
  // A window that will not close is the driver's trouble, not the site's: the next test asks a
  // fresh driver for its window.
  await session?.close().catch((error: unknown) => console.warn(`WebKit: ${String(error)}`));
  session = undefined;
  proxy.set('open');
});

/** The page's visible text (what a visitor reads). */
function pageText(): string {
  return 'return document.body.innerText';
}

async function appReady(page: WebKitSession) {
  await page.waitFor('the app to start', 'return document.documentElement.dataset.appReady');
}

/** The service worker controls the page and the site says it works offline. */
async function offlineReady(page: WebKitSession) {
  await page.waitFor(
    'the service worker to take control',
    'return navigator.serviceWorker.controller !== null',
  );
  await page.waitFor(
    'the offline-ready notice',
    'return document.body.innerText.includes("This site now works offline.")',
  );
}

test('the first paint shows the published content; with the server down, pages still open', async () => {
  const file = join(dataDir, 'home.json');
  writeFileSync(file, JSON.stringify({ heroSection: { studentCountText: published } }));
  operatorCli('content', ['set', 'home', file], dataDir);

  session = await driver.open();
  await session.goto(`${proxy.url}/`);
  expect(await session.run<string>(pageText())).toContain(published);
  await appReady(session);
  await offlineReady(session);
  // The first visit's page was rendered before any service worker: it keeps it as the server drew
  // it, so it opens offline as it was seen.
  await session.waitFor(
    'the page kept as the server drew it',
    `return caches.keys().then(async (names) => {
      for (const name of names.filter((n) => n.startsWith('pages-'))) {
        const page = await (await caches.open(name)).match('/index.html');
        if (page && (await page.text()).includes(arguments[0])) return true;
      }
      return false;
    })`,
    [published],
  );

  proxy.set('down');
  // A course page never visited, from the service worker.
  await session.goto(`${proxy.url}${paths.course('python')}`);
  await appReady(session);
  expect(await session.run<string>('return document.querySelector("h1").textContent')).toBe(
    'Python Programming',
  );
  // Home again: the published content, not the defaults, saying from when; no red banner.
  await session.goto(`${proxy.url}/`);
  await appReady(session);
  await session.waitFor(
    'the saved-on notice',
    'return document.body.innerText.includes("Offline — showing the content saved on")',
  );
  const home = await session.run<string>(pageText());
  expect(home).toContain(published);
  expect(home).not.toContain('Failed to load');
});

test('an application made while the server is down is sent once it is back, exactly once', async () => {
  session = await driver.open({ width: 390, height: 844 });
  await session.goto(`${proxy.url}${paths.apply}`);
  await appReady(session);
  await offlineReady(session);
  // The notice covers the end of the form on a phone until dismissed.
  await session.click('[role="status"] button');
  proxy.set('down');

  const email = uniqueEmail('webkit');
  await session.type('[name="fullName"]', 'Arun Kumar');
  await session.type('[name="email"]', email);
  await session.type('[name="phone"]', '+91 98400 00000');
  // A select takes the option a visitor types the start of (a space would open its list).
  await session.type('[name="courseOfInterest"]', 'Robotics');
  await session.type('[name="levelOfEducation"]', 'High');
  await session.click('[name="minor"][value="No"]');
  await session.click('[name="consent"]');
  await session.click('form[aria-label="Application form"] button[type="submit"]');
  await session.waitFor(
    'the saved-on-this-device card',
    'return document.querySelector("main").innerText.includes("will be sent automatically when you are back online")',
  );
  expect(withEmail(exportedSubmissions('applications', dataDir), 'email', email)).toHaveLength(0);

  proxy.set('open');
  await session.waitFor(
    'the sent announcement',
    'return document.body.innerText.includes("Your application for Robotics was sent")',
    [],
    20_000,
  );
  const stored = withEmail(exportedSubmissions('applications', dataDir), 'email', email);
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({ fullName: 'Arun Kumar', courseOfInterest: 'Robotics' });
});

test('a Submit clicked before any script arrived shows the messages once the code has', async () => {
  proxy.set('scripts-held');
  session = await driver.open({ pageLoadStrategy: 'none' });
  await session.goto(`${proxy.url}${paths.apply}`);
  await session.waitFor(
    'the pre-rendered form',
    'return document.querySelector("form[aria-label=\\"Application form\\"] button[data-needs-app]")',
  );
  await expect.poll(() => proxy.held, { message: 'scripts on their way' }).toBeGreaterThan(0);
  await session.click('form[aria-label="Application form"] button[data-needs-app]');
  expect(await session.run('return document.documentElement.dataset.appReady ?? null')).toBeNull();

  proxy.set('open');
  await appReady(session);
  await session.waitFor(
    'the validation messages',
    'const text = document.body.innerText; return text.includes("Full name is required") && text.includes("Please select a course")',
  );
  expect(await session.run('return location.search')).toBe('');
});

test('on an iPhone the footer shows the Add to Home Screen steps; on other WebKit, no install offer', async () => {
  session = await driver.open({ userAgent: iPhone, width: 390, height: 844 });
  await session.goto(`${proxy.url}/`);
  await appReady(session);
  // The footer's controls load as it comes near, as a visitor scrolls to it.
  const scrollToFooter = 'document.querySelector("footer").scrollIntoView()';
  await session.run(scrollToFooter);
  const footer = 'return document.querySelector("footer").innerText';
  await session.waitFor('the steps', `${footer}.includes(arguments[0])`, [iosSteps]);
  expect(await session.run<string>(footer)).not.toContain('Install app');
  await session.close();

  session = await driver.open();
  await session.goto(`${proxy.url}/`);
  await appReady(session);
  await session.run(scrollToFooter);
  await session.waitFor(
    'the footer controls',
    'return document.querySelector("footer").innerText.includes("Save for offline use")',
  );
  const text = await session.run<string>(footer);
  expect(text).not.toContain(iosSteps);
  expect(text).not.toContain('Install app');
});

test('without JavaScript the phone menu, the FAQ and the course filters work', async () => {
  session = await driver.open({ javaScript: false, width: 390, height: 844 });
  await session.goto(`${proxy.url}/`);
  const visible = (css: string) =>
    `return document.querySelector(${JSON.stringify(css)})?.checkVisibility() ?? false`;
  expect(await session.run(visible('#mobile-menu'))).toBe(false);
  await session.click('button[popovertarget="mobile-menu"]');
  await session.waitFor('the phone menu', visible('#mobile-menu'));
  await session.click('#mobile-menu details summary');
  await session.click('#mobile-menu a[href="/courses/python"]');
  await session.waitFor(
    'the course page',
    'return document.querySelector("h1")?.textContent === "Python Programming"',
  );

  await session.goto(`${proxy.url}${paths.contact}`);
  const open =
    'return [...document.querySelectorAll("details[name=contact-faq]")].map((d) => d.open)';
  await session.click('details[name="contact-faq"]:nth-of-type(1) summary');
  await session.click('details[name="contact-faq"]:nth-of-type(2) summary');
  const states = await session.run<boolean[]>(open);
  expect(states.slice(0, 2)).toEqual([false, true]);
  expect(await session.run<string>(pageText())).toContain(defaultFaqs[1]?.answer ?? '');

  await session.goto(`${proxy.url}${paths.courses}`);
  await session.click('input[name="course-filter"][value="non-technical"]');
  const cards = await session.run<string[]>(
    'return [...document.querySelectorAll("h3")].filter((h) => h.checkVisibility() && h.closest("[aria-labelledby=course-list-heading]")).map((h) => h.textContent)',
  );
  expect(cards).toContain('Soft Skills Training');
  expect(cards).not.toContain('Python Programming');
});
