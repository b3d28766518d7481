import { MantineProvider } from '@mantine/core';
import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { staffWorkspaceBase } from '../../domain/staff-workspace.ts';
import { theme } from '../../ui/theme.ts';
import { SessionProvider } from '../session/session.tsx';
import { staffRoutes } from './routes.tsx';

/** The workspace: the academy's theme (light only, like the site), the session, the screens. */
export function StaffApp() {
  const [router] = useState(() =>
    createBrowserRouter(staffRoutes, { basename: staffWorkspaceBase }),
  );
  return (
    <MantineProvider theme={theme} forceColorScheme="light">
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>
    </MantineProvider>
  );
}
