import { expect, type Page, test } from '@playwright/test';
import { routeExpectations } from './routes.ts';

async function waitForServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
      );
    }
  });
}

function pngSize(bytes: Buffer) {
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test('the web app manifest describes an installable standalone app with its icons', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const response = await request.get(href ?? '');
  expect(response.ok()).toBe(true);
  const manifest = await response.json();
  expect(manifest).toMatchObject({
    name: expect.stringContaining('RAAM Academy'),
    short_name: 'RAAM Academy',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: expect.stringMatching(/^#[0-9a-f]{6}$/i),
    background_color: expect.stringMatching(/^#[0-9a-f]{6}$/i),
  });
  expect(manifest.description.length).toBeGreaterThan(40);
  const icons: { src: string; sizes: string; purpose: string }[] = manifest.icons;
  for (const wanted of [
    { sizes: '192x192', purpose: 'any' },
    { sizes: '512x512', purpose: 'any' },
    { sizes: '512x512', purpose: 'maskable' },
  ]) {
    const icon = icons.find((i) => i.sizes === wanted.sizes && i.purpose === wanted.purpose);
    expect(icon, JSON.stringify(wanted)).toBeDefined();
    const image = await request.get(icon?.src ?? '');
    expect(image.ok()).toBe(true);
    const [width, height] = wanted.sizes.split('x').map(Number);
    expect(pngSize(await image.body())).toEqual({ width, height });
  }
  const screenshots: { src: string; form_factor: string; sizes: string }[] = manifest.screenshots;
  expect(screenshots.map((s) => s.form_factor).sort()).toEqual(['narrow', 'wide']);
  for (const screenshot of screenshots) {
    const image = await request.get(screenshot.src);
    expect(image.ok()).toBe(true);
    const [width, height] = screenshot.sizes.split('x').map(Number);
    expect(pngSize(await image.body())).toEqual({ width, height });
  }
  const touchIcon = await request.get(
    (await page.locator('link[rel="apple-touch-icon"]').getAttribute('href')) ?? '',
  );
  expect(pngSize(await touchIcon.body())).toEqual({ width: 180, height: 180 });
});

test('Chromium finds nothing that prevents installing the app', async ({ page }) => {
  await page.goto('/');
  await waitForServiceWorker(page);
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors).toEqual([]);
});

test('after one visit, every page opens with no connection', async ({ page, context }) => {
  await page.goto('/');
  await waitForServiceWorker(page);
  await context.setOffline(true);
  for (const route of routeExpectations) {
    await page.goto(route.path);
    await expect(page.getByRole('heading', { level: 1 }), route.path).toHaveText(route.heading);
  }
  await page.goto('/courses/Oops');
  await expect(page).toHaveURL('/courses/oops');
  await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();
});

test('API requests are never answered with the app shell', async ({ page, request }) => {
  await page.goto('/');
  await waitForServiceWorker(page);
  const status = await page.evaluate(async () => (await fetch('/api/no-such-endpoint')).status);
  expect(status).toBe(404);
  const direct = await request.get('/api/no-such-endpoint');
  expect(direct.headers()['content-type']).toContain('application/json');
});

test('a new version is offered with a reload prompt, never forced', async ({ page, context }) => {
  await page.goto('/');
  await waitForServiceWorker(page);
  // The server now has a new build: the same worker with different bytes.
  await context.route('**/sw.js', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: `${await response.text()}\n// next release\n` });
  });
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    await registration?.update();
  });
  const prompt = page
    .getByRole('status')
    .filter({ hasText: 'A new version of this site is available.' });
  await expect(prompt).toBeVisible();
  const controllerBefore = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
  expect(controllerBefore).toContain('/sw.js');
  await page.getByRole('button', { name: 'Reload' }).click();
  await page.waitForEvent('load');
  await expect(prompt).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
