/**
 * Who is signed in, as the server says: asked once when the workspace opens, set by signing in
 * or enrolling, and ended by signing out or by any 401 the API answers mid-session. Held in
 * memory only: nothing about the person is written to the device.
 */
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { onSignedOut, StaffApiError } from '../api/client.ts';
import { fetchSession } from '../api/session.ts';
import type { Account } from '../api/types.ts';

export type SignedOutReason = 'none' | 'ended' | 'signed-out';

export type SessionState =
  | { status: 'checking' }
  /** The server could not be asked: the workspace needs a connection. */
  | { status: 'unreachable' }
  /**
   * Why no one is signed in: `ended`, a session that was open has ended (expired, signed out
   * elsewhere, disabled); `signed-out`, the person signed out here; `none`, no session yet.
   */
  | { status: 'signed-out'; reason: SignedOutReason }
  | { status: 'signed-in'; account: Account };

interface SessionValue {
  session: SessionState;
  signedIn(account: Account): void;
  /** The person signed out here: the workspace goes to sign-in, saying so. */
  signedOut(): void;
  /** Asks the server again (after a lost connection). */
  check(): void;
}

const SessionContext = createContext<SessionValue | undefined>(undefined);

export function SessionProvider({
  children,
  initial = { status: 'checking' },
}: {
  children: ReactNode;
  /** Tests start from a known state instead of asking the server. */
  initial?: SessionState;
}) {
  const [session, setSession] = useState<SessionState>(initial);

  const check = useCallback(() => {
    setSession({ status: 'checking' });
    fetchSession().then(
      (account) => setSession({ status: 'signed-in', account }),
      (error: unknown) =>
        setSession(
          error instanceof StaffApiError && error.status === 401
            ? { status: 'signed-out', reason: 'none' }
            : { status: 'unreachable' },
        ),
    );
  }, []);

  useEffect(() => {
    if (initial.status === 'checking') check();
  }, [check, initial.status]);

  useEffect(
    () =>
      onSignedOut(() =>
        setSession((current) =>
          current.status === 'signed-in' ? { status: 'signed-out', reason: 'ended' } : current,
        ),
      ),
    [],
  );

  const value = useMemo<SessionValue>(
    () => ({
      session,
      signedIn: (account) => setSession({ status: 'signed-in', account }),
      signedOut: () => setSession({ status: 'signed-out', reason: 'signed-out' }),
      check,
    }),
    [session, check],
  );
  return <SessionContext value={value}>{children}</SessionContext>;
}

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession is used outside SessionProvider');
  return value;
}

/** The signed-in account, inside the screens RequireSession guards. */
export function useAccount(): Account {
  const { session } = useSession();
  if (session.status !== 'signed-in') throw new Error('useAccount is used while signed out');
  return session.account;
}
