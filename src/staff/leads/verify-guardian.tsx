import { Button, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import {
  checkGuardianVerification,
  guardianEvidenceMaxLength,
  guardianVerificationMethods,
} from '../../domain/guardian.ts';
import { verifyGuardian } from '../api/personal-data.ts';
import { Dialog, DialogActions } from '../layout/dialog.tsx';
import { ProblemAlert } from '../layout/problem-alert.tsx';
import { errorMessage } from '../lib/error-message.ts';

/**
 * An admin records that a minor's guardian was verified (DPDP Rules, Rule 10): how, and a short
 * reference to the evidence, never a copy of it.
 */
export function VerifyGuardian({ id, onVerified }: { id: string; onVerified: () => void }) {
  const [opened, setOpened] = useState(false);
  const [method, setMethod] = useState('');
  const [reference, setReference] = useState('');
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkGuardianVerification(method, reference);
    if (!checked.ok) {
      setProblem(checked.message);
      return;
    }
    setBusy(true);
    setProblem(undefined);
    try {
      await verifyGuardian(id, checked.method, checked.reference);
      setOpened(false);
      onVerified();
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button variant="default" onClick={() => setOpened(true)}>
        Verify guardian
      </Button>
      <Dialog opened={opened} onClose={() => setOpened(false)} title="Verify the guardian">
        <form onSubmit={save} noValidate>
          <Stack gap="sm">
            <Text size="sm">
              Record how you made sure this is the applicant’s parent or guardian. Write a reference
              to the evidence (the last digits of a document, who you spoke to); never copy the
              document itself.
            </Text>
            {problem && <ProblemAlert>{problem}</ProblemAlert>}
            <NativeSelect
              label="How"
              value={method}
              onChange={(event) => setMethod(event.currentTarget.value)}
              data={[
                { value: '', label: 'Choose how', disabled: true },
                ...Object.entries(guardianVerificationMethods).map(([value, label]) => ({
                  value,
                  label,
                })),
              ]}
            />
            <TextInput
              label="Evidence (a reference)"
              value={reference}
              maxLength={guardianEvidenceMaxLength}
              onChange={(event) => setReference(event.currentTarget.value)}
            />
            <DialogActions
              onCancel={() => setOpened(false)}
              submitLabel="Record verification"
              busy={busy}
            />
          </Stack>
        </form>
      </Dialog>
    </>
  );
}
