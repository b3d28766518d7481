import { Button, Group, Radio, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { type StaffRole, staffAccountRules, staffRoleNames } from '../../domain/staff-workspace.ts';
import type { NewAccount } from '../api/accounts.ts';
import { ProblemAlert } from '../layout/problem-alert.tsx';

/** The form's checks, before the server's own: the same rules, said next to the field. */
export function checkNewAccount(person: NewAccount): Partial<Record<keyof NewAccount, string>> {
  const name = person.name.trim();
  const email = person.email.trim();
  return {
    ...(name === ''
      ? { name: 'Enter the person’s name.' }
      : name.length > staffAccountRules.nameMaxLength
        ? { name: `Keep the name under ${staffAccountRules.nameMaxLength} characters.` }
        : {}),
    ...(email === ''
      ? { email: 'Enter their email address.' }
      : !staffAccountRules.email.test(email) || email.length > staffAccountRules.emailMaxLength
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
            {(['counsellor', 'admin'] as const satisfies StaffRole[]).map((role) => (
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
