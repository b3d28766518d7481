import { randomUUID } from 'node:crypto';
import type { BrowserContext, Page } from '@playwright/test';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { chatTitle } from '../../src/domain/chat.ts';
import { paths } from '../../src/domain/paths.ts';
import { expectNoViolations } from './axe.ts';
import { coldStartOffline, eventBar, startEventMode } from './event-helpers.ts';
import { expect, test, waitForServiceWorker } from './fixtures.ts';
import {
  applicationForm,
  contactForm,
  exportedSubmissions,
  fillInquiry,
  guardianFields,
  uniqueEmail,
} from './forms-helpers.ts';
import { countLayoutShifts, layoutShifts } from './layout-shifts.ts';
import {
  expectWaiting,
  outboxButton,
  outboxPanel,
  queuedCard,
  storedDraft,
  untilReady,
} from './outbox-helpers.ts';

/** Event mode started, then with no connection a student's inquiry kept on the device. */
async function oneInquiryKeptAtTheEvent(page: Page, context: BrowserContext, label: string) {
  await page.goto(paths.event);
  await waitForServiceWorker(page);
  await startEventMode(page);
  await context.setOffline(true);
  await page.goto(paths.contact);
  const email = uniqueEmail(label);
  const inquiry = await fillInquiry(page, email);
  await inquiry.submit.click();
  await expect(queuedCard(page)).toBeVisible();
  return email;
}

test('a student who walks away leaves nothing for the next: after the quiet period the app is back at its start, forms empty, chat closed, no draft', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto(paths.event);
  await startEventMode(page, { inactivitySeconds: '30' });
  await page.goto(paths.contact);
  // The page in event mode, as the student finds it: the bar shows once the event is read.
  await expect(eventBar(page)).toContainText('Chennai Education Fair');
  const inquiry = contactForm(page);
  await inquiry.fullName.fill('Priya Raman');
  await inquiry.subject.fill('Weekend batches');
  // On a phone the chat's button stands aside while it would cover a field: back up the page,
  // where it shows again.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('button', { name: chatTitle }).click();
  await expect(page.getByRole('dialog', { name: chatTitle })).toBeVisible();
  // Half-way, the student walks away.
  await page.clock.fastForward(30_000);
  await expect(page).toHaveURL(/\/$/);
  await untilReady(page);
  await expect(eventBar(page)).toContainText('Chennai Education Fair');
  await expect(page.getByRole('dialog', { name: chatTitle })).toHaveCount(0);
  expect(await storedDraft(page, 'inquiry')).toBe('');
  await page.getByRole('link', { name: 'Contact', exact: true }).first().click();
  await expect(contactForm(page).fullName).toHaveValue('');
  await expect(contactForm(page).subject).toHaveValue('');
});

test('a student who types before the event is read, then walks away, still leaves nothing for the next', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto(paths.event);
  await startEventMode(page, { inactivitySeconds: '30' });
  // A slow device: its storage answers each page's first reads two seconds late, so the student
  // types before the page knows the event (and before it watches for the next one).
  await page.addInitScript(() => {
    const open = IDBFactory.prototype.open;
    IDBFactory.prototype.open = function (this: IDBFactory, ...args: [string, number?]) {
      const request = open.apply(this, args);
      let onSuccess: ((event: Event) => void) | null = null;
      Object.defineProperty(request, 'onsuccess', {
        set: (handler: ((event: Event) => void) | null) => {
          onSuccess = handler;
        },
        get: () => onSuccess,
      });
      request.addEventListener('success', (event) =>
        setTimeout(() => onSuccess?.call(request, event), 2000),
      );
      return request;
    };
  });
  await page.goto(paths.contact);
  const inquiry = contactForm(page);
  await inquiry.fullName.click();
  await inquiry.fullName.fill('Priya Raman');
  await expect(eventBar(page)).toContainText('Chennai Education Fair');
  // The student has gone: nobody touches the page again.
  await page.clock.fastForward(30_000);
  await expect(page).toHaveURL(/\/$/);
  await untilReady(page);
  await page.getByRole('link', { name: 'Contact', exact: true }).first().click();
  await expect(contactForm(page).fullName).toHaveValue('');
});

