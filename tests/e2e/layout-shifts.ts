import type { Page } from '@playwright/test';

type Counted = { shifts: number };

/** From the next document on, adds up its layout shifts (what CLS counts) as they happen. */
export async function countLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    (window as unknown as Counted).shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
        (window as unknown as Counted).shifts += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The shifts counted so far in the page's document. */
export function layoutShifts(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as Counted).shifts);
}
