import { Button, NativeSelect, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import {
  courseOptions,
  educationLevels,
  validateApplication,
  validateInquiry,
} from '../../domain/submissions.ts';
import type { LeadDetail } from '../api/lead-types.ts';
import { correctRecord } from '../api/personal-data.ts';
import { Dialog, DialogActions } from '../layout/dialog.tsx';
import { ProblemAlert } from '../layout/problem-alert.tsx';
import { errorMessage } from '../lib/error-message.ts';

type Field = {
  name: string;
  label: string;
  control: 'text' | 'email' | 'tel' | 'course' | 'level' | 'long';
};

/** What a person typed, as the correction form shows it, by kind. */
const fieldsOf: Record<LeadDetail['lead']['kind'], readonly Field[]> = {
  inquiries: [
    { name: 'fullName', label: 'Full name', control: 'text' },
    { name: 'emailAddress', label: 'Email', control: 'email' },
    { name: 'phoneNumber', label: 'Phone', control: 'tel' },
    { name: 'interestedCourse', label: 'Course', control: 'course' },
    { name: 'subject', label: 'Subject', control: 'text' },
    { name: 'message', label: 'Message', control: 'long' },
  ],
  applications: [
    { name: 'fullName', label: 'Full name', control: 'text' },
    { name: 'email', label: 'Email', control: 'email' },
    { name: 'phone', label: 'Phone', control: 'tel' },
    { name: 'address', label: 'Address', control: 'long' },
    { name: 'courseOfInterest', label: 'Course', control: 'course' },
    { name: 'levelOfEducation', label: 'Level of education', control: 'level' },
    { name: 'message', label: 'Message', control: 'long' },
  ],
};

/**
 * An admin corrects what a person sent, at their request: the fields as the form has them, by
 * the form's rules. Only the fields changed are sent; the audit trail names them.
 */
export function CorrectDetails({
  detail,
  onCorrected,
}: {
  detail: LeadDetail;
  onCorrected: (fields: string[]) => void;
}) {
  const fields = fieldsOf[detail.lead.kind];
  const stored = detail.submission as unknown as Record<string, string>;
  const initial = Object.fromEntries(fields.map((field) => [field.name, stored[field.name] ?? '']));
  const [opened, setOpened] = useState(false);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);

  const open = () => {
    setValues(initial);
    setErrors({});
    setProblem(undefined);
    setOpened(true);
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const changes = Object.fromEntries(
      Object.entries(values).filter(
        ([name, value]) => value.trim() !== (initial[name] ?? '').trim(),
      ),
    );
    if (Object.keys(changes).length === 0) {
      setOpened(false);
      return;
    }
    const every = (
      detail.lead.kind === 'inquiries'
        ? validateInquiry({ ...stored, ...values })
        : validateApplication({ ...stored, ...values })
    ) as Record<string, string>;
    const found = Object.fromEntries(Object.entries(every).filter(([name]) => name in changes));
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    setProblem(undefined);
    try {
      const changed = await correctRecord(detail.lead.id, changes);
      setOpened(false);
      onCorrected(changed);
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const bind = (field: Field) => ({
    label: field.label,
    value: values[field.name] ?? '',
    error: errors[field.name],
    onChange: (event: { currentTarget: { value: string } }) =>
      setValues({ ...values, [field.name]: event.currentTarget.value }),
  });

  return (
    <>
      <Button variant="default" onClick={open}>
        Correct details
      </Button>
      <Dialog opened={opened} onClose={() => setOpened(false)} title="Correct what they sent">
        <form onSubmit={save} noValidate>
          <Stack gap="sm">
            <Text size="sm">
              Change only what the person asked to have corrected. The audit trail records which
              fields changed, not what they said.
            </Text>
            {problem && <ProblemAlert>{problem}</ProblemAlert>}
            {fields.map((field) =>
              field.control === 'course' || field.control === 'level' ? (
                <NativeSelect
                  key={field.name}
                  {...bind(field)}
                  data={[
                    ...(field.control === 'course'
                      ? [{ value: '', label: 'No course given' }]
                      : []),
                    ...(field.control === 'course' ? courseOptions : educationLevels),
                  ]}
                />
              ) : field.control === 'long' ? (
                <Textarea key={field.name} {...bind(field)} rows={3} />
              ) : (
                <TextInput key={field.name} {...bind(field)} type={field.control} />
              ),
            )}
            <DialogActions
              onCancel={() => setOpened(false)}
              submitLabel="Save corrections"
              busy={busy}
            />
          </Stack>
        </form>
      </Dialog>
    </>
  );
}
