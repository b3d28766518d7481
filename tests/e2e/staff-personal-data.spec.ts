/**
 * An admin carries out people's requests about their data in the staff workspace, on her phone,
 * without a shell. She corrects a phone number a student asked to have corrected; she finds the
 * applications behind an email and a family's phone, the brother's left unchosen, erases the
 * sister's, and the sister's phone sending it again stores nothing. A student's withdrawal of
 * consent takes her out of the lists at once, and is undone when it was not hers. Against the
 * production build and the real server.
 */
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { consentNoticeVersion } from '../../src/domain/consent.ts';
import { dataRequestSuccessMessage } from '../../src/domain/data-requests.ts';
import { expectNoViolations } from './axe.ts';
import { pageOnly } from './fixtures.ts';
import { exportedSubmissions } from './forms-helpers.ts';
import { withEmail } from './outbox-helpers.ts';
import { addAuthenticator, addWithCli, enrol, uniqueEmail, uniquePerson } from './staff-helpers.ts';

// No service worker behind the student's pages: what is checked here is the server's and the
// workspace's, and the workspace keeps nothing on a device anyway (staff-sign-in.spec).
test.use({
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  ...pageOnly,
});

/** An application as the website sends it, with consent; returns its id once stored (201). */
async function sendApplication(
  request: APIRequestContext,
  fields: { fullName: string; email: string } & Record<string, unknown>,
  key = randomUUID(),
): Promise<{ id: string; status: number }> {
  const sent = await request.post('/api/applications', {
    data: {
      phone: '',
      address: '',
      courseOfInterest: 'Data Science',
      levelOfEducation: 'High School',
      message: '',
      consent: { version: consentNoticeVersion, givenAt: new Date().toISOString() },
      minor: false,
      ...fields,
    },
    headers: { 'Idempotency-Key': key },
  });
  const { id } = (await sent.json()) as { id: string };
  return { id, status: sent.status() };
}

