import { MantineContext, MantineThemeProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { mantineContext } from './mantine-context.ts';
import { theme } from './theme.ts';

/**
 * Mantine's context and theme around one widget. Only the deferred widgets (forms, carousels,
 * the chat dialog) use Mantine's components, so each brings this with its own
 * code and no page's first download carries Mantine's theme machinery (decision 010).
 */
export function MantineScope({ children }: { children: ReactNode }) {
  return (
    <MantineContext value={mantineContext}>
      <MantineThemeProvider theme={theme}>{children}</MantineThemeProvider>
    </MantineContext>
  );
}
