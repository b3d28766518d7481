import { Button, Group, Radio, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import {
  staffEmailMaxLength,
  staffNameMaxLength,
  staffRoles,
} from '../../domain/staff-accounts.ts';
import { staffRoleNames } from '../../domain/staff-workspace.ts';
import { emailPattern } from '../../domain/submissions.ts';
import type { NewAccount } from '../api/accounts.ts';
import { ProblemAlert } from '../layout/problem-alert.tsx';

/** The form's checks: the server's rules (src/domain/staff-accounts.ts), said next to each field. */
export function checkNewAccount(person: NewAccount): Partial<Record<keyof NewAccount, string>> {
  const name = person.name.trim();
  const email = person.email.trim();
  return {
    ...(name === ''
      ? { name: 'Enter the person’s name.' }
      : name.length > staffNameMaxLength
        ? { name: `Keep the name to ${staffNameMaxLength} characters or fewer.` }
        : {}),
    ...(email === ''
      ? { email: 'Enter their email address.' }
      : !emailPattern.test(email) || email.length > staffEmailMaxLength
        ? { email: 'Enter an email address like name@example.com.' }
        : {}),
  };
}

export function AddPersonForm({
  onAdd,
  onCancel,
}: {
  /** Resolves once added; rejects with the message to show. */
  onAdd: (person: NewAccount) => Promise<void>;
  onCancel: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  const form = useForm<NewAccount>({
    mode: 'controlled',
    initialValues: { name: '', email: '', role: 'counsellor' },
    validate: (values) => checkNewAccount(values),
  });

  const submit = form.onSubmit(async (values) => {
    setBusy(true);
    setProblem(undefined);
    try {
      await onAdd({ name: values.name.trim(), email: values.email.trim(), role: values.role });
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
      setBusy(false);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput label="Name" autoComplete="off" withAsterisk {...form.getInputProps('name')} />
        <TextInput
          label="Email"
          type="email"
          autoComplete="off"
          withAsterisk
          {...form.getInputProps('email')}
        />
        <Radio.Group label="Role" withAsterisk {...form.getInputProps('role')}>
          <Stack gap="xs" mt="xs">
            {[...staffRoles].reverse().map((role) => (
              <Radio
                key={role}
                value={role}
                label={staffRoleNames[role]}
                description={
                  role === 'admin'
                    ? 'Everything a counsellor does, and manages staff accounts.'
                    : 'Works the leads.'
                }
              />
            ))}
          </Stack>
        </Radio.Group>
        {problem && <ProblemAlert>{problem}</ProblemAlert>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={busy}>
            Add and make a link
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
