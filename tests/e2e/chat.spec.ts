import type { Page } from '@playwright/test';
import { cannedReply, chatGreeting, chatPlaceholder, chatTitle } from '../../src/domain/chat.ts';
import { paths } from '../../src/domain/paths.ts';
import { expect, pageOnly, test } from './fixtures.ts';

test.use(pageOnly);

async function openChat(page: Page) {
  await page.goto(paths.home);
  await page.getByRole('button', { name: chatTitle }).click();
  const dialog = page.getByRole('dialog', { name: chatTitle });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('visitor opens the assistant and is greeted, with the input ready to type', async ({
  page,
}) => {
  const dialog = await openChat(page);
  await expect(dialog.getByRole('log')).toHaveText(`RAAM Assistant: ${chatGreeting}`);
  const input = dialog.getByRole('textbox', { name: 'Message' });
  await expect(input).toHaveAttribute('placeholder', chatPlaceholder);
  await expect(input).toBeFocused();
});

test('Enter sends a trimmed message and the canned reply arrives after one second', async ({
  page,
}) => {
  await page.clock.install({ time: new Date('2026-06-01T10:00:00+05:30') });
  const dialog = await openChat(page);
  // From here the page's clock moves only when the test moves it.
  await page.clock.pauseAt(new Date('2026-06-01T10:01:00+05:30'));
  const input = dialog.getByRole('textbox', { name: 'Message' });
  await input.fill('   When does the next Python batch start?  ');
  await input.press('Enter');
  await expect(input).toHaveValue('');
  const log = dialog.getByRole('log');
  await expect(log.locator('[data-author="user"]')).toHaveText(
    'You: When does the next Python batch start?',
  );
  await page.clock.runFor(990);
  await expect(log.locator('[data-author="bot"]')).toHaveCount(1);
  await page.clock.runFor(20);
  await expect(log.locator('[data-author="bot"]').last()).toHaveText(
    `RAAM Assistant: ${cannedReply()}`,
  );
});

test('Shift+Enter starts a new line instead of sending, and empty messages are not sent', async ({
  page,
}) => {
  const dialog = await openChat(page);
  const input = dialog.getByRole('textbox', { name: 'Message' });
  await input.press('Enter');
  await input.fill('    ');
  await input.press('Enter');
  await expect(dialog.getByRole('button', { name: 'Send message' })).toBeDisabled();
  await input.fill('Line one');
  await input.press('Shift+Enter');
  await input.pressSequentially('line two');
  await expect(input).toHaveValue('Line one\nline two');
  await expect(dialog.locator('[data-author="user"]')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Send message' }).click();
  await expect(dialog.locator('[data-author="user"]')).toHaveText('You: Line one\nline two');
});

test('the assistant closes by its close button, by Escape and by a click outside', async ({
  page,
}) => {
  let dialog = await openChat(page);
  await dialog.getByRole('button', { name: 'Close chat' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: chatTitle })).toBeFocused();

  dialog = await openChat(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  dialog = await openChat(page);
  await page.getByRole('heading', { level: 1 }).click();
  await expect(dialog).toBeHidden();
});

test('the conversation is kept when the assistant is closed and opened again', async ({ page }) => {
  const dialog = await openChat(page);
  await dialog.getByRole('textbox', { name: 'Message' }).fill('Hello');
  await dialog.getByRole('textbox', { name: 'Message' }).press('Enter');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: chatTitle }).click();
  await expect(page.locator('[data-author="user"]')).toHaveText('You: Hello');
});

test('the panel is 24rem wide with a 24rem message area on a desktop', async ({ page }) => {
  const dialog = await openChat(page);
  const box = await dialog.boundingBox();
  expect(box?.width).toBe(384);
  const log = await dialog.getByRole('log').boundingBox();
  expect(log?.height).toBe(384);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 320, height: 700 }, isMobile: true, hasTouch: true });

  test('the panel fits the screen with a 1rem margin each side @phone-only', async ({ page }) => {
    const dialog = await openChat(page);
    const box = await dialog.boundingBox();
    expect(box?.width).toBe(320 - 32);
    expect(box?.x).toBe(16);
  });
});
