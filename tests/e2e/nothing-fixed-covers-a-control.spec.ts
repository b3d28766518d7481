import type { Locator, Page, Route } from '@playwright/test';
import { paths } from '../../src/domain/paths.ts';
import { coldStartOffline, startEventMode } from './event-helpers.ts';
import { expect, test, waitForServiceWorker } from './fixtures.ts';
import { applicationForm, contactForm } from './forms-helpers.ts';
import { openAboutFromMenu } from './navigation-helpers.ts';
import { untilReady } from './outbox-helpers.ts';

/**
 * Every fixed or sticky thing on screen (bar the header and the event bar under it, whose room
 * every page keeps at its top) that lies over a control a visitor can see: a button, a link
 * styled as one, a form field. Named for the failure message.
 */
function coveredControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const height = document.documentElement.clientHeight;
    const onScreen = (box: DOMRect) => ({
      left: Math.max(box.left, 0),
      top: Math.max(box.top, 0),
      right: Math.min(box.right, width),
      bottom: Math.min(box.bottom, height),
    });
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`;
    const fixed = [...document.querySelectorAll('body *')].filter((element) => {
      const { position } = getComputedStyle(element);
      return (
        (position === 'fixed' || position === 'sticky') &&
        !element.closest('header, [aria-label="Event mode"]')
      );
    });
    const controls = [
      ...document.querySelectorAll(
        'button, input:not([type="hidden"]), select, textarea, a[class*="button" i], [role="button"]',
      ),
    ].filter(
      (control) =>
        !fixed.some((thing) => thing.contains(control)) &&
        control.checkVisibility({ visibilityProperty: true }),
    );
    const covered: string[] = [];
    for (const thing of fixed) {
      const a = onScreen(thing.getBoundingClientRect());
      for (const control of controls) {
        const b = onScreen(control.getBoundingClientRect());
        const across = Math.min(a.right, b.right) - Math.max(a.left, b.left);
        const down = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
        // A visually hidden control (1 px) is nobody's to press.
        const big = b.right - b.left >= 2 && b.bottom - b.top >= 2;
        if (big && across > 1 && down > 1) covered.push(`${name(thing)} covers ${name(control)}`);
      }
    }
    return covered;
  });
}

async function expectNothingCovered(page: Page, where: string) {
  // Something that steps aside takes a moment to go: waited for as a visitor would see it.
  await expect.poll(() => coveredControls(page), { message: where }).toEqual([]);
}

/**
 * Scrolls the page as a thumb does, a little at a time, and stops as soon as `target` shows
 * whole: the furthest down the screen it can be.
 */
async function scrollByHandUntilShown(page: Page, target: Locator) {
  const viewport = page.viewportSize();
  if (!viewport) throw new Error('no viewport');
  await page.mouse.move(viewport.width / 2, viewport.height / 2);
  for (let step = 0; step < 80; step += 1) {
    const box = await target.boundingBox();
    if (box && box.y >= 0 && box.y + box.height <= viewport.height) return;
    const before = await page.evaluate(() => window.scrollY);
    await page.mouse.wheel(0, 60);
    await page.waitForFunction((y) => window.scrollY !== y, before);
  }
  throw new Error('the page never scrolled it into view');
}

/** The chat launcher and, offline, the offline line: both showing on the page. */
async function expectLauncherAndOfflineLine(page: Page) {
  await expect(page.getByRole('button', { name: 'Chat with RAAM Assistant' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'You are offline.' })).toBeVisible();
}

function inView(locator: Locator) {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.top >= 0 && box.bottom <= document.documentElement.clientHeight;
  });
}

test('on a phone, Submit Application scrolled into view by hand is not under the chat launcher @phone', async ({
  page,
}) => {
  await page.goto(paths.apply);
  const { submit } = applicationForm(page);
  await scrollByHandUntilShown(page, submit);
  await expectNothingCovered(page, '/apply, Submit just in view');
});

test('on a phone, nothing fixed covers the contact form or its Send Message @phone', async ({
  page,
}) => {
  await page.goto(paths.contact);
  await expectNothingCovered(page, '/contact, as opened');
  const { submit } = contactForm(page);
  await scrollByHandUntilShown(page, submit);
  await expectNothingCovered(page, '/contact, Send Message just in view');
});

test('in event mode offline, the offline line and the chat launcher leave the application form usable @phone', async ({
  page,
  context,
}) => {
  // Hashing the PIN takes a while on a busy machine.
  test.setTimeout(60_000);
  const counsellor = await coldStartOffline(page, context);
  await counsellor.goto(paths.event);
  await untilReady(counsellor);
  await startEventMode(counsellor);
  await counsellor.goto(paths.apply);
  await expectLauncherAndOfflineLine(counsellor);
  await expectNothingCovered(counsellor, '/apply in event mode, as opened');

  const { submit } = applicationForm(counsellor);
  await scrollByHandUntilShown(counsellor, submit);
  await expectNothingCovered(counsellor, '/apply in event mode, Submit just in view');

  // At the page's end there is room for them: the offline line shows again, covering nothing.
  await counsellor.keyboard.press('End');
  const offlineLine = counsellor.getByRole('status').filter({ hasText: 'You are offline.' });
  await expect.poll(() => inView(offlineLine)).toBe(true);
  await expectNothingCovered(counsellor, '/apply in event mode, at the end');
});

test.describe('before a service worker keeps the site', () => {
  test.use({ serviceWorkers: 'block' });

  /** Opens About with no connection and its code unreachable: "Couldn't open About" shows. */
  async function failToOpenAbout(page: Page) {
    const context = page.context();
    await context.route('**/assets/about-page-*', (route) => route.abort('internetdisconnected'));
    await context.setOffline(true);
    await openAboutFromMenu(page);
    const notice = page.getByRole('alert').filter({ hasText: "Couldn't open About" });
    await expect(notice).toBeVisible();
    return notice;
  }

  test('"Couldn\'t open" and the offline line stand one above the other and cover no control @phone', async ({
    page,
  }) => {
    await page.goto(paths.home);
    const notice = await failToOpenAbout(page);
    const offlineLine = page.getByRole('status').filter({ hasText: 'You are offline.' });
    await expect(offlineLine).toBeVisible();
    await expectNothingCovered(page, 'home with both notices');
    // Both in view, where the visitor sees them, and neither over the other.
    await expect.poll(() => inView(notice)).toBe(true);
    await expect.poll(() => inView(offlineLine)).toBe(true);
    const [a, b] = [await notice.boundingBox(), await offlineLine.boundingBox()];
    if (!a || !b) throw new Error('a notice has no box');
    expect(a.y + a.height <= b.y || b.y + b.height <= a.y).toBe(true);
  });

  test('on a wide screen, "Couldn\'t open" leaves Explore Courses uncovered', async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name === 'phone', 'the wide-screen case');
    await page.goto(paths.home);
    const notice = await failToOpenAbout(page);
    const explore = page.getByRole('link', { name: 'Explore Courses' });
    await expect(explore).toBeInViewport();
    await expectNothingCovered(page, 'home with the notice');
    await expect.poll(() => inView(notice)).toBe(true);
  });

  test('offline, a course card whose picture was never kept shows Image Unavailable, not a broken picture @phone', async ({
    page,
    context,
  }) => {
    // Neither the courses' pictures nor the file of their stand-in reach the browser.
    const unreachable = (route: Route) => route.abort('internetdisconnected');
    await context.route('**/images/courses/**', unreachable);
    await context.route('**/images/image-unavailable.svg', unreachable);
    await page.goto(paths.courses);
    await context.setOffline(true);
    const cards = page.getByRole('region', { name: 'Course list' }).getByRole('article');
    await expect(cards).not.toHaveCount(0);
    for (const card of await cards.all()) {
      await card.scrollIntoViewIfNeeded();
      await expect(card.getByText('Image Unavailable')).toBeVisible();
    }
    const broken = () =>
      cards
        .locator('img')
        .evaluateAll(
          (images: HTMLImageElement[]) =>
            images.filter(
              (image) =>
                image.checkVisibility({ visibilityProperty: true }) &&
                image.complete &&
                image.naturalWidth === 0,
            ).length,
        );
    await expect.poll(broken).toBe(0);
  });
});

test('offline on a phone, one swipe to the end leaves the legal links clear of the offline line @phone', async ({
  page,
  context,
}) => {
  await page.goto(paths.terms);
  await waitForServiceWorker(page);
  await context.setOffline(true);
  const offlineLine = page.getByRole('status').filter({ hasText: 'You are offline.' });
  await expect(offlineLine).toBeVisible();
  // One swipe, before the footer's own buttons have come: the end must not move when they do.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(page.getByRole('button', { name: 'Save for offline use' })).toBeVisible();
  const legal = page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' });
  const clear = async () => {
    const [link, line] = await Promise.all([legal.boundingBox(), offlineLine.boundingBox()]);
    return !!link && !!line && link.y + link.height <= line.y;
  };
  await expect.poll(clear).toBe(true);
});
