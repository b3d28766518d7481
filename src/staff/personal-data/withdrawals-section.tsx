import { Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { withdrawalEraseDays } from '../../domain/data-requests.ts';
import { fetchWithdrawals, settleWithdrawal, type Withdrawal } from '../api/personal-data.ts';
import { Dialog } from '../layout/dialog.tsx';
import { ActionOutcome, LoadProgress } from '../layout/problem-alert.tsx';
import { formatDate, formatDateTime, kindNames } from '../leads/lead-format.ts';
import { errorMessage } from '../lib/error-message.ts';
import { useLoad } from '../lib/use-load.ts';

type Action = 'undo' | 'erase';

const records = (count: number) => `${count} ${count === 1 ? 'record' : 'records'}`;

/**
 * The withdrawals of consent waiting to be erased: each one's records are already out of every
 * list, export and count. Staff erase them now when the person asks, or undo a withdrawal the
 * person says they did not make (anyone can type an email); otherwise they go on the date shown.
 * `erasures`: how many erasures the screen around it has made, each asking the list again.
 */
export function WithdrawalsSection({ erasures = 0 }: { erasures?: number }) {
  const [loaded, reload] = useLoad(fetchWithdrawals, erasures);
  const [asking, setAsking] = useState<{ withdrawal: Withdrawal; action: Action }>();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  const [done, setDone] = useState<string>();

  const settle = async () => {
    if (!asking) return;
    const { withdrawal, action } = asking;
    setAsking(undefined);
    setBusy(true);
    setProblem(undefined);
    try {
      const count = await settleWithdrawal(withdrawal.requestId, action);
      setDone(
        action === 'undo'
          ? `Withdrawal undone: ${records(count)} back in the inbox.`
          : `${records(count)} erased.`,
      );
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setBusy(false);
      reload();
    }
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="withdrawals-title">
      <Title order={2} size="h3" id="withdrawals-title">
        Consent withdrawn
      </Title>
      <Text maw={640}>
        A person who withdraws their consent leaves the inbox, its counts and exports at once. Their
        records are erased {withdrawalEraseDays} days later, or now if they ask. If they tell you
        they did not make the withdrawal, undo it.
      </Text>
      <ActionOutcome problem={problem} done={done} onDismiss={() => setProblem(undefined)} />
      <LoadProgress loaded={loaded} label="Loading withdrawals" onRetry={reload} />
      {loaded.status === 'ready' && loaded.data.length === 0 && (
        <Text c="gray.7">No withdrawal is waiting.</Text>
      )}
      {loaded.status === 'ready' && loaded.data.length > 0 && (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {loaded.data.map((withdrawal) => (
            <Card
              key={withdrawal.requestId}
              component="li"
              withBorder
              padding="sm"
              radius="md"
              aria-label={`Withdrawal by ${withdrawal.email}`}
            >
              <Stack gap="xs">
                <Text fw={600}>Consent withdrawn — erase by {formatDate(withdrawal.eraseBy)}</Text>
                <Text size="sm" c="gray.7">
                  {withdrawal.email}
                  {withdrawal.phone ? ` · ${withdrawal.phone}` : ''} · withdrawn{' '}
                  {formatDateTime(withdrawal.withdrawnAt)}
                </Text>
                <List size="sm" spacing={2}>
                  {withdrawal.records.map((record) => (
                    <List.Item key={record.id}>
                      {kindNames[record.kind]} · {record.name} · received{' '}
                      {formatDateTime(record.receivedAt)}
                    </List.Item>
                  ))}
                </List>
                <Group gap="sm">
                  <Button
                    size="sm"
                    color="red"
                    disabled={busy}
                    onClick={() => setAsking({ withdrawal, action: 'erase' })}
                  >
                    Erase now
                  </Button>
                  <Button
                    size="sm"
                    variant="default"
                    disabled={busy}
                    onClick={() => setAsking({ withdrawal, action: 'undo' })}
                  >
                    Undo: they did not ask
                  </Button>
                </Group>
              </Stack>
            </Card>
          ))}
        </Stack>
      )}
      <Dialog
        opened={asking !== undefined}
        onClose={() => setAsking(undefined)}
        title={
          asking?.action === 'undo'
            ? 'Undo this withdrawal?'
            : `Erase ${records(asking?.withdrawal.records.length ?? 0)} now?`
        }
      >
        <Stack>
          <Text size="sm">
            {asking?.action === 'undo'
              ? 'Only when the person has told you they did not withdraw their consent. Their records go back to the inbox as they were.'
              : 'This cannot be undone. The records go with their stages, follow-ups and notes; the request stays only as the record that it was made.'}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setAsking(undefined)}>
              Cancel
            </Button>
            <Button
              color={asking?.action === 'undo' ? undefined : 'red'}
              onClick={() => void settle()}
              data-autofocus
            >
              {asking?.action === 'undo' ? 'Undo withdrawal' : 'Erase'}
            </Button>
          </Group>
        </Stack>
      </Dialog>
    </Stack>
  );
}
