import type { Page } from '@playwright/test';
import { defaultFaqs } from '../../src/domain/content/defaults-contact.ts';
import { paths, sitePaths } from '../../src/domain/paths.ts';
import { expect, test } from './fixtures.ts';
import { applicationForm, contactForm, guardianFields } from './forms-helpers.ts';
import { routeExpectations } from './routes.ts';

// A visitor whose browser runs no script (disabled, blocked, or the app's code failed to
// arrive) still gets every page: pre-rendered, styled, with links that work.
test.use({ javaScriptEnabled: false });

const headerLinks = [
  { name: 'Home', href: paths.home },
  { name: 'About', href: paths.about },
  { name: 'Contact', href: paths.contact },
] as const;

/** How the page looks, as far as the tests need: each value comes from the site's CSS only. */
function looks(page: Page) {
  return page.evaluate(() => {
    const header = document.querySelector('header');
    const rootStyle = getComputedStyle(document.documentElement);
    const loaded = new Set(
      [...document.styleSheets].flatMap((sheet) =>
        sheet.href && !sheet.disabled && sheet.cssRules.length > 0 ? [sheet.href] : [],
      ),
    );
    const fallbacks = [...document.querySelectorAll('noscript link[rel="stylesheet"]')].map(
      (link) => (link as HTMLLinkElement).href,
    );
    return {
      headerPosition: header ? getComputedStyle(header).position : undefined,
      bodyFont: getComputedStyle(document.body).fontFamily,
      themeFont: rootStyle.getPropertyValue('--mantine-font-family').trim(),
      fallbackStylesheets: fallbacks.length,
      missingStylesheets: fallbacks.filter((href) => !loaded.has(href)),
    };
  });
}

test('every page is readable, styled and navigable without JavaScript', async ({ page }) => {
  // Every route in one test: ~5 s on a quiet machine, 20 s seen on a heavily loaded one.
  test.setTimeout(60_000);
  for (const path of sitePaths) {
    await test.step(path, async () => {
      const route = routeExpectations.find((candidate) => candidate.path === path);
      expect(route, `an expectation for ${path} in routes.ts`).toBeDefined();
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(route?.heading ?? /./);

      const nav = page.getByRole('navigation', { name: 'Main' });
      for (const link of headerLinks) {
        const element = nav.getByRole('link', { name: link.name, exact: true });
        await expect(element).toBeVisible();
        await expect(element).toHaveAttribute('href', link.href);
      }
      const apply = page.getByRole('banner').getByRole('link', { name: 'Apply Now' });
      await expect(apply).toBeVisible();
      await expect(apply).toHaveAttribute('href', paths.apply);
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(
        page.getByRole('contentinfo').getByRole('link', { name: 'Courses', exact: true }),
      ).toHaveAttribute('href', paths.courses);

      const look = await looks(page);
      expect(look.headerPosition).toBe('fixed');
      expect(look.themeFont).not.toBe('');
      expect(look.bodyFont.replaceAll(/\s/g, '')).toBe(look.themeFont.replaceAll(/\s/g, ''));
      // The full stylesheets, which the app would load, come from <noscript> links instead.
      expect(look.fallbackStylesheets).toBeGreaterThan(0);
      expect(look.missingStylesheets).toEqual([]);
    });
  }
});

test('a header link takes a visitor without JavaScript to its page', async ({ page }) => {
  await page.goto(paths.home);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(paths.about);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/about/i);
});

