import { chatTitle } from '../../src/domain/chat.ts';
import { paths } from '../../src/domain/paths.ts';
import { expectNoViolations } from './axe.ts';
import { expect, pageOnly, test } from './fixtures.ts';
import { routeExpectations } from './routes.ts';

test.use(pageOnly);

for (const route of routeExpectations) {
  test(`${route.path} has no accessibility violations @phone`, async ({ page }) => {
    // Without motion, transitions and count-ups are already at rest when colours are measured.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(route.path, { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoViolations(page, route.path);
  });
}

test('a course plan page has no accessibility violations', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(paths.coursePlan('robotics'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoViolations(page, 'course plan');
});

test('the not-found page and the open chat have no accessibility violations', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoViolations(page, 'not found');
  await page.getByRole('button', { name: chatTitle }).click();
  await expect(page.getByRole('dialog', { name: chatTitle })).toBeVisible();
  await expectNoViolations(page, 'chat open');
});
