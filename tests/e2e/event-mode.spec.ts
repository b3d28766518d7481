import { mkdirSync } from 'node:fs';
import type { BrowserContext, Page } from '@playwright/test';
import { paths } from '../../src/domain/paths.ts';
import { expectNoViolations } from './axe.ts';
import { coldStartOffline, eventBar, startEventMode } from './event-helpers.ts';
import { expect, pageOnly, test, waitForServiceWorker } from './fixtures.ts';
import { exportedSubmissions, fillApplication, fillInquiry, uniqueEmail } from './forms-helpers.ts';
import { outboxSync, queuedCard, untilReady, withEmail } from './outbox-helpers.ts';

type Body = Record<string, unknown> & { source?: Record<string, unknown> };

/**
 * Every submission's body as it left the browser, from a page or the service worker, passed on
 * unchanged to the real server.
 */
async function recordBodies(context: BrowserContext): Promise<Body[]> {
  const bodies: Body[] = [];
  await context.route(/\/api\/(inquiries|applications)$/, async (route) => {
    bodies.push(route.request().postDataJSON() as Body);
    await route.continue();
  });
  return bodies;
}

function screenshot(page: Page, name: string) {
  mkdirSync('test-results/event-mode', { recursive: true });
  return page.screenshot({ path: `test-results/event-mode/${name}.png`, fullPage: false });
}

test('offline from a cold start, a counsellor starts event mode and collects an inquiry and an application; back online each arrives once with its source', async ({
  page,
  context,
}) => {
  // Hashing the PIN and two offline submissions take a while on a busy machine.
  test.setTimeout(90_000);
  const bodies = await recordBodies(context);
  const counsellor = await coldStartOffline(page, context);
  await counsellor.goto(paths.event);
  await untilReady(counsellor);
  await expect(
    counsellor.getByRole('heading', { level: 1, name: 'Counsellor tools' }),
  ).toBeVisible();
  await screenshot(counsellor, `start-${test.info().project.name}`);
  await startEventMode(counsellor);
  await expect(eventBar(counsellor)).toContainText('Chennai Education Fair');
  await expect(eventBar(counsellor)).toContainText('0 submissions collected on this device');
  await screenshot(counsellor, `on-${test.info().project.name}`);

  const inquiryEmail = uniqueEmail('event-inquiry');
  await counsellor.goto(paths.contact);
  const inquiry = await fillInquiry(counsellor, inquiryEmail);
  await inquiry.submit.click();
  await expect(queuedCard(counsellor)).toBeVisible();
  await expect(eventBar(counsellor)).toContainText('1 submission collected on this device');

  const applicationEmail = uniqueEmail('event-application');
  await counsellor.goto(paths.apply);
  const application = await fillApplication(counsellor, applicationEmail);
  await application.submit.click();
  await expect(queuedCard(counsellor)).toBeVisible();
  await expect(eventBar(counsellor)).toContainText('2 submissions collected on this device');
  await screenshot(counsellor, `bar-${test.info().project.name}`);
  expect(withEmail(exportedSubmissions('inquiries'), 'emailAddress', inquiryEmail)).toHaveLength(0);

  await context.setOffline(false);
  await expect
    .poll(() => withEmail(exportedSubmissions('inquiries'), 'emailAddress', inquiryEmail), {
      timeout: 30_000,
    })
    .toHaveLength(1);
  await expect
    .poll(() => withEmail(exportedSubmissions('applications'), 'email', applicationEmail), {
      timeout: 30_000,
    })
    .toHaveLength(1);

  const sent = bodies.filter(
    (body) => body.emailAddress === inquiryEmail || body.email === applicationEmail,
  );
  expect(sent.length).toBeGreaterThanOrEqual(2);
  const source = {
    event: 'Chennai Education Fair',
    counsellor: 'Meena Krishnan',
    device: 'Tablet 2',
    collectedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/),
  };
  for (const body of sent) expect(body.source).toEqual(source);
  // Each was collected when the student submitted it, and every attempt says the same time.
  const times = (email: string) =>
    new Set(
      sent
        .filter((body) => body.emailAddress === email || body.email === email)
        .map((body) => body.source?.collectedAt),
    );
  expect(times(inquiryEmail).size).toBe(1);
  expect(times(applicationEmail).size).toBe(1);
  // The academy keeps each with the source the device sent.
  const [storedInquiry] = withEmail(exportedSubmissions('inquiries'), 'emailAddress', inquiryEmail);
  const [storedApplication] = withEmail(
    exportedSubmissions('applications'),
    'email',
    applicationEmail,
  );
  expect(storedInquiry?.source).toEqual({ ...source, collectedAt: [...times(inquiryEmail)][0] });
  expect(storedApplication?.source).toEqual({
    ...source,
    collectedAt: [...times(applicationEmail)][0],
  });
  // Sent, the bar still counts what this device collected in the event.
  await expect(eventBar(counsellor)).toContainText('2 submissions collected on this device');
});

