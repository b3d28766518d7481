/**
 * A counsellor works her leads in the staff workspace, on her phone: a lead sent from the
 * website and one collected offline at a fair appear without a reload; she takes one, moves it
 * on, sets a follow-up, writes a note, sees each step in its timeline under her name, exports
 * it, and takes the fair's lead to Enrolled. Her phone has the public site's service worker and
 * keeps no lead afterwards. Against the production build and the real server.
 */
import { readFile } from 'node:fs/promises';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { paths } from '../../src/domain/paths.ts';
import { newLeadPollMs } from '../../src/domain/staff-workspace.ts';
import { expectNoViolations } from './axe.ts';
import { coldStartOffline, startEventMode } from './event-helpers.ts';
import { waitForServiceWorker } from './fixtures.ts';
import { exportedSubmissions, fillApplication, fillInquiry, uniqueEmail } from './forms-helpers.ts';
import { queuedCard, untilReady, withEmail } from './outbox-helpers.ts';
import {
  addAuthenticator,
  addWithCli,
  enrol,
  keptOnDevice,
  uniquePerson,
} from './staff-helpers.ts';

const phoneViewport = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** The inbox's card or row for the lead named `name`. */
function leadLink(page: Page, name: string) {
  return page.getByRole('main').getByRole('link', { name, exact: true });
}

/** Lets the workspace's poll of New leads come round until the lead named `name` is listed. */
async function untilListed(page: Page, name: string) {
  await expect
    .poll(
      async () => {
        if (await leadLink(page, name).isVisible()) return true;
        // A jump, not a run through the time: a request the poll starts is not timed out by
        // the rest of the jump.
        await page.clock.fastForward(newLeadPollMs);
        return leadLink(page, name).isVisible();
      },
      { timeout: 60_000, intervals: [500] },
    )
    .toBe(true);
}

/** A visitor's own browser: sends the contact form as `name`. */
async function sendInquiry(context: BrowserContext, name: string, email: string) {
  const visitor = await context.newPage();
  await visitor.goto(paths.contact);
  await untilReady(visitor);
  const form = await fillInquiry(visitor, email);
  await form.fullName.fill(name);
  await form.phone.fill('098400 55555');
  const answer = visitor.waitForResponse((response) => response.url().endsWith('/api/inquiries'));
  await form.submit.click();
  expect((await answer).status()).toBe(201);
  await visitor.close();
}

