/**
 * Staff sign in to the workspace with passkeys (issue 33, step 1): the first admin from the
 * CLI's link, a counsellor the admin adds in the Staff screen, each on a device of her own
 * (a browser context with Chromium's virtual authenticator). Against the production build and
 * the real server, under the public site's service worker, which must keep none of it.
 */
import { expect, test } from '@playwright/test';
import { expectNoViolations } from './axe.ts';
import { pageOnly, waitForServiceWorker } from './fixtures.ts';
import {
  addAuthenticator,
  addWithCli,
  enrol,
  enrolmentToken,
  expireEnrolmentLink,
  fetchFromPage,
  fromAccountMenu,
  keptOnDevice,
  uniqueEmail,
  uniquePerson,
} from './staff-helpers.ts';

const signInHeading = 'Sign in to the staff workspace';

test('an admin enrols from the CLI’s link, adds a counsellor, and the device keeps nothing', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { name: adminName, email: adminEmail } = uniquePerson('Meena', 'Raman');
  const { name: counsellorName, email: counsellorEmail } = uniquePerson('Asha', 'Kumar');

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  const counsellorContext = await browser.newContext();
  const counsellor = await counsellorContext.newPage();

  await test.step('the admin’s computer has the public site’s service worker', async () => {
    await admin.goto('/');
    await waitForServiceWorker(admin);
    await addAuthenticator(admin);
  });

  await test.step('the first admin enrols from the link the CLI printed', async () => {
    const token = addWithCli(adminName, adminEmail, 'admin');
    await admin.goto(`/staff/enrol#${token}`);
    await expect(admin.getByRole('heading', { name: 'Create a passkey' })).toBeFocused();
    await expect(admin).toHaveTitle(/^Create a passkey · Staff/);
    await expectNoViolations(admin, 'enrol screen');
    await enrol(admin, token, adminName, 'Laptop');
    const header = admin.getByRole('banner');
    await expect(header).toContainText('RAAM Academy');
    await expect(header).toContainText(adminName);
    await expect(header).toContainText('Admin');
    // She lands on the leads, as wide as a desktop shows them.
    await expectNoViolations(admin, 'leads on a desktop');
  });

  let counsellorToken = '';
  await test.step('the admin adds a counsellor in the Staff screen', async () => {
    await admin
      .getByRole('navigation', { name: 'Workspace' })
      .getByRole('link', { name: 'Staff' })
      .click();
    await expect(admin.getByRole('heading', { name: 'Staff', level: 1 })).toBeFocused();
    // The count of New leads comes first when there are any.
    await expect(admin).toHaveTitle(/^(\(\d+ New\) )?Staff · Staff/);
    const own = admin.getByRole('article', { name: adminName });
    await expect(own).toContainText('Laptop');
    await expectNoViolations(admin, 'Staff screen');

    await admin.getByRole('button', { name: 'Add a person' }).click();
    const form = admin.getByRole('dialog', { name: 'Add a person' });
    await form.getByRole('textbox', { name: 'Name' }).fill(counsellorName);
    await form.getByRole('textbox', { name: 'Email' }).fill(counsellorEmail);
    await form.getByRole('radio', { name: 'Counsellor' }).check();
    await form.getByRole('button', { name: 'Add and make a link' }).click();
    const shown = admin.getByRole('dialog', { name: `Enrolment link for ${counsellorName}` });
    const link = await shown.getByRole('textbox', { name: 'One-time link' }).inputValue();
    expect(link).toContain(`${new URL(baseURL ?? '').origin}/staff/enrol#`);
    counsellorToken = enrolmentToken(link);
    await shown.getByRole('button', { name: 'Done' }).click();
    await expect(admin.getByRole('article', { name: counsellorName })).toContainText(
      'Enrolment link sent, valid until',
    );
  });

  await test.step('the counsellor enrols on her own phone', async () => {
    await counsellor.goto('/staff/sign-in');
    await addAuthenticator(counsellor);
    await enrol(counsellor, counsellorToken, counsellorName, 'Phone');
    await expect(counsellor.getByRole('banner')).toContainText('Counsellor');
  });

  await test.step('she sees no admin screen, and the API refuses her admin actions', async () => {
    const nav = counsellor.getByRole('navigation', { name: 'Workspace' });
    await expect(nav.getByRole('link', { name: 'Leads' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Staff' })).toHaveCount(0);
    await counsellor.goto('/staff/accounts');
    await expect(counsellor.getByRole('heading', { name: 'Leads', level: 1 })).toBeVisible();
    expect(await fetchFromPage(counsellor, '/api/staff/accounts')).toEqual({
      status: 403,
      body: { message: 'Only an admin can do that' },
    });
    const adding = await fetchFromPage(counsellor, '/api/staff/accounts', {
      method: 'POST',
      body: { name: 'Someone', email: uniqueEmail('someone'), role: 'admin' },
    });
    expect(adding).toEqual({ status: 403, body: { message: 'Only an admin can do that' } });
  });

  await test.step('she signs out; signed out, the staff API answers 401', async () => {
    await fromAccountMenu(counsellor, counsellorName, 'Sign out');
    await expect(counsellor.getByRole('heading', { name: signInHeading })).toBeVisible();
    await expect(counsellor.getByText('You are signed out.')).toBeVisible();
    await expectNoViolations(counsellor, 'sign-in screen');
    for (const path of ['/api/staff/session', '/api/staff/accounts']) {
      expect(await fetchFromPage(counsellor, path), path).toEqual({
        status: 401,
        body: { message: 'Sign in to continue' },
      });
    }
  });

  await test.step('she signs in again with her passkey, back where she was going', async () => {
    await counsellor.goto('/staff/some/screen');
    await expect(counsellor.getByRole('heading', { name: signInHeading })).toBeVisible();
    await counsellor.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expect(
      counsellor.getByRole('heading', { name: 'There is no such screen' }),
    ).toBeVisible();
    await expect(counsellor).toHaveURL(/\/staff\/some\/screen$/);
  });

  await test.step('a request from a foreign origin is refused, her session unharmed', async () => {
    const foreign = await counsellorContext.request.post('/api/staff/sign-out', {
      headers: { Origin: 'https://elsewhere.example' },
    });
    expect(foreign.status()).toBe(403);
    expect(await foreign.json()).toEqual({ message: 'Request origin not allowed' });
    expect((await fetchFromPage(counsellor, '/api/staff/session')).status).toBe(200);
  });

  await test.step('the admin disables her: her open session stops working', async () => {
    await admin.reload();
    await admin.getByRole('button', { name: `Disable ${counsellorName}` }).click();
    await expect(admin.getByRole('article', { name: counsellorName })).toContainText('Disabled');
    expect((await fetchFromPage(counsellor, '/api/staff/session')).status).toBe(401);
    await counsellor.reload();
    await expect(counsellor.getByRole('heading', { name: signInHeading })).toBeVisible();
  });

  await test.step('nothing of the workspace is kept on either device', async () => {
    for (const page of [admin, counsellor]) {
      const { cached, stored } = await keptOnDevice(page);
      for (const url of cached) expect(url).not.toMatch(/\/staff(\/|$)|\/api\/staff/);
      for (const text of [adminEmail, counsellorEmail, adminName, counsellorName, '/api/staff']) {
        expect(stored).not.toContain(text);
      }
      const webStorage = await page.evaluate(() =>
        JSON.stringify([{ ...localStorage }, { ...sessionStorage }]),
      );
      for (const text of [adminEmail, counsellorEmail, adminName, counsellorName, '/api/staff']) {
        expect(webStorage).not.toContain(text);
      }
    }
  });

  await test.step('offline, a workspace page is not served from any copy', async () => {
    await adminContext.setOffline(true);
    const opened = await admin.goto('/staff/accounts').then(
      () => 'opened',
      (error: Error) => error.message,
    );
    expect(opened).toContain('ERR_INTERNET_DISCONNECTED');
    await adminContext.setOffline(false);
  });

  await adminContext.close();
  await counsellorContext.close();
});

// A sign-in page opened once, refusing: no service worker installs behind it.
test.describe('refused on opening', () => {
  test.use(pageOnly);

  test('an expired enrolment link is refused, in plain words', async ({ page }) => {
    const email = uniqueEmail('late');
    const token = addWithCli('Late Comer', email, 'counsellor');
    expireEnrolmentLink(email);
    await page.goto(`/staff/enrol#${token}`);
    await expect(page.getByRole('alert')).toHaveText(
      'This enrolment link has expired or was already used. Ask an admin for a new one.',
    );
    await expect(page.getByRole('button', { name: 'Create a passkey' })).toHaveCount(0);
  });

  test('opened by IP address, sign-in says passkeys need the site’s name and links to it', async ({
    page,
    baseURL,
  }) => {
    const named = new URL(baseURL ?? '');
    const byIp = new URL('/staff/sign-in', named);
    byIp.hostname = '127.0.0.1';
    await page.goto(byIp.href);
    await expect(page.getByText('Passkeys need the site’s name, not an IP address')).toBeVisible();
    await expect(page.getByRole('link', { name: named.origin })).toHaveAttribute(
      'href',
      `${named.origin}/staff/sign-in`,
    );
    await expect(page.getByRole('button', { name: 'Sign in with a passkey' })).toBeDisabled();
    await expectNoViolations(page, 'sign-in by IP address');
  });
});

test('workspace pages are never stored, never indexed, under the site’s strict policy', async ({
  request,
}) => {
  for (const path of ['/staff', '/staff/sign-in', '/staff/accounts']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['cache-control'], path).toBe('no-store');
    expect(response.headers()['x-robots-tag'], path).toBe('noindex');
    expect(response.headers()['content-security-policy'], path).toContain("script-src 'self'");
    expect(await response.text(), path).toContain('<meta name="robots" content="noindex" />');
  }
});
