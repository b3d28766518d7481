import { Button, Radio, Stack, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { guardianNotVerifiedReasons } from '../../domain/guardian.ts';
import { guardianNotVerified } from '../api/personal-data.ts';
import { Dialog, DialogActions } from '../layout/dialog.tsx';
import { ProblemAlert } from '../layout/problem-alert.tsx';
import { errorMessage } from '../lib/error-message.ts';

/**
 * An admin could not verify a minor's guardian: the application is erased, with the reason
 * (DPDP Act s9). Asked once more, since it cannot be undone.
 */
export function GuardianNotVerified({ id, onErased }: { id: string; onErased: () => void }) {
  const [opened, setOpened] = useState(false);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);

  const erase = async (event: FormEvent) => {
    event.preventDefault();
    if (reason === '') {
      setProblem('Choose why the guardian could not be verified.');
      return;
    }
    setBusy(true);
    setProblem(undefined);
    try {
      await guardianNotVerified(id, reason);
      setOpened(false);
      onErased();
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button variant="default" color="red" onClick={() => setOpened(true)}>
        Could not verify
      </Button>
      <Dialog
        opened={opened}
        onClose={() => setOpened(false)}
        title="Could not verify the guardian?"
      >
        <form onSubmit={erase} noValidate>
          <Stack gap="sm">
            <Text size="sm">
              Without a parent’s or guardian’s verified consent, an applicant under 18 cannot be
              kept: this application is erased, with its notes. This cannot be undone.
            </Text>
            {problem && <ProblemAlert>{problem}</ProblemAlert>}
            <Radio.Group label="Why" value={reason} onChange={setReason}>
              <Stack gap="xs" mt="xs">
                {Object.entries(guardianNotVerifiedReasons).map(([value, label]) => (
                  <Radio key={value} value={value} label={label} />
                ))}
              </Stack>
            </Radio.Group>
            <DialogActions
              onCancel={() => setOpened(false)}
              submitLabel="Erase the application"
              busy={busy}
              color="red"
            />
          </Stack>
        </form>
      </Dialog>
    </>
  );
}
