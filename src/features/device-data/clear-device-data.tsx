import { useEffect, useRef, useState } from 'react';
import { paths } from '../../domain/paths.ts';
import { loadUntilLoaded } from '../../lib/load-until-loaded.ts';
import { Button } from '../../ui/button.tsx';
import { Link } from '../../ui/link.tsx';
import { NeedsConnection } from '../../ui/needs-connection.tsx';
import { useHydrated } from '../../ui/use-hydrated.ts';
import { useDevicePolicy } from '../event/index.ts';
import { kindLabel, recordName, recordTopic, savedAtText } from '../outbox/index.ts';
import classes from './clear-device-data.module.css';
import type { Waiting } from './device-data.ts';

type Step =
  | { name: 'ready' }
  | { name: 'working' }
  | { name: 'confirm'; waiting: Waiting }
  | { name: 'done'; text: string };

/** Its code loads on the click: a visitor who only reads the page never downloads it. */
const loadClearing = () =>
  Promise.all([import('./device-data.ts'), import('./cleared-text.ts')]).then(([data, text]) => ({
    ...data,
    ...text,
  }));

function WaitingList({ waiting }: { waiting: Waiting }) {
  return (
    <ul>
      {waiting.records.map((record) => {
        const topic = recordTopic(record);
        return (
          <li key={record.id}>
            {kindLabel(record.kind)} from {recordName(record) || 'no name'}
            {topic && `, ${topic}`}, saved {savedAtText(record)}
          </li>
        );
      })}
      {waiting.unreadable > 0 && (
        <li>
          {waiting.unreadable === 1
            ? 'A saved submission that can no longer be read'
            : `${waiting.unreadable} saved submissions that can no longer be read`}
        </li>
      )}
    </ul>
  );
}

interface ConfirmProps {
  waiting: Waiting;
  onChoose: (deleteWaiting: boolean) => void;
  onCancel: () => void;
}

/**
 * Waiting submissions go only when the visitor, having seen each named, chooses it. Each button
 * says what it clears; Cancel, which clears nothing, takes the focus: Enter pressed twice clears
 * nothing.
 */
function ConfirmWaiting({ waiting, onChoose, onCancel }: ConfirmProps) {
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => cancel.current?.focus(), []);
  const n = waiting.ids.length;
  return (
    <section className={classes.confirm} aria-labelledby="clear-confirm-title">
      <p id="clear-confirm-title">
        <strong>
          {n === 1
            ? '1 submission is still waiting to be sent from this device:'
            : `${n} submissions are still waiting to be sent from this device:`}
        </strong>
      </p>
      <WaitingList waiting={waiting} />
      <p>
        Drafts and saved content are cleared either way. A waiting submission you delete never
        reaches the academy and cannot be recovered.
      </p>
      <div className={classes.buttons}>
        <Button ref={cancel} look="brand" onClick={onCancel}>
          Cancel
        </Button>
        <Button look="default" onClick={() => onChoose(false)}>
          Clear the rest, keep waiting submissions
        </Button>
        <button type="button" className={classes.danger} onClick={() => onChoose(true)}>
          Clear everything, including {n} waiting {n === 1 ? 'submission' : 'submissions'}
        </button>
      </div>
    </section>
  );
}

/**
 * "Clear my data on this device": drafts and saved content, and waiting submissions only when
 * chosen. Not offered in event mode: a counsellor's device is cleared by ending the event.
 */
export function ClearDeviceData() {
  const hydrated = useHydrated();
  const { offersClearing } = useDevicePolicy();
  const [step, setStep] = useState<Step>({ name: 'ready' });
  const result = useRef<HTMLParagraphElement>(null);
  // Asked for while its code cannot load: it says so, and goes on once the code has loaded.
  const [tryNow, setTryNow] = useState<() => void>();
  const loadCode = () =>
    loadUntilLoaded(loadClearing, (failed, retry) => setTryNow(failed ? () => retry : undefined));

  useEffect(() => {
    if (step.name === 'done') result.current?.focus();
  }, [step]);

  if (!offersClearing) {
    return (
      <p>
        This device is in event mode, so clearing is not offered here: a counsellor's device is
        cleared by ending the event in <Link to={paths.event}>Counsellor tools</Link>.
      </p>
    );
  }

  async function clear(deleteWaiting: readonly string[], kept: number) {
    setStep({ name: 'working' });
    const { clearDeviceData, clearedText } = await loadCode();
    const cleared = await clearDeviceData(deleteWaiting);
    setStep({ name: 'done', text: clearedText(cleared, kept) });
  }

  async function start() {
    setStep({ name: 'working' });
    const { waitingSubmissions } = await loadCode();
    const waiting = await waitingSubmissions();
    if (waiting.ids.length > 0) setStep({ name: 'confirm', waiting });
    else await clear([], 0);
  }

  return (
    <div className={classes.clear}>
      {step.name === 'confirm' ? (
        <ConfirmWaiting
          waiting={step.waiting}
          onChoose={(deleteWaiting) =>
            void clear(
              deleteWaiting ? step.waiting.ids : [],
              deleteWaiting ? 0 : step.waiting.ids.length,
            )
          }
          onCancel={() => setStep({ name: 'ready' })}
        />
      ) : (
        <Button
          look="outline"
          disabled={!hydrated || step.name === 'working'}
          onClick={() => void start()}
        >
          {step.name === 'working' ? 'Clearing…' : 'Clear my data on this device'}
        </Button>
      )}
      {tryNow && <NeedsConnection tryNow={tryNow} />}
      <p role="status" ref={result} tabIndex={-1} className={classes.result}>
        {step.name === 'done' ? step.text : ''}
      </p>
    </div>
  );
}
