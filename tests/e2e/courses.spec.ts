import type { Page } from '@playwright/test';
import { defaultCoursesContent } from '../../src/domain/content/defaults-courses.ts';
import { paths } from '../../src/domain/paths.ts';
import { expect, pageOnly, test } from './fixtures.ts';
import { startOwnSite } from './own-site.ts';

test.use(pageOnly);

const courseTitles = defaultCoursesContent.coursesList.courses.map((course) => course.title);

function cardTitles(page: Page) {
  return page.getByRole('region', { name: 'Course list' }).getByRole('heading', { level: 3 });
}

function filter(page: Page, name: string) {
  return page
    .getByRole('group', { name: 'Filter courses' })
    .getByRole('radio', { name, exact: true });
}

async function expectNoSideways(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test('visitor sees the banner, the five filters and every course card @phone', async ({ page }) => {
  await page.goto(paths.courses);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    defaultCoursesContent.headerBanner.title,
  );
  await expect(page.getByRole('group', { name: 'Filter courses' }).locator('label')).toHaveText([
    'All Courses',
    'Technical',
    'Non-Technical',
    'Beginner',
    'Advanced',
  ]);
  await expect(cardTitles(page)).toHaveText(courseTitles);
  await expect(page.getByRole('link', { name: 'Request Information' })).toHaveAttribute(
    'href',
    paths.contact,
  );
  await expect(page.getByRole('heading', { name: 'Key Months' })).toBeVisible();
  await expectNoSideways(page);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the course grid has one column @phone-only', async ({ page }) => {
    await page.goto(paths.courses);
    const first = await cardTitles(page).nth(0).boundingBox();
    const second = await cardTitles(page).nth(1).boundingBox();
    expect(second?.y).toBeGreaterThan((first?.y ?? 0) + 100);
    expect(second?.x).toBe(first?.x);
  });

  test('the page fetches only its first course picture, the others as the visitor scrolls to them @phone-only', async ({
    page,
  }) => {
    const pictures: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/images/courses/')) pictures.push(pathname);
    });
    await page.goto(paths.courses);
    // The page has started: every picture near the screen has long been asked for.
    expect(pictures).toEqual([expect.stringMatching(/^\/images\/courses\/ai-ml\./)]);
    const last = page.getByRole('article').last();
    await last.scrollIntoViewIfNeeded();
    await expect
      .poll(() => last.locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    expect(pictures.length).toBeGreaterThan(1);
  });
});

test('the course grid has three columns on a desktop', async ({ page }) => {
  await page.goto(paths.courses);
  const boxes = await Promise.all(
    [0, 1, 2, 3].map((index) => cardTitles(page).nth(index).boundingBox()),
  );
  expect(boxes[1]?.y).toBe(boxes[0]?.y);
  expect(boxes[2]?.y).toBe(boxes[0]?.y);
  expect(boxes[3]?.y).toBeGreaterThan(boxes[0]?.y ?? 0);
});

test('keyboard user filters the courses, and the choice survives reload and back', async ({
  page,
}) => {
  await page.goto(paths.courses);
  await filter(page, 'All Courses').focus();
  // One group of radio buttons: the arrow keys choose.
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(filter(page, 'Beginner')).toBeFocused();
  await expect(filter(page, 'Beginner')).toBeChecked();
  await expect(page).toHaveURL(`${paths.courses}?filter=beginner`);
  await expect(cardTitles(page)).toHaveText([
    'AI & Machine Learning',
    'Data Science',
    'Python Programming',
    'Full Stack Development',
  ]);

  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(`${paths.courses}?filter=advanced`);
  await expect(cardTitles(page)).toHaveText(['AI & Machine Learning', 'Robotics']);

  await page.reload();
  await expect(filter(page, 'Advanced')).toBeChecked();
  await expect(cardTitles(page)).toHaveText(['AI & Machine Learning', 'Robotics']);

  await page.goBack();
  await expect(filter(page, 'Beginner')).toBeChecked();
  await expect(cardTitles(page)).toHaveCount(4);
});

test('Technical and Non-Technical split the courses by category', async ({ page }) => {
  await page.goto(`${paths.courses}?filter=non-technical`);
  await expect(cardTitles(page)).toHaveText(['Soft Skills Training']);
  await filter(page, 'Technical').click();
  await expect(cardTitles(page)).toHaveCount(6);
  await expect(cardTitles(page)).not.toContainText(['Soft Skills Training']);
});

test('a course card leads to its course page, even by its old spelling', async ({ page }) => {
  await page.goto(paths.courses);
  const card = page.getByRole('region', { name: 'Course list' });
  await expect(card.getByRole('link', { name: 'Object-Oriented Programming' })).toHaveAttribute(
    'href',
    '/courses/Oops',
  );
  await card.getByRole('link', { name: 'Object-Oriented Programming' }).click();
  await expect(page).toHaveURL(paths.course('oops'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Object-Oriented Programming (C++/Java)',
  );
});

test('a course picture that cannot load shows the Image Unavailable placeholder', async ({
  page,
}) => {
  // Both its files: browsers that show AVIF take robotics.avif, the others robotics.webp.
  await page.route('**/images/courses/robotics.*', (route) => route.abort());
  await page.goto(paths.courses);
  const card = page.getByRole('article').filter({ hasText: 'Design, wire and program robots' });
  await card.scrollIntoViewIfNeeded();
  await expect(card.getByText('Image Unavailable')).toBeVisible();
  await expect(card.locator('img')).toHaveCount(0);
});

test('when the content cannot be loaded the built-in courses show under the red banner', async ({
  page,
}) => {
  await page.route('**/api/page-content/courses', (route) =>
    route.fulfill({ status: 500, body: '{}' }),
  );
  await page.goto(paths.courses);
  await expect(page.getByRole('alert')).toHaveText(
    'Failed to load courses page content. Displaying default. Please ensure your backend server is running and the API endpoint is correct.',
  );
  await expect(cardTitles(page)).toHaveCount(courseTitles.length);
});

test('courses published with the content CLI replace the built-in ones', async ({ page }) => {
  // Published content would change what the other specs see: a server of its own.
  const site = await startOwnSite();
  try {
    site.publish('courses', [
      {
        sectionId: 'coursesList',
        type: 'courses',
        content: {
          courses: [
            {
              title: 'Cloud Basics',
              description: 'Servers, storage and networks in the cloud.',
              level: 'Beginner',
              category: 'technical',
              features: ['One', 'Two', 'Three', 'Four'],
            },
          ],
        },
      },
    ]);
    await page.goto(`${site.url}${paths.courses}`);
    await expect(cardTitles(page)).toHaveText(['Cloud Basics']);
    await expect(
      page.getByRole('list', { name: 'What you will learn' }).getByRole('listitem'),
    ).toHaveText(['One', 'Two', 'Three']);
    await filter(page, 'Non-Technical').click();
    await expect(page.getByText('No courses found for the selected filter.')).toBeVisible();
  } finally {
    await site.stop();
  }
});
