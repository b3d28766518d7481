import { Alert, Button, Card, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import {
  type Erased,
  type ErasureCandidate,
  eraseRecords,
  fetchAccessSummary,
  type PersonalRecordKind,
  type PersonQuery,
  previewErasure,
} from '../api/personal-data.ts';
import { Dialog } from '../layout/dialog.tsx';
import { ProblemAlert } from '../layout/problem-alert.tsx';
import { Screen } from '../layout/screen.tsx';
import { formatDateTime } from '../leads/lead-format.ts';
import { errorMessage } from '../lib/error-message.ts';
import { GuardiansSection } from './guardians-section.tsx';
import { WithdrawalsSection } from './withdrawals-section.tsx';

const kindNames: Readonly<Record<PersonalRecordKind, string>> = {
  inquiries: 'Inquiry',
  applications: 'Application',
  dataRequests: 'Data request',
};

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** "1 application, 1 inquiry and 1 data request erased; 1 record kept." */
export function erasedSummary(erased: Erased): string {
  const parts = [
    erased.applications > 0 && plural(erased.applications, 'application', 'applications'),
    erased.inquiries > 0 && plural(erased.inquiries, 'inquiry', 'inquiries'),
    erased.dataRequests > 0 &&
      plural(
        erased.dataRequests,
        'data request (kept without who made it)',
        'data requests (kept without who made them)',
      ),
  ].filter((part): part is string => Boolean(part));
  const what =
    parts.length === 0
      ? 'Nothing was erased'
      : `Erased ${parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`}`;
  const kept =
    erased.kept > 0 ? `; ${plural(erased.kept, 'record', 'records')} not chosen stayed` : '';
  return `${what}${kept}.`;
}

function matchedText(record: ErasureCandidate): string {
  return `Matched by ${record.matchedBy.join(' and ')}`;
}

/** The email and phone another screen sent along, when they are two strings. */
function personQueryOf(value: unknown): PersonQuery | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { email, phone } = value as Record<string, unknown>;
  return typeof email === 'string' && typeof phone === 'string' ? { email, phone } : undefined;
}

/** Found only by a phone, under another name and email: a family may share the phone. */
function onlyByPhone(record: ErasureCandidate): boolean {
  return record.matchedBy.every((reason) => reason === 'phone' || reason === 'guardian phone');
}

/**
 * An admin finds everything the academy holds for a person (by email, phone or both) and erases
 * the records the person asked about, choosing each one. Same rules as the CLI's `erase`.
 */
export function ErasureScreen() {
  const arrival = useLocation().state as { done?: unknown; find?: unknown } | null;
  // A person the Requests screen sent the admin to find: their records are looked up at once.
  const [arrivedToFind] = useState(() => personQueryOf(arrival?.find));
  const [query, setQuery] = useState<PersonQuery>(arrivedToFind ?? { email: '', phone: '' });
  /** The person the listed records were found for: what an erasure names. */
  const [asked, setAsked] = useState<PersonQuery>();
  const [records, setRecords] = useState<ErasureCandidate[]>();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  // What the screen that sent the admin here did (an application erased on a person's screen).
  const [done, setDone] = useState<string | undefined>(
    typeof arrival?.done === 'string' ? arrival.done : undefined,
  );
  const [confirming, setConfirming] = useState(false);
  /** Erasures made here: the lists below may have held what went. */
  const [erasures, setErasures] = useState(0);

  const find = async (person: PersonQuery) => {
    setBusy(true);
    setProblem(undefined);
    try {
      const found = await previewErasure(person);
      setAsked(person);
      setRecords(found);
      setChosen(new Set(found.filter((record) => record.selected).map((record) => record.id)));
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const findOnArrival = useRef(arrivedToFind);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the person arrived with.
  useEffect(() => {
    const person = findOnArrival.current;
    findOnArrival.current = undefined;
    if (person) void find(person);
  }, []);

  const onFind = (event: FormEvent) => {
    event.preventDefault();
    setDone(undefined);
    void find(query);
  };

  const erase = async () => {
    if (!asked) return;
    setConfirming(false);
    setBusy(true);
    setProblem(undefined);
    try {
      const erased = await eraseRecords(asked, [...chosen]);
      setDone(erasedSummary(erased));
      setErasures((count) => count + 1);
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setBusy(false);
    }
    // What is left for the person, as the server has it now.
    await find(asked);
  };

  /** Saves the document of what is held about them, to send them (their right of access). */
  const downloadSummary = async () => {
    if (!asked) return;
    setProblem(undefined);
    try {
      const text = await fetchAccessSummary(asked);
      const link = document.createElement('a');
      link.href = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
      link.download = `data-summary-${new Date().toISOString().slice(0, 10)}.txt`;
      link.click();
      URL.revokeObjectURL(link.href);
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };

  const toggle = (id: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(id);
    else next.delete(id);
    setChosen(next);
  };

  return (
    <Screen title="Personal data">
      <Text maw={640}>
        Find everything the academy holds about a person by their email, phone or both: download it
        as a document to send them, or erase what they asked to have erased. A record found only by
        the phone under another name is not chosen: a family may share one phone.
      </Text>
      <form onSubmit={onFind} aria-label="Find a person's records">
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            label="Email"
            type="email"
            autoComplete="off"
            value={query.email}
            onChange={(event) => setQuery({ ...query, email: event.currentTarget.value })}
            w={{ base: '100%', sm: 280 }}
          />
          <TextInput
            label="Phone"
            type="tel"
            autoComplete="off"
            value={query.phone}
            onChange={(event) => setQuery({ ...query, phone: event.currentTarget.value })}
            w={{ base: '100%', sm: 200 }}
          />
          <Button type="submit" loading={busy && !confirming} disabled={busy}>
            Find records
          </Button>
        </Group>
      </form>
      {problem && <ProblemAlert onClose={() => setProblem(undefined)}>{problem}</ProblemAlert>}
      {done && (
        <Alert color="green" variant="light" role="status" title="Done">
          {done}
        </Alert>
      )}
      {records && records.length === 0 && (
        <Text role="status">Nothing is held for this person.</Text>
      )}
      {records && records.length > 0 && (
        <Stack gap="sm" aria-busy={busy}>
          <Text role="status" fw={600}>
            {plural(records.length, 'record', 'records')} found, {chosen.size} chosen
          </Text>
          <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {records.map((record) => (
              <Card key={record.id} component="li" withBorder padding="sm" radius="md">
                <Checkbox
                  checked={chosen.has(record.id)}
                  onChange={(event) => toggle(record.id, event.currentTarget.checked)}
                  disabled={busy}
                  label={
                    <Text component="span" fw={600}>
                      {kindNames[record.kind]}
                      {record.name ? ` · ${record.name}` : ''}
                    </Text>
                  }
                  description={
                    <>
                      Received {formatDateTime(record.receivedAt)} · {record.event ?? 'Website'} ·{' '}
                      {matchedText(record)}
                      {onlyByPhone(record) && !record.selected && (
                        <Text component="span" display="block" size="sm" c="red.9">
                          Found only by the phone, under another name: choose it only if it is this
                          person’s.
                        </Text>
                      )}
                    </>
                  }
                />
              </Card>
            ))}
          </Stack>
          <Group>
            <Button variant="default" disabled={busy} onClick={() => void downloadSummary()}>
              Download what we hold, to send them
            </Button>
            <Button
              color="red"
              disabled={busy || chosen.size === 0}
              onClick={() => setConfirming(true)}
            >
              Erase {plural(chosen.size, 'chosen record', 'chosen records')}
            </Button>
          </Group>
        </Stack>
      )}
      <Dialog
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={`Erase ${plural(chosen.size, 'record', 'records')}?`}
      >
        <Stack>
          <Text size="sm">
            This cannot be undone. Applications and inquiries go with their stages, follow-ups and
            notes; a data request stays only as the record that it was made, without who made it. A
            phone still sending one of them is told it arrived, and nothing is stored again.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button color="red" onClick={() => void erase()} data-autofocus>
              Erase
            </Button>
          </Group>
        </Stack>
      </Dialog>
      <GuardiansSection erasures={erasures} />
      <WithdrawalsSection erasures={erasures} />
    </Screen>
  );
}
