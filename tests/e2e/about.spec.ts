import type { Page } from '@playwright/test';
import { defaultAboutContent } from '../../src/domain/content/defaults-about.ts';
import { paths } from '../../src/domain/paths.ts';
import { expect, pageOnly, test } from './fixtures.ts';
import { letTimePass } from './page-clock.ts';

test.use(pageOnly);

const about = defaultAboutContent;

async function openAbout(page: Page) {
  await page.goto(paths.about);
  await expect(page.getByRole('heading', { level: 1, name: about.hero.heroTitle })).toBeVisible();
}

function teamCarousel(page: Page) {
  return page.getByRole('region', { name: 'Team members' });
}

function teamStatus(page: Page) {
  return teamCarousel(page).getByRole('status').textContent();
}

test('visitor sees every about section in order, without sideways scrolling @phone', async ({
  page,
}) => {
  await openAbout(page);
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
    about.ourStory.storyTitle,
    about.ourVision.visionTitle,
    about.team.teamTitle,
    about.achievements.achievementsTitle,
    about.communityCta.ctaTitle,
  ]);
  await expect(page.getByText(about.ourStory.storyParagraph2)).toBeVisible();
  for (const value of about.ourVision.values) {
    await expect(page.getByRole('heading', { level: 3, name: value.title })).toBeVisible();
  }
  for (const award of about.achievements.awards) {
    await expect(page.getByRole('heading', { level: 3, name: award.title })).toBeVisible();
  }
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});

test('visitor reaches the courses and the application from the community call to action', async ({
  page,
}) => {
  await openAbout(page);
  const cta = page.getByRole('region', { name: about.communityCta.ctaTitle });
  await cta.getByRole('link', { name: 'Explore Courses' }).click();
  await expect(page).toHaveURL(paths.courses);
  await page.goBack();
  await page
    .getByRole('region', { name: about.communityCta.ctaTitle })
    .getByRole('link', { name: 'Apply Now' })
    .click();
  await expect(page).toHaveURL(paths.apply);
});

const layouts = [
  { width: 390, slides: 1, gap: '20px' },
  { width: 700, slides: 2, gap: '30px' },
  { width: 900, slides: 3, gap: '40px' },
  { width: 1280, slides: 4, gap: '50px' },
];

for (const layout of layouts) {
  test(`visitor at ${layout.width} px sees ${layout.slides} team member(s) at a time`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: layout.width, height: 900 });
    await openAbout(page);
    const carousel = teamCarousel(page);
    await carousel.scrollIntoViewIfNeeded();
    const measure = await carousel.evaluate((root) => {
      // Each slide carries its gap on its right; the track reaches one gap past the view.
      const track = root.querySelector('.mantine-Carousel-container');
      const slide = root.querySelector<HTMLElement>('.mantine-Carousel-slide');
      if (!track || !slide) return null;
      return {
        ratio: track.getBoundingClientRect().width / slide.getBoundingClientRect().width,
        gap: getComputedStyle(slide).paddingInlineEnd,
      };
    });
    expect(measure?.gap).toBe(layout.gap);
    expect(measure?.ratio).toBeCloseTo(layout.slides, 1);
  });
}

test('visitor watches the team move on every 2.5 s, loop, and keep going after a click', async ({
  page,
}) => {
  await openAbout(page);
  const carousel = teamCarousel(page);
  await carousel.scrollIntoViewIfNeeded();
  await page.mouse.move(0, 0);
  await expect.poll(() => teamStatus(page), { timeout: 5000 }).toBe('Slide 2 of 5');
  await carousel.getByRole('tab', { name: 'Go to slide 5' }).click();
  await expect.poll(() => teamStatus(page)).toBe('Slide 5 of 5');
  await page.mouse.move(0, 0);
  await expect.poll(() => teamStatus(page), { timeout: 5000 }).toBe('Slide 1 of 5');
});

test('visitor holds the team still by pointing at it or pressing Pause', async ({ page }) => {
  await page.clock.install();
  await openAbout(page);
  const carousel = teamCarousel(page);
  await carousel.scrollIntoViewIfNeeded();
  // The carousel's code loads as it comes near: it announces its slide once it has hydrated.
  await expect(carousel.getByRole('status')).toHaveText(/^Slide \d of 5$/);
  await carousel.getByRole('group', { name: '1 of 5' }).hover();
  const held = await teamStatus(page);
  await letTimePass(page, 3500);
  expect(await teamStatus(page)).toBe(held);

  await page.getByRole('button', { name: 'Pause slideshow' }).click();
  await page.mouse.move(0, 0);
  await page.getByRole('heading', { level: 2, name: about.team.teamTitle }).click();
  await letTimePass(page, 3500);
  expect(await teamStatus(page)).toBe(held);
  await page.getByRole('button', { name: 'Play slideshow' }).click();
  await page.getByRole('heading', { level: 2, name: about.team.teamTitle }).click();
  await expect.poll(() => teamStatus(page), { timeout: 5000 }).not.toBe(held);
});

test('keyboard user tabs to the team controls and moves with Enter and Space @phone', async ({
  page,
}) => {
  await page.clock.install();
  await openAbout(page);
  await page.getByRole('button', { name: 'Pause slideshow' }).focus();
  // The carousel's code loads as focus reaches it: it announces its slide once it has hydrated.
  await expect(teamCarousel(page).getByRole('status')).toHaveText(/^Slide \d of 5$/);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Previous team member' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Next team member' })).toBeFocused();
  const before = await teamStatus(page);
  const index = Number(before?.match(/Slide (\d+)/)?.[1]);
  await page.keyboard.press('Enter');
  await expect.poll(() => teamStatus(page)).toBe(`Slide ${(index % 5) + 1} of 5`);
  await page.keyboard.press('Space');
  await expect.poll(() => teamStatus(page)).toBe(`Slide ${((index + 1) % 5) + 1} of 5`);
  const after = await teamStatus(page);
  await letTimePass(page, 3500);
  expect(await teamStatus(page)).toBe(after);
});

test("visitor sees a team member's first name when their photo cannot load", async ({ page }) => {
  await page.context().route('**/images/team/member-1.webp', (route) => route.abort());
  await openAbout(page);
  const slide = teamCarousel(page).getByRole('group', { name: '1 of 5' });
  await slide.scrollIntoViewIfNeeded();
  await expect(slide.getByText('Ramkumar', { exact: true })).toBeVisible();
  await expect(slide.getByRole('heading', { name: 'Ramkumar Subramanian' })).toBeVisible();
});

test('visitor reveals an award picture by pointing at its card or focusing it @phone', async ({
  page,
}) => {
  await openAbout(page);
  const section = page.getByRole('region', { name: about.achievements.achievementsTitle });
  await expect(section.locator('img').first()).toHaveAttribute(
    'src',
    about.achievements.awards[0]?.imageUrl ?? '',
  );
  const cards = section.getByRole('article');
  await expect(cards).toHaveCount(about.achievements.awards.length);
  const coverOf = (index: number) =>
    cards
      .nth(index)
      .locator('[class*="cover"]')
      .evaluate((cover) => getComputedStyle(cover).opacity);

  await cards.nth(1).scrollIntoViewIfNeeded();
  expect(await coverOf(1)).toBe('1');
  await cards.nth(1).focus();
  await expect.poll(() => coverOf(1)).toBe('0');
  await expect(cards.nth(1).locator('img')).toBeVisible();

  await cards.nth(2).hover();
  await expect.poll(() => coverOf(2)).toBe('0');
});
