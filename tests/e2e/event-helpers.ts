import { type BrowserContext, expect, type Page } from '@playwright/test';
import { paths } from '../../src/domain/paths.ts';
import { waitForServiceWorker } from './fixtures.ts';

export function eventBar(page: Page) {
  return page.getByRole('region', { name: 'Event mode', exact: true });
}

/** Fills /event's start form as a counsellor does and starts event mode. */
export async function startEventMode(
  page: Page,
  { inactivitySeconds = '90', eventName = 'Chennai Education Fair' } = {},
) {
  const form = page.getByRole('form', { name: 'Start event mode' });
  await form.getByRole('textbox', { name: /^Event name/ }).fill(eventName);
  await form.getByRole('textbox', { name: /^Counsellor name/ }).fill('Meena Krishnan');
  await form.getByRole('textbox', { name: /^Device label/ }).fill('Tablet 2');
  await form.getByLabel(/^PIN/).fill('4821');
  await form.getByLabel(/^Confirm PIN/).fill('4821');
  const returnAfter = form.getByRole('textbox', { name: /^Return to start after/ });
  await expect(returnAfter).toHaveValue('90');
  await returnAfter.fill(inactivitySeconds);
  await form.getByRole('button', { name: 'Start event mode' }).click();
  await expect(page.getByRole('heading', { name: 'Event mode is on' })).toBeFocused();
}

/**
 * The installed app opened with no connection: the service worker has kept the site, then a new
 * page opens offline and the old one is gone. Returns the new page.
 */
export async function coldStartOffline(page: Page, context: BrowserContext): Promise<Page> {
  await page.goto(paths.home);
  await waitForServiceWorker(page);
  await context.setOffline(true);
  const fresh = await context.newPage();
  await page.close();
  return fresh;
}
