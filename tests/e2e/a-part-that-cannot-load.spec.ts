import type { BrowserContext, Locator, Page } from '@playwright/test';
import { chatTitle } from '../../src/domain/chat.ts';
import { defaultAboutContent } from '../../src/domain/content/defaults-about.ts';
import { defaultContactContent } from '../../src/domain/content/defaults-contact.ts';
import { defaultCoursesContent } from '../../src/domain/content/defaults-courses.ts';
import { defaultHomeContent } from '../../src/domain/content/defaults-home.ts';
import { paths } from '../../src/domain/paths.ts';
import { expect, test } from './fixtures.ts';

// A first visit, or a browser without service workers: only the network has a part's code.
test.use({ serviceWorkers: 'block' });

/**
 * The connection drops: nothing reaches the site, neither the parts' code and stylesheets nor
 * the checks for its return. `restore` brings it back.
 */
async function dropConnection(context: BrowserContext) {
  const refused: string[] = [];
  await context.route('**/*', (route) => {
    refused.push(new URL(route.request().url()).pathname);
    return route.abort('internetdisconnected');
  });
  return {
    /** Whether the code (`.js`) and the stylesheet (`.css`) of the chunk `name` were refused. */
    refusedCodeAndStyles: (name: string) =>
      ['js', 'css'].map((type) =>
        refused.some((path) => new RegExp(`^/assets/${name}-[\\w-]+\\.${type}$`).test(path)),
      ),
    restore: () => context.unroute('**/*'),
  };
}

/** Header, the page's own heading and footer are all still there: the site did not go. */
async function expectPageStays(page: Page, heading: string) {
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(
    page.getByRole('main').getByRole('heading', { level: 1, name: heading }),
  ).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeAttached();
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
}

function saying(scope: Page | Locator, text: string | RegExp) {
  return scope.getByRole('status').filter({ hasText: text });
}

