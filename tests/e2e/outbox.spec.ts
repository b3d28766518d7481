import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium, type Page } from '@playwright/test';
import { baseURL, chromiumArgs, headlessShellPath } from '../../playwright.config.ts';
import { paths } from '../../src/domain/paths.ts';
import { duplicateApplicationMessage } from '../../src/domain/submissions.ts';
import { expectNoViolations } from './axe.ts';
import { expect, pageOnly, test, waitForServiceWorker } from './fixtures.ts';
import {
  applicationForm,
  contactForm,
  exportedSubmissions,
  fillApplication,
  fillInquiry,
  uniqueEmail,
} from './forms-helpers.ts';
import {
  announcement,
  expectWaiting,
  outboxButton,
  outboxPanel,
  queuedCard,
  sendFromPagesOnly,
  storedDraft,
  withEmail,
} from './outbox-helpers.ts';

const robotics = 'Your application for Robotics was sent';

async function gotoReady(page: Page, path: string, base = baseURL) {
  await page.goto(new URL(path, base).href);
  await page.waitForFunction(() => document.documentElement.dataset.appReady === 'true');
}

test('an application made offline survives a reload and a browser restart, then arrives exactly once', async ({
  baseURL: appURL,
}) => {
  test.setTimeout(90_000);
  const profile = mkdtempSync(join(tmpdir(), 'outbox-profile-'));
  // A browser without Background Sync (Safari, Firefox): Chromium believes it is online whatever
  // the test tells its pages, and would have its service worker send the queued application as
  // it starts again, before the test could see it still waiting. The 429 test covers the
  // worker's send.
  const launch = async (offline: boolean) => {
    const context = await chromium.launchPersistentContext(profile, {
      offline,
      executablePath: test.info().project.use.launchOptions?.executablePath ?? headlessShellPath,
      args: chromiumArgs,
      viewport: { width: 390, height: 844 },
    });
    await sendFromPagesOnly(context);
    return context;
  };
  let context: BrowserContext | undefined;
  try {
    context = await launch(false);
    let page = context.pages()[0] ?? (await context.newPage());
    await gotoReady(page, paths.apply, appURL);
    await waitForServiceWorker(page);
    await context.setOffline(true);

    const email = uniqueEmail('offline');
    const f = await fillApplication(page, email);
    await f.submit.click();
    const card = queuedCard(page);
    await expect(card).toContainText(
      'Your application is saved on this device and will be sent automatically when you are back online.',
    );
    await expect(card.getByRole('heading', { name: 'Saved on this device' })).toBeFocused();
    await expect(page.getByText('Application Submitted!')).toHaveCount(0);
    await expectWaiting(page, 1);

    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.appReady === 'true');
    await expectWaiting(page, 1);
    await expect(applicationForm(page).fullName).toHaveValue('');

    await context.close();
    context = await launch(true);
    await context.setOffline(true);
    page = context.pages()[0] ?? (await context.newPage());
    await gotoReady(page, paths.home, appURL);
    await expectWaiting(page, 1);
    expect(withEmail(exportedSubmissions('applications'), 'email', email)).toHaveLength(0);

    await context.setOffline(false);
    await expect(announcement(page, robotics)).toBeVisible({ timeout: 15_000 });
    await expect(outboxButton(page)).toHaveCount(0);
    const stored = withEmail(exportedSubmissions('applications'), 'email', email);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      fullName: 'Arun Kumar',
      courseOfInterest: 'Robotics',
      address: '12, Arcot Road, Kodambakkam, Chennai',
    });
  } finally {
    await context?.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('a replay refused as a duplicate needs attention; it can be corrected and resent, and another discarded', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  const email = uniqueEmail('dup');
  await page.goto(paths.apply);
  await waitForServiceWorker(page);
  let f = await fillApplication(page, email);
  await f.submit.click();
  await expect(page.getByRole('heading', { name: 'Application Submitted!' })).toBeVisible();

  // The same person again, twice, with no connection: both are kept.
  await context.setOffline(true);
  await page.reload();
  await page.waitForFunction(() => document.documentElement.dataset.appReady === 'true');
  for (const _ of [1, 2]) {
    f = await fillApplication(page, email);
    await f.submit.click();
    await page
      .getByRole('main')
      .getByRole('button', { name: 'Fill in another application' })
      .click();
  }
  await expectWaiting(page, 2);

  await context.setOffline(false);
  await expect(outboxButton(page)).toHaveAccessibleName(/2 need attention/, { timeout: 15_000 });
  await outboxButton(page).click();
  const panel = outboxPanel(page);
  await expect(panel).toContainText('kept only in this browser on this device');
  const items = panel.getByRole('listitem');
  await expect(items).toHaveCount(2);
  await expect(items.first()).toContainText('Needs attention');
  await expect(items.first()).toContainText(duplicateApplicationMessage);
  await expect(items.first()).toContainText('Robotics');
  await expectNoViolations(page, 'dialog', { within: 'dialog', everyRule: true });

  // Discard asks first; the safe choice has the focus.
  await items.nth(1).getByRole('button', { name: 'Discard' }).click();
  await expect(items.nth(1).getByRole('button', { name: 'Keep it' })).toBeFocused();
  await items.nth(1).getByRole('button', { name: 'Yes, discard' }).click();
  await expect(items).toHaveCount(1);

  await items.first().getByRole('button', { name: 'Edit and resend' }).click();
  await expect(panel).toHaveCount(0);
  f = applicationForm(page);
  await expect(f.form).toContainText(duplicateApplicationMessage);
  await expect(f.email).toHaveValue(email);
  const corrected = uniqueEmail('corrected');
  await f.email.fill(corrected);
  await f.submit.click();
  await expect(page.getByRole('heading', { name: 'Application Submitted!' })).toBeVisible();
  await expect(outboxButton(page)).toHaveCount(0);

  const stored = exportedSubmissions('applications');
  expect(withEmail(stored, 'email', email)).toHaveLength(1);
  expect(withEmail(stored, 'email', corrected)).toHaveLength(1);
});

