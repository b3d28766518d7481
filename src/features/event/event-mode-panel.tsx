import { useLayoutEffect, useRef, useState } from 'react';
import { MantineScope } from '../../ui/mantine-scope.tsx';
import { PageLoader } from '../../ui/page-loader.tsx';
import { collectedText } from './collected-count.ts';
import { EventControls } from './event-controls.tsx';
import classes from './event-mode.module.css';
import type { EventState } from './event-state.ts';
import { StartEventForm } from './start-event-form.tsx';
import { useEvent } from './use-event.ts';

const startedFormat = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
});

interface EventOnProps {
  event: EventState;
  justStarted: boolean;
  onEnded: (waiting: number) => void;
}

function EventOn({ event, justStarted, onEnded }: EventOnProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form that had the focus is gone: a screen reader hears that event mode is on.
  useLayoutEffect(() => {
    if (justStarted) headingRef.current?.focus();
  }, [justStarted]);
  return (
    <section aria-labelledby="event-on-heading" className={classes.on}>
      <h2 id="event-on-heading" ref={headingRef} tabIndex={-1} className={classes.onHeading}>
        Event mode is on
      </h2>
      <p className={classes.onText}>
        Every inquiry and application made on this device is marked as collected at{' '}
        <strong>{event.name}</strong>.
      </p>
      <dl className={classes.facts}>
        <dt>Event</dt>
        <dd>{event.name}</dd>
        <dt>Counsellor</dt>
        <dd>{event.counsellor}</dd>
        {event.deviceLabel && (
          <>
            <dt>Device</dt>
            <dd>{event.deviceLabel}</dd>
          </>
        )}
        <dt>Started</dt>
        <dd>{startedFormat.format(event.startedAt)}</dd>
        <dt>Collected here</dt>
        <dd>{collectedText(event.collected.length)}</dd>
        <dt>Return to start after</dt>
        <dd>{event.inactivitySeconds} seconds without input</dd>
      </dl>
      <EventControls event={event} onEnded={onEnded} />
    </section>
  );
}

function EndedNotice({ waiting }: { waiting: number }) {
  const notice = useRef<HTMLParagraphElement>(null);
  // The button that ended it is gone: the focus goes to what happened.
  useLayoutEffect(() => notice.current?.focus(), []);
  return (
    <p ref={notice} tabIndex={-1} role="status" className={classes.ended}>
      Event mode has ended on this device.
      {waiting > 0 &&
        ` ${collectedText(waiting)} still waiting will be sent when the connection returns.`}
    </p>
  );
}

/** /event's body: the form that starts event mode, or the event that runs. */
export function EventModePanel() {
  const stored = useEvent();
  // The event this form has just started, until the store's own reading arrives.
  const [started, setStarted] = useState<EventState | undefined>();
  // Said once event mode has ended here: how many submissions the outbox still sends.
  const [ended, setEnded] = useState<number | undefined>();
  const event = stored === 'loading' ? started : (stored ?? started);
  return (
    <div className={classes.panel}>
      {stored === 'loading' && !event ? (
        <PageLoader label="Checking this device…" />
      ) : (
        <MantineScope>
          {event ? (
            <EventOn
              event={event}
              justStarted={started !== undefined}
              onEnded={(waiting) => {
                setStarted(undefined);
                setEnded(waiting);
              }}
            />
          ) : (
            <>
              {ended !== undefined && <EndedNotice waiting={ended} />}
              <StartEventForm
                onStarted={(next) => {
                  setEnded(undefined);
                  setStarted(next);
                }}
              />
            </>
          )}
        </MantineScope>
      )}
    </div>
  );
}
