import { type Browser, chromium, type Locator, type Page, test } from '@playwright/test';
import { chromiumArgs, headlessShellPath } from '../../playwright.config.ts';
import { waitForServiceWorker } from './fixtures.ts';

/** A browser that reaches the other site (tests/support/image-host.mjs) under its own name. */
export function browserReaching(elsewhere: { browserArgs: string[] }): Promise<Browser> {
  return chromium.launch({
    executablePath: test.info().project.use.launchOptions?.executablePath ?? headlessShellPath,
    args: [...chromiumArgs, ...elsewhere.browserArgs],
  });
}

/** How many of these pictures the browser could render. */
export function paintedCount(pictures: Locator): Promise<number> {
  return pictures.evaluateAll(
    (images) =>
      images.filter((image) => image instanceof HTMLImageElement && image.naturalWidth > 0).length,
  );
}

/**
 * Opens the page twice: the first visit's pictures come before the service worker is there,
 * the second visit's go through it.
 */
export async function visitThroughServiceWorker(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForServiceWorker(page);
  await page.reload();
}