test('a replay answered 429 with Retry-After: 2 waits two seconds, then is delivered', async ({
  page,
  context,
}) => {
  await sendFromPagesOnly(context);
  const email = uniqueEmail('busy');
  await page.goto(paths.contact);
  await waitForServiceWorker(page);
  await context.setOffline(true);
  const f = await fillInquiry(page, email);
  await f.submit.click();
  await expect(queuedCard(page)).toContainText('Your message is saved on this device');
  await expectNoViolations(page, 'main', { within: 'main', everyRule: true });

  const sentAt: number[] = [];
  await context.route('**/api/inquiries', async (route) => {
    sentAt.push(Date.now());
    if (sentAt.length === 1) {
      await route.fulfill({
        status: 429,
        headers: { 'Retry-After': '2' },
        json: { message: 'Too many submissions from this network; retry in 2 seconds' },
      });
    } else {
      await route.continue();
    }
  });
  await context.setOffline(false);
  await expect(announcement(page, 'Your message "Weekend batches" was sent')).toBeVisible({
    timeout: 15_000,
  });
  expect(sentAt).toHaveLength(2);
  expect((sentAt[1] ?? 0) - (sentAt[0] ?? 0)).toBeGreaterThanOrEqual(2000);
  expect(withEmail(exportedSubmissions('inquiries'), 'emailAddress', email)).toHaveLength(1);
});

// A draft is the page's own: no service worker installs behind it.
test.describe('a draft', () => {
  test.use(pageOnly);

  test('a half-filled form comes back after a reload', async ({ page }) => {
    await page.goto(paths.contact);
    const f = contactForm(page);
    await f.fullName.fill('Meena Sundaram');
    await f.message.fill('Is there a weekend batch?');
    // The draft is written a moment after typing stops. Read by the helper, which makes the
    // database with the app's store if the app has not yet: a database made empty by the test
    // would leave the app without its store.
    await expect.poll(() => storedDraft(page, 'inquiry')).toContain('Is there a weekend batch?');
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.appReady === 'true');
    await expect(f.fullName).toHaveValue('Meena Sundaram');
    await expect(f.message).toHaveValue('Is there a weekend batch?');
  });
});

test('export of unsent submissions gives a CSV and a JSON with every field, formula-safe', async ({
  page,
  context,
}) => {
  await page.goto(paths.apply);
  await waitForServiceWorker(page);
  await context.setOffline(true);
  const email = uniqueEmail('export');
  const f = await fillApplication(page, email);
  await f.message.fill('=HYPERLINK("http://evil.example","prize")');
  await f.submit.click();
  await expect(queuedCard(page)).toBeVisible();
  await outboxButton(page).click();
  const panel = outboxPanel(page);

  const csvDownload = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Export unsent (CSV)' }).click();
  const csv = readFileSync((await (await csvDownload).path()) ?? '', 'utf8');
  const jsonDownload = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Export unsent (JSON)' }).click();
  const json = JSON.parse(readFileSync((await (await jsonDownload).path()) ?? '', 'utf8')) as {
    kind: string;
    fields: Record<string, string>;
  }[];

  const fields = {
    fullName: 'Arun Kumar',
    email,
    phone: '+91 98400 00000',
    address: '12, Arcot Road, Kodambakkam, Chennai',
    courseOfInterest: 'Robotics',
    levelOfEducation: "Bachelor's Degree",
    message: '=HYPERLINK("http://evil.example","prize")',
  };
  expect(json).toContainEqual(expect.objectContaining({ kind: 'applications', fields }));
  for (const value of [email, '+91 98400 00000', 'Robotics', "Bachelor's Degree"]) {
    expect(csv).toContain(value);
  }
  expect(csv).toContain('"12, Arcot Road, Kodambakkam, Chennai"');
  // A spreadsheet must read the message as text, not run it.
  expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"",""prize"")"`);
});

test('with no storage on the device, a submission with no connection reads the network text and nothing claims to be saved', async ({
  page,
  context,
}) => {
  await page.addInitScript(() => {
    IDBFactory.prototype.open = () => {
      throw new DOMException('Storage is disabled', 'SecurityError');
    };
  });
  await page.goto(paths.apply);
  await waitForServiceWorker(page);
  await context.setOffline(true);
  const f = await fillApplication(page, uniqueEmail('nostorage'));
  await f.submit.click();
  await expect(f.form.getByRole('alert')).toHaveText(
    'Network error or server is unreachable: Failed to fetch. Please try again later.',
  );
  await expect(queuedCard(page)).toHaveCount(0);
  await expect(outboxButton(page)).toHaveCount(0);
  await expect(f.fullName).toHaveValue('Arun Kumar');
});
