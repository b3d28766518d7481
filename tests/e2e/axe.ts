import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const standards = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

interface Scope {
  /** Only the part of the page this selector picks. */
  within?: string;
  /** Every rule axe runs by default, not only WCAG 2.2 AA and axe's best practices. */
  everyRule?: boolean;
}

/**
 * The whole page (or the part `within` picks) against WCAG 2.2 AA and axe's best practices:
 * no violation, named by `label`.
 */
export async function expectNoViolations(
  page: Page,
  label: string,
  { within, everyRule = false }: Scope = {},
) {
  // In the page itself: by default axe opens a blank page to put each frame's results
  // together, which doubles the time of each check; the site has no frames.
  let axe = new AxeBuilder({ page }).setLegacyMode(true);
  if (within) axe = axe.include(within);
  if (!everyRule) axe = axe.withTags(standards);
  const results = await axe.analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} — ${violation.nodes.map((node) => `${node.target.join(' ')} ${node.failureSummary ?? ''}`).join(', ')}`,
  );
  expect(summary, label).toEqual([]);
}
