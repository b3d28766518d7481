import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { signInPath, staffPaths } from '../paths.ts';
import { Checking } from '../screens/checking.tsx';
import { NeedsConnection } from '../screens/needs-connection.tsx';
import { useSession } from './session.tsx';

/**
 * The workspace's screens for a signed-in person: anyone else goes to sign-in, and comes back
 * here afterwards.
 */
export function RequireSession() {
  const { session } = useSession();
  const location = useLocation();
  if (session.status === 'checking') return <Checking />;
  if (session.status === 'unreachable') return <NeedsConnection />;
  if (session.status === 'signed-out') {
    // Signed out on purpose: no screen to come back to.
    const from =
      session.reason === 'signed-out' ? undefined : `${location.pathname}${location.search}`;
    return <Navigate to={signInPath(from)} replace state={{ reason: session.reason }} />;
  }
  return <Outlet />;
}

/** An admin's screen: a counsellor who opens its address is sent home. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { session } = useSession();
  if (session.status === 'signed-in' && session.account.role !== 'admin') {
    return <Navigate to={staffPaths.home} replace />;
  }
  return children;
}
