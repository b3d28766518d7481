import {
  Button,
  Card,
  Group,
  Radio,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import {
  type ClosedReason,
  closedNoteMaxLength,
  closedReasonLabels,
  closedReasons,
  isLeadStage,
  leadNoteMaxLength,
  leadStageLabels,
  leadStages,
} from '../../domain/lead-workflow.ts';
import type { LeadDetail, Person } from '../api/lead-types.ts';
import * as api from '../api/leads.ts';
import { Dialog } from '../layout/dialog.tsx';
import { ProblemAlert } from '../layout/problem-alert.tsx';
import { errorMessage } from '../lib/error-message.ts';
import { useAccount } from '../session/session.tsx';
import { formatDateTime, fromLocalInput, toLocalInput } from './lead-format.ts';

const nobody = 'nobody';

/**
 * Working a lead: its stage (closing it asks why), who has it, when to follow up, and notes.
 * Each change is sent at once and the screen shows the lead as the server then has it.
 */
export function LeadWork({
  detail,
  people,
  onChanged,
}: {
  detail: LeadDetail;
  people: readonly Person[];
  onChanged(detail: LeadDetail): void;
}) {
  const me = useAccount();
  const { lead } = detail;
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  const [closing, setClosing] = useState(false);

  const run = async (change: () => Promise<LeadDetail>): Promise<boolean> => {
    setBusy(true);
    setProblem(undefined);
    try {
      onChanged(await change());
      return true;
    } catch (error) {
      setProblem(errorMessage(error));
      return false;
    } finally {
      setBusy(false);
    }
  };

  const assigneeName =
    lead.assignedTo === null
      ? 'Nobody'
      : lead.assignedTo === me.id
        ? `${me.name} (you)`
        : (people.find((person) => person.id === lead.assignedTo)?.name ?? 'Someone');

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="lead-work">
      <Stack gap="md">
        <Title order={2} size="h4" id="lead-work">
          Work this lead
        </Title>
        {problem && <ProblemAlert onClose={() => setProblem(undefined)}>{problem}</ProblemAlert>}
        <Select
          label="Stage"
          value={lead.stage}
          disabled={busy}
          allowDeselect={false}
          data={leadStages.map((stage) => ({ value: stage, label: leadStageLabels[stage] }))}
          onChange={(value) => {
            if (!isLeadStage(value) || value === lead.stage) return;
            if (value === 'closed') setClosing(true);
            else void run(() => api.setLeadStage(lead.id, { stage: value }));
          }}
        />
        <Stack gap={6}>
          {me.role !== 'admin' && (
            <Text size="sm" fw={500}>
              Assigned to: {assigneeName}
            </Text>
          )}
          {me.role === 'admin' ? (
            <Select
              label="Assign to"
              value={lead.assignedTo ?? nobody}
              disabled={busy}
              allowDeselect={false}
              data={[
                { value: nobody, label: 'Nobody' },
                ...people
                  .filter((person) => !person.disabled || person.id === lead.assignedTo)
                  .map((person) => ({
                    value: person.id,
                    label: person.id === me.id ? `${person.name} (you)` : person.name,
                  })),
              ]}
              onChange={(value) => {
                const to = value === nobody ? null : value;
                if (value !== null && to !== lead.assignedTo)
                  void run(() => api.assignLead(lead.id, to));
              }}
            />
          ) : lead.assignedTo === me.id ? (
            <Button
              variant="default"
              disabled={busy}
              onClick={() => void run(() => api.assignLead(lead.id, null))}
            >
              Let it go
            </Button>
          ) : (
            <Button disabled={busy} onClick={() => void run(() => api.assignLead(lead.id, me.id))}>
              Assign to me
            </Button>
          )}
        </Stack>
        <FollowUp detail={detail} busy={busy} run={run} />
        <NoteForm id={lead.id} busy={busy} run={run} />
      </Stack>
      <CloseLead
        opened={closing}
        onClose={() => setClosing(false)}
        onConfirm={async (reason, note) => {
          if (
            await run(() =>
              api.setLeadStage(lead.id, { stage: 'closed', reason, ...(note ? { note } : {}) }),
            )
          ) {
            setClosing(false);
          }
        }}
        busy={busy}
      />
    </Card>
  );
}

