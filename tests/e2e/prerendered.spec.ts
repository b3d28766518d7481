// The base test: fixtures.ts's page.goto waits for the app, which these tests hold back.
import { expect, test } from '@playwright/test';
import { paths } from '../../src/domain/paths.ts';
import { pageOnly } from './fixtures.ts';

test.use(pageOnly);

declare global {
  interface Window {
    /** Content-security-policy violations seen since the page started loading. */
    __cspViolations?: string[];
  }
}

/** The app's own code, which src/boot.ts imports once the pre-rendered page has painted. */
const appScript = /\/assets\/main-[\w-]+\.js$/;

/** Elements of the pre-rendered page the app must adopt rather than render again. */
const adopted = ['main h1', 'header', 'footer'];

for (const path of [paths.home, paths.course('ai-ml'), paths.contact]) {
  test(`the app hydrates the pre-rendered ${path} without rendering it again`, async ({ page }) => {
    await page.addInitScript(() => {
      window.__cspViolations = [];
      document.addEventListener('securitypolicyviolation', (event) => {
        window.__cspViolations?.push(`${event.violatedDirective} ${event.blockedURI}`);
      });
    });
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));

    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let held = 0;
    await page.route(appScript, async (route) => {
      held += 1;
      await released;
      await route.continue();
    });

    const response = await page.goto(path, { waitUntil: 'commit' });
    expect(response?.status()).toBe(200);
    await expect(page.locator('main h1')).toBeVisible();
    await expect.poll(() => held, 'the app script was requested and held back').toBeGreaterThan(0);
    const marked = await page.evaluate((selectors) => {
      for (const selector of selectors) {
        const element = document.querySelector(selector);
        if (element) Reflect.set(element, '__prerendered', true);
      }
      return {
        appReady: document.documentElement.dataset.appReady,
        marked: selectors.filter((selector) => document.querySelector(selector) !== null),
      };
    }, adopted);
    // Marked while the page was still only the pre-rendered HTML.
    expect(marked).toEqual({ appReady: undefined, marked: adopted });

    release();
    await page.waitForFunction(() => document.documentElement.dataset.appReady === 'true');

    const kept = await page.evaluate(
      (selectors) =>
        selectors.filter((selector) => {
          const element = document.querySelector(selector);
          return element !== null && Reflect.get(element, '__prerendered') === true;
        }),
      adopted,
    );
    expect(kept, 'pre-rendered elements still in the page after hydration').toEqual(adopted);
    // The CSS the page inlined after its first section went before React read #root.
    expect(await page.locator('#root style').count()).toBe(0);
    expect(errors).toEqual([]);
    expect(await page.evaluate(() => window.__cspViolations)).toEqual([]);
  });
}

test('a stylesheet that cannot load leaves the inlined CSS in the head, and the app still hydrates', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.route(/\/assets\/index-[\w-]+\.css$/, (route) => route.abort());
  /** How the footer and a section after the first look: the later inlined rules style them. */
  const looks = () =>
    page.evaluate(() =>
      ['footer', 'main > section:nth-of-type(2)'].map((selector) => {
        const element = document.querySelector(selector);
        if (!element) return `${selector} missing`;
        const style = getComputedStyle(element);
        return `${style.backgroundColor} ${style.color} ${style.fontSize} ${style.paddingTop}`;
      }),
    );
  await page.goto(paths.contact, { waitUntil: 'commit' });
  await expect(page.locator('footer')).toBeAttached();
  const prerendered = await looks();
  await page.waitForFunction(() => document.documentElement.dataset.appReady === 'true');
  expect(await page.locator('#root style').count()).toBe(0);
  expect(await page.locator('head style[data-inlined]').count()).toBe(2);
  expect(await looks()).toEqual(prerendered);
  expect(errors).toEqual([]);
});
