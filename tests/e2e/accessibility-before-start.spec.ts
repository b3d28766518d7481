// Not ./fixtures.ts: its page.goto waits for the app, and here the app never starts.
import { expect, type Page, test } from '@playwright/test';
import { paths } from '../../src/domain/paths.ts';
import { expectNoViolations } from './axe.ts';
import { pageOnly } from './fixtures.ts';

test.use(pageOnly);

/**
 * The pre-rendered pages as a visitor meets them before the app's code has arrived (and as
 * they stay without JavaScript): the app's scripts are refused, the page's own markup and CSS
 * are scanned, with the controls that work natively in use.
 */
async function openWithoutApp(page: Page, path: string) {
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

const pages = [
  paths.home,
  paths.courses,
  paths.contact,
  paths.apply,
  paths.course('robotics'),
  paths.coursePlan('ai-ml'),
];

for (const path of pages) {
  test(`${path} has no accessibility violations before the app has started`, async ({ page }) => {
    await openWithoutApp(page, path);
    await expectNoViolations(page, path);
  });
}

test('the open phone menu, a chosen filter and an open question have none before the app has started', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openWithoutApp(page, paths.courses);
  await page.getByRole('radio', { name: 'Beginner' }).check();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Mobile' }).locator('summary').click();
  await expectNoViolations(page, 'menu open, filter chosen');
  await openWithoutApp(page, paths.contact);
  await page
    .getByRole('region', { name: 'Frequently Asked Questions' })
    .locator('summary')
    .first()
    .click();
  await expectNoViolations(page, 'question open');
});
