import { Button, Radio, Stack, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { type ApplicantAgeAnswer, applicantAgeAnswers } from '../../domain/guardian.ts';
import { recordApplicantAge } from '../api/personal-data.ts';
import { Dialog, DialogActions } from '../layout/dialog.tsx';
import { ProblemAlert } from '../layout/problem-alert.tsx';
import { errorMessage } from '../lib/error-message.ts';

/**
 * An admin records the age of an applicant whose application did not say whether they are
 * under 18, once they have asked them. 18 or over: it joins the inbox. Under 18: it is erased,
 * since a minor applies with a parent's or guardian's consent given on the form.
 */
export function RecordAge({
  id,
  onRecorded,
  onErased,
}: {
  id: string;
  onRecorded: () => void;
  onErased: () => void;
}) {
  const [opened, setOpened] = useState(false);
  const [answer, setAnswer] = useState<ApplicantAgeAnswer | ''>('');
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);

  const record = async (event: FormEvent) => {
    event.preventDefault();
    if (answer === '') {
      setProblem('Choose what the applicant told you.');
      return;
    }
    setBusy(true);
    setProblem(undefined);
    try {
      await recordApplicantAge(id, answer);
      setOpened(false);
      if (answer === 'adult') onRecorded();
      else onErased();
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button onClick={() => setOpened(true)}>Record their age</Button>
      <Dialog opened={opened} onClose={() => setOpened(false)} title="Record the applicant’s age">
        <form onSubmit={record} noValidate>
          <Stack gap="sm">
            <Text size="sm">
              Ask the applicant whether they are under 18, then record what they said.
            </Text>
            {problem && <ProblemAlert>{problem}</ProblemAlert>}
            <Radio.Group
              label="The applicant is"
              value={answer}
              onChange={(value) => setAnswer(value as ApplicantAgeAnswer)}
            >
              <Stack gap="xs" mt="xs">
                {Object.entries(applicantAgeAnswers).map(([value, label]) => (
                  <Radio key={value} value={value} label={label} />
                ))}
              </Stack>
            </Radio.Group>
            {answer === 'adult' && (
              <Text size="sm">The application joins the inbox as a New lead.</Text>
            )}
            {answer === 'under-18' && (
              <Text size="sm">
                An applicant under 18 applies with a parent’s or guardian’s consent, given on the
                form: this application is erased, with its notes, and cannot be brought back. Ask
                them to apply again with their parent or guardian.
              </Text>
            )}
            <DialogActions
              onCancel={() => setOpened(false)}
              submitLabel={answer === 'under-18' ? 'Erase the application' : 'Record'}
              busy={busy}
              {...(answer === 'under-18' ? { color: 'red' as const } : {})}
            />
          </Stack>
        </form>
      </Dialog>
    </>
  );
}
