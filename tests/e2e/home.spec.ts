import type { Page } from '@playwright/test';
import { defaultHomeContent } from '../../src/domain/content/defaults-home.ts';
import { paths } from '../../src/domain/paths.ts';
import { expect, pageOnly, test } from './fixtures.ts';
import { letTimePass } from './page-clock.ts';

test.use(pageOnly);

const home = defaultHomeContent;

async function openHome(page: Page) {
  await page.goto(paths.home);
  await expect(page.getByRole('heading', { level: 1, name: home.heroSection.title })).toBeVisible();
}

function shownTestimonial(page: Page) {
  return page
    .getByRole('region', { name: 'Student testimonials' })
    .getByRole('group')
    .getAttribute('aria-label');
}

test('visitor sees every home section in order, without sideways scrolling @phone', async ({
  page,
}) => {
  await openHome(page);
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
    home.whyChooseUs.title,
    home.featuredCourses.title,
    home.stats.title,
    home.testimonials.title,
    home.ctaSection.title,
  ]);
  await expect(page.getByText(home.heroSection.studentCountText)).toBeVisible();
  for (const feature of home.whyChooseUs.features) {
    await expect(page.getByRole('heading', { level: 3, name: feature.title })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: /^Learn more about/ })).toHaveCount(
    home.featuredCourses.courses.length,
  );
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});

test('visitor gets one hero picture, sized for their screen @phone', async ({ page }, testInfo) => {
  const fetched: string[] = [];
  page.on('request', (request) => {
    const name = new URL(request.url()).pathname;
    if (name.startsWith('/images/hero-home')) fetched.push(name);
  });
  await openHome(page);
  const picture = page.locator('img[src="/images/hero-home.webp"]');
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  const source = await picture.evaluate(
    (img: HTMLImageElement) => new URL(img.currentSrc).pathname,
  );
  // AVIF first (Chromium shows it); the phone here has a 390 px wide screen at 1×. The
  // head's preload asks for the same picture, so nothing is downloaded twice.
  const expected =
    testInfo.project.name === 'phone' ? '/images/hero-home-800.avif' : '/images/hero-home.avif';
  expect(source).toBe(expected);
  expect(fetched).toEqual([expected]);
});

test('visitor reaches the courses and the application from the hero', async ({ page }) => {
  await openHome(page);
  const hero = page.getByRole('region', { name: home.heroSection.title });
  await hero.getByRole('link', { name: 'Apply Now' }).click();
  await expect(page).toHaveURL(paths.apply);
  await page.goBack();
  await page
    .getByRole('region', { name: home.heroSection.title })
    .getByRole('link', { name: 'Explore Courses' })
    .click();
  await expect(page).toHaveURL(paths.courses);
});

test('visitor opens a course from its card', async ({ page }) => {
  await openHome(page);
  await page.getByRole('link', { name: 'Learn more about Robotics' }).click();
  await expect(page).toHaveURL(paths.course('robotics'));
});

test('visitor sees the numbers count up to their values', async ({ page }) => {
  await openHome(page);
  const stats = page.getByRole('region', { name: home.stats.title });
  await stats.scrollIntoViewIfNeeded();
  for (const stat of home.stats.stats) {
    await expect(stats.getByRole('listitem').filter({ hasText: stat.label })).toContainText(
      `${stat.value}${stat.suffix ?? ''}`,
    );
  }
  const students = stats.getByRole('listitem').filter({ hasText: 'Students Trained' });
  await expect(students.locator('span[aria-hidden="true"]')).toHaveText('100+', {
    timeout: 5000,
  });
});

test('visitor watches testimonials move on by themselves and hold still under the pointer', async ({
  page,
}) => {
  await page.clock.install();
  await openHome(page);
  const carousel = page.getByRole('region', { name: 'Student testimonials' });
  await carousel.scrollIntoViewIfNeeded();
  await page.mouse.move(0, 0);
  const first = await shownTestimonial(page);
  await expect.poll(() => shownTestimonial(page), { timeout: 5000 }).not.toBe(first);
  await carousel.getByRole('group').hover();
  const held = await shownTestimonial(page);
  await letTimePass(page, 4000);
  expect(await shownTestimonial(page)).toBe(held);
  await page.mouse.move(0, 0);
  await expect.poll(() => shownTestimonial(page), { timeout: 5000 }).not.toBe(held);
});

test('keyboard user tabs to the testimonial controls and moves with Enter and Space @phone', async ({
  page,
}) => {
  await page.clock.install();
  await openHome(page);
  await page.getByRole('link', { name: 'Learn more about Soft Skills Training' }).focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Pause testimonials' })).toBeFocused();
  const start = Number((await shownTestimonial(page))?.split(' ')[0]);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Previous testimonial' })).toBeFocused();
  await page.keyboard.press('Enter');
  const previous = ((start + 1) % 3) + 1;
  await expect.poll(() => shownTestimonial(page)).toBe(`${previous} of 3`);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Show testimonial 1 of 3' })).toBeFocused();
  await page.keyboard.press('Space');
  await expect.poll(() => shownTestimonial(page)).toBe('1 of 3');
  for (let i = 0; i < 3; i += 1) await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Next testimonial' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect.poll(() => shownTestimonial(page)).toBe('2 of 3');
  await letTimePass(page, 3500);
  expect(await shownTestimonial(page)).toBe('2 of 3');
});

test('visitor ends at the final call to action and applies', async ({ page }) => {
  await openHome(page);
  const cta = page.getByRole('region', { name: home.ctaSection.title });
  await cta.scrollIntoViewIfNeeded();
  await expect(cta.getByText(home.ctaSection.description)).toBeVisible();
  await cta.getByRole('link', { name: home.ctaSection.buttonText }).click();
  await expect(page).toHaveURL(paths.apply);
});
