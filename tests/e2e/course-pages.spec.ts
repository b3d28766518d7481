import type { Page } from '@playwright/test';
import { coursePages } from '../../src/domain/course-pages/course-pages.ts';
import { courseCatalogue } from '../../src/domain/courses.ts';
import { paths } from '../../src/domain/paths.ts';
import { site } from '../../src/domain/site.ts';
import { pdfText } from '../support/pdf-text.ts';
import { expect, pageOnly, test, waitForServiceWorker } from './fixtures.ts';

test.use(pageOnly);

async function expectNoSideways(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const course of courseCatalogue) {
  test(`visitor reads the ${course.slug} page and can apply from it`, async ({ page }) => {
    const data = coursePages[course.slug];
    await page.goto(paths.course(course.slug));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(course.title);
    await expect(page).toHaveTitle(`${course.title} | Excellence in Education`);
    await expect(
      page.getByRole('region', { name: data?.curriculum.title }).getByRole('heading', { level: 3 }),
    ).toHaveCount(data?.curriculum.modules.length ?? 0);
    await expect(page.getByRole('region', { name: 'Projects You Will Build' })).toBeVisible();
    await expectNoSideways(page);
    await page.getByRole('link', { name: data?.hero.cta }).first().click();
    await expect(page).toHaveURL(paths.apply);
  });
}

test('on a phone, no course page or course plan scrolls sideways @phone-only', async ({ page }) => {
  for (const course of courseCatalogue) {
    await page.goto(paths.course(course.slug));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(course.title);
    await expect(page.getByRole('region', { name: 'Projects You Will Build' })).toBeVisible();
    await expectNoSideways(page);
    // Its plan too, whose "Back to …" names the course in full.
    await page.goto(paths.coursePlan(course.slug));
    await expect(page.getByRole('link', { name: /^Back to / })).toBeVisible();
    await expectNoSideways(page);
  }
});

test('the AI/ML page gives its facts and opens the introduction video in a new tab', async ({
  page,
}) => {
  await page.goto(paths.course('ai-ml'));
  for (const fact of ['12 weeks', '100 hours', '50 students max', 'Beginner Buddy']) {
    await expect(page.getByText(fact, { exact: true })).toBeVisible();
  }
  const assessment = page.getByRole('region', { name: 'Assessment' });
  await expect(assessment.getByRole('listitem')).toHaveText([
    /30%\s*Daily coding/,
    /20%\s*Mid-term project/,
    /50%\s*Final project/,
  ]);
  const video = page.getByRole('link', { name: /Watch the course introduction/ });
  await expect(video).toHaveAttribute('href', site.social.youtube);
  await expect(video).toHaveAttribute('target', '_blank');
  await expect(video).toHaveAttribute('rel', 'noopener noreferrer');
});

test('the Robotics robot greets on hover and on keyboard focus @phone', async ({
  page,
  isMobile,
}) => {
  const greeting = coursePages.robotics?.mascot?.greeting ?? '';
  await page.goto(paths.course('robotics'));
  const robot = page.getByRole('button', { name: 'Say hello to Rivet' });
  await expect(page.getByText(greeting)).toBeHidden();
  if (isMobile) {
    await robot.tap();
  } else {
    await robot.hover();
  }
  await expect(page.getByText(greeting)).toBeVisible();
  await expect(page.getByText(greeting)).toBeInViewport();
  await page.getByRole('heading', { level: 1 }).click();
  await page.mouse.move(0, 0);
  await expect(page.getByText(greeting)).toBeHidden();

  await page.getByRole('link', { name: 'Download Course Plan' }).focus();
  await page.keyboard.press('Tab');
  await expect(robot).toBeFocused();
  await expect(page.getByText(greeting)).toBeVisible();
});

