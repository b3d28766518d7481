import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { consentNoticeVersion } from '../../src/domain/consent.ts';
import { paths } from '../../src/domain/paths.ts';
import { startSiteServer } from '../support/site-server.mjs';
import { expectNoViolations } from './axe.ts';
import { keptPageContains } from './device-storage.ts';
import { expect, pageOnly, test, waitForServiceWorker } from './fixtures.ts';
import {
  contactForm,
  expectFieldError,
  exportedSubmissions,
  fillApplication,
  fillInquiry,
  foundApplications,
  guardianFields,
  guardiansToVerify,
  uniqueEmail,
} from './forms-helpers.ts';
import { outboxButton, queuedCard, storedApplications, withEmail } from './outbox-helpers.ts';

// The forms and the notice as a first visit has them; the two tests that keep a page or an
// application on the device have the service worker.
test.use(pageOnly);

const consentMessage = 'Please agree to the privacy notice to continue';
const isoTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** Every POST the page makes to the API's submission endpoints, as they are made. */
function submissionsSent(page: Page) {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/api\/(inquiries|applications)$/.test(request.url())) {
      sent.push(request.url());
    }
  });
  return sent;
}

test('a message without the consent ticked is not sent: the box says why and has the focus', async ({
  page,
}) => {
  const sent = submissionsSent(page);
  const email = uniqueEmail('no-consent-inquiry');
  await page.goto(paths.contact);
  const f = await fillInquiry(page, email);
  await f.consent.uncheck();
  await f.submit.click();

  await expectFieldError(f.consent, consentMessage);
  await expect(f.consent).toBeFocused();
  await expect(f.form.getByRole('alert')).toHaveText('Please correct the errors in the form');
  await expect(outboxButton(page)).toHaveCount(0);
  expect(sent).toEqual([]);
  expect(withEmail(exportedSubmissions('inquiries'), 'emailAddress', email)).toEqual([]);
  await expectNoViolations(page, 'contact form without consent');

  await f.consent.check();
  await f.submit.click();
  await expect(page.getByRole('heading', { name: 'Message Sent!' })).toBeVisible();
  const [stored] = withEmail(exportedSubmissions('inquiries'), 'emailAddress', email);
  expect(stored?.consent).toEqual({
    version: consentNoticeVersion,
    givenAt: expect.stringMatching(isoTime),
  });
});

test('the notice before Submit says what, why, how long, and where to ask or complain', async ({
  page,
}) => {
  await page.goto(paths.contact);
  const notice = contactForm(page).form.getByRole('region', { name: 'How we use these details' });
  await expect(notice).toContainText('keep them for 12 months');
  await expect(notice).toContainText('Data Protection Board of India');
  await expect(notice.getByRole('link', { name: 'Your data' })).toHaveAttribute(
    'href',
    paths.yourData,
  );
  await expect(notice.getByRole('link', { name: 'privacy notice' })).toHaveAttribute(
    'href',
    paths.privacy,
  );
  await expect(contactForm(page).consent).not.toBeChecked();

  await page.goto(paths.apply);
  await expect(page.getByRole('region', { name: 'How we use these details' })).toContainText(
    'keep them for 24 months',
  );
});

test('an application without the consent ticked is not sent or kept on the device', async ({
  page,
}) => {
  const sent = submissionsSent(page);
  const email = uniqueEmail('no-consent-apply');
  await page.goto(paths.apply);
  const f = await fillApplication(page, email);
  await f.consent.uncheck();
  await f.submit.click();

  await expectFieldError(f.consent, consentMessage);
  await expect(f.consent).toBeFocused();
  await expect(outboxButton(page)).toHaveCount(0);
  expect(sent).toEqual([]);
  expect(storedApplications(email)).toEqual([]);
});

test('an under-18 application without a guardian is refused by the form, and by the server when crafted', async ({
  page,
  request,
}) => {
  const sent = submissionsSent(page);
  const email = uniqueEmail('minor-alone');
  await page.goto(paths.apply);
  const f = await fillApplication(page, email);
  const guardian = guardianFields(page);
  await guardian.yes.check();
  await expect(guardian.group).toBeVisible();
  await f.submit.click();

  await expectFieldError(guardian.name, "Guardian's name is required");
  await expectFieldError(
    guardian.consent,
    'A parent or guardian must agree for an applicant under 18',
  );
  await expect(guardian.name).toBeFocused();
  expect(sent).toEqual([]);

  const crafted = await request.post('/api/applications', {
    headers: { 'Idempotency-Key': randomUUID() },
    data: {
      fullName: 'Arun Kumar',
      email,
      phone: '',
      address: '',
      courseOfInterest: 'Robotics',
      levelOfEducation: 'High School',
      message: '',
      consent: { version: consentNoticeVersion, givenAt: new Date().toISOString() },
      minor: true,
    },
  });
  expect(crafted.status()).toBe(400);
  expect((await crafted.json()).errors).toEqual({
    guardian: 'A parent or guardian must agree for an applicant under 18',
  });
  expect(storedApplications(email)).toEqual([]);
});

