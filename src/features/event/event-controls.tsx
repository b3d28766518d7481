import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../ui/button.tsx';
import { downloadUnsent, keptIds, type OutboxContents, useOutbox } from '../outbox/index.ts';
import { endEvent } from './end-event.ts';
import classes from './event-mode.module.css';
import type { EventState } from './event-state.ts';
import { PinPrompt } from './pin-prompt.tsx';
import { tallyOf } from './tally.ts';
import { TallyTables } from './tally-table.tsx';

type Step = 'none' | 'tally-pin' | 'tally' | 'end-pin' | 'end' | 'forgot';

interface EventControlsProps {
  event: EventState;
  /** Event mode has ended; `waiting` submissions stay in the outbox. */
  onEnded: (waiting: number) => void;
}

function waitingCount(outbox: OutboxContents | undefined): number {
  return outbox ? outbox.records.length + outbox.unreadable.length : 0;
}

function submissionsText(count: number): string {
  return `${count} ${count === 1 ? 'submission' : 'submissions'}`;
}

function ForgotPin({ event, onEnd }: { event: EventState; onEnd: () => Promise<void> }) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  async function onSubmit(submitted: FormEvent<HTMLFormElement>) {
    submitted.preventDefault();
    if (typed.trim() !== event.name) {
      setProblem("Type the event's name exactly as it is shown above.");
      return;
    }
    await onEnd();
  }
  return (
    <form noValidate onSubmit={onSubmit} className={classes.step}>
      <p>
        Without the PIN, event mode can still end. Every submission still waiting stays on this
        device and is sent when the connection returns; the tally is not shown and nothing can be
        exported. To confirm, type the event's name: <strong>{event.name}</strong>
      </p>
      <label htmlFor={`${id}-name`} className={classes.confirmField}>
        Event name
        <input
          id={`${id}-name`}
          value={typed}
          autoComplete="off"
          onChange={(change) => setTyped(change.currentTarget.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${id}-problem`}
        />
      </label>
      <p id={`${id}-problem`} role="alert" className={classes.problem}>
        {problem}
      </p>
      <div className={classes.actions}>
        <Button type="submit">End event mode without the PIN</Button>
      </div>
    </form>
  );
}

/**
 * /event while event mode is on: the tally, and ending the event, both behind the PIN; and a
 * way out for a forgotten PIN that shows nothing a student entered.
 */
export function EventControls({ event, onEnded }: EventControlsProps) {
  const [step, setStep] = useState<Step>('none');
  const heading = useRef<HTMLHeadingElement>(null);
  const outbox = useOutbox();
  const tally = outbox ? tallyOf(event.collected, keptIds(outbox)) : undefined;
  const waiting = waitingCount(outbox);

  // A new step replaces the buttons that had the focus.
  useEffect(() => {
    if (step !== 'none') heading.current?.focus();
  }, [step]);

  async function end() {
    await endEvent();
    onEnded(waiting);
  }

  const cancel = (
    <Button look="default" onClick={() => setStep('none')}>
      {step === 'end' ? 'Keep event mode on' : 'Back'}
    </Button>
  );
  const title = {
    none: '',
    'tally-pin': 'Tally',
    tally: 'Tally',
    'end-pin': 'End event mode',
    end: 'End event mode',
    forgot: 'Forgot the PIN?',
  }[step];

  return (
    <section className={classes.controls} aria-label="Tally and ending">
      {step === 'none' ? (
        <div className={classes.actions}>
          <Button onClick={() => setStep('tally-pin')}>Show the tally</Button>
          <Button look="outline" onClick={() => setStep('end-pin')}>
            End event mode
          </Button>
          <Button look="subtle" onClick={() => setStep('forgot')}>
            Forgot the PIN?
          </Button>
        </div>
      ) : (
        <div className={classes.step}>
          <h3 ref={heading} tabIndex={-1}>
            {title}
          </h3>
          {step === 'tally-pin' && (
            <PinPrompt
              purpose="to see the tally"
              submitLabel="Show the tally"
              onUnlock={() => setStep('tally')}
            />
          )}
          {step === 'end-pin' && (
            <PinPrompt
              purpose="to end event mode"
              submitLabel="Continue"
              onUnlock={() => setStep('end')}
            />
          )}
          {(step === 'tally' || step === 'end') && tally && <TallyTables tally={tally} />}
          {step === 'end' && (
            <>
              {waiting > 0 && (
                <>
                  <p>
                    {submissionsText(waiting)} still {waiting === 1 ? 'waits' : 'wait'} on this
                    device. Ending event mode keeps {waiting === 1 ? 'it' : 'them'}: they are sent
                    when the connection returns. For a copy to hand over, export them first.
                  </p>
                  <div className={classes.actions}>
                    {(['csv', 'json'] as const).map((format) => (
                      <Button
                        key={format}
                        look="default"
                        onClick={() =>
                          outbox && downloadUnsent(outbox.records, outbox.unreadable, format)
                        }
                      >
                        Export unsent ({format.toUpperCase()})
                      </Button>
                    ))}
                  </div>
                </>
              )}
              <p>
                Ending removes this event, its tally and its PIN from this device. New inquiries and
                applications are then no longer marked as collected at {event.name}.
              </p>
            </>
          )}
          {step === 'forgot' && <ForgotPin event={event} onEnd={end} />}
          <div className={classes.actions}>
            {step === 'end' && <Button onClick={() => void end()}>End event mode now</Button>}
            {cancel}
          </div>
        </div>
      )}
    </section>
  );
}
