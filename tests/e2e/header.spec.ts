import { courseCatalogue } from '../../src/domain/courses.ts';
import { paths } from '../../src/domain/paths.ts';
import { expect, pageOnly, test } from './fixtures.ts';

test.use(pageOnly);

const phone = { width: 390, height: 844 };

test('header is transparent at the top and turns white with a shadow after scrolling', async ({
  page,
}) => {
  await page.goto(paths.privacy);
  const header = page.getByRole('banner');
  const look = () =>
    header.evaluate((element) => {
      const style = getComputedStyle(element);
      return { background: style.backgroundColor, shadow: style.boxShadow };
    });
  await expect.poll(look).toEqual({ background: 'rgba(0, 0, 0, 0)', shadow: 'none' });
  await page.mouse.wheel(0, 600);
  await expect.poll(look).toMatchObject({ background: 'rgb(255, 255, 255)' });
  expect((await look()).shadow).not.toBe('none');
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(look).toEqual({ background: 'rgba(0, 0, 0, 0)', shadow: 'none' });
});

test('desktop visitor opens the Courses dropdown and reaches a course', async ({ page }) => {
  await page.goto(paths.home);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  await nav.getByRole('button', { name: 'Courses' }).click();
  const items = page.getByRole('menuitem');
  await expect(items).toHaveCount(courseCatalogue.length + 1);
  await page.getByRole('menuitem', { name: 'Robotics' }).click();
  await expect(page).toHaveURL(paths.course('robotics'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Robotics');
});

test('a mouse that opens the Courses dropdown by hovering keeps it open with the click that follows', async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, 'a phone has no hover');
  await page.goto(paths.home);
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true');
  const menuButton = page.getByRole('navigation', { name: 'Main' }).getByRole('button', {
    name: 'Courses',
  });
  await menuButton.hover();
  await expect(page.getByRole('menu')).toBeVisible();
  await menuButton.click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  // A later click on the button closes it, as a menu button does.
  await page.mouse.move(0, 400);
  await expect(page.getByRole('menu')).toBeHidden();
  await menuButton.click();
  await expect(page.getByRole('menu')).toBeVisible();
  await menuButton.click();
  await expect(page.getByRole('menu')).toBeHidden();
});

test('two quick clicks on the Courses button leave it closed, whenever the hover that came with them is handled', async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, 'a phone has no hover');
  await page.clock.install();
  await page.goto(paths.home);
  const menuButton = page.getByRole('navigation', { name: 'Main' }).getByRole('button', {
    name: 'Courses',
  });
  const box = await menuButton.boundingBox();
  if (!box) throw new Error('the Courses button is not on screen');
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  // The page's timers wait while the mouse arrives and clicks twice, as on a busy phone where
  // the hover's delayed opening runs only after both clicks.
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1000);
  await page.mouse.move(x, y);
  await page.mouse.click(x, y);
  await page.mouse.click(x, y);
  await page.clock.runFor(500);
  await page.clock.resume();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('menu')).toBeHidden();
});

test('keyboard user opens the Courses dropdown with the keyboard', async ({ page }) => {
  await page.goto(paths.about);
  const coursesButton = page.getByRole('navigation', { name: 'Main' }).getByRole('button', {
    name: 'Courses',
  });
  await coursesButton.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(paths.course(courseCatalogue[0]?.slug ?? ''));
});

test('header links lead to their pages', async ({ page }) => {
  await page.goto(paths.home);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(paths.about);
  await nav.getByRole('link', { name: 'Contact' }).click();
  await expect(page).toHaveURL(paths.contact);
  await page.getByRole('banner').getByRole('link', { name: 'Apply Now' }).click();
  await expect(page).toHaveURL(paths.apply);
  await page
    .getByRole('banner')
    .getByRole('link', { name: /RAAM Academy home/ })
    .click();
  await expect(page).toHaveURL(paths.home);
});

test.describe('on a phone', () => {
  test.use({ viewport: phone, isMobile: true, hasTouch: true });

  test('visitor opens the menu, expands Courses and choosing a course closes the menu @phone-only', async ({
    page,
  }) => {
    await page.goto(paths.home);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    // A disclosure (<details>): its summary opens it.
    const courses = menu.locator('summary', { hasText: 'Courses' });
    const submenu = menu.locator('#mobile-courses');
    await expect(submenu).toBeHidden();
    await courses.click();
    await expect(submenu).toBeVisible();
    await menu.getByRole('link', { name: 'Python Programming' }).click();
    await expect(page).toHaveURL(paths.course('python'));
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
  });

  test('every link in the phone menu closes it @phone-only', async ({ page }) => {
    for (const name of ['About', 'Contact', 'Apply Now', 'Home']) {
      await page.goto(paths.privacy);
      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('navigation', { name: 'Mobile' });
      await menu.getByRole('link', { name, exact: true }).click();
      await expect(menu).toBeHidden();
    }
  });

  test('Escape closes the phone menu and links inside a closed menu cannot be tabbed to @phone-only', async ({
    page,
  }) => {
    await page.goto(paths.about);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
    await expect(page.locator('#mobile-menu a').first()).not.toBeFocused();
  });
});
