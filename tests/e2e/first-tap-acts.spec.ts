// Not ./fixtures.ts: its page.goto waits for the app to be ready, and here the visitor acts
// while every script is still on its way.
import { expect, type Locator, type Page, type Route, test } from '@playwright/test';
import { defaultFaqs } from '../../src/domain/content/defaults-contact.ts';
import { paths } from '../../src/domain/paths.ts';
import { pageOnly } from './fixtures.ts';
import { applicationForm } from './forms-helpers.ts';

test.use(pageOnly);

// How soon after its code has arrived a click is carried out is a figure of the benchmark
// (`npm run bench -- --only taps`); here, that it is carried out, once, without a second tap.

/**
 * A slow mobile connection: the page's HTML and CSS arrive at once, every script is held back
 * until the test lets it through (as if it arrived then). Returns that release; scripts asked
 * for after it are not held at all (each one passing through the test's hands would take a
 * while on a busy machine, and the time a widget takes once its code is there is what counts).
 */
async function openWithSlowScripts(page: Page, path: string): Promise<() => Promise<void>> {
  let release = () => {};
  const arrived = new Promise<void>((resolve) => {
    release = resolve;
  });
  const holdBack = async (route: Route) => {
    await arrived;
    // The test may be over, and its page closed, before the script is let through.
    await route.continue().catch(() => undefined);
  };
  await page.route('**/*.js', holdBack);
  // Not 'domcontentloaded': that waits for the start-up script, which is held back.
  await page.goto(path, { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  return async () => {
    release();
    await page.unroute('**/*.js', holdBack);
  };
}

async function expectAppNotStarted(page: Page) {
  await expect(page.locator('html')).not.toHaveAttribute('data-app-ready', 'true');
}

/** When the script whose address contains `name` has arrived. */
function codeArrives(page: Page, name: RegExp): Promise<unknown> {
  return page.waitForResponse((response) => name.test(new URL(response.url()).pathname));
}

const contexts = [
  { name: 'with a mouse', use: { viewport: { width: 1280, height: 800 } }, touch: false },
  {
    name: 'on a touch screen',
    use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    touch: true,
  },
] as const;

for (const context of contexts) {
  test.describe(`the first tap acts before the app has started, ${context.name}`, () => {
    test.use(context.use);
    const tapOrClick = (target: Locator) => (context.touch ? target.tap() : target.click());

    test('a course filter narrows the cards at once', async ({ page }) => {
      const scriptsArrive = await openWithSlowScripts(page, paths.courses);
      const filters = page.getByRole('group', { name: 'Filter courses' });
      const cards = page.getByRole('region', { name: 'Course list' }).getByRole('heading', {
        level: 3,
      });
      await tapOrClick(filters.getByText('Non-Technical', { exact: true }));
      await expect(filters.getByRole('radio', { name: 'Non-Technical' })).toBeChecked();
      await expect(cards.filter({ visible: true })).toHaveText(['Soft Skills Training']);
      await expect(page.getByRole('status')).toHaveText('Showing 1 course', {
        useInnerText: true,
      });
      // All of that with the first paint's own styles: no script has run yet, so the full
      // stylesheets (which the start-up script adds) are not there either.
      await expectAppNotStarted(page);
      await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(0);

      // The app takes the choice over: it stays, and the address says so.
      await scriptsArrive();
      await page.waitForFunction(() => document.documentElement.dataset.appReady === 'true');
      await expect(page).toHaveURL(`${paths.courses}?filter=non-technical`);
      await expect(filters.getByRole('radio', { name: 'Non-Technical' })).toBeChecked();
      await expect(cards).toHaveText(['Soft Skills Training']);
    });

    test('a question opens at once, and only one is open', async ({ page }) => {
      const scriptsArrive = await openWithSlowScripts(page, paths.contact);
      const region = page.getByRole('region', { name: 'Frequently Asked Questions' });
      const answer = (index: number) => region.getByText(defaultFaqs[index]?.answer ?? '');
      await tapOrClick(region.getByText(defaultFaqs[0]?.question ?? ''));
      await expectAppNotStarted(page);
      await expect(answer(0)).toBeVisible();
      await tapOrClick(region.getByText(defaultFaqs[1]?.question ?? ''));
      await expect(answer(1)).toBeVisible();
      await expect(answer(0)).toBeHidden();

      await scriptsArrive();
      await page.waitForFunction(() => document.documentElement.dataset.appReady === 'true');
      await expect(answer(1)).toBeVisible();
    });

    test('the chat launcher shows it heard the tap and opens the chat once its code is there', async ({
      page,
    }) => {
      const scriptsArrive = await openWithSlowScripts(page, paths.home);
      const launcher = page.getByRole('button', { name: 'Chat with RAAM Assistant' });
      const panelCode = codeArrives(page, /chat-panel/);
      await tapOrClick(launcher);
      await expectAppNotStarted(page);
      // A spinner rings the launcher meanwhile, and it stays where it was clicked.
      await expect
        .poll(() =>
          launcher.evaluate((element) => getComputedStyle(element, '::after').animationName),
        )
        .toBe('pending-spin');
      await expect(launcher).toBeInViewport({ ratio: 1 });

      await scriptsArrive();
      await panelCode;
      await expect(page.getByRole('dialog', { name: 'Chat with RAAM Assistant' })).toBeVisible();
    });

    test('a carousel arrow clicked before its code arrived moves it once, when it has', async ({
      page,
    }) => {
      const scriptsArrive = await openWithSlowScripts(page, paths.home);
      const carousel = page.getByRole('region', { name: 'Student testimonials' });
      const shown = () => carousel.getByRole('group').getAttribute('aria-label');
      expect(await shown()).toBe('1 of 3');
      const next = carousel.getByRole('button', { name: 'Next testimonial' });
      const carouselCode = codeArrives(page, /testimonials-section/);
      await tapOrClick(next);
      await expectAppNotStarted(page);
      await expect
        .poll(() => next.evaluate((element) => getComputedStyle(element, '::after').animationName))
        .toBe('pending-spin');

      await scriptsArrive();
      await carouselCode;
      await expect.poll(shown).toBe('2 of 3');
      await expect(next).not.toHaveAttribute('data-pending');
      // Pressed once, moved once. The focus (and a mouse pointer) is on it, so it holds still:
      // it does not move on by itself, and so it announces its slides.
      await expect(next).toBeFocused();
      await expect(carousel.locator('[aria-live]')).toHaveAttribute('aria-live', 'polite');
      expect(await shown()).toBe('2 of 3');
    });

    test("the team's Previous arrow clicked before its code arrived moves it once, when it has", async ({
      page,
    }) => {
      const scriptsArrive = await openWithSlowScripts(page, paths.about);
      const carousel = page.getByRole('region', { name: 'Team members' });
      const previous = carousel.getByRole('button', { name: 'Previous team member' });
      const carouselCode = codeArrives(page, /team-carousel/);
      // Rendered inactive until its code has measured the slides; a visitor may click it anyway.
      if (context.touch) await previous.tap({ force: true });
      else await previous.click({ force: true });
      await expectAppNotStarted(page);
      await expect
        .poll(() =>
          previous.evaluate((element) => getComputedStyle(element, '::after').animationName),
        )
        .toBe('pending-spin');

      await scriptsArrive();
      await carouselCode;
      // Back from the first to the last (the slideshow itself only ever moves on).
      const status = carousel.getByRole('status');
      await expect(status).toHaveText('Slide 5 of 5');
      await expect(previous).not.toHaveAttribute('data-pending');
      // Held by the focus on it: the slideshow does not move on, and its slides are announced.
      await expect(previous).toBeFocused();
      await expect(status).toHaveAttribute('aria-live', 'polite');
      await expect(status).toHaveText('Slide 5 of 5');
    });

    test('an empty form sent before its code arrived shows the messages once it has', async ({
      page,
    }) => {
      const scriptsArrive = await openWithSlowScripts(page, paths.apply);
      const f = applicationForm(page);
      const formCode = codeArrives(page, /application-form/);
      await tapOrClick(f.submit);
      await expectAppNotStarted(page);
      // Nothing was sent natively: the address is unchanged.
      expect(new URL(page.url()).search).toBe('');
      const prerenderedSubmit = await f.submit.elementHandle();

      await scriptsArrive();
      await formCode;
      await expect(page.getByText('Full name is required')).toBeVisible();
      await expect(page.getByText('Please select a course')).toBeVisible();
      await expect(
        page.getByRole('alert').filter({ hasText: 'Please correct the errors' }),
      ).toBeVisible();
      expect(new URL(page.url()).search).toBe('');
      // The app took the pre-rendered form over rather than rendering it anew.
      expect(await prerenderedSubmit?.evaluate((element) => element.isConnected)).toBe(true);
    });
  });
}

/**
 * Safari does not focus a button it clicks, so before any script has run a click leaves no
 * trace but what the page's inline early-click script records. Here Chromium is made to behave
 * the same (a click's mousedown is kept from focusing).
 */
for (const context of contexts) {
  test.describe(`on a browser that does not focus a clicked button, ${context.name}`, () => {
    test.use(context.use);
    test.beforeEach(async ({ page }) => {
      await page.addInitScript(() => {
        document.addEventListener(
          'mousedown',
          (event) => {
            if (event.target instanceof Element && event.target.closest('button')) {
              event.preventDefault();
            }
          },
          true,
        );
      });
    });
    const tapOrClick = (target: Locator) => (context.touch ? target.tap() : target.click());

    test('the chat launcher clicked before any script ran opens the chat', async ({ page }) => {
      const scriptsArrive = await openWithSlowScripts(page, paths.home);
      const launcher = page.getByRole('button', { name: 'Chat with RAAM Assistant' });
      const panelCode = codeArrives(page, /chat-panel/);
      await tapOrClick(launcher);
      await expectAppNotStarted(page);
      expect(await launcher.evaluate((element) => element === document.activeElement)).toBe(false);
      await expect(launcher).toHaveAttribute('data-pending', '');
      await expect(launcher).toBeInViewport({ ratio: 1 });
      await scriptsArrive();
      await panelCode;
      await expect(page.getByRole('dialog', { name: 'Chat with RAAM Assistant' })).toBeVisible();
    });

    test('an empty form sent before any script ran shows the messages', async ({ page }) => {
      const scriptsArrive = await openWithSlowScripts(page, paths.apply);
      const f = applicationForm(page);
      const formCode = codeArrives(page, /application-form/);
      await tapOrClick(f.submit);
      await expectAppNotStarted(page);
      expect(await f.submit.evaluate((element) => element === document.activeElement)).toBe(false);
      await scriptsArrive();
      await formCode;
      await expect(page.getByText('Full name is required')).toBeVisible();
      expect(new URL(page.url()).search).toBe('');
    });
  });
}

test.describe('the phone menu before the app has started', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('opens on the first tap and leads to a course page', async ({ page }) => {
    await openWithSlowScripts(page, paths.home);
    await page.getByRole('button', { name: 'Open menu' }).tap();
    await expectAppNotStarted(page);
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeVisible();
    await menu.locator('summary', { hasText: 'Courses' }).tap();
    await menu.getByRole('link', { name: 'Robotics' }).tap();
    await expect(page).toHaveURL(paths.course('robotics'));
  });
});

test.describe('the Courses menu before the app has started', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('opens on the first click', async ({ page }) => {
    const scriptsArrive = await openWithSlowScripts(page, paths.about);
    await page.getByRole('button', { name: 'Courses menu' }).click();
    await expectAppNotStarted(page);
    await expect(page.getByRole('menu', { name: 'Courses' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Data Science' })).toBeVisible();

    // Once the app runs it follows the open menu: Escape closes it.
    await scriptsArrive();
    await page.waitForFunction(() => document.documentElement.dataset.appReady === 'true');
    await expect(page.getByRole('button', { name: 'Courses menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu', { name: 'Courses' })).toBeHidden();
  });
});

test.describe('a page scrolled before the app has started', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('has its header turned white at once, kept so once the app runs, and cleared back at the top', async ({
    page,
  }) => {
    const scriptsArrive = await openWithSlowScripts(page, paths.privacy);
    const header = page.getByRole('banner');
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(8);
    // Rendered white over the text already: a transparent header would make both unreadable.
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    await expect(header).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
    await expectAppNotStarted(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).not.toHaveAttribute('data-scrolled');
    await page.mouse.wheel(0, 600);
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    await scriptsArrive();
    await page.waitForFunction(() => document.documentElement.dataset.appReady === 'true');
    // The app takes the page over as it is: scrolled, so the header is rendered white.
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).not.toHaveAttribute('data-scrolled');
  });
});
