import type { MantineContext } from '@mantine/core';
import type { ContextType } from 'react';

/**
 * What MantineProvider gives components, without its run-time work: the theme's CSS variables
 * are computed at build time (virtual:mantine-theme.css, imported by src/app/styles.ts) and the
 * site is light only (`data-mantine-color-scheme` is set in index.html). Each key and value is
 * what MantineProvider provides for this site; the build compares them with what it does
 * provide and fails on any difference (tools/mantine-theme-css, decision 053).
 */
export const mantineContext: NonNullable<ContextType<typeof MantineContext>> = {
  colorScheme: 'light',
  setColorScheme: () => {},
  clearColorScheme: () => {},
  getRootElement: () => document.documentElement,
  classNamesPrefix: 'mantine',
  cssVariablesSelector: ':root',
  withStaticClasses: true,
  deduplicateInlineStyles: false,
};
