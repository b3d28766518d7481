import { courseCatalogue } from '../../src/domain/courses.ts';
import { paths } from '../../src/domain/paths.ts';
import { site } from '../../src/domain/site.ts';
import { expect, pageOnly, test } from './fixtures.ts';
import { routeExpectations } from './routes.ts';

test.use(pageOnly);

test('footer shows the tagline, the current year and the academy contact details', async ({
  page,
}) => {
  await page.goto(paths.home);
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText(site.tagline);
  await expect(footer).toContainText(`© ${new Date().getFullYear()} ${site.name}`);
  await expect(footer).toContainText('Kodambakkam, Chennai');
  await expect(footer.getByRole('link', { name: site.phone })).toHaveAttribute(
    'href',
    `tel:${site.phone.replace(/[^\d+]/g, '')}`,
  );
  await expect(footer.getByRole('link', { name: site.email, exact: true })).toHaveAttribute(
    'href',
    `mailto:${site.email}`,
  );
});

test('every internal footer link opens a real page', async ({ page, request }) => {
  await page.goto(paths.home);
  const hrefs = await page
    .getByRole('contentinfo')
    .locator('a[href^="/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(hrefs).toEqual(
    expect.arrayContaining([
      ...courseCatalogue.map((course) => paths.course(course.slug)),
      paths.privacy,
      paths.yourData,
      paths.terms,
    ]),
  );
  // The server has each (an unknown address gets 404). The pages routes.spec.ts opens and reads
  // in a browser are not opened again here.
  const opened = new Set(routeExpectations.map((route) => route.path));
  for (const href of new Set(hrefs)) {
    expect((await request.get(href)).status(), href).toBe(200);
    if (opened.has(href)) continue;
    await page.goto(href);
    await expect(page.getByRole('heading', { level: 1 }), href).not.toHaveText('Page not found');
  }
});

test('social and map links open in a new tab without access to this page', async ({ page }) => {
  await page.goto(paths.home);
  const external = page.getByRole('contentinfo').locator('a[href^="http"]');
  const count = await external.count();
  expect(count).toBeGreaterThanOrEqual(6);
  for (let index = 0; index < count; index++) {
    const link = external.nth(index);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
    await expect(link).toHaveAttribute('rel', /noreferrer/);
    await expect(link).toHaveAttribute('href', /^https:\/\//);
  }
  for (const name of ['Facebook', 'Instagram', 'LinkedIn', 'YouTube']) {
    await expect(page.getByRole('link', { name: new RegExp(name) })).toBeVisible();
  }
});

test('footer quick links navigate inside the app', async ({ page }) => {
  await page.goto(paths.home);
  const quick = page.getByRole('navigation', { name: 'Quick Links' });
  await quick.getByRole('link', { name: 'About Us' }).click();
  await expect(page).toHaveURL(paths.about);
  await page
    .getByRole('navigation', { name: 'Our Courses' })
    .getByRole('link', { name: 'Soft Skills' })
    .click();
  await expect(page).toHaveURL(paths.course('soft-skills'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Soft Skills Training');
});

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`at the end of a page nothing in the footer lies under the chat launcher (${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto(paths.about);
    await page.waitForFunction(() => document.documentElement.dataset.appReady === 'true');
    const footer = page.getByRole('contentinfo');
    const last = [
      footer.getByText(`© ${new Date().getFullYear()} ${site.name}`),
      footer.getByRole('link', { name: 'Privacy Policy' }),
      footer.getByRole('link', { name: 'Terms of Service' }),
    ];
    const launcher = page.getByRole('button', { name: 'Chat with RAAM Assistant' });
    // At the very end, once the page has settled (widgets and pictures above may still grow).
    await expect(async () => {
      await page.keyboard.press('End');
      expect(
        await page.evaluate(
          () => innerHeight + scrollY >= document.documentElement.scrollHeight - 1,
        ),
      ).toBe(true);
      const corner = await launcher.boundingBox();
      expect(corner).not.toBeNull();
      for (const item of last) {
        const box = await item.boundingBox();
        expect(box).not.toBeNull();
        if (!box || !corner) continue;
        const overlaps =
          box.x < corner.x + corner.width &&
          corner.x < box.x + box.width &&
          box.y < corner.y + corner.height &&
          corner.y < box.y + box.height;
        expect(overlaps, (await item.textContent()) ?? undefined).toBe(false);
      }
    }).toPass();
  });
}
