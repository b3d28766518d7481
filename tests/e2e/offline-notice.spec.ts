import type { BrowserContext, Page, Route } from '@playwright/test';
import { paths } from '../../src/domain/paths.ts';
import { expect, pageOnly, reportOnlineAlways, test } from './fixtures.ts';

/**
 * A connection that is up but reaches nothing — venue Wi-Fi without internet, a stalled mobile
 * link. The browser keeps reporting a connection throughout (navigator.onLine stays true), so
 * the notice can only come from what the site's own requests find.
 */
const api = '**/api/**';
type ReachNothing = (route: Route) => Promise<void> | void;
const refuse: ReachNothing = (route) => route.abort('internetdisconnected');
const ways: { name: string; reachNothing: ReachNothing }[] = [
  { name: 'refuses every request', reachNothing: refuse },
  {
    // Never answered: the app gives up at its own timeout.
    name: 'never answers',
    reachNothing: () => {},
  },
];

const notice = (page: Page) =>
  page
    .getByRole('status')
    .filter({ hasText: 'You are offline. Pages you have opened on this device still work.' });

async function openOnNothing(context: BrowserContext, page: Page, reachNothing: ReachNothing) {
  await reportOnlineAlways(context);
  await context.route(api, reachNothing);
  await page.goto(paths.home);
}

test.describe.configure({ timeout: 60_000 });
// What the page observes of the connection; no service worker installs behind it.
test.use(pageOnly);

for (const { name, reachNothing } of ways) {
  test(`on a connection that ${name}, the offline notice shows on every page until the next answer`, async ({
    page,
    context,
  }) => {
    await openOnNothing(context, page, reachNothing);
    // The home page's content request fails (or times out, after six seconds).
    await expect(notice(page)).toBeVisible({ timeout: 15_000 });
    expect(await page.evaluate(() => navigator.onLine)).toBe(true);
    // A page opened next that asks nothing of its own says so at once.
    await page.goto(paths.course('oops'));
    await expect(notice(page)).toBeVisible();

    await context.unroute(api);
    const answered = page.waitForResponse('**/api/page-content/about');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'About' })
      .click();
    await answered;
    await expect(notice(page)).toBeHidden();
  });
}

test('a page opened once the connection reaches the site again does not say offline', async ({
  page,
  context,
}) => {
  await openOnNothing(context, page, refuse);
  await expect(notice(page)).toBeVisible();
  await context.unroute(api);
  await page.goto(paths.course('oops'));
  await expect(notice(page)).toBeHidden();
});