test("an under-18 application with a guardian's consent is stored for staff to verify", async ({
  page,
}) => {
  const email = uniqueEmail('minor');
  const guardianName = `Lakshmi ${randomUUID().slice(0, 6)}`;
  await page.goto(paths.apply);
  const f = await fillApplication(page, email);
  const guardian = guardianFields(page);
  await guardian.yes.check();
  await guardian.name.fill(guardianName);
  await guardian.relationship.selectOption('Parent');
  await guardian.phone.fill('+91 98400 44444');
  await guardian.consent.check();
  await expectNoViolations(page, "application form with a guardian's fields");
  await f.submit.click();
  await expect(page.getByRole('heading', { name: 'Application Submitted!' })).toBeVisible();

  // Held apart until staff verify the guardian: in no export, but held.
  expect(storedApplications(email)).toEqual([]);
  const [stored] = foundApplications(email);
  expect(stored).toMatchObject({
    consent: { version: consentNoticeVersion, givenAt: expect.stringMatching(isoTime) },
    minor: true,
    guardian: {
      name: guardianName,
      relationship: 'Parent',
      phone: '+91 98400 44444',
      email: '',
      consentGivenAt: expect.stringMatching(isoTime),
    },
    guardianVerifiedAt: null,
  });
  expect(guardiansToVerify()).toContain(guardianName);
});

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a server keeping inquiries 45 days and applications three years says so in the notice: served, after a link, offline', async ({
    page,
    context,
  }) => {
    const server = await startSiteServer({
      INQUIRY_RETENTION_DAYS: '45',
      APPLICATION_RETENTION_DAYS: '1095',
    });
    try {
      // Once it activates, the worker fetches the open page again to keep the server's copy: on a
      // slow link that copy arrives after the visitor's next navigation.
      await context.route(`${server.url}${paths.contact}`, async (route) => {
        if (route.request().serviceWorker()) await new Promise((later) => setTimeout(later, 700));
        await route.continue();
      });
      const notice = page.getByRole('region', { name: 'How we use these details' });
      await page.goto(`${server.url}${paths.contact}`);
      await expect(notice).toContainText('keep them for 45 days, then delete them');
      await waitForServiceWorker(page);

      // The apply page rendered by the app after a link, not served: the head of the first says.
      await page.goto(`${server.url}${paths.home}`);
      await page.evaluate(() => Object.assign(window, { sameDocument: true }));
      await page.getByRole('banner').getByRole('link', { name: 'Apply Now' }).click();
      await expect(page).toHaveURL(`${server.url}${paths.apply}`);
      await expect(notice).toContainText('keep them for 36 months, then delete them');
      expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);

      // The contact page the server served is kept for offline use in place of the pre-rendered one.
      await expect.poll(() => keptPageContains(page, paths.contact, '>45 days<')).toBe(true);
      await context.setOffline(true);
      await page.goto(`${server.url}${paths.contact}`);
      await expect(notice).toContainText('keep them for 45 days, then delete them');
    } finally {
      await server.stop();
    }
  });

  test("an under-18 application kept offline is delivered later with its guardian's consent", async ({
    page,
    context,
  }) => {
    const email = uniqueEmail('minor-offline');
    await page.goto(paths.apply);
    await waitForServiceWorker(page);
    await context.setOffline(true);
    const f = await fillApplication(page, email);
    const guardian = guardianFields(page);
    await guardian.yes.check();
    await guardian.name.fill('Ravi Shankar');
    await guardian.relationship.selectOption('Guardian');
    await guardian.email.fill('ravi@example.in');
    await guardian.consent.check();
    await f.submit.click();
    await expect(queuedCard(page)).toBeVisible();

    await context.setOffline(false);
    await expect(outboxButton(page)).toHaveCount(0, { timeout: 20_000 });
    const [stored] = foundApplications(email);
    expect(stored).toMatchObject({
      consent: { version: consentNoticeVersion },
      minor: true,
      guardian: { name: 'Ravi Shankar', relationship: 'Guardian', email: 'ravi@example.in' },
    });
  });
});
