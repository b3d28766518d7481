import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { theme } from '../../ui/theme.ts';
import type { Account } from '../api/types.ts';
import { staffRoutes } from '../app/routes.tsx';
import { readableDimmed } from '../app/staff-app.tsx';
import { SessionProvider, type SessionState } from '../session/session.tsx';

export const admin: Account = {
  id: 'acc-admin',
  name: 'Meena Raman',
  email: 'meena@raamacademy.in',
  role: 'admin',
  disabled: false,
};

export const counsellor: Account = {
  id: 'acc-counsellor',
  name: 'Asha Kumar',
  email: 'asha@raamacademy.in',
  role: 'counsellor',
  disabled: false,
};

/**
 * The workspace as the browser shows it at `path` (inside /staff), with the session already
 * known: signed in as `account`, or signed out.
 */
export function renderWorkspace(path: string, account?: Account) {
  const session: SessionState = account
    ? { status: 'signed-in', account }
    : { status: 'signed-out', reason: 'none' };
  const router = createMemoryRouter(staffRoutes, { initialEntries: [path] });
  return {
    router,
    ...render(
      <MantineProvider theme={theme} cssVariablesResolver={readableDimmed}>
        <SessionProvider initial={session}>
          <RouterProvider router={router} />
        </SessionProvider>
      </MantineProvider>,
    ),
  };
}

/** The staff API's answers for a workspace with no leads yet, by the address asked. */
export function emptyInbox(url: string): unknown {
  if (url.startsWith('/api/staff/leads/new-count')) return { count: 0, newestAt: null };
  if (url.startsWith('/api/staff/leads/choices')) return { courses: [], events: [] };
  if (url.startsWith('/api/staff/people')) return { people: [] };
  return { leads: [], total: 0, totalCapped: false, nextCursor: null };
}
