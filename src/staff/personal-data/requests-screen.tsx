import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  type DataRequestClock,
  type DataRequestType,
  dataRequestClock,
  dataRequestLabel,
} from '../../domain/data-requests.ts';
import { dataRequestReplyDays } from '../../domain/retention.ts';
import { fetchDataRequests, markRequestDone, type StaffDataRequest } from '../api/personal-data.ts';
import { Dialog } from '../layout/dialog.tsx';
import { ActionOutcome, LoadProgress } from '../layout/problem-alert.tsx';
import { Screen } from '../layout/screen.tsx';
import { formatDate, formatDateTime } from '../leads/lead-format.ts';
import { errorMessage } from '../lib/error-message.ts';
import { useLoad } from '../lib/use-load.ts';
import { staffPaths } from '../paths.ts';

/** What answering each kind of request takes, in the workspace's words. */
const nextStep: Readonly<Record<DataRequestType, string>> = {
  access: 'Find their records and download what we hold, to send them from the academy’s email.',
  correction: 'Find their records and correct what they asked on each person’s screen.',
  erasure: 'Find their records and erase the ones they asked about.',
  'withdraw-consent':
    'Their records left every list when it arrived; they are erased on the date under Consent withdrawn.',
  nominate: 'Write to confirm the person they nominate; this request stays as the record of it.',
  grievance: 'Answer the complaint by email; the Grievance Officer signs the reply.',
};

const days = (count: number) => `${count} ${count === 1 ? 'day' : 'days'}`;

/** "Overdue by 3 days", "Due in 12 days"; "Due now" at the very moment. */
export function clockText(clock: Exclude<DataRequestClock, { kind: 'done' }>): string {
  if (clock.kind === 'overdue') return `Overdue by ${days(clock.days)}`;
  return clock.days === 0 ? 'Due now' : `Due in ${days(clock.days)}`;
}

/** The last days before the promise runs out: the badge turns yellow. */
const soonDays = 5;

function ClockBadge({ clock }: { clock: Exclude<DataRequestClock, { kind: 'done' }> }) {
  const color = clock.kind === 'overdue' ? 'red' : clock.days <= soonDays ? 'yellow' : 'gray';
  return (
    <Badge color={color} variant={clock.kind === 'overdue' ? 'filled' : 'light'} size="lg">
      {clockText(clock)}
    </Badge>
  );
}

/** Who asked: '' once their data was erased, when only the request's dates stay. */
function whoAsked(request: StaffDataRequest): string {
  if (request.email === '') return 'Erased: kept without who asked';
  return request.phone === '' ? request.email : `${request.email} · ${request.phone}`;
}

function WaitingRequest({
  request,
  clock,
  busy,
  onDone,
}: {
  request: StaffDataRequest;
  clock: Exclude<DataRequestClock, { kind: 'done' }>;
  busy: boolean;
  onDone: () => void;
}) {
  const label = dataRequestLabel(request.request);
  const step = (nextStep as Record<string, string | undefined>)[request.request];
  return (
    <Card
      component="li"
      withBorder
      padding="sm"
      radius="md"
      aria-label={`${label}, ${whoAsked(request)}`}
    >
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text fw={600}>{label}</Text>
          <ClockBadge clock={clock} />
        </Group>
        <Text size="sm" c="gray.7">
          {whoAsked(request)} · received {formatDateTime(request.receivedAt)} · answer by{' '}
          {formatDate(clock.dueAt)}
        </Text>
        {request.message !== '' && (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {request.message}
          </Text>
        )}
        {step && (
          <Text size="sm" c="gray.7">
            {step}
          </Text>
        )}
        <Group gap="sm">
          {request.email !== '' && (
            <Button
              size="sm"
              variant="default"
              component={Link}
              to={staffPaths.personalData}
              state={{ find: { email: request.email, phone: request.phone } }}
            >
              Find their records
            </Button>
          )}
          <Button size="sm" disabled={busy} onClick={onDone}>
            Mark done
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/**
 * People's requests about their data (DPDP Act ss11-14) against the days the academy promised
 * to answer them in: the overdue ones flagged, each with what answering it takes, a way to
 * their records, and "Mark done" once the person has their answer.
 */
export function RequestsScreen() {
  const [loaded, reload] = useLoad(fetchDataRequests);
  const [confirming, setConfirming] = useState<StaffDataRequest>();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  const [done, setDone] = useState<string>();
  const now = new Date();

  const markDone = async () => {
    if (!confirming) return;
    const request = confirming;
    setConfirming(undefined);
    setBusy(true);
    setProblem(undefined);
    try {
      await markRequestDone(request.id);
      setDone(`${dataRequestLabel(request.request)} from ${whoAsked(request)}: marked done.`);
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setBusy(false);
      reload();
    }
  };

  const requests = loaded.status === 'ready' ? loaded.data : [];
  const waiting = requests.flatMap((request) => {
    const clock = dataRequestClock(request, now);
    return clock.kind === 'done' ? [] : [{ request, clock }];
  });
  const answered = requests.filter((request) => request.doneAt !== null).reverse();
  const overdue = waiting.filter(({ clock }) => clock.kind === 'overdue').length;

  return (
    <Screen title="Requests">
      <Text maw={640}>
        What people asked about their data on the website. Each is answered by email within{' '}
        {dataRequestReplyDays} days of arriving; mark it done once they have their answer.
      </Text>
      <ActionOutcome problem={problem} done={done} onDismiss={() => setProblem(undefined)} />
      <LoadProgress loaded={loaded} label="Loading requests" onRetry={reload} />
      {loaded.status === 'ready' && (
        <Stack gap="sm" component="section" aria-labelledby="waiting-requests-title">
          <Title order={2} size="h3" id="waiting-requests-title">
            Waiting
          </Title>
          <Text c={overdue > 0 ? 'red.8' : 'gray.7'} fw={overdue > 0 ? 600 : undefined}>
            {waiting.length === 0
              ? 'No request is waiting.'
              : `${waiting.length} waiting, ${overdue} overdue.`}
          </Text>
          {waiting.length > 0 && (
            <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {waiting.map(({ request, clock }) => (
                <WaitingRequest
                  key={request.id}
                  request={request}
                  clock={clock}
                  busy={busy}
                  onDone={() => setConfirming(request)}
                />
              ))}
            </Stack>
          )}
        </Stack>
      )}
      {answered.length > 0 && (
        <Stack gap="xs" component="section" aria-labelledby="done-requests-title">
          <Title order={2} size="h3" id="done-requests-title">
            Done
          </Title>
          <Stack gap={4} component="ul" style={{ paddingLeft: '1.25rem', margin: 0 }}>
            {answered.map((request) => (
              <Text component="li" size="sm" key={request.id}>
                {dataRequestLabel(request.request)} · {whoAsked(request)} · received{' '}
                {formatDate(request.receivedAt)} · done {formatDate(request.doneAt ?? '')}
              </Text>
            ))}
          </Stack>
        </Stack>
      )}
      <Dialog
        opened={confirming !== undefined}
        onClose={() => setConfirming(undefined)}
        title="Mark this request done?"
      >
        <Stack>
          <Text size="sm">
            Only once the person has their answer. The request stays as the record of how it was
            handled.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(undefined)}>
              Cancel
            </Button>
            <Button onClick={() => void markDone()} data-autofocus>
              Mark done
            </Button>
          </Group>
        </Stack>
      </Dialog>
    </Screen>
  );
}
