import { paths } from '../../src/domain/paths.ts';
import { expect, test } from './fixtures.ts';
import { routeExpectations } from './routes.ts';

for (const route of routeExpectations) {
  test(`visitor opening ${route.path} sees its heading, title and description @phone`, async ({
    page,
  }) => {
    await page.goto(route.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
    await expect(page).toHaveTitle(route.title);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      /^.{50,160}$/,
    );
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });
}

test('every page has its own description', async ({ page }) => {
  const descriptions = new Set<string>();
  for (const route of routeExpectations) {
    await page.goto(route.path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    descriptions.add(
      (await page.locator('meta[name="description"]').getAttribute('content')) ?? '',
    );
  }
  expect(descriptions.size).toBe(routeExpectations.length);
});

const aliases = [
  { from: '/courses/Oops', to: '/courses/oops' },
  { from: '/courses/OOPS', to: '/courses/oops' },
  { from: '/courses/full-stack-development', to: '/courses/FullStackDevelopment' },
  { from: '/courses/fullstackdevelopment', to: '/courses/FullStackDevelopment' },
  { from: '/courses/AI-ML', to: '/courses/ai-ml' },
];

for (const alias of aliases) {
  test(`old link ${alias.from} reaches ${alias.to}`, async ({ page }) => {
    await page.goto(alias.from);
    await expect(page).toHaveURL(alias.to);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Page not found');
  });
}

for (const missing of ['/no-such-page', '/courses/quantum-basket-weaving', '/about/team/x']) {
  test(`visitor at unknown address ${missing} sees not-found page with a way back @phone`, async ({
    page,
  }) => {
    const response = await page.goto(missing);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page).toHaveTitle('Page not found | Excellence in Education');
    await page.getByRole('link', { name: 'Back to the home page' }).click();
    await expect(page).toHaveURL('/');
  });
}

test('view scrolls to the top when the visitor moves to another page', async ({ page }) => {
  await page.goto(paths.privacy);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click();
  await expect(page).toHaveURL(paths.terms);
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('keyboard user can skip straight to the main content', async ({ page }) => {
  await page.goto(paths.about);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
});