/** For a person to look at (test-results/): the part's box. */
async function shoot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`) });
}

/**
 * Opens `path` with the connection up, then drops it. The document is marked: the mark is gone
 * if the page were loaded again instead of recovering.
 */
async function openThenDrop(page: Page, context: BrowserContext, path: string) {
  await page.goto(path);
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  return dropConnection(context);
}

async function expectSameDocument(page: Page) {
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
}

const recovery = { timeout: 20_000 };

/** The stylesheet of the chunk `name` applies: asked for again, not the one that failed. */
async function expectStylesApply(page: Page, name: string) {
  const applies = (chunk: string) =>
    [...document.styleSheets].some(
      (sheet) => sheet.href?.includes(`/assets/${chunk}-`) && sheet.cssRules.length > 0,
    );
  await expect.poll(() => page.evaluate(applies, name)).toBe(true);
}

test('the footer\'s "Save for offline use" that cannot load says so in its place, and appears once back', async ({
  page,
  context,
}) => {
  const home = defaultHomeContent.heroSection.title;
  const connection = await openThenDrop(page, context, paths.home);
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('heading', { name: 'Contact Us' }).scrollIntoViewIfNeeded();

  await expect(saying(footer, 'Needs a connection')).toBeVisible();
  await expect(footer.getByRole('button', { name: 'Try again' })).toBeVisible();
  expect(connection.refusedCodeAndStyles('offline-controls')).toEqual([true, true]);
  await expectPageStays(page, home);
  await shoot(page, 'part-footer-offline');

  await connection.restore();
  await expect(footer.getByRole('button', { name: 'Save for offline use' })).toBeVisible(recovery);
  await expect(saying(footer, 'Needs a connection')).toHaveCount(0);
  await expectPageStays(page, home);
  await expectSameDocument(page);
  await expectStylesApply(page, 'offline-controls');
  await shoot(page, 'part-footer-back');
});

for (const carousel of [
  {
    name: 'the home page testimonials',
    path: paths.home,
    heading: defaultHomeContent.heroSection.title,
    region: 'Student testimonials',
    chunk: 'testimonials-section',
  },
  {
    name: 'the about page team',
    path: paths.about,
    heading: defaultAboutContent.hero.heroTitle,
    region: 'Team members',
    chunk: 'team-carousel',
  },
]) {
  test(`${carousel.name} carousel that cannot load keeps its slides, says so under them, and starts once back`, async ({
    page,
    context,
  }) => {
    const connection = await openThenDrop(page, context, carousel.path);
    const region = page.getByRole('region', { name: carousel.region });
    await region.scrollIntoViewIfNeeded();
    const box = page.locator('[data-deferred]').filter({ has: region });

    await expect(saying(box, 'Needs a connection')).toBeVisible();
    await expect(box.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(region).toBeVisible();
    expect(connection.refusedCodeAndStyles(carousel.chunk)[0]).toBe(true);
    await expectPageStays(page, carousel.heading);
    await shoot(page, `part-${carousel.chunk}-offline`);

    await connection.restore();
    // Taken over by its code: no longer marked as waiting for it.
    await expect(box).toHaveCount(0, recovery);
    await expect(saying(page, 'Needs a connection')).toHaveCount(0);
    await expect(region).toBeVisible();
    await expectPageStays(page, carousel.heading);
    await expectSameDocument(page);
    if (carousel.chunk === 'testimonials-section') await expectStylesApply(page, carousel.chunk);
    await shoot(page, `part-${carousel.chunk}-back`);
  });
}

test('a form that cannot load keeps what was typed, says so under it, and starts once back', async ({
  page,
  context,
}) => {
  const heading = defaultContactContent.hero.heroTitle;
  const connection = await openThenDrop(page, context, paths.contact);
  const form = page.getByRole('form', { name: 'Get in Touch' });
  const message = form.getByRole('textbox', { name: 'Message' });
  await message.fill('Is there a weekend batch?');
  const box = page.locator('[data-deferred]').filter({ has: form });

  await expect(saying(box, 'This needs a connection to start')).toBeVisible();
  await expect(box.getByRole('button', { name: 'Try again' })).toBeVisible();
  expect(connection.refusedCodeAndStyles('contact-form')[0]).toBe(true);
  await expectPageStays(page, heading);
  await shoot(page, 'part-contact-form-offline');

  await connection.restore();
  await expect(box).toHaveCount(0, recovery);
  await expect(saying(page, 'needs a connection')).toHaveCount(0);
  await expect(message).toHaveValue('Is there a weekend batch?');
  await expectPageStays(page, heading);
  await expectSameDocument(page);
});

test('the chat that cannot load says so where it opens, and opens once back', async ({
  page,
  context,
}) => {
  const home = defaultHomeContent.heroSection.title;
  const connection = await openThenDrop(page, context, paths.home);
  await page.getByRole('button', { name: chatTitle }).click();

  await expect(saying(page, 'Needs a connection')).toBeVisible();
  expect(connection.refusedCodeAndStyles('chat-panel')[0]).toBe(true);
  await expectPageStays(page, home);
  await shoot(page, 'part-chat-offline');

  await connection.restore();
  const dialog = page.getByRole('dialog', { name: chatTitle });
  await expect(dialog).toBeVisible(recovery);
  await expect(dialog.getByRole('textbox', { name: 'Message' })).toBeVisible();
  await expect(saying(page, 'Needs a connection')).toHaveCount(0);
  await expectPageStays(page, home);
  await expectSameDocument(page);
  await shoot(page, 'part-chat-back');
});

test('on a phone, Courses from the menu while the connection is away keeps the site, and opens once back @phone-only', async ({
  page,
  context,
}) => {
  const home = defaultHomeContent.heroSection.title;
  const connection = await openThenDrop(page, context, paths.home);
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await menu.getByText('Courses', { exact: true }).click();
  await menu.getByRole('link', { name: 'All courses' }).click();

  await expect(page.getByRole('alert').filter({ hasText: "Couldn't open Courses" })).toBeVisible();
  expect(connection.refusedCodeAndStyles('courses-page')).toEqual([true, true]);
  await expectPageStays(page, home);
  // The visitor reads on down to the footer, whose own part cannot load either.
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('heading', { name: 'Contact Us' }).scrollIntoViewIfNeeded();
  await expect(saying(footer, 'Needs a connection')).toBeVisible();
  await expectPageStays(page, home);
  await shoot(page, 'part-phone-courses-offline');

  await connection.restore();
  const courses = defaultCoursesContent.headerBanner.title;
  await expect(
    page.getByRole('main').getByRole('heading', { level: 1, name: courses }),
  ).toBeVisible(recovery);
  await expect(footer.getByRole('button', { name: 'Save for offline use' })).toBeAttached(recovery);
  await expect(saying(page, 'Needs a connection')).toHaveCount(0);
  await expectSameDocument(page);
  await expectStylesApply(page, 'courses-page');
  await expectStylesApply(page, 'page-hero');
  await shoot(page, 'part-phone-courses-back');
});
