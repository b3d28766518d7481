import type { APIRequestContext } from '@playwright/test';
import { paths } from '../../src/domain/paths.ts';
import { expect, pageOnly, test } from './fixtures.ts';
import { routeExpectations } from './routes.ts';

test.use(pageOnly);

const entities: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
};

/** The description in the page's HTML as the server sends it (what a search engine reads). */
async function servedDescription(request: APIRequestContext, path: string) {
  const html = await (await request.get(path)).text();
  const attribute = /<meta name="description" content="([^"]*)"/.exec(html)?.[1];
  return attribute?.replace(/&(amp|lt|gt|quot|#x27|#39);/g, (entity) => entities[entity] ?? '');
}

for (const route of routeExpectations) {
  test(`visitor opening ${route.path} sees its heading, title and description`, async ({
    page,
    request,
  }) => {
    await page.goto(route.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
    await expect(page).toHaveTitle(route.title);
    const description = page.locator('meta[name="description"]');
    await expect(description).toHaveAttribute('content', /^.{50,160}$/);
    // The one the server sent, which the next test compares across pages: the app keeps it.
    expect(await description.getAttribute('content')).toBe(
      await servedDescription(request, route.path),
    );
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });
}

test('every page has its own description', async ({ request }) => {
  const descriptions = new Set<string>();
  for (const route of routeExpectations) {
    const description = await servedDescription(request, route.path);
    expect(description, route.path).toBeTruthy();
    descriptions.add(description ?? '');
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
  test(`visitor at unknown address ${missing} sees not-found page with a way back`, async ({
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