test('in event mode the outbox panel shows what waits without names until the PIN is entered; a wrong PIN waits, and closing locks it again', async ({
  page,
  context,
}) => {
  const email = await oneInquiryKeptAtTheEvent(page, context, 'event-locked');

  await outboxButton(page).click();
  const panel = outboxPanel(page);
  const waiting = panel.getByRole('list', { name: 'Waiting submissions' });
  await expect(waiting.getByRole('listitem')).toHaveCount(1);
  await expect(waiting).toContainText('Inquiry');
  await expect(waiting).toContainText('Data Science');
  await expect(panel).not.toContainText('Priya Raman');
  await expect(panel).not.toContainText(email);
  await expect(panel).not.toContainText('Weekend batches');
  await expect(panel.getByRole('button', { name: /Export unsent/ })).toHaveCount(0);
  await expectNoViolations(page, 'outbox panel locked');

  const pin = panel.getByLabel(/^Event PIN/);
  await expect(pin).toHaveAttribute('inputmode', 'numeric');
  await expect(pin).toHaveAttribute('autocomplete', 'off');
  await pin.fill('1234');
  await panel.getByRole('button', { name: 'Show details' }).click();
  await expect(panel.getByRole('alert')).toHaveText('That PIN is not right.');
  await expect(pin).toHaveAccessibleDescription(/Try again in 1 second/);
  await expect(pin).toBeFocused();
  // The wait over, the right PIN shows every detail.
  await expect(pin).not.toHaveAccessibleDescription(/Try again/);
  await pin.fill('4821');
  await panel.getByRole('button', { name: 'Show details' }).click();
  await expect(panel.getByRole('heading', { name: 'Inquiry: Priya Raman' })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Export unsent (CSV)' })).toBeVisible();
  // Which is what the panel says: the names go behind the PIN again when it closes.
  await expect(panel).toContainText(
    'Only someone with the event’s PIN can see them here until then.',
  );
  await expect(panel).not.toContainText('Anyone using this device can see them');

  await panel.getByRole('button', { name: 'Close' }).click();
  await outboxButton(page).click();
  await expect(outboxPanel(page).getByLabel(/^Event PIN/)).toBeVisible();
  await expect(outboxPanel(page)).not.toContainText('Priya Raman');
});

interface Student {
  kind: 'inquiries' | 'applications';
  name: string;
  email: string;
}

/** One student's form, filled as a student fills it: every required field, and a course. */
async function fillStudentForm(page: Page, student: Student) {
  if (student.kind === 'applications') {
    const f = applicationForm(page);
    await f.fullName.fill(student.name);
    await f.email.fill(student.email);
    await f.course.selectOption('Robotics');
    await f.level.selectOption("Bachelor's Degree");
    await guardianFields(page).no.check();
    await f.consent.check();
    return f;
  }
  const f = contactForm(page);
  await f.fullName.fill(student.name);
  await f.email.fill(student.email);
  await f.course.selectOption('Data Science');
  await f.subject.fill(`Question from ${student.name}`);
  await f.message.fill('Do you run weekend batches?');
  await f.consent.check();
  return f;
}

function tallyTotal(page: Page) {
  return page.getByRole('table', { name: 'By kind' }).getByRole('row', { name: /^Total/ });
}

test('a day at a fair: offline from a cold start, twelve students one after another leave no trace for the next; the tally reads 12; back online exactly those twelve arrive with the event; the PIN ends it @phone-only', async ({
  page,
  context,
}) => {
  test.setTimeout(240_000);
  const eventName = `Madurai Fair ${randomUUID().slice(0, 8)}`;
  await page.clock.install();
  const counsellor = await coldStartOffline(page, context);
  await counsellor.goto(paths.event);
  await startEventMode(counsellor, { inactivitySeconds: '30', eventName });

  const students: Student[] = Array.from({ length: 12 }, (_, index) => ({
    kind: index % 3 === 1 ? 'applications' : 'inquiries',
    name: `Student ${String.fromCharCode(65 + index)} Raman`,
    email: uniqueEmail(`fair-student-${index}`),
  }));
  for (const [index, student] of students.entries()) {
    await counsellor.goto(student.kind === 'applications' ? paths.apply : paths.contact);
    const f = await fillStudentForm(counsellor, student);
    await f.submit.click();
    await expect(queuedCard(counsellor)).toBeVisible();
    const count = index + 1;
    await expect(eventBar(counsellor)).toContainText(
      `${count} ${count === 1 ? 'submission' : 'submissions'} collected`,
    );
    if (index % 4 === 3) {
      // This student walks away from the card: the next finds the start page.
      await counsellor.clock.fastForward(30_000);
      await expect(counsellor).toHaveURL(/\/$/);
      await untilReady(counsellor);
    } else {
      await queuedCard(counsellor).getByRole('button').click();
      await expect(f.fullName).toHaveValue('');
      await expect(f.email).toHaveValue('');
    }
    expect(await storedDraft(counsellor, 'inquiry')).toBe('');
    expect(await storedDraft(counsellor, 'application')).toBe('');
    await outboxButton(counsellor).click();
    const panel = outboxPanel(counsellor);
    await expect(panel.getByRole('list', { name: 'Waiting submissions' })).toBeVisible();
    await expect(panel).not.toContainText(student.name);
    await expect(panel).not.toContainText(student.email);
    await panel.getByRole('button', { name: 'Close' }).click();
  }

  await counsellor.goto(paths.event);
  await counsellor.getByRole('button', { name: 'Show the tally' }).click();
  await counsellor.getByLabel(/^Event PIN/).fill('4821');
  await counsellor.getByRole('button', { name: 'Show the tally' }).click();
  await expect(tallyTotal(counsellor)).toHaveText(/Total\s*12\s*0\s*12/);

  await context.setOffline(false);
  const arrived = () =>
    [
      ...(exportedSubmissions('inquiries', undefined, eventName) ?? []),
      ...(exportedSubmissions('applications', undefined, eventName) ?? []),
    ] as { email?: string; emailAddress?: string; source?: Record<string, unknown> }[];
  await expect.poll(() => arrived().length, { timeout: 60_000 }).toBe(12);
  const stored = arrived();
  expect(stored.map((record) => record.email ?? record.emailAddress).sort()).toEqual(
    students.map((student) => student.email).sort(),
  );
  for (const record of stored) {
    expect(record.source).toMatchObject({
      event: eventName,
      counsellor: 'Meena Krishnan',
      device: 'Tablet 2',
    });
  }
  // Delivered, the tally says so without being asked.
  await expect(tallyTotal(counsellor)).toHaveText(/Total\s*12\s*12\s*0/);

  await counsellor.getByRole('button', { name: 'Back' }).click();
  await counsellor.getByRole('button', { name: 'End event mode' }).click();
  await counsellor.getByLabel(/^Event PIN/).fill('4821');
  await counsellor.getByRole('button', { name: 'Continue' }).click();
  await counsellor.getByRole('button', { name: 'End event mode now' }).click();
  await expect(
    counsellor.getByRole('status').filter({ hasText: 'Event mode has ended' }),
  ).toBeFocused();
  await expect(eventBar(counsellor)).toHaveCount(0);
  await expect(counsellor.getByRole('form', { name: 'Start event mode' })).toBeVisible();
});

test('a forgotten PIN: typing the event’s name ends event mode, shows no tally, names or export, and keeps what waits', async ({
  page,
  context,
}) => {
  await oneInquiryKeptAtTheEvent(page, context, 'event-forgot');

  await page.goto(paths.event);
  await page.getByRole('button', { name: 'Forgot the PIN?' }).click();
  const controls = page.getByRole('region', { name: 'Tally and ending' });
  await expect(controls.getByRole('heading', { name: 'Forgot the PIN?' })).toBeFocused();
  await expect(controls.getByRole('table')).toHaveCount(0);
  await expect(controls.getByRole('button', { name: /Export/ })).toHaveCount(0);
  await expect(page.getByRole('main')).not.toContainText('Priya Raman');
  const name = controls.getByRole('textbox', { name: 'Event name' });
  await name.fill('Chennai Fair');
  await controls.getByRole('button', { name: 'End event mode without the PIN' }).click();
  await expect(controls.getByRole('alert')).toHaveText(
    "Type the event's name exactly as it is shown above.",
  );
  await expect(eventBar(page)).toBeVisible();
  await name.fill('Chennai Education Fair');
  await controls.getByRole('button', { name: 'End event mode without the PIN' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Event mode has ended' })).toContainText(
    '1 submission still waiting will be sent when the connection returns.',
  );
  await expect(eventBar(page)).toHaveCount(0);
  await expectWaiting(page, 1);
});

test('in event mode a course page offers a QR code of its address, made offline, at least 240 px wide on a phone @phone-only', async ({
  page,
  context,
}) => {
  await page.goto(paths.event);
  await startEventMode(page);
  const student = await coldStartOffline(page, context);
  await student.goto(paths.courses);
  await expect(eventBar(student).getByRole('button', { name: 'QR code' })).toHaveCount(0);
  await student.goto(paths.course('robotics'));
  const canonical = await student.locator('link[rel="canonical"]').getAttribute('href');
  expect(canonical).toMatch(/\/courses\/robotics$/);
  await eventBar(student).getByRole('button', { name: 'QR code' }).click();
  const dialog = student.getByRole('dialog', { name: 'Scan to open this course on your phone' });
  const code = dialog.getByRole('img', { name: `QR code of ${canonical}` });
  await expect(code).toBeVisible();
  await expect(dialog).toContainText(canonical ?? '');
  const box = await code.boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(240);
  expect(box?.height).toBe(box?.width);
  // What a student's phone reads from the screen: the course page's own address.
  const { data, info } = await sharp(await code.screenshot())
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const read = jsQR(new Uint8ClampedArray(data), info.width, info.height);
  expect(read?.data).toBe(canonical);
  await expectNoViolations(student, 'course QR code');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
});

test('in event mode a page opens with room for the event bar: nothing moves when the app renders it @phone', async ({
  page,
}) => {
  await page.goto(paths.event);
  await startEventMode(page);
  await countLayoutShifts(page);
  await page.goto(paths.courses);
  await expect(eventBar(page)).toBeVisible();
  expect(await layoutShifts(page)).toBe(0);
});
