/**
 * The site is light only (`data-mantine-color-scheme="light"` on every page, index.html),
 * but Mantine's stylesheets carry a dark version of their variables and of many rules: about
 * 15 kB of the full stylesheet that no page ever applies, yet every first visit downloads and
 * every phone parses. This PostCSS step drops each selector that only matches in the dark
 * scheme, and a rule or at-rule left with nothing.
 */
import type { Container, Plugin } from 'postcss';

const darkScheme = /\[data-mantine-color-scheme=(["']?)dark\1\]/;

function removeIfEmpty(container: Container | undefined) {
  if (!container || container.type === 'root' || (container.nodes?.length ?? 0) > 0) return;
  const parent = container.parent as Container | undefined;
  container.remove();
  removeIfEmpty(parent);
}

export function lightOnlyCss(): Plugin {
  return {
    postcssPlugin: 'academy-light-only-css',
    Rule(rule) {
      if (!darkScheme.test(rule.selector)) return;
      const kept = rule.selectors.filter((selector) => !darkScheme.test(selector));
      if (kept.length > 0) {
        rule.selectors = kept;
        return;
      }
      const parent = rule.parent as Container | undefined;
      rule.remove();
      removeIfEmpty(parent);
    },
  };
}
lightOnlyCss.postcss = true as const;
