import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { useRoutes } from 'react-router-dom';
import { routes } from './router.tsx';
import { theme } from './theme.ts';

/** The app's providers; the router around the routes is the browser's or, pre-rendering, a static one. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      {children}
    </MantineProvider>
  );
}

export function AppRoutes() {
  return useRoutes(routes);
}