test('an admin erases a sister’s application, not her brother’s on the same phone; a replay stores nothing', async ({
  page,
  request,
}) => {
  const admin = uniquePerson('Lakshmi', 'Narayanan');
  const sister = { ...uniquePerson('Meena', 'Subramanian'), email: uniqueEmail('meena') };
  const brother = { ...uniquePerson('Arun', 'Subramanian'), email: uniqueEmail('arun') };
  // A phone no other run shares: the family's.
  const phone = `98${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const application = (who: { name: string; email: string }) => ({
    fullName: who.name,
    email: who.email,
    phone,
    address: '',
    courseOfInterest: 'Robotics',
    levelOfEducation: 'High School',
    message: '',
    consent: { version: consentNoticeVersion, givenAt: new Date().toISOString() },
    minor: false,
  });
  const sisterKey = randomUUID();
  const send = (body: object, key: string) =>
    request.post('/api/applications', { data: body, headers: { 'Idempotency-Key': key } });
  expect((await send(application(sister), sisterKey)).status()).toBe(201);
  expect((await send(application(brother), randomUUID())).status()).toBe(201);

  await addAuthenticator(page);
  await enrol(page, addWithCli(admin.name, admin.email, 'admin'), admin.name, 'Phone');
  await page
    .getByRole('navigation', { name: 'Workspace' })
    .getByRole('link', { name: 'Personal data' })
    .click();
  await expect(page.getByRole('heading', { name: 'Personal data', level: 1 })).toBeFocused();

  await page.getByRole('textbox', { name: 'Email' }).fill(sister.email);
  await page.getByRole('textbox', { name: 'Phone' }).fill(`+91 ${phone}`);
  await page.getByRole('button', { name: 'Find records' }).click();
  const hers = page.getByRole('checkbox', { name: `Application · ${sister.name}` });
  const his = page.getByRole('checkbox', { name: `Application · ${brother.name}` });
  await expect(hers).toBeChecked();
  await expect(his).not.toBeChecked();
  await expectNoViolations(page, 'personal data on a phone');

  // What is held about her, as the document to send her: hers, not her brother's.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download what we hold, to send them' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^data-summary-\d{4}-\d\d-\d\d\.txt$/);
  const summary = await readFile(await file.path(), 'utf8');
  expect(summary).toMatch(/^What RAAM Academy holds about you\n/);
  expect(summary).toContain(sister.name);
  expect(summary).not.toContain(brother.name);

  await page.getByRole('button', { name: 'Erase 1 chosen record' }).click();
  await page
    .getByRole('dialog', { name: 'Erase 1 record?' })
    .getByRole('button', { name: 'Erase' })
    .click();
  await expect(page.getByText('Erased 1 application; 1 record not chosen stayed.')).toBeVisible();
  await expect(hers).toHaveCount(0);
  await expect(his).not.toBeChecked();

  const applications = exportedSubmissions('applications');
  expect(withEmail(applications, 'email', sister.email)).toHaveLength(0);
  expect(withEmail(applications, 'email', brother.email)).toHaveLength(1);

  // Her phone still held the application and sends it again: heard as arrived, not stored.
  const replay = await send(application(sister), sisterKey);
  expect(replay.status()).toBe(200);
  expect(withEmail(exportedSubmissions('applications'), 'email', sister.email)).toHaveLength(0);
});

test('an admin corrects the phone a student asked to have corrected', async ({ page, request }) => {
  const admin = uniquePerson('Revathi', 'Krishnan');
  const student = { ...uniquePerson('Kavya', 'Rao'), email: uniqueEmail('kavya') };
  const { id, status } = await sendApplication(request, {
    fullName: student.name,
    email: student.email,
    phone: '98400 12345',
  });
  expect(status).toBe(201);

  await addAuthenticator(page);
  await enrol(page, addWithCli(admin.name, admin.email, 'admin'), admin.name, 'Phone');
  await page.goto(`/staff/leads/${id}`);
  await expect(page.getByRole('heading', { name: student.name, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Correct details' }).click();
  const dialog = page.getByRole('dialog', { name: 'Correct what they sent' });
  await dialog.getByRole('textbox', { name: 'Phone' }).fill('+91 98400 67890');
  await expectNoViolations(page, 'correcting on a phone');
  await dialog.getByRole('button', { name: 'Save corrections' }).click();
  await expect(page.getByText('Corrected: 1 field.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('region', { name: 'What they sent' })).toContainText(
    '+91 98400 67890',
  );

  const [stored] = withEmail(exportedSubmissions('applications'), 'email', student.email);
  expect(stored?.phone).toBe('+91 98400 67890');
});

test('a minor’s application, and one that did not give an age, wait in the admins’ queue until an admin verifies the guardian or records the age', async ({
  page,
  request,
}) => {
  const admin = uniquePerson('Anitha', 'Joseph');
  const student = { ...uniquePerson('Aditya', 'Raman'), email: uniqueEmail('aditya') };
  // As an outbox from before the under-18 question sends it: no answer at all.
  const unasked = { ...uniquePerson('Nila', 'Varma'), email: uniqueEmail('nila') };
  const sentUnasked = await sendApplication(request, {
    fullName: unasked.name,
    email: unasked.email,
    minor: undefined,
  });
  expect(sentUnasked.status).toBe(201);
  const now = new Date().toISOString();
  const { id, status } = await sendApplication(request, {
    fullName: student.name,
    email: student.email,
    courseOfInterest: 'Robotics',
    consent: { version: consentNoticeVersion, givenAt: now },
    minor: true,
    guardian: {
      name: 'Priya Raman',
      relationship: 'Parent',
      phone: '98400 33333',
      email: '',
      consentGivenAt: now,
    },
  });
  expect(status).toBe(201);

  await addAuthenticator(page);
  await enrol(page, addWithCli(admin.name, admin.email, 'admin'), admin.name, 'Phone');
  // Held apart from the inbox, the application waits in the admins' queue.
  await page
    .getByRole('navigation', { name: 'Workspace' })
    .getByRole('link', { name: 'Personal data' })
    .click();
  await page
    .getByRole('region', { name: 'Guardian to verify' })
    .getByRole('link', { name: student.name })
    .click();
  await expect(page).toHaveURL(new RegExp(`/staff/leads/${id}$`));
  await expect(page.getByText('Held until the guardian is verified')).toBeVisible();
  const guardian = page.getByRole('region', { name: 'Guardian' });
  await expect(guardian).toContainText('Not yet verified');
  await page.getByRole('button', { name: 'Verify guardian' }).click();
  const dialog = page.getByRole('dialog', { name: 'Verify the guardian' });
  await dialog.getByRole('combobox', { name: 'How' }).selectOption('phone-call');
  await dialog
    .getByRole('textbox', { name: 'Evidence (a reference)' })
    .fill('Spoke to Priya on 98400 33333');
  await expectNoViolations(page, 'verifying a guardian on a phone');
  await dialog.getByRole('button', { name: 'Record verification' }).click();
  await expect(guardian).toContainText(`by ${admin.name}`);
  await expect(guardian).toContainText(
    "A call to the guardian's phone number: Spoke to Priya on 98400 33333",
  );
  await expect(page.getByRole('button', { name: 'Verify guardian' })).toHaveCount(0);
  await expect(page.getByText('Held until the guardian is verified')).toHaveCount(0);

  // The one without an age: the admin asked her, and she is 19.
  await page
    .getByRole('navigation', { name: 'Workspace' })
    .getByRole('link', { name: 'Personal data' })
    .click();
  const queue = page.getByRole('region', { name: 'Guardian to verify' });
  await expect(queue.getByRole('listitem').filter({ hasText: unasked.name })).toContainText(
    'Age not given: ask whether they are under 18',
  );
  await queue.getByRole('link', { name: unasked.name }).click();
  await expect(page.getByText('Held until their age is known')).toBeVisible();
  await page.getByRole('button', { name: 'Record their age' }).click();
  const ageDialog = page.getByRole('dialog', { name: 'Record the applicant’s age' });
  await ageDialog.getByRole('radio', { name: '18 or over' }).check();
  await expectNoViolations(page, 'recording an age on a phone');
  await ageDialog.getByRole('button', { name: 'Record' }).click();
  await expect(page.getByText('Held until their age is known')).toHaveCount(0);
  await page
    .getByRole('navigation', { name: 'Workspace' })
    .getByRole('link', { name: 'Leads' })
    .click();
  await expect(page.getByRole('link', { name: unasked.name })).toBeVisible();
});

test('a student withdraws consent on the website: she leaves the lists at once, an admin undoes it when she says it was not her, and answers her complaint by its due day', async ({
  page,
  request,
}) => {
  const admin = uniquePerson('Farida', 'Begum');
  const student = { ...uniquePerson('Nila', 'Varma'), email: uniqueEmail('nila') };
  const { id, status } = await sendApplication(request, {
    fullName: student.name,
    email: student.email,
  });
  expect(status).toBe(201);
  const exported = () => withEmail(exportedSubmissions('applications'), 'email', student.email);
  expect(exported()).toHaveLength(1);

  // Someone asks, on the website, to withdraw the consent given with that email.
  await page.goto('/your-data');
  const form = page.getByRole('form', { name: 'Ask about your data' });
  await form.getByRole('textbox', { name: /^Email Address/ }).fill(student.email);
  await form.getByRole('radio', { name: 'Withdraw my consent' }).check();
  await form.getByRole('button', { name: 'Send Request' }).click();
  await expect(page.getByText(dataRequestSuccessMessage)).toBeVisible();
  expect(exported()).toHaveLength(0);
  // And complains: a request with a clock, like the others.
  await page.goto('/your-data');
  await form.getByRole('textbox', { name: /^Email Address/ }).fill(student.email);
  await form.getByRole('radio', { name: 'Make a complaint' }).check();
  await form.getByRole('textbox', { name: /^Message/ }).fill('I was called after I said no.');
  await form.getByRole('button', { name: 'Send Request' }).click();
  await expect(page.getByText(dataRequestSuccessMessage)).toBeVisible();

  await addAuthenticator(page);
  await enrol(page, addWithCli(admin.name, admin.email, 'admin'), admin.name, 'Phone');
  await page.goto(`/staff/leads/${id}`);
  await expect(page.getByRole('heading', { name: student.name, level: 1 })).toBeVisible();
  await expect(page.getByText(/^Consent withdrawn — erase by \d+ \w+ \d{4}$/)).toBeVisible();
  await expect(page.getByRole('group', { name: 'Contact' })).toHaveCount(0);
  await expectNoViolations(page, 'a withdrawn lead on a phone');

  await page.getByRole('link', { name: 'Withdrawals' }).click();
  const card = page.getByRole('listitem', { name: `Withdrawal by ${student.email}` });
  await expect(card).toContainText(`Application · ${student.name}`);
  await expectNoViolations(page, 'withdrawals on a phone');
  await card.getByRole('button', { name: 'Undo: they did not ask' }).click();
  await page
    .getByRole('dialog', { name: 'Undo this withdrawal?' })
    .getByRole('button', { name: 'Undo withdrawal' })
    .click();
  await expect(page.getByText('Withdrawal undone: 1 record back in the inbox.')).toBeVisible();
  await expect(card).toHaveCount(0);
  expect(exported()).toHaveLength(1);

  // Undoing settled the withdrawal's request; the complaint waits with its due day.
  await page.getByRole('link', { name: 'Requests' }).click();
  const complaint = page.getByRole('listitem', { name: `Make a complaint, ${student.email}` });
  await expect(complaint).toContainText('Due in 30 days');
  await expect(complaint).toContainText('I was called after I said no.');
  await expectNoViolations(page, 'requests on a phone');
  await complaint.getByRole('button', { name: 'Mark done' }).click();
  await page
    .getByRole('dialog', { name: 'Mark this request done?' })
    .getByRole('button', { name: 'Mark done' })
    .click();
  await expect(
    page.getByText(`Make a complaint from ${student.email}: marked done.`),
  ).toBeVisible();
  await expect(complaint).toHaveCount(0);
});
