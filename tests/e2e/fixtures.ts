import { test as base, expect, type Page } from '@playwright/test';

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

export { expect };
