import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import * as api from '../api/accounts.ts';
import type { AccountWithKeys, Passkey } from '../api/types.ts';
import { Dialog } from '../layout/dialog.tsx';
import { ProblemAlert } from '../layout/problem-alert.tsx';
import { Screen } from '../layout/screen.tsx';
import { errorMessage } from '../lib/error-message.ts';
import { useLoad } from '../lib/use-load.ts';
import { useAccount } from '../session/session.tsx';
import { type AccountActions, AccountCard } from './account-card.tsx';
import { AddPersonForm } from './add-person-form.tsx';
import { EnrolmentLinkModal, type IssuedLink } from './enrolment-link-modal.tsx';

type Confirming =
  | { kind: 'new-link'; account: AccountWithKeys }
  | { kind: 'remove-passkey'; account: AccountWithKeys; passkey: Passkey };

/** The admin's list of staff accounts, and everything done to them. */
export function AccountsScreen() {
  const me = useAccount();
  const [accounts, reload] = useLoad(api.fetchAccounts);
  const [adding, setAdding] = useState(false);
  const [issued, setIssued] = useState<IssuedLink>();
  const [confirming, setConfirming] = useState<Confirming>();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();

  /** Runs one change, then shows the list as the server has it now. */
  const change = async (action: () => Promise<unknown>) => {
    setBusy(true);
    setProblem(undefined);
    try {
      await action();
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setBusy(false);
      reload();
    }
  };

  const actions: AccountActions = {
    newLink: (account) => setConfirming({ kind: 'new-link', account }),
    removePasskey: (account, passkey) =>
      setConfirming({ kind: 'remove-passkey', account, passkey }),
    setDisabled: (account, disabled) => void change(() => api.setDisabled(account.id, disabled)),
  };

  const confirm = () => {
    const what = confirming;
    setConfirming(undefined);
    if (what?.kind === 'new-link') {
      void change(async () => {
        const link = await api.newEnrolmentLink(what.account.id);
        setIssued({ name: what.account.name, ...link });
      });
    } else if (what?.kind === 'remove-passkey') {
      void change(() => api.removePasskey(what.account.id, what.passkey.id));
    }
  };

  return (
    <Screen title="Staff">
      <Group justify="space-between" align="flex-start">
        <Text maw={560}>
          Everyone who can sign in to the workspace. A person signs in with a passkey on their own
          phone or computer, made from a one-time enrolment link.
        </Text>
        <Button onClick={() => setAdding(true)}>Add a person</Button>
      </Group>
      {problem && <ProblemAlert onClose={() => setProblem(undefined)}>{problem}</ProblemAlert>}
      {accounts.status === 'loading' ? (
        <Loader aria-label="Loading staff accounts" role="status" />
      ) : accounts.status === 'failed' ? (
        <ProblemAlert>{errorMessage(accounts.error)}</ProblemAlert>
      ) : (
        <Stack gap="md" aria-busy={busy}>
          {accounts.data.map((account) => (
            <AccountCard
              key={account.id}
              account={account}
              isSelf={account.id === me.id}
              busy={busy}
              actions={actions}
            />
          ))}
        </Stack>
      )}

      <Dialog opened={adding} onClose={() => setAdding(false)} title="Add a person">
        <AddPersonForm
          onCancel={() => setAdding(false)}
          onAdd={async (person) => {
            const added = await api.addAccount(person);
            setAdding(false);
            setIssued({ name: added.account.name, ...added });
            reload();
          }}
        />
      </Dialog>

      <Dialog
        opened={confirming !== undefined}
        onClose={() => setConfirming(undefined)}
        title={
          confirming?.kind === 'remove-passkey'
            ? 'Remove this passkey?'
            : `New enrolment link for ${confirming?.account.name ?? ''}?`
        }
      >
        <Stack>
          <Text size="sm">
            {confirming?.kind === 'remove-passkey'
              ? `${confirming.account.name} can no longer sign in with “${confirming.passkey.label || 'Unnamed device'}”.`
              : `This removes every passkey of ${confirming?.account.name ?? 'this person'} and signs them out everywhere. They sign in again only after opening the new link.`}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(undefined)}>
              Cancel
            </Button>
            <Button color="red" onClick={confirm} data-autofocus>
              {confirming?.kind === 'remove-passkey'
                ? 'Remove passkey'
                : 'Revoke passkeys and make a link'}
            </Button>
          </Group>
        </Stack>
      </Dialog>

      <EnrolmentLinkModal issued={issued} onClose={() => setIssued(undefined)} />
    </Screen>
  );
}
