import { type CSSVariablesResolver, MantineProvider } from '@mantine/core';
import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { staffWorkspaceBase } from '../../domain/staff-workspace.ts';
import { theme } from '../../ui/theme.ts';
import { SessionProvider } from '../session/session.tsx';
import { staffRoutes } from './routes.tsx';

/**
 * Mantine's dimmed text (descriptions, hints) is gray 6, 3.3:1 on white: gray 7 passes WCAG AA
 * for small text.
 */
export const readableDimmed: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: {},
});

/** The workspace: the academy's theme (light only, like the site), the session, the screens. */
export function StaffApp() {
  const [router] = useState(() =>
    createBrowserRouter(staffRoutes, { basename: staffWorkspaceBase }),
  );
  return (
    <MantineProvider theme={theme} forceColorScheme="light" cssVariablesResolver={readableDimmed}>
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>
    </MantineProvider>
  );
}
