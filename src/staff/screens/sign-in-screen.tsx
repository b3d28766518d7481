import { Alert, Anchor, Button, Text } from '@mantine/core';
import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { useState } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { staffNeedsConnection } from '../../domain/staff-workspace.ts';
import { PlainLayout } from '../layout/plain-layout.tsx';
import { ProblemAlert } from '../layout/problem-alert.tsx';
import { Screen } from '../layout/screen.tsx';
import { signInWithPasskey } from '../passkeys/ceremonies.ts';
import {
  type PasskeyProblem,
  passkeyProblem,
  unsupportedBrowser,
} from '../passkeys/passkey-problem.ts';
import { isIpAddress, namedSiteUrl } from '../passkeys/site-name.ts';
import { workspaceReturnPath } from '../paths.ts';
import { type SignedOutReason, useSession } from '../session/session.tsx';
import { Checking } from './checking.tsx';

/** Why the person is here, as the guard that sent them said. */
function arrivalNote(state: unknown): string | undefined {
  const reason = (state as { reason?: SignedOutReason } | null)?.reason;
  if (reason === 'ended') return 'Your session has ended. Sign in again to continue.';
  if (reason === 'signed-out') return 'You are signed out.';
  return undefined;
}

export function SignInScreen() {
  const { session, signedIn } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<PasskeyProblem>();
  const next = workspaceReturnPath(params.get('from'));

  if (session.status === 'checking') return <Checking />;
  if (session.status === 'signed-in' && !busy) return <Navigate to={next} replace />;

  const byIp = isIpAddress(window.location.hostname);
  const supported = browserSupportsWebAuthn();
  const note = arrivalNote(location.state);

  const start = () => {
    setBusy(true);
    setProblem(undefined);
    signInWithPasskey().then(
      (account) => {
        signedIn(account);
        navigate(next, { replace: true });
      },
      (error: unknown) => {
        setProblem(passkeyProblem(error, 'sign-in'));
        setBusy(false);
      },
    );
  };

  return (
    <PlainLayout>
      <Screen title="Sign in" heading="Sign in to the staff workspace">
        {byIp ? (
          <SiteNameNotice />
        ) : (
          <Text>Use the passkey you created on this phone or computer when you enrolled.</Text>
        )}
        {note && !problem && (
          <Alert color="brand" variant="light" role="status">
            {note}
          </Alert>
        )}
        {session.status === 'unreachable' && !problem && (
          <ProblemAlert>{staffNeedsConnection}.</ProblemAlert>
        )}
        {!supported && <ProblemAlert>{unsupportedBrowser}</ProblemAlert>}
        {problem && <ProblemAlert>{problem.message}</ProblemAlert>}
        <Button size="md" onClick={start} loading={busy} disabled={byIp || !supported} fullWidth>
          Sign in with a passkey
        </Button>
        <Text size="sm" c="gray.7">
          No passkey on this device? Ask an admin for an enrolment link.
        </Text>
      </Screen>
    </PlainLayout>
  );
}

/** Opened by IP address, where no passkey can work: where the same page does. */
export function SiteNameNotice() {
  const named = namedSiteUrl(window.location);
  return (
    <Alert color="brand" variant="light" title="Open this page by the site’s name">
      <Text size="sm">
        Passkeys need the site’s name, not an IP address like {window.location.hostname}.{' '}
        {named ? (
          <>
            Open <Anchor href={named}>{new URL(named).origin}</Anchor> instead.
          </>
        ) : (
          'Open the workspace at the address the academy gave you (its name, not its number).'
        )}
      </Text>
    </Alert>
  );
}
