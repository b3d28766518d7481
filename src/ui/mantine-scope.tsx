import { MantineContext, MantineThemeProvider } from '@mantine/core';
import type { ContextType, ReactNode } from 'react';
import { theme } from './theme.ts';

/**
 * What MantineProvider gives components, without its run-time work: the theme's CSS variables
 * are computed at build time (virtual:mantine-theme.css, imported by src/app/styles.ts) and the
 * site is light only (`data-mantine-color-scheme` is set in index.html).
 */
const mantine: NonNullable<ContextType<typeof MantineContext>> = {
  colorScheme: 'light',
  setColorScheme: () => {},
  clearColorScheme: () => {},
  getRootElement: () => document.documentElement,
  classNamesPrefix: 'mantine',
  cssVariablesSelector: ':root',
  withStaticClasses: true,
};

/**
 * Mantine's context and theme around one widget. Only the deferred widgets (forms, carousels,
 * the chat dialog) use Mantine's components, so each brings this with its own
 * code and no page's first download carries Mantine's theme machinery (decision 010).
 */
export function MantineScope({ children }: { children: ReactNode }) {
  return (
    <MantineContext value={mantine}>
      <MantineThemeProvider theme={theme}>{children}</MantineThemeProvider>
    </MantineContext>
  );
}
