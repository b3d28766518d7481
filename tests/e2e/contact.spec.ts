import type { Page } from '@playwright/test';
import { chatTitle } from '../../src/domain/chat.ts';
import { defaultFaqs } from '../../src/domain/content/defaults-contact.ts';
import { paths } from '../../src/domain/paths.ts';
import { site } from '../../src/domain/site.ts';
import { expect, pageOnly, test } from './fixtures.ts';
import { contactForm } from './forms-helpers.ts';

test.use(pageOnly);

async function expectNoSideways(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test('visitor sees every way to reach the academy @phone', async ({ page }) => {
  await page.goto(paths.contact);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
  const details = page.getByRole('region', { name: 'Contact details' });
  await expect(details.getByRole('heading', { level: 3 })).toHaveText([
    'Email Us',
    'Call Us',
    'Visit Us',
  ]);
  await expect(details.getByRole('link', { name: site.email })).toHaveAttribute(
    'href',
    `mailto:${site.email}`,
  );
  await expect(details.getByRole('link', { name: site.phone })).toHaveAttribute(
    'href',
    'tel:+919840012345',
  );
  await expect(page.getByRole('region', { name: 'Get in Touch' })).toBeVisible();
  const hours = page.getByRole('region', { name: 'Office Hours' });
  await expect(hours.locator('dt')).toHaveText(['Mon-Fri', 'Sat', 'Sun']);
  await expect(hours.locator('dd')).toHaveText([
    '9:30 AM-9:30 PM',
    '9:00 AM-9:30 PM',
    '9:00 AM-7:00 PM',
  ]);
  await expectNoSideways(page);
});

test('Our Location opens the map in a new tab without a handle on this page', async ({ page }) => {
  await page.goto(paths.contact);
  const map = page
    .getByRole('region', { name: 'Our Location' })
    .getByRole('link', { name: /Open in Google Maps/ });
  await expect(map).toHaveAttribute('href', site.mapUrl);
  await expect(map).toHaveAttribute('target', '_blank');
  await expect(map).toHaveAttribute('rel', 'noopener noreferrer');
});

test('Live Chat opens the chat assistant', async ({ page }) => {
  await page.goto(paths.contact);
  await page.getByRole('button', { name: 'Live Chat' }).click();
  await expect(page.getByRole('dialog', { name: chatTitle })).toBeVisible();
});

test('Schedule a Visit brings the visitor to the form with a visit subject @phone', async ({
  page,
}) => {
  await page.goto(paths.contact);
  await page.getByRole('button', { name: 'Schedule a Visit' }).click();
  const form = contactForm(page);
  await expect(form.subject).toHaveValue('Schedule a campus visit');
  await expect(form.subject).toBeInViewport();
});

test('keyboard user opens and closes the questions', async ({ page }) => {
  await page.goto(paths.contact);
  const region = page.getByRole('region', { name: 'Frequently Asked Questions' });
  // Native disclosures: a <summary> per question, one question open at a time.
  const questions = region.locator('summary');
  await expect(questions).toHaveCount(defaultFaqs.length);
  const first = questions.nth(0);
  const second = questions.nth(1);
  const firstAnswer = region.getByText(defaultFaqs[0]?.answer ?? '');
  const secondAnswer = region.getByText(defaultFaqs[1]?.answer ?? '');
  await first.focus();
  await page.keyboard.press('Enter');
  await expect(firstAnswer).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(second).toBeFocused();
  await page.keyboard.press('Space');
  await expect(secondAnswer).toBeVisible();
  await expect(firstAnswer).toBeHidden();
  await page.keyboard.press('Enter');
  await expect(secondAnswer).toBeHidden();
});

test('when the content cannot be loaded the page still shows, under the red banner', async ({
  page,
}) => {
  await page.route('**/api/page-content/contact', (route) => route.abort());
  await page.goto(paths.contact);
  await expect(page.getByRole('alert')).toHaveText(
    'Failed to load contact page content. Displaying default. Please ensure your backend server is running and the API endpoint is correct.',
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
});
