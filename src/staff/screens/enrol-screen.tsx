import { Button, Loader, Text, TextInput } from '@mantine/core';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { fetchEnrolmentOptions } from '../api/enrolment.ts';
import { PlainLayout } from '../layout/plain-layout.tsx';
import { ProblemAlert } from '../layout/problem-alert.tsx';
import { Screen } from '../layout/screen.tsx';
import { useLoad } from '../lib/use-load.ts';
import { enrolPasskey } from '../passkeys/ceremonies.ts';
import { type PasskeyProblem, passkeyProblem } from '../passkeys/passkey-problem.ts';
import { isIpAddress } from '../passkeys/site-name.ts';
import { staffPaths } from '../paths.ts';
import { useSession } from '../session/session.tsx';
import { SiteNameNotice } from './sign-in-screen.tsx';

/** The enrolment link's token: in the fragment, so it never reaches a server's log. */
function linkToken(): string {
  return window.location.hash.replace(/^#/, '');
}

export function EnrolScreen() {
  const [token] = useState(linkToken);
  const load = useCallback(
    () => (token === '' ? Promise.reject(new Error('no token')) : fetchEnrolmentOptions(token)),
    [token],
  );
  const [enrolment] = useLoad(load);

  return (
    <PlainLayout>
      <Screen title="Create a passkey">
        {isIpAddress(window.location.hostname) && <SiteNameNotice />}
        {token === '' ? (
          <ProblemAlert>
            This page opens from an enrolment link. Ask an admin for one, and open it on the phone
            or computer you will sign in with.
          </ProblemAlert>
        ) : enrolment.status === 'loading' ? (
          <Loader aria-label="Reading the enrolment link" role="status" />
        ) : enrolment.status === 'failed' ? (
          <ProblemAlert>{passkeyProblem(enrolment.error, 'enrol').message}</ProblemAlert>
        ) : (
          <EnrolForm token={token} enrolment={enrolment.data} />
        )}
      </Screen>
    </PlainLayout>
  );
}

function EnrolForm({
  token,
  enrolment,
}: {
  token: string;
  enrolment: Awaited<ReturnType<typeof fetchEnrolmentOptions>>;
}) {
  const { signedIn } = useSession();
  const navigate = useNavigate();
  const [label, setLabel] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<PasskeyProblem>();
  const { name, email } = enrolment.account;

  const create = async () => {
    setBusy(true);
    setProblem(undefined);
    try {
      // A second try asks for fresh options: the first ones' challenge may be spent.
      const { options } = problem ? await fetchEnrolmentOptions(token) : enrolment;
      const account = await enrolPasskey(token, options, label);
      signedIn(account);
      navigate(staffPaths.home, { replace: true });
    } catch (error) {
      setProblem(passkeyProblem(error, 'enrol'));
      setBusy(false);
    }
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void create();
      }}
    >
      <Text mb="md">
        This link is for <strong>{name}</strong>{' '}
        <Text component="span" c="gray.7" className="staff-break">
          ({email})
        </Text>
        . A passkey lets you sign in on this phone or computer with its fingerprint, face or screen
        lock: there is no password.
      </Text>
      <TextInput
        label="A name for this device"
        description="For example “Phone” or “Laptop”: it tells your passkeys apart."
        placeholder="Phone"
        maxLength={60}
        value={label}
        onChange={(event) => setLabel(event.currentTarget.value)}
        mb="md"
      />
      {problem && <ProblemAlert mb="md">{problem.message}</ProblemAlert>}
      <Button type="submit" size="md" loading={busy} fullWidth>
        Create a passkey
      </Button>
    </form>
  );
}
