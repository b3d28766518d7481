import { useLayoutEffect, useRef, useState } from 'react';
import { MantineScope } from '../../ui/mantine-scope.tsx';
import { PageLoader } from '../../ui/page-loader.tsx';
import { collectedText } from './collected-count.ts';
import classes from './event-mode.module.css';
import type { EventState } from './event-state.ts';
import { StartEventForm } from './start-event-form.tsx';
import { useEvent } from './use-event.ts';

const startedFormat = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
});

function EventOn({ event, justStarted }: { event: EventState; justStarted: boolean }) {
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
    </section>
  );
}

/** /event's body: the form that starts event mode, or the event that runs. */
export function EventModePanel() {
  const stored = useEvent();
  // The event this form has just started, until the store's own reading arrives.
  const [started, setStarted] = useState<EventState | undefined>();
  const event = stored === 'loading' ? started : (stored ?? started);
  return (
    <div className={classes.panel}>
      {stored === 'loading' && !event ? (
        <PageLoader label="Checking this device…" />
      ) : (
        <MantineScope>
          {event ? (
            <EventOn event={event} justStarted={started !== undefined} />
          ) : (
            <StartEventForm onStarted={setStarted} />
          )}
        </MantineScope>
      )}
    </div>
  );
}
