import { paths } from '../../src/domain/paths.ts';
import {
  applicationSuccessMessage,
  duplicateApplicationMessage,
} from '../../src/domain/submissions.ts';
import { expectNoViolations } from './axe.ts';
import { expect, pageOnly, test } from './fixtures.ts';
import {
  applicationForm,
  contactForm,
  expectFieldError,
  exportedSubmissions,
  fillApplication,
  fillInquiry,
  guardianFields,
  uniqueEmail,
} from './forms-helpers.ts';
import { queuedCard } from './outbox-helpers.ts';

// What a form does and says before a service worker controls the page; the outbox specs cover it
// with one.
test.use(pageOnly);

const banner = 'Please correct the errors in the form';

test.describe('application form', () => {
  test('applicant who sends an empty form sees every required message and lands on Full Name', async ({
    page,
  }) => {
    await page.goto(paths.apply);
    const f = applicationForm(page);
    // The pointer coming over the untouched form loads its code; its button works from then on.
    await f.submit.hover();
    await f.submit.click();
    await expectFieldError(f.fullName, 'Full name is required');
    await expectFieldError(f.email, 'Email is required');
    await expectFieldError(f.course, 'Please select a course');
    await expectFieldError(f.level, 'Level of Education is required');
    await expect(f.form.getByRole('alert')).toHaveText(banner);
    await expect(f.fullName).toBeFocused();

    await f.fullName.fill('   ');
    await f.email.fill('arun@example');
    await f.submit.click();
    await expectFieldError(f.fullName, 'Full name is required');
    await expectFieldError(f.email, 'Email is invalid');
    await f.email.fill('arun@example.in');
    await expect(f.email).not.toHaveAttribute('aria-invalid');
    await expectNoViolations(page, 'application form with errors', {
      within: 'main',
      everyRule: true,
    });
  });

  test('applicant submits and is told when to expect a call; the application is stored', async ({
    page,
  }) => {
    const email = uniqueEmail('apply');
    await page.goto(paths.apply);
    const f = await fillApplication(page, email);
    const answer = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/applications') && response.request().method() === 'POST',
    );
    await f.submit.click();
    const response = await answer;
    expect(response.status()).toBe(201);
    expect(response.request().headers()['idempotency-key']).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );

    const card = page.getByRole('status').filter({ hasText: 'Application Submitted!' });
    await expect(card.getByRole('heading', { name: 'Application Submitted!' })).toBeFocused();
    await expect(card).toContainText(applicationSuccessMessage);
    await expect(card).toContainText('2-3 business days');
    await expect(f.form).toHaveCount(0);
    await expectNoViolations(page, 'application submitted', { within: 'main', everyRule: true });

    // Read back with the operator's CLI; null (a server this run did not start) fails here.
    expect(exportedSubmissions('applications')).toContainEqual(
      expect.objectContaining({
        fullName: 'Arun Kumar',
        email,
        courseOfInterest: 'Robotics',
        levelOfEducation: "Bachelor's Degree",
      }),
    );
  });

  test('the same email applying twice reads the duplicate-application text', async ({ page }) => {
    await page.clock.install();
    const email = uniqueEmail('twice');
    await page.goto(paths.apply);
    let f = await fillApplication(page, email);
    await f.submit.click();
    await expect(page.getByRole('heading', { name: 'Application Submitted!' })).toBeVisible();

    // After five seconds the card gives way to an empty form.
    await page.clock.runFor(5000);
    await expect(f.fullName).toHaveValue('');
    f = await fillApplication(page, email.toUpperCase());
    await f.submit.click();
    await expect(f.form.getByRole('alert')).toHaveText(duplicateApplicationMessage);
    await expect(f.email).toHaveValue(email.toUpperCase());
  });

  test('a server error reads the spec text with the status or the server message', async ({
    page,
  }) => {
    const replies = [
      { status: 500, body: '' },
      { status: 503, body: JSON.stringify({ message: 'Service temporarily unavailable' }) },
    ];
    await page.route('**/api/applications', (route) =>
      route.fulfill({ contentType: 'application/json', ...(replies.shift() ?? { status: 500 }) }),
    );
    // The kept application is tried again by itself after a while: not within this test.
    await page.clock.install();
    await page.goto(paths.apply);
    const f = await fillApplication(page, uniqueEmail('error'));
    await f.submit.click();
    await expect(f.form.getByRole('alert')).toHaveText(
      'Failed to submit your application: HTTP error! status: 500. Please try again later.',
    );
    await expect(f.fullName).toHaveValue('Arun Kumar');
    await f.submit.click();
    await expect(f.form.getByRole('alert')).toHaveText(
      'Failed to submit your application: Service temporarily unavailable',
    );
  });

  test('a dropped connection keeps the application on the device and says so', async ({ page }) => {
    await page.route('**/api/applications', (route) => route.abort('connectionreset'));
    await page.goto(paths.apply);
    const f = await fillApplication(page, uniqueEmail('dropped'));
    await f.submit.click();
    await expect(queuedCard(page)).toContainText(
      'Your application is saved on this device and will be sent automatically when you are back online.',
    );
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('while sending, the button reads Submitting... and cannot be clicked again', async ({
    page,
  }) => {
    let sends = 0;
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/applications', async (route) => {
      sends += 1;
      await held;
      await route.continue();
    });
    await page.goto(paths.apply);
    const f = await fillApplication(page, uniqueEmail('sending'));
    await f.submit.click();
    const sending = f.form.getByRole('button', { name: 'Submitting...' });
    await expect(sending).toBeDisabled();
    // Enter in a field would submit the form again; it must not while the first send runs.
    await f.fullName.press('Enter');
    release();
    await expect(page.getByRole('heading', { name: 'Application Submitted!' })).toBeVisible();
    expect(sends).toBe(1);
  });

  test('a keyboard-only applicant can fill and send the form', async ({ page }) => {
    await page.goto(paths.apply);
    const f = applicationForm(page);
    await f.fullName.focus();
    await page.keyboard.type('Kavya S');
    await page.keyboard.press('Tab');
    await expect(f.email).toBeFocused();
    await page.keyboard.type(uniqueEmail('keys'));
    await page.keyboard.press('Tab');
    await expect(f.phone).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(f.address).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(f.course).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Tab');
    await expect(f.level).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(f.course).not.toHaveValue('');
    await expect(f.level).not.toHaveValue('');
    await page.keyboard.press('Tab');
    await expect(f.message).toBeFocused();
    // Through the notice's links, then the under-18 question (arrow keys choose) and the consent.
    for (const link of [
      'Your data',
      'grievance@raamacademy.in',
      'Data Protection Board of India (opens in a new tab)',
      'privacy notice',
    ]) {
      await page.keyboard.press('Tab');
      await expect(f.form.getByRole('link', { name: link })).toBeFocused();
    }
    await page.keyboard.press('Tab');
    await expect(guardianFields(page).yes).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(guardianFields(page).no).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(f.consent).toBeFocused();
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await expect(f.submit).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Application Submitted!' })).toBeFocused();
  });

  test('on a phone the fields use 16 px text and the form fits the screen @phone', async ({
    page,
  }) => {
    await page.goto(paths.apply);
    const f = applicationForm(page);
    await expect(f.fullName).toBeVisible();
    for (const field of [f.fullName, f.email, f.phone, f.address, f.course, f.level, f.message]) {
      const size = await field.evaluate((element) => getComputedStyle(element).fontSize);
      expect(Number.parseFloat(size)).toBeGreaterThanOrEqual(16);
    }
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    const box = await f.submit.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(40);
  });
});

