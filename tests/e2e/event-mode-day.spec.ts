import { chatTitle } from '../../src/domain/chat.ts';
import { paths } from '../../src/domain/paths.ts';
import { expectNoViolations } from './axe.ts';
import { eventBar, startEventMode } from './event-helpers.ts';
import { expect, test, waitForServiceWorker } from './fixtures.ts';
import { contactForm, fillInquiry, uniqueEmail } from './forms-helpers.ts';
import {
  outboxButton,
  outboxPanel,
  queuedCard,
  storedDraft,
  untilReady,
} from './outbox-helpers.ts';

test('a student who walks away leaves nothing for the next: after the quiet period the app is back at its start, forms empty, chat closed, no draft @phone', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto(paths.event);
  await startEventMode(page, { inactivitySeconds: '30' });
  await page.goto(paths.contact);
  const inquiry = contactForm(page);
  await inquiry.fullName.fill('Priya Raman');
  await inquiry.subject.fill('Weekend batches');
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

test('in event mode the outbox panel shows what waits without names until the PIN is entered; a wrong PIN waits, and closing locks it again @phone', async ({
  page,
  context,
}) => {
  await page.goto(paths.event);
  await waitForServiceWorker(page);
  await startEventMode(page);
  await context.setOffline(true);
  await page.goto(paths.contact);
  const email = uniqueEmail('event-locked');
  const inquiry = await fillInquiry(page, email);
  await inquiry.submit.click();
  await expect(queuedCard(page)).toBeVisible();

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

  await panel.getByRole('button', { name: 'Close' }).click();
  await outboxButton(page).click();
  await expect(outboxPanel(page).getByLabel(/^Event PIN/)).toBeVisible();
  await expect(outboxPanel(page)).not.toContainText('Priya Raman');
});
