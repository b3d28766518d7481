import type { Page } from '@playwright/test';

/**
 * Lets `ms` of the page's time pass at once, its timers and animation frames running as they
 * would, then lets time flow again: what should hold still for seconds is checked in
 * milliseconds. The page must have opened after `page.clock.install()`.
 */
export async function letTimePass(page: Page, ms: number) {
  // The page's time flows on while this is asked: a second's margin (timers due in it fire).
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1000);
  await page.clock.runFor(ms);
  await page.clock.resume();
}
