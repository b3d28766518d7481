import type { Page } from '@playwright/test';

/** Opens About as a visitor does: the phone's menu on a narrow screen, the header's link else. */
export async function openAboutFromMenu(page: Page) {
  const viewport = page.viewportSize();
  if (viewport && viewport.width < 700) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page
      .getByRole('navigation', { name: 'Mobile' })
      .getByRole('link', { name: 'About' })
      .click();
  } else {
    await page.getByRole('banner').getByRole('link', { name: 'About', exact: true }).click();
  }
}
