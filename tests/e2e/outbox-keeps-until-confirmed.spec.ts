import type { Page, Route } from '@playwright/test';
import { paths } from '../../src/domain/paths.ts';
import { expect, pageOnly, test, waitForServiceWorker } from './fixtures.ts';
import {
  applicationForm,
  contactForm,
  expectFieldError,
  fillApplication,
  fillInquiry,
  uniqueEmail,
} from './forms-helpers.ts';
import {
  announcement,
  applyOffline,
  expectNeedingAttention,
  expectWaiting,
  outboxButton,
  outboxPanel,
  queuedCard,
  sendFromPagesOnly,
  storedApplications,
  storedDraft,
  untilReady,
} from './outbox-helpers.ts';

const status503 =
  'Failed to submit your application: HTTP error! status: 503. Please try again later.';
const duplicate = { code: 11000, message: 'An application with this email already exists' };

async function editAndResend(page: Page) {
  await outboxButton(page).click();
  await outboxPanel(page).getByRole('button', { name: 'Edit and resend' }).click();
  await expect(outboxPanel(page)).toHaveCount(0);
}

test('an application answered 503 waits without the visitor, is sent by itself once the server can take it, and Submit again is the same application', async ({
  page,
}) => {
  const email = uniqueEmail('503');
  await page.goto(paths.apply);
  await waitForServiceWorker(page);
  // Busy for the first two tries, asking for a second's wait each time.
  await page.route(
    '**/api/applications',
    (route) => route.fulfill({ status: 503, headers: { 'Retry-After': '1' }, body: '' }),
    { times: 2 },
  );
  const f = await fillApplication(page, email);
  await f.submit.click();
  // The form says what the spec says, and nothing asks the visitor to correct anything.
  await expect(f.form.getByRole('alert')).toHaveText(status503);
  await expect(f.form.getByRole('note')).toContainText(
    'will be sent automatically as soon as the server can take it',
  );
  await expect(f.form.getByRole('note')).not.toContainText('correct');

  // Nobody taps anything: the page tries again, honouring the wait, until it is stored.
  await expect(announcement(page, 'Your application for')).toContainText('was sent', {
    timeout: 15_000,
  });
  await expect(outboxButton(page)).toHaveCount(0);
  expect(storedApplications(email)).toHaveLength(1);

  // The visitor, unsure, taps Submit again with the same values: the same application.
  await f.submit.click();
  await expect(page.getByRole('heading', { name: 'Application Submitted!' })).toBeVisible();
  expect(storedApplications(email)).toHaveLength(1);
});

// What the page itself does with a busy or refusing server: no service worker behind it, so each
// test does not also store the whole site.
test.describe('in the page', () => {
  test.use(pageOnly);

  test('the outbox says a busy server will be sent to automatically', async ({ page }) => {
    const email = uniqueEmail('busy-panel');
    await page.goto(paths.apply);
    // Busy for as long as this test looks.
    await page.route('**/api/applications', (route) =>
      route.fulfill({ status: 503, headers: { 'Retry-After': '600' }, body: '' }),
    );
    const f = await fillApplication(page, email);
    await f.submit.click();
    await expect(f.form.getByRole('alert')).toHaveText(status503);
    await expectWaiting(page, 1);
    await expect(outboxButton(page)).not.toHaveAccessibleName(/attention/);
    await outboxButton(page).click();
    const item = outboxPanel(page).getByRole('listitem');
    await expect(item).toContainText('Waiting — the server is busy; it will be sent automatically');
    await expect(item.getByRole('button', { name: 'Send now' })).toBeVisible();
    await expect(item.getByRole('button', { name: 'Edit and resend' })).toHaveCount(0);
  });

  test("reopened from the outbox, a refused inquiry shows the server's message under its field and takes the visitor there", async ({
    page,
  }) => {
    await page.goto(paths.contact);
    await page.route(
      '**/api/inquiries',
      (route) =>
        route.fulfill({
          status: 400,
          json: {
            message: 'Please correct the errors in the form',
            errors: { emailAddress: 'Invalid email format' },
          },
        }),
      { times: 1 },
    );
    let f = await fillInquiry(page, uniqueEmail('field'));
    await f.submit.click();
    await expectFieldError(f.email, 'Invalid email format');
    // One sentence after another, each with its full stop.
    await expect(f.form.getByRole('alert')).toHaveText('Please correct the errors in the form');

    await page.goto(paths.home);
    await editAndResend(page);
    await expect(page).toHaveURL(/\/contact$/);
    f = contactForm(page);
    await expectFieldError(f.email, 'Invalid email format');
    await expect(f.email).toBeFocused();
    await expect(f.email).toBeInViewport();
    await expect(f.form.getByRole('note')).toContainText(
      'Please correct the errors in the form. It stays saved on this device',
    );
  });

  test('an application refused with 400, 413, 422 or 409 stays saved on this device until it is sent', async ({
    page,
  }) => {
    const email = uniqueEmail('refused');
    await page.goto(paths.apply);
    const f = await fillApplication(page, email);
    const refusals = [
      { status: 400, json: { message: 'Please correct the errors in the form' } },
      { status: 422, json: { message: 'Please correct the errors in the form' } },
      { status: 413, json: { message: 'Request body is too large' } },
      { status: 409, json: duplicate },
    ];
    for (const refusal of refusals) {
      await page.route('**/api/applications', (route) => route.fulfill(refusal), { times: 1 });
      await f.submit.click();
      await expect(f.form.getByRole('alert')).toBeVisible();
      await expectNeedingAttention(page, 1, 1);
      await expect(f.email).toHaveValue(email);
    }
    await f.submit.click();
    await expect(page.getByRole('heading', { name: 'Application Submitted!' })).toBeVisible();
    await expect(outboxButton(page)).toHaveCount(0);
    expect(storedApplications(email)).toHaveLength(1);
  });

  test('leaving the page while "Submitting..." and then meeting a busy server keeps the application and sends it by itself', async ({
    page,
  }) => {
    const email = uniqueEmail('left');
    await page.goto(paths.apply);
    let answer: (route: Route) => void = () => {};
    const held = new Promise<Route>((resolve) => {
      answer = resolve;
    });
    await page.route('**/api/applications', (route) => answer(route), { times: 1 });
    const f = await fillApplication(page, email);
    await f.submit.click();
    await expect(f.form.getByRole('button', { name: 'Submitting...' })).toBeVisible();
    await page.getByRole('banner').getByRole('link', { name: 'Home', exact: true }).first().click();
    await expect(page).toHaveURL(/\/$/);
    await (await held).fulfill({ status: 503, body: '' });

    await expect(announcement(page, 'Your application for')).toContainText('was sent', {
      timeout: 15_000,
    });
    expect(storedApplications(email)).toHaveLength(1);
  });
});

