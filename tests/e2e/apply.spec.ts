import type { Page } from '@playwright/test';
import { defaultApplyContent } from '../../src/domain/content/defaults-apply.ts';
import { paths } from '../../src/domain/paths.ts';
import { site } from '../../src/domain/site.ts';
import { expect, pageOnly, test } from './fixtures.ts';
import { applicationForm } from './forms-helpers.ts';

test.use(pageOnly);

async function expectNoSideways(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test('visitor sees the hero, the form under its heading, the steps and where to get help @phone', async ({
  page,
}) => {
  await page.goto(paths.apply);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(defaultApplyContent.hero.title);
  const hero = page.locator('section').filter({ has: page.getByRole('heading', { level: 1 }) });
  const image = hero.locator('img');
  await expect(image).toHaveAttribute('src', '/images/apply-hero.webp');
  await expect(image).toHaveAttribute('width', '1200');
  await expect(image).toHaveAttribute('height', '800');
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  // At 1× the picture shows at most 800 px wide on either screen: the 800 px one.
  expect(await image.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname)).toBe(
    '/images/apply-hero-800.webp',
  );

  const formArea = page.getByRole('region', { name: defaultApplyContent.form.heading });
  await expect(formArea.getByRole('heading', { level: 2 })).toBeVisible();
  await expect(applicationForm(page).form).toBeVisible();

  const steps = page.getByRole('region', { name: defaultApplyContent.processSteps.title });
  await expect(steps.locator('ol > li')).toHaveCount(defaultApplyContent.processSteps.steps.length);

  const help = page.getByRole('region', { name: 'Need Help?' });
  await expect(help.getByRole('link', { name: site.phone })).toHaveAttribute(
    'href',
    'tel:+919840012345',
  );
  await expect(help.getByRole('link', { name: site.email })).toHaveAttribute(
    'href',
    `mailto:${site.email}`,
  );
  await expect(help).toContainText('Mon-Sat 9:30 AM-9:30 PM');
  await expectNoSideways(page);
});

test('the steps sit beside the form on a desktop', async ({ page }) => {
  await page.goto(paths.apply);
  const form = await page
    .getByRole('region', { name: defaultApplyContent.form.heading })
    .boundingBox();
  const steps = await page
    .getByRole('region', { name: defaultApplyContent.processSteps.title })
    .boundingBox();
  expect(steps?.x).toBeGreaterThan((form?.x ?? 0) + (form?.width ?? 0));
});

test('when the content cannot be loaded the page still shows, under the red banner', async ({
  page,
}) => {
  await page.route('**/api/page-content/apply', (route) =>
    route.fulfill({ status: 503, body: 'busy' }),
  );
  await page.goto(paths.apply);
  await expect(page.getByRole('alert')).toHaveText(
    'Failed to load apply page content. Displaying default. Please ensure your backend server is running and the API endpoint is correct.',
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(defaultApplyContent.hero.title);
});