test('a counsellor works leads from the website and a fair on her phone, which keeps none of them', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const counsellor = uniquePerson('Asha', 'Kumar');
  const visitorName = uniquePerson('Priya', 'Raman').name;
  const visitorEmail = uniqueEmail('inbox-inquiry');
  const studentName = uniquePerson('Karthik', 'Iyer').name;
  const studentEmail = uniqueEmail('inbox-application');
  const fair = `Madurai College Day ${visitorName.split(' ').at(-1)}`;

  const phoneContext = await browser.newContext(phoneViewport);
  const phone = await phoneContext.newPage();

  await test.step('she enrols on her phone, which has the public site’s service worker', async () => {
    await phone.goto('/');
    await waitForServiceWorker(phone);
    await addAuthenticator(phone);
    await phone.clock.install();
    await enrol(
      phone,
      addWithCli(counsellor.name, counsellor.email, 'counsellor'),
      counsellor.name,
      'Phone',
    );
    await expect(phone).toHaveTitle(/Leads · Staff · RAAM Academy$/);
  });

  const visitorContext = await browser.newContext();
  await test.step('a lead sent from the website appears without a reload', async () => {
    await sendInquiry(visitorContext, visitorName, visitorEmail);
    await untilListed(phone, visitorName);
    await expect(phone).toHaveTitle(/^\(\d+ New\) Leads/);
  });

  const fairContext = await browser.newContext();
  await test.step('so does one collected offline at a fair, once the tablet is back online', async () => {
    const tablet = await coldStartOffline(await fairContext.newPage(), fairContext);
    await tablet.goto(paths.event);
    await untilReady(tablet);
    await startEventMode(tablet, { eventName: fair });
    await tablet.goto(paths.apply);
    const form = await fillApplication(tablet, studentEmail);
    await form.fullName.fill(studentName);
    await form.submit.click();
    await expect(queuedCard(tablet)).toBeVisible();
    await fairContext.setOffline(false);
    await expect
      .poll(() => withEmail(exportedSubmissions('applications'), 'email', studentEmail), {
        timeout: 30_000,
      })
      .toHaveLength(1);
    await untilListed(phone, studentName);
  });

  await test.step('she finds the website’s lead by its phone, typed another way, and opens it', async () => {
    const search = phone.getByRole('searchbox', { name: 'Search by name, email or phone' });
    await search.fill('+91 98400-55555');
    await expect(leadLink(phone, visitorName)).toBeVisible();
    await expect(leadLink(phone, studentName)).toHaveCount(0);
    await expectNoViolations(phone, 'inbox on a phone');
    await leadLink(phone, visitorName).click();
    await expect(phone.getByRole('heading', { name: visitorName, level: 1 })).toBeFocused();
    await expect(phone.getByRole('link', { name: 'Call 098400 55555' })).toHaveAttribute(
      'href',
      'tel:09840055555',
    );
    const whatsApp = phone.getByRole('link', { name: 'WhatsApp' });
    await expect(whatsApp).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/919840055555\?text=Hello%20Priya/,
    );
    await expect(whatsApp).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(phone.getByRole('link', { name: 'Email' })).toHaveAttribute(
      'href',
      new RegExp(`^mailto:${visitorEmail}\\?subject=`),
    );
    await expectNoViolations(phone, 'a person’s screen on a phone');
  });

  await test.step('she takes it, moves it to Contacted, sets a follow-up and writes a note', async () => {
    await phone.getByRole('button', { name: 'Assign to me' }).click();
    await expect(phone.getByText(`Assigned to: ${counsellor.name} (you)`)).toBeVisible();
    await phone.getByRole('combobox', { name: 'Stage' }).click();
    await phone.getByRole('option', { name: 'Contacted' }).click();
    await expect(phone.getByText('Stage New → Contacted')).toBeVisible();
    await phone.getByLabel('Follow up on').fill('2030-01-15T10:30');
    await phone.getByRole('button', { name: 'Save follow-up' }).click();
    await expect(phone.getByText(/^Follow-up set for 15 Jan 2030/)).toBeVisible();
    await phone
      .getByRole('textbox', { name: 'Add a note' })
      .fill('Called her: wants the weekend batch.');
    await phone.getByRole('button', { name: 'Add note' }).click();
    await expect(phone.getByText('Called her: wants the weekend batch.')).toBeVisible();
    await expect(phone.getByRole('textbox', { name: 'Add a note' })).toHaveValue('');
  });

  await test.step('the timeline shows each step, with her name', async () => {
    const timeline = phone.getByRole('region', { name: 'Timeline' });
    const steps = [
      'Received from the website',
      `Assigned to ${counsellor.name}`,
      'Stage New → Contacted',
      'Follow-up set for 15 Jan 2030',
      'Note',
    ];
    for (const step of steps) await expect(timeline).toContainText(step);
    await expect(timeline.getByText(new RegExp(`^${counsellor.name} ·`))).toHaveCount(4);
  });

  await test.step('the export of her inquiries contains it', async () => {
    await phone.getByRole('link', { name: 'All leads' }).first().click();
    // On a phone the filters fold away under a button.
    const filters = phone.getByRole('button', { name: 'Filters', exact: true });
    await filters.click();
    await expect(filters).toHaveAttribute('aria-expanded', 'true');
    await phone.getByRole('combobox', { name: 'Assigned' }).click();
    await phone.getByRole('option', { name: 'To me' }).click();
    await phone.getByRole('combobox', { name: 'Kind' }).click();
    await phone.getByRole('option', { name: 'Inquiry' }).click();
    await expect(leadLink(phone, visitorName)).toBeVisible();
    await expect(phone.getByRole('button', { name: 'Filters (2 on)' })).toBeVisible();
    const download = phone.waitForEvent('download');
    await phone.getByRole('link', { name: 'Export inquiry list (CSV)' }).click();
    const csv = await readFile(await (await download).path(), 'utf8');
    expect(csv).toContain(visitorEmail);
    expect(csv).not.toContain(studentEmail);
  });

  await test.step('the fair’s lead goes from New to Enrolled', async () => {
    await phone.getByRole('button', { name: 'Clear filters' }).click();
    await leadLink(phone, studentName).click();
    await expect(phone.getByText(`Received at ${fair}`)).toBeVisible();
    for (const stage of ['Contacted', 'Counselling booked', 'Applied', 'Enrolled']) {
      await phone.getByRole('combobox', { name: 'Stage' }).click();
      await phone.getByRole('option', { name: stage }).click();
      await expect(phone.getByRole('region', { name: 'Timeline' })).toContainText(`→ ${stage}`);
    }
    await expect(
      phone.getByRole('main').getByText('Enrolled', { exact: true }).first(),
    ).toBeVisible();
  });

  await test.step('her phone keeps no lead', async () => {
    const kept = await keptOnDevice(phone);
    expect(kept.cached.some((url) => url.includes('/api/staff'))).toBe(false);
    for (const secret of [visitorName, visitorEmail, studentName, studentEmail, 'weekend batch']) {
      expect(kept.stored).not.toContain(secret);
      expect(kept.cached.join('\n')).not.toContain(secret);
    }
  });

  await Promise.all([phoneContext.close(), visitorContext.close(), fairContext.close()]);
});