test('the header leads to the courses without JavaScript', async ({ page }) => {
  await page.goto(paths.home);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  const coursesLinks = page.getByRole('banner').locator(`a[href="${paths.courses}"]`);
  const visible = await coursesLinks.evaluateAll(
    (links) => links.filter((link) => link.checkVisibility()).length,
  );
  expect(visible).toBeGreaterThan(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the phone menu opens and leads to a course page without JavaScript', async ({ page }) => {
    await page.goto(paths.home);
    await page.getByRole('button', { name: 'Open menu' }).tap();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeVisible();
    await menu.locator('summary', { hasText: 'Courses' }).tap();
    await menu.getByRole('link', { name: 'Python Programming' }).tap();
    await expect(page).toHaveURL(paths.course('python'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Python Programming');
    await expect(menu).toBeHidden();
  });
});

test('the Courses menu opens and leads to a course page without JavaScript', async ({ page }) => {
  await page.goto(paths.about);
  await page.getByRole('button', { name: 'Courses menu' }).click();
  await expect(page.getByRole('menu', { name: 'Courses' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Robotics' }).click();
  await expect(page).toHaveURL(paths.course('robotics'));
});

test('a question opens its answer without JavaScript, one at a time', async ({ page }) => {
  await page.goto(paths.contact);
  const region = page.getByRole('region', { name: 'Frequently Asked Questions' });
  const answer = (index: number) => region.getByText(defaultFaqs[index]?.answer ?? '');
  await expect(answer(0)).toBeHidden();
  await region.getByText(defaultFaqs[0]?.question ?? '').click();
  await expect(answer(0)).toBeVisible();
  await region.getByText(defaultFaqs[1]?.question ?? '').click();
  await expect(answer(1)).toBeVisible();
  await expect(answer(0)).toBeHidden();
});

test('a course filter shows the right cards without JavaScript', async ({ page }) => {
  await page.goto(paths.courses);
  const filters = page.getByRole('group', { name: 'Filter courses' });
  const cards = page
    .getByRole('region', { name: 'Course list' })
    .getByRole('heading', { level: 3 })
    .filter({ visible: true });
  await expect(cards).toHaveCount(7);
  await filters.getByRole('radio', { name: 'Beginner' }).check();
  await expect(cards).toHaveText([
    'AI & Machine Learning',
    'Data Science',
    'Python Programming',
    'Full Stack Development',
  ]);
  await expect(page.getByRole('status')).toHaveText('Showing 4 courses', { useInnerText: true });
  await filters.getByRole('radio', { name: 'Non-Technical' }).check();
  await expect(cards).toHaveText(['Soft Skills Training']);
});

test('the course plan opens as a printable page without JavaScript', async ({ page }) => {
  await page.goto(paths.course('ai-ml'));
  await page.getByRole('link', { name: 'Download Course Plan' }).click();
  await expect(page).toHaveURL(paths.coursePlan('ai-ml'));
  const plan = page.getByRole('article', { name: /^Course plan: / });
  await expect(plan).toBeVisible();
  await expect(plan.getByRole('heading', { level: 2, name: 'Key Facts' })).toBeVisible();
  // Printing the page prints the plan alone, without the site around it.
  await page.emulateMedia({ media: 'print' });
  await expect(plan).toBeVisible();
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
});

test('the chat launcher, which needs JavaScript, is not shown without it', async ({ page }) => {
  await page.goto(paths.home);
  await expect(page.getByRole('button', { name: 'Chat with RAAM Assistant' })).toBeHidden();
});

test("answering Yes to under 18 shows the guardian's fields without JavaScript", async ({
  page,
}) => {
  await page.goto(paths.apply);
  const guardian = guardianFields(page);
  await expect(guardian.group).toBeHidden();
  await guardian.yes.check();
  for (const field of [guardian.name, guardian.relationship, guardian.phone, guardian.email]) {
    await expect(field).toBeVisible();
  }
  await expect(guardian.consent).toBeVisible();
  await guardian.no.check();
  await expect(guardian.group).toBeHidden();
});

const forms = [
  { path: paths.contact, form: contactForm },
  { path: paths.apply, form: applicationForm },
] as const;

test('the pre-rendered forms show their labelled fields and are never sent natively', async ({
  page,
}) => {
  for (const { path, form } of forms) {
    await test.step(path, async () => {
      await page.goto(path);
      const { form: element, submit, ...fields } = form(page);
      await expect(element).toBeVisible();
      // Found by their label: visible fields a visitor can identify.
      for (const field of Object.values(fields)) await expect(field).toBeVisible();
      // Every control shown belongs to a field found above (a question's radios share its name).
      const controls = element.locator(
        'input:not([type="hidden"]):visible, select:visible, textarea:visible',
      );
      const names = await controls.evaluateAll((all) =>
        all.map((control) => control.getAttribute('name')),
      );
      expect(new Set(names).size).toBe(Object.keys(fields).length);
      for (const control of await controls.all()) {
        await expect(control).toHaveAccessibleName(/\S/);
      }

      // Sent natively, the form would put what was typed into the address (a GET to itself):
      // until the app has hydrated it, Submit is a plain button.
      await expect(submit).toBeVisible();
      await expect(submit).toHaveAttribute('type', 'button');
      await fields.fullName.fill('Arun Kumar');
      // A native submission starts at once: Playwright's press and click wait for a navigation
      // they set off to start, so had either sent the form, the address would show it now.
      await fields.fullName.press('Enter');
      await submit.click();
      expect(new URL(page.url()).search).toBe('');
      await expect(fields.fullName).toHaveValue('Arun Kumar');
    });
  }
});
