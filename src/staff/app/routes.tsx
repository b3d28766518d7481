import type { RouteObject } from 'react-router-dom';
import { AccountsScreen } from '../accounts/accounts-screen.tsx';
import { Shell } from '../layout/shell.tsx';
import { InboxScreen } from '../leads/inbox-screen.tsx';
import { LeadScreen } from '../leads/lead-screen.tsx';
import { staffPaths } from '../paths.ts';
import { ErasureScreen } from '../personal-data/erasure-screen.tsx';
import { RequestsScreen } from '../personal-data/requests-screen.tsx';
import { EnrolScreen } from '../screens/enrol-screen.tsx';
import { ErrorScreen } from '../screens/error-screen.tsx';
import { NotFoundScreen } from '../screens/not-found-screen.tsx';
import { SignInScreen } from '../screens/sign-in-screen.tsx';
import { RequireAdmin, RequireSession } from '../session/require-session.tsx';

/** The workspace's screens, under the router's basename `/staff`. */
export const staffRoutes: RouteObject[] = [
  {
    errorElement: <ErrorScreen />,
    children: [
      { path: staffPaths.signIn, element: <SignInScreen /> },
      { path: staffPaths.enrol, element: <EnrolScreen /> },
      {
        element: <RequireSession />,
        children: [
          {
            element: <Shell />,
            errorElement: <ErrorScreen />,
            children: [
              { index: true, element: <InboxScreen /> },
              { path: staffPaths.leadPattern, element: <LeadScreen /> },
              {
                path: staffPaths.accounts,
                element: (
                  <RequireAdmin>
                    <AccountsScreen />
                  </RequireAdmin>
                ),
              },
              {
                path: staffPaths.requests,
                element: (
                  <RequireAdmin>
                    <RequestsScreen />
                  </RequireAdmin>
                ),
              },
              {
                path: staffPaths.personalData,
                element: (
                  <RequireAdmin>
                    <ErasureScreen />
                  </RequireAdmin>
                ),
              },
              { path: '*', element: <NotFoundScreen /> },
            ],
          },
        ],
      },
    ],
  },
];
