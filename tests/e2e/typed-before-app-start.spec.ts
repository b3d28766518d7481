// Not ./fixtures.ts: its page.goto waits for the app to be ready, and here the app is held back.
import { expect, type Page, test } from '@playwright/test';
import { consentNoticeVersion } from '../../src/domain/consent.ts';
import { paths } from '../../src/domain/paths.ts';
import { pageOnly } from './fixtures.ts';
import {
  applicationForm,
  contactForm,
  exportedSubmissions,
  guardianFields,
  uniqueEmail,
} from './forms-helpers.ts';

// What the pre-rendered page keeps before the app starts, with no service worker behind it (a
// first visit).
test.use(pageOnly);

/** A box ticked before the app started is sent as agreed, with the time the app heard of it. */
const agreed = { version: consentNoticeVersion, givenAt: expect.stringMatching(/^\d{4}-.+Z$/) };

/**
 * Holds back the scripts `pattern` names (by default the app's code) until the returned
 * function is called: the visitor sees the pre-rendered page and can type into its forms, but
 * that code does not run yet.
 */
async function holdAppBack(page: Page, pattern = '**/assets/main-*.js'): Promise<() => void> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

async function openBeforeAppStarts(page: Page, path: string): Promise<() => void> {
  const release = await holdAppBack(page);
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  // Still the pre-rendered page: the app has not started, so the form cannot be sent yet.
  await expect(page.locator('html')).not.toHaveAttribute('data-app-ready', 'true');
  return release;
}

async function startApp(page: Page, release: () => void, submit: ReturnType<Page['locator']>) {
  release();
  await page.waitForFunction(() => document.documentElement.dataset.appReady === 'true');
  await expect(submit).toBeEnabled();
}

test('a message typed into the contact form before the app started is kept and sent as typed', async ({
  page,
}) => {
  const typed = {
    fullName: 'Meena Sundaram',
    emailAddress: uniqueEmail('early-inquiry'),
    phoneNumber: '+91 98400 11111',
    interestedCourse: 'Robotics',
    subject: 'Evening batch',
    message: 'Is there an evening batch for the robotics course?',
  };
  const release = await openBeforeAppStarts(page, paths.contact);
  const f = contactForm(page);
  await f.fullName.fill(typed.fullName);
  await f.email.fill(typed.emailAddress);
  await f.phone.fill(typed.phoneNumber);
  await f.course.selectOption(typed.interestedCourse);
  await f.subject.fill(typed.subject);
  await f.message.fill(typed.message);
  await f.consent.check();

  await startApp(page, release, f.submit);
  await expect(f.fullName).toHaveValue(typed.fullName);
  await expect(f.course).toHaveValue(typed.interestedCourse);
  const sent = page.waitForRequest(
    (request) => request.url().endsWith('/api/inquiries') && request.method() === 'POST',
  );
  await f.submit.click();
  expect((await sent).postDataJSON()).toEqual({ ...typed, consent: agreed });
  await expect(page.getByRole('heading', { name: 'Message Sent!' })).toBeVisible();

  // Read back with the operator's CLI; null (a server this run did not start) fails here.
  expect(exportedSubmissions('inquiries')).toContainEqual(expect.objectContaining(typed));
});

test('an application typed before the app started is kept and sent as typed', async ({ page }) => {
  const typed = {
    fullName: 'Karthik Raja',
    email: uniqueEmail('early-apply'),
    phone: '+91 98400 22222',
    address: '8, Kodambakkam High Road, Chennai',
    courseOfInterest: 'Full Stack Development',
    levelOfEducation: 'High School',
    message: 'I can join the weekend batch.',
  };
  const release = await openBeforeAppStarts(page, paths.apply);
  const f = applicationForm(page);
  await f.fullName.fill(typed.fullName);
  await f.email.fill(typed.email);
  await f.phone.fill(typed.phone);
  await f.address.fill(typed.address);
  await f.course.selectOption(typed.courseOfInterest);
  await f.level.selectOption(typed.levelOfEducation);
  await f.message.fill(typed.message);
  await guardianFields(page).no.check();
  await f.consent.check();

  await startApp(page, release, f.submit);
  await expect(f.address).toHaveValue(typed.address);
  await expect(f.level).toHaveValue(typed.levelOfEducation);
  const sent = page.waitForRequest(
    (request) => request.url().endsWith('/api/applications') && request.method() === 'POST',
  );
  await f.submit.click();
  expect((await sent).postDataJSON()).toEqual({ ...typed, consent: agreed, minor: false });
  await expect(page.getByRole('heading', { name: 'Application Submitted!' })).toBeVisible();

  // Read back with the operator's CLI; null (a server this run did not start) fails here.
  expect(exportedSubmissions('applications')).toContainEqual(expect.objectContaining(typed));
});

test('a message typed after the app started, while the form’s own code is still on its way, is kept and sent as typed', async ({
  page,
}) => {
  const typed = {
    fullName: 'Divya Natarajan',
    emailAddress: uniqueEmail('early-form'),
    phoneNumber: '',
    interestedCourse: 'Data Science',
    subject: 'Fees',
    message: 'What are the fees for the data science course?',
  };
  const release = await holdAppBack(page, '**/assets/contact-form-*.js');
  await page.goto(paths.contact);
  await page.waitForFunction(() => document.documentElement.dataset.appReady === 'true');
  const f = contactForm(page);
  await f.fullName.fill(typed.fullName);
  await f.email.fill(typed.emailAddress);
  await f.course.selectOption(typed.interestedCourse);
  await f.subject.fill(typed.subject);
  await f.message.fill(typed.message);
  await f.consent.check();

  release();
  await expect(f.submit).toBeEnabled();
  await expect(f.fullName).toHaveValue(typed.fullName);
  const sent = page.waitForRequest(
    (request) => request.url().endsWith('/api/inquiries') && request.method() === 'POST',
  );
  await f.submit.click();
  expect((await sent).postDataJSON()).toEqual({ ...typed, consent: agreed });
});