type Run = (change: () => Promise<LeadDetail>) => Promise<boolean>;

function FollowUp({ detail, busy, run }: { detail: LeadDetail; busy: boolean; run: Run }) {
  const { lead } = detail;
  const [value, setValue] = useState(lead.followUpAt ? toLocalInput(lead.followUpAt) : '');
  const [invalid, setInvalid] = useState(false);
  const save = () => {
    const at = fromLocalInput(value);
    setInvalid(at === null);
    if (at !== null) void run(() => api.setLeadFollowUp(lead.id, at));
  };
  return (
    <Stack gap={6}>
      <TextInput
        type="datetime-local"
        label="Follow up on"
        description={
          lead.followUpAt
            ? `Set for ${formatDateTime(lead.followUpAt)}${Date.parse(lead.followUpAt) < Date.now() ? ' — overdue' : ''}`
            : 'No follow-up set'
        }
        value={value}
        error={invalid ? 'Choose a date and a time' : undefined}
        onChange={(event) => setValue(event.currentTarget.value)}
        disabled={busy}
      />
      <Group gap="xs">
        <Button variant="default" size="sm" onClick={save} disabled={busy}>
          Save follow-up
        </Button>
        {lead.followUpAt && (
          <Button
            variant="subtle"
            size="sm"
            disabled={busy}
            onClick={() => {
              setValue('');
              void run(() => api.setLeadFollowUp(lead.id, null));
            }}
          >
            Clear follow-up
          </Button>
        )}
      </Group>
    </Stack>
  );
}

function NoteForm({ id, busy, run }: { id: string; busy: boolean; run: Run }) {
  const [text, setText] = useState('');
  const [empty, setEmpty] = useState(false);
  return (
    <form
      onSubmit={async (event) => {
        event.preventDefault();
        const note = text.trim();
        setEmpty(note === '');
        if (note !== '' && (await run(() => api.addLeadNote(id, note)))) setText('');
      }}
    >
      <Stack gap={6}>
        <Textarea
          label="Add a note"
          description="Plain text: what was said, what comes next."
          rows={3}
          resize="vertical"
          maxLength={leadNoteMaxLength}
          value={text}
          error={empty ? 'Write the note first' : undefined}
          onChange={(event) => setText(event.currentTarget.value)}
          disabled={busy}
        />
        <Group>
          <Button type="submit" variant="default" size="sm" disabled={busy}>
            Add note
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function CloseLead({
  opened,
  onClose,
  onConfirm,
  busy,
}: {
  opened: boolean;
  onClose(): void;
  onConfirm(reason: ClosedReason, note: string): void;
  busy: boolean;
}) {
  const [reason, setReason] = useState<ClosedReason>();
  const [note, setNote] = useState('');
  const [missing, setMissing] = useState(false);
  return (
    <Dialog opened={opened} onClose={onClose} title="Close this lead">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setMissing(reason === undefined);
          if (reason) onConfirm(reason, note.trim());
        }}
      >
        <Stack>
          <Radio.Group
            label="Why is it closed?"
            value={reason ?? null}
            onChange={(value) => setReason(value as ClosedReason)}
            error={missing ? 'Choose a reason' : undefined}
          >
            <Stack gap="xs" mt="xs">
              {closedReasons.map((value) => (
                <Radio key={value} value={value} label={closedReasonLabels[value]} />
              ))}
            </Stack>
          </Radio.Group>
          <Textarea
            label="In your words (optional)"
            maxLength={closedNoteMaxLength}
            rows={2}
            resize="vertical"
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" color="red" loading={busy}>
              Close lead
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}
