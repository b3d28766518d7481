import type { Page, Route } from '@playwright/test';
import { paths } from '../../src/domain/paths.ts';
import { duplicateApplicationMessage } from '../../src/domain/submissions.ts';
import { expect, test, waitForServiceWorker } from './fixtures.ts';
import { applicationForm, fillApplication, uniqueEmail } from './forms-helpers.ts';
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

test('a correction sent while the server answers 503 stays saved through a reload, then arrives once', async ({
  page,
}) => {
  const email = uniqueEmail('503');
  await page.goto(paths.apply);
  await waitForServiceWorker(page);
  await page.route(
    '**/api/applications',
    (route) => route.fulfill({ status: 409, json: duplicate }),
    {
      times: 1,
    },
  );
  let f = await fillApplication(page, email);
  await f.submit.click();
  await expect(f.form.getByRole('alert')).toHaveText(duplicateApplicationMessage);
  await expectNeedingAttention(page, 1, 1);

  await editAndResend(page);
  f = applicationForm(page);
  await expect(f.email).toHaveValue(email);
  await page.route('**/api/applications', (route) => route.fulfill({ status: 503, body: '' }), {
    times: 1,
  });
  await f.submit.click();
  await expect(f.form.getByRole('alert')).toHaveText(status503);
  await expectNeedingAttention(page, 1, 1);

  // Left, and back: the application is still there, with what happened to it.
  await page.reload();
  await untilReady(page);
  await expect(applicationForm(page).fullName).toHaveValue('');
  await expectNeedingAttention(page, 1, 1);
  await outboxButton(page).click();
  await expect(outboxPanel(page).getByRole('listitem')).toContainText(status503);
  await outboxPanel(page).getByRole('button', { name: 'Close' }).click();

  await editAndResend(page);
  await applicationForm(page).submit.click();
  await expect(page.getByRole('heading', { name: 'Application Submitted!' })).toBeVisible();
  await expect(outboxButton(page)).toHaveCount(0);
  expect(storedApplications(email)).toHaveLength(1);
});

test('an application refused with 429, 400, 413 or 409 stays saved on this device until it is sent', async ({
  page,
}) => {
  const email = uniqueEmail('refused');
  await page.goto(paths.apply);
  const f = await fillApplication(page, email);
  const refusals = [
    { status: 429, json: { message: 'Too many submissions from this network; retry in 1 second' } },
    { status: 400, json: { message: 'Please correct the errors in the form' } },
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

test('leaving the page while "Submitting..." and then meeting a server error keeps the application, needing attention', async ({
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

  await expectNeedingAttention(page, 1, 1);
  await outboxButton(page).click();
  await expect(outboxPanel(page).getByRole('listitem')).toContainText(status503);
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
