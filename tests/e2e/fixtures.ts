import { type BrowserContext, test as base, expect, type Page } from '@playwright/test';

/**
 * Pages arrive pre-rendered: a visitor sees them before the app has started behind them, and
 * buttons only work once it has. Every `page.goto` here waits for the app to be ready (the
 * layout marks <html data-app-ready> when hydrated), as the specs did implicitly when the
 * content waited for the app.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (javaScriptEnabled !== false) {
        await page.waitForFunction(() => document.documentElement.dataset.appReady === 'true');
      }
      return response;
    };
    await use(page);
  },
});

/** Resolves once the service worker controls the page, so what it fetches from then on is kept. */
export async function waitForServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
      );
    }
  });
}

/**
 * Pages of `context` report a connection whatever happens to it, as some Chromium releases do
 * under Playwright's setOffline (150 leaves navigator.onLine true) and as any browser does on a
 * connection that is up but reaches nothing: what the site says must come from what it observes.
 */
export async function reportOnlineAlways(context: BrowserContext) {
  await context.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'onLine', { get: () => true }),
  );
}

export { expect };

/**
 * For a file whose tests check the page itself (its content, layout, links, forms, first taps):
 * no service worker installs behind it, so each test does not also download and store the whole
 * site. What the service worker adds is checked where it matters (pwa, offline, outbox, event
 * mode, published content).
 */
export const pageOnly = { serviceWorkers: 'block' } as const;