test('a Wi-Fi login page answering 200 is not delivery: the application is kept and sent once the real server answers', async ({
  page,
  context,
}) => {
  await sendFromPagesOnly(context);
  const email = uniqueEmail('portal');
  await page.goto(paths.apply);
  await waitForServiceWorker(page);
  // Until the visitor signs in to the Wi-Fi, every request gets its login page.
  const portal = (route: Route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<html><body><h1>Sign in to CafeWiFi</h1></body></html>',
    });
  await context.route('**/api/applications', portal);
  const f = await fillApplication(page, email);
  await f.submit.click();
  await expect(queuedCard(page)).toBeVisible();
  await expect(page.getByText('Application Submitted!')).toHaveCount(0);
  await expectWaiting(page, 1);
  expect(storedApplications(email)).toHaveLength(0);

  await context.unroute('**/api/applications', portal);
  await expect(announcement(page, 'Your application for Robotics was sent')).toBeVisible({
    timeout: 15_000,
  });
  await expect(outboxButton(page)).toHaveCount(0);
  expect(storedApplications(email)).toHaveLength(1);
});

test('a reload during "Submitting..." leaves the form empty and the application kept, then sent exactly once', async ({
  page,
  context,
}) => {
  const email = uniqueEmail('reload');
  await page.goto(paths.apply);
  await waitForServiceWorker(page);
  const f = await fillApplication(page, email);
  await expect.poll(() => storedDraft(page, 'application')).toContain(email);

  // The server stores it, but the answer is lost to the reload.
  let committed: () => void = () => {};
  const stored = new Promise<void>((resolve) => {
    committed = resolve;
  });
  await page.route(
    '**/api/applications',
    async (route) => {
      await route.fetch();
      committed();
    },
    { times: 1 },
  );
  await f.submit.click();
  await expect(f.form.getByRole('button', { name: 'Submitting...' })).toBeVisible();
  await stored;
  // Offline until the page is looked at, so nothing sends it again before.
  await context.setOffline(true);
  await page.reload();
  await untilReady(page);

  await expectWaiting(page, 1);
  await expect(applicationForm(page).fullName).toHaveValue('');
  await expect(applicationForm(page).email).toHaveValue('');
  expect(await storedDraft(page, 'application')).toBe('');

  await context.setOffline(false);
  await expect(outboxButton(page)).toHaveCount(0, { timeout: 15_000 });
  expect(storedApplications(email)).toHaveLength(1);
});

test('sending a correction leaves another half-filled application as it was', async ({
  page,
  context,
}) => {
  await sendFromPagesOnly(context);
  const email = uniqueEmail('halffilled');
  const f = await applyOffline(page, context, email);
  await page.getByRole('main').getByRole('button', { name: 'Fill in another application' }).click();
  await f.fullName.fill('Meena Sundaram');
  await expect.poll(() => storedDraft(page, 'application')).toContain('Meena Sundaram');

  await context.route(
    '**/api/applications',
    (route) => route.fulfill({ status: 409, json: duplicate }),
    {
      times: 1,
    },
  );
  await context.setOffline(false);
  await expectNeedingAttention(page, 1, 1);

  await editAndResend(page);
  await expect(f.email).toHaveValue(email);
  await f.submit.click();
  await expect(page.getByRole('heading', { name: 'Application Submitted!' })).toBeVisible();
  await page.reload();
  await untilReady(page);
  await expect(applicationForm(page).fullName).toHaveValue('Meena Sundaram');
  expect(storedApplications(email)).toHaveLength(1);
});
