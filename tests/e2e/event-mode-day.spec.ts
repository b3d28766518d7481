import { chatTitle } from '../../src/domain/chat.ts';
import { paths } from '../../src/domain/paths.ts';
import { eventBar, startEventMode } from './event-helpers.ts';
import { expect, test } from './fixtures.ts';
import { contactForm } from './forms-helpers.ts';
import { storedDraft, untilReady } from './outbox-helpers.ts';

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
