import { expect, type Page } from '@playwright/test';

/** Resolves once the service worker controls the page, so it can be reloaded offline. */
/** The card that replaces a form whose submission is kept on the device. */
export function queuedCard(page: Page) {
  return page
    .getByRole('main')
    .getByRole('status')
    .filter({ has: page.getByRole('heading', { name: 'Saved on this device' }) });
}

/** The header's outbox button; its name says how many wait. */
export function outboxButton(page: Page) {
  return page.getByRole('banner').getByRole('button', { name: /saved on this device/ });
}

export function outboxPanel(page: Page) {
  return page.getByRole('dialog', { name: 'Saved on this device' });
}

export function announcement(page: Page, text: string) {
  return page.getByRole('status').filter({ hasText: text });
}

export async function expectWaiting(page: Page, count: number) {
  const label = `${count} ${count === 1 ? 'submission' : 'submissions'} saved on this device`;
  await expect(outboxButton(page)).toHaveAccessibleName(new RegExp(`^${label}`));
}

/** Records of one kind sent with this email, as the operator's export shows them. */
export function withEmail(
  records: Record<string, unknown>[] | null,
  field: 'email' | 'emailAddress',
  email: string,
) {
  return (records ?? []).filter((record) => record[field] === email);
}
