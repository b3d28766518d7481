import { chatTitle } from '../../src/domain/chat.ts';
import { paths } from '../../src/domain/paths.ts';
import { expectNoViolations } from './axe.ts';
import { expect, pageOnly, test } from './fixtures.ts';
import { routeExpectations } from './routes.ts';

test.use(pageOnly);

/**
 * A page has the same markup on a phone, laid out by CSS. What axe can find there and not on a
 * wide screen: the header's menu button (its open menu is checked below), the colours a section
 * takes only at one width (an image hero's shade, the apply hero, the contact cards, a course's
 * facts), and controls that wrap closer together (WCAG 2.2's target size: the course filters, the
 * data request form). These pages hold every one of them. The other course pages are the same
 * component as Robotics, and the privacy policy and the terms are text whose links are inline.
 */
const checkedOnPhone = new Set<string>([
  paths.home,
  paths.about,
  paths.courses,
  paths.apply,
  paths.contact,
  paths.course('robotics'),
  paths.yourData,
]);

for (const route of routeExpectations) {
  const onPhoneToo = checkedOnPhone.has(route.path) ? ' @phone' : '';
  test(`${route.path} has no accessibility violations${onPhoneToo}`, async ({ page }) => {
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

test('the phone menu, open with Courses expanded, has no accessibility violations @phone-only', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(paths.home);
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await expect(menu).toBeVisible();
  await menu.locator('summary', { hasText: 'Courses' }).click();
  await expect(menu.getByRole('link', { name: 'Python Programming' })).toBeVisible();
  await expectNoViolations(page, 'phone menu open');
});