test.describe('contact form', () => {
  test('visitor who sends an empty or half-filled message sees each required message', async ({
    page,
  }) => {
    await page.goto(paths.contact);
    const f = contactForm(page);
    // The pointer coming over the untouched form loads its code; its button works from then on.
    await f.submit.hover();
    await f.submit.click();
    await expectFieldError(f.fullName, 'Full Name is required');
    await expectFieldError(f.email, 'Email is required');
    await expectFieldError(f.subject, 'Subject is required');
    await expectFieldError(f.message, 'Message is required');
    await expect(f.form.getByRole('alert')).toHaveText(banner);
    await expect(f.fullName).toBeFocused();

    await f.fullName.fill('Priya');
    await expect(f.fullName).not.toHaveAttribute('aria-invalid');
    await f.email.fill('priya@example');
    await f.subject.fill('  ');
    await f.submit.click();
    await expectFieldError(f.email, 'Invalid email format');
    await expectFieldError(f.subject, 'Subject is required');
    await expect(f.email).toBeFocused();
    await expectNoViolations(page, 'contact form with errors', { within: 'main', everyRule: true });
  });

  test('visitor sends a message and sees Message Sent!, then a fresh form', async ({ page }) => {
    await page.clock.install();
    const email = uniqueEmail('inquiry');
    await page.goto(paths.contact);
    const f = await fillInquiry(page, email);
    const answer = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/inquiries') && response.request().method() === 'POST',
    );
    await f.submit.click();
    const response = await answer;
    expect(response.status()).toBe(201);
    const body = (await response.json()) as { message?: string };
    const card = page.getByRole('status').filter({ hasText: 'Message Sent!' });
    await expect(card).toContainText(body.message || 'Inquiry submitted successfully!');
    await expect(f.form).toHaveCount(0);

    await page.clock.runFor(5000);
    await expect(card).toHaveCount(0);
    await expect(f.fullName).toHaveValue('');
    await expect(f.submit).toBeEnabled();

    expect(exportedSubmissions('inquiries')).toContainEqual(
      expect.objectContaining({ emailAddress: email }),
    );
  });

  test('a refused message shows the server text; an unsent one is kept on the device', async ({
    page,
  }) => {
    let attempt = 0;
    await page.route('**/api/inquiries', (route) => {
      attempt += 1;
      if (attempt === 1) {
        return route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ message: 'Something went wrong on our side' }),
        });
      }
      return route.abort('connectionreset');
    });
    // The kept message is tried again by itself after a while: not within this test.
    await page.clock.install();
    await page.goto(paths.contact);
    const f = await fillInquiry(page, uniqueEmail('refused'));
    await f.submit.click();
    await expect(f.form.getByRole('alert')).toHaveText('Something went wrong on our side');
    await f.submit.click();
    await expect(queuedCard(page)).toContainText(
      'Your message is saved on this device and will be sent automatically when you are back online.',
    );
  });

  test('Schedule a Visit fills in the subject and puts the cursor there', async ({ page }) => {
    await page.goto(paths.contact);
    const f = contactForm(page);
    await page.getByRole('button', { name: /schedule a visit/i }).click();
    await expect(f.subject).toBeFocused();
    await expect(f.subject).not.toHaveValue('');
  });
});
