import { test as base, expect } from '@playwright/test';

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

export { expect };
