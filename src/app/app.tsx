import { MantineContext, MantineThemeProvider } from '@mantine/core';
import type { ContextType, ReactNode } from 'react';
import { useRoutes } from 'react-router-dom';
import { routes } from './router.tsx';
import { theme } from './theme.ts';

/**
 * What MantineProvider gives components, without its run-time work: the theme's CSS variables
 * are computed at build time (virtual:mantine-theme.css, imported by styles.ts) and the site is
 * light only (`data-mantine-color-scheme` is set in index.html).
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
 * The app's providers; the router around the routes is the browser's or, pre-rendering, a static one.
 * The layout and the pages' first paint use none of Mantine's components, but the deferred
 * widgets (forms, carousels, dialogs) do and need the theme: the providers and the theme are the
 * only part of @mantine/core in every page's first download (about 5 kB gzip).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <MantineContext value={mantine}>
      <MantineThemeProvider theme={theme}>{children}</MantineThemeProvider>
    </MantineContext>
  );
}

export function AppRoutes() {
  return useRoutes(routes);
}