test('the robot moves when the page opens and when it greets, then rests: nothing moves forever', async ({
  page,
}) => {
  await page.goto(paths.course('robotics'));
  const robot = page.getByRole('button', { name: 'Say hello to Rivet' });
  // When each of the robot's motions ends, in ms after it started (Infinity: never).
  const endings = () =>
    robot.evaluate((button) =>
      button
        .getAnimations({ subtree: true })
        .map((animation) => Number(animation.effect?.getComputedTiming().endTime)),
    );
  const opening = await endings();
  expect(opening.length).toBeGreaterThan(0);
  for (const end of opening) expect(end).toBeLessThanOrEqual(10_000);

  await robot.hover();
  await expect(page.getByText(coursePages.robotics?.mascot?.greeting ?? '')).toBeVisible();
  const greeting = await endings();
  expect(greeting.length).toBeGreaterThan(opening.length);
  for (const end of greeting) expect(end).toBeLessThanOrEqual(10_000);
});

test('the robot stands still for visitors who prefer reduced motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(paths.course('robotics'));
  const names = await page
    .getByRole('button', { name: 'Say hello to Rivet' })
    .locator('svg *')
    .evaluateAll((nodes) => nodes.map((node) => getComputedStyle(node).animationName));
  expect(names.every((name) => name === 'none')).toBe(true);
});

test('Download Course Plan opens the printable plan with the print dialog, without the site around it', async ({
  page,
}) => {
  await page.addInitScript(() => {
    window.print = () => {
      (window as unknown as { printed: number }).printed =
        ((window as unknown as { printed?: number }).printed ?? 0) + 1;
    };
  });
  await page.goto(paths.course('robotics'));
  await page.getByRole('link', { name: 'Download Course Plan' }).click();
  await expect(page).toHaveURL(paths.coursePlan('robotics'));
  const plan = page.getByRole('article', { name: 'Course plan: Robotics' });
  await expect(plan).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { printed?: number }).printed))
    .toBe(1);
  await expect(plan.getByRole('heading', { level: 1 })).toHaveText('Robotics');
  await expect(plan.getByRole('row', { name: /Duration\s+16 weeks/ })).toBeVisible();
  await expect(plan.getByText('Weeks 14-16')).toBeVisible();
  await expect(plan.getByRole('row', { name: /Final group project\s+40%/ })).toBeVisible();
  await expect(plan).toContainText(site.phone);
  await expect(plan.locator('img')).toHaveCount(0);

  await page.emulateMedia({ media: 'print' });
  await expect(plan).toBeVisible();
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(page.getByRole('link', { name: /^Back to / })).toBeHidden();
  await expect(page.getByRole('button', { name: /Chat with RAAM Assistant/ })).toBeHidden();

  // Back on the course page and forward again: the print dialog does not open a second time.
  await page.emulateMedia({ media: 'screen' });
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Robotics');
  await page.goForward();
  await expect(plan).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { printed?: number }).printed)).toBe(1);
});

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('the course plan opens and prints offline too', async ({ page, context }) => {
    await page.goto(paths.course('ai-ml'));
    await waitForServiceWorker(page);
    await context.setOffline(true);
    await page.goto(paths.coursePlan('ai-ml'));
    const plan = page.getByRole('article', { name: /Course plan: Artificial Intelligence/ });
    await expect(plan).toBeVisible();
    await expect(plan.getByRole('row', { name: /Level\s+Beginner Buddy/ })).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    // The printed plan says what the page does: the course's title, every module, how to apply.
    const printed = pdfText(await page.pdf({ format: 'A4' }))
      .join(' ')
      .replace(/\s+/g, ' ');
    const course = coursePages['ai-ml'];
    if (!course) throw new Error('ai-ml has no course page');
    expect(printed).toContain(course.hero.title);
    expect(course.curriculum.modules.length).toBeGreaterThan(0);
    for (const module of course.curriculum.modules) expect(printed).toContain(module.title);
    expect(printed).toContain('Contact and Admissions');
    expect(printed).toContain(`Phone ${site.phone}`);
    // Nothing of the site around it: not even the notice that the device is offline.
    expect(printed).not.toContain('You are offline');
    await context.setOffline(false);
  });
});