// Online throughout, one page each: no service worker installs behind them.
test.describe('online, on one page', () => {
  test.use(pageOnly);

  test('a visitor who never started event mode sends no source and sees no event bar', async ({
    page,
    context,
  }) => {
    const bodies = await recordBodies(context);
    const email = uniqueEmail('no-event');
    await page.goto(paths.contact);
    const f = await fillInquiry(page, email);
    await f.submit.click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Inquiry submitted successfully!' }),
    ).toBeVisible();
    const stored = withEmail(exportedSubmissions('inquiries'), 'emailAddress', email);
    expect(stored).toHaveLength(1);
    expect(stored[0]?.source).toBeNull();
    const sent = bodies.filter((body) => body.emailAddress === email);
    expect(sent).toHaveLength(1);
    expect(sent[0]).not.toHaveProperty('source');
    await expect(eventBar(page)).toHaveCount(0);
    // Nor did the page load event mode's code to find out.
    const loaded = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => entry.name),
    );
    expect(loaded.filter((name) => /event-mode|event-page/.test(name))).toEqual([]);
  });

  test('the start form names each field to correct and focuses the first', async ({ page }) => {
    await page.goto(paths.event);
    const form = page.getByRole('form', { name: 'Start event mode' });
    await form.getByRole('textbox', { name: /^Event name/ }).fill('Chennai Education Fair');
    await form.getByLabel(/^PIN/).fill('12');
    await form.getByLabel(/^Confirm PIN/).fill('1234');
    await form.getByRole('button', { name: 'Start event mode' }).click();
    await expect(form.getByRole('alert')).toHaveText('Please correct the errors in the form');
    const counsellorName = form.getByRole('textbox', { name: /^Counsellor name/ });
    await expect(counsellorName).toBeFocused();
    await expect(counsellorName).toHaveAccessibleDescription(/Enter your name/);
    await expect(form.getByLabel(/^PIN/)).toHaveAccessibleDescription(
      /Choose a PIN of 4 to 8 digits/,
    );
    await expect(form.getByLabel(/^Confirm PIN/)).toHaveAccessibleDescription(
      /The two PINs differ: type the same PIN again/,
    );
    await expect(page.getByRole('heading', { name: 'Event mode is on' })).toHaveCount(0);
  });
});

test('the start form, event mode on and the event bar have no accessibility violations @phone', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(paths.event);
  await page.getByRole('button', { name: 'Start event mode' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expectNoViolations(page, 'start form with errors');
  await startEventMode(page);
  await expectNoViolations(page, 'event mode on');
  await page.goto(paths.courses);
  await expect(eventBar(page)).toContainText('0 submissions collected on this device');
  await expectNoViolations(page, 'event bar');
});

test("with every page closed, the service worker's Background Sync sends a kept lead with its source, once @full-chromium", async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const bodies = await recordBodies(context);
  await page.goto(paths.event);
  await waitForServiceWorker(page);
  await startEventMode(page);
  // The server cannot be reached, for the page and its service worker alike.
  const unreachable = '**/api/inquiries';
  await context.route(unreachable, (route) => route.abort('internetdisconnected'));
  const email = uniqueEmail('event-sync');
  await page.goto(paths.contact);
  const f = await fillInquiry(page, email);
  await f.submit.click();
  await expect(queuedCard(page)).toBeVisible();

  // Only the service worker is left: a blank tab keeps the browser's DevTools session.
  const blank = await context.newPage();
  await page.close();
  const sync = await outboxSync(context, blank, baseURL ?? '');
  await context.unroute(unreachable);
  await sync.fire();
  await expect
    .poll(() => withEmail(exportedSubmissions('inquiries'), 'emailAddress', email), {
      timeout: 30_000,
    })
    .toHaveLength(1);
  const [stored] = withEmail(exportedSubmissions('inquiries'), 'emailAddress', email);
  const [sent] = bodies.filter((body) => body.emailAddress === email);
  expect(stored?.source).toEqual({
    event: 'Chennai Education Fair',
    counsellor: 'Meena Krishnan',
    device: 'Tablet 2',
    collectedAt: sent?.source?.collectedAt,
  });
});
