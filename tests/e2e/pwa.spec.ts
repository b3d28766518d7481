import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Locator, type Page } from '@playwright/test';
import { chromiumArgs, fullChromiumPath } from '../../playwright.config.ts';
import { expect, reportOnlineAlways, test, waitForServiceWorker } from './fixtures.ts';
import { applicationForm, contactForm } from './forms-helpers.ts';
import { letTimePass } from './page-clock.ts';
import { releasedSite } from './release.ts';
import { routeExpectations } from './routes.ts';

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

test('Chromium finds nothing that prevents installing the app', async ({ baseURL }) => {
  // Incognito windows cannot install apps, and Playwright's contexts are incognito: use a profile.
  const profile = mkdtempSync(join(tmpdir(), 'academy-install-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: fullChromiumPath,
    args: chromiumArgs,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(baseURL ?? '/');
    await waitForServiceWorker(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    const { errors } = await cdp.send('Page.getAppManifest');
    expect(errors).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

for (const { browser, reportsOnline } of [
  { browser: '', reportsOnline: false },
  // As Chromium 150 does under setOffline, and any browser on a connection that reaches nothing.
  { browser: ', where the browser still reports a connection', reportsOnline: true },
]) {
  test(`after one visit, every page opens with no connection and says so${browser}`, async ({
    page,
    context,
  }) => {
    // Every page of the site, one after another: about 1 s each on an idle machine, twice that
    // on a busy one.
    test.setTimeout(90_000);
    if (reportsOnline) await reportOnlineAlways(context);
    await page.goto('/');
    await waitForServiceWorker(page);
    await context.setOffline(true);
    for (const route of routeExpectations) {
      await page.goto(route.path);
      await expect(page.getByRole('heading', { level: 1 }), route.path).toHaveText(route.heading);
      // Styled from its first paint: the stylesheets kept on the device load with the page.
      expect(
        await page.evaluate(() => getComputedStyle(document.body).fontFamily),
        route.path,
      ).toMatch(/^system-ui/);
    }
    await page.goto('/courses/Oops');
    await expect(page).toHaveURL('/courses/oops');
    await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();
  });
}

test('the offline-ready news goes once a visitor fills in a field, and stays gone', async ({
  page,
}) => {
  await page.goto('/apply');
  const news = page.getByRole('status').filter({ hasText: 'This site now works offline.' });
  await expect(news).toBeVisible();
  const f = applicationForm(page);
  // At the foot of a phone's screen it would sit just above the keyboard, over the field.
  await f.fullName.fill('Meena Sundaram');
  await expect(news).toBeHidden({ timeout: 2_000 });
  // Leaving the field does not bring it back under the finger clicking Submit.
  await f.submit.click();
  await expect(page.getByText('Please select a course')).toBeVisible();
  await expect(news).toHaveCount(0);
});

test('API requests are never answered with the app shell', async ({ page, request }) => {
  await page.goto('/');
  await waitForServiceWorker(page);
  const status = await page.evaluate(async () => (await fetch('/api/no-such-endpoint')).status);
  expect(status).toBe(404);
  const direct = await request.get('/api/no-such-endpoint');
  expect(direct.headers()['content-type']).toContain('application/json');
});

test('offline, an API request gets no answer rather than one kept from before', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await waitForServiceWorker(page);
  const ask = (path: string) =>
    page.evaluate(async (url) => {
      try {
        const response = await fetch(url);
        return `${response.status} ${response.headers.get('content-type')}`;
      } catch {
        return 'no answer';
      }
    }, path);
  const api = ['/api/health', '/api/page-content/about'];
  for (const path of api) expect(await ask(path), path).toMatch(/^\d+ application\/json/);

  await context.setOffline(true);
  for (const path of api) expect(await ask(path), path).toBe('no answer');
  // Nor is an API address opened in the tab answered with a page.
  await expect(page.goto('/api/health')).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
});

/**
 * Clicks `reload` and waits for what the visitor sees next: the page opened again, as a new
 * document, with the app started in it. (Not the load event, which also waits for every picture.)
 */
async function reloadsTheSite(page: Page, reload: Locator) {
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await reload.click();
  await test.step('the page opens again with the app started', () =>
    page.waitForFunction(
      () => !('sameDocument' in window) && document.documentElement.dataset.appReady === 'true',
      undefined,
      { timeout: 15_000 },
    ));
}

/** Releases the next version's service worker and waits for the page to offer it. */
async function nextReleaseOffered(page: Page, server: Awaited<ReturnType<typeof releasedSite>>) {
  server.releaseWorker((script) => `${script}\n// next release\n`);
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
  const prompt = page
    .getByRole('status')
    .filter({ hasText: 'A new version of this site is available.' });
  await expect(prompt).toBeVisible();
  return prompt;
}

test('a new version is offered with a reload prompt, never forced', async ({ page }) => {
  const server = await releasedSite();
  try {
    await page.clock.install();
    await page.goto(server.url);
    await waitForServiceWorker(page);
    const firstWorker = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
    const prompt = await nextReleaseOffered(page, server);
    // Nothing changes until the visitor chooses, however long the prompt stays: an hour of the
    // page's time passes, and the old version still controls the page while the new one waits.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await letTimePass(page, 60 * 60_000);
    expect(
      await page.evaluate(async () => ({
        controller: navigator.serviceWorker.controller?.scriptURL,
        waiting: (await navigator.serviceWorker.getRegistration())?.waiting?.state,
        sameDocument: 'sameDocument' in window,
      })),
    ).toEqual({ controller: firstWorker, waiting: 'installed', sameDocument: true });
    await expect(prompt).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await reloadsTheSite(page, page.getByRole('button', { name: 'Reload' }));
    await expect(prompt).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const state = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return { waiting: Boolean(registration?.waiting), active: Boolean(registration?.active) };
    });
    expect(state).toEqual({ waiting: false, active: true });
  } finally {
    await server.stop();
  }
});

test('Reload takes the new version at once while the worker still refreshes a page on a slow link', async ({
  page,
  context,
}) => {
  const server = await releasedSite();
  // The worker's own fetch of /about for its next navigation: its first one gets no answer
  // during the test, as on a link that has stalled.
  let stalled: (() => void) | undefined;
  await context.route(`${server.url}/about`, async (route) => {
    if (stalled || !route.request().serviceWorker()) return route.continue();
    await new Promise<void>((release) => {
      stalled = release;
    });
    await route.continue().catch(() => undefined);
  });
  try {
    await page.goto(server.url);
    await waitForServiceWorker(page);
    await page.goto(`${server.url}/about`);
    await expect.poll(() => Boolean(stalled)).toBe(true);
    const prompt = await nextReleaseOffered(page, server);

    await reloadsTheSite(page, page.getByRole('button', { name: 'Reload' }));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(prompt).toBeHidden();
    const waiting = await page.evaluate(
      async () => (await navigator.serviceWorker.getRegistration())?.waiting?.state,
    );
    expect(waiting, 'the new version took over').toBeUndefined();
  } finally {
    stalled?.();
    await server.stop();
  }
});

test('the update prompt asks before reloading over what a visitor typed, and nothing is lost', async ({
  page,
}) => {
  const server = await releasedSite();
  try {
    await page.goto(`${server.url}/contact`);
    await waitForServiceWorker(page);
    await page.waitForFunction(() => document.documentElement.dataset.appReady === 'true');
    const f = contactForm(page);
    await f.fullName.fill('Meena Sundaram');
    server.releaseWorker((script) => `${script}\n// next release\n`);
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    const reload = page.getByRole('button', { name: 'Reload' });
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const stillHere = () => page.evaluate(() => 'sameDocument' in window);

    const asked: string[] = [];
    page.once('dialog', (dialog) => {
      asked.push(dialog.message());
      void dialog.dismiss();
    });
    await reload.click();
    await expect
      .poll(() => asked)
      .toEqual([
        'A form on this page holds what you typed. Reloading now would clear it. Reload anyway?',
      ]);
    expect(await stillHere()).toBe(true);
    await expect(f.fullName).toHaveValue('Meena Sundaram');

    page.once('dialog', (dialog) => void dialog.accept());
    await reloadsTheSite(page, reload);
    expect(await stillHere()).toBe(false);
    // The half-filled form was kept on the device as a draft.
    await expect(f.fullName).toHaveValue('Meena Sundaram');
  } finally {
    await server.stop();
  }
});

/** Safari offers no install prompt: the footer says how to add the app by hand instead. */
const iosSteps = 'To install this app: tap Share, then Add to Home Screen.';

for (const device of [
  {
    name: 'an iPhone',
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1',
  },
  {
    // iPadOS's Safari says it is a Mac; only its touch screen tells it apart.
    name: 'an iPad',
    userAgent:
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Safari/605.1.15',
  },
]) {
  test.describe(`on ${device.name}`, () => {
    test.use({
      userAgent: device.userAgent,
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });

    test('the footer shows the Add to Home Screen steps and no "Install app"', async ({ page }) => {
      // As many touch points as the real devices report (emulation reports one).
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 });
      await page.goto('/');
      const footer = page.getByRole('contentinfo');
      await footer.scrollIntoViewIfNeeded();
      await expect(footer.getByText(iosSteps)).toBeVisible();
      await expect(footer.getByRole('button', { name: 'Install app' })).toHaveCount(0);
    });
  });
}

test.describe('on a Mac without a touch screen', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Safari/605.1.15',
  });

  test('neither the steps nor "Install app" appear', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    await expect(footer.getByRole('button', { name: 'Save for offline use' })).toBeEnabled();
    await expect(footer.getByText(iosSteps)).toHaveCount(0);
    await expect(footer.getByRole('button', { name: 'Install app' })).toHaveCount(0);
  });
});
