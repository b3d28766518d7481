import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The whole page against WCAG 2.2 AA and axe's best practices: no violation, named by `label`. */
export async function expectNoViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    // In the page itself: by default axe opens a blank page to put each frame's results
    // together, which doubles the time of each check; the site has no frames.
    .setLegacyMode(true)
    .analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(summary, label).toEqual([]);
}
