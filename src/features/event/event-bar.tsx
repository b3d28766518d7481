import { useEffect, useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { reportAndUse } from '../../lib/report.ts';
import { onOutboxEvent } from '../outbox/index.ts';
import { CourseQr, courseAddress } from './course-qr.tsx';
import classes from './event-bar.module.css';
import { markDiscarded } from './event-store.ts';
import { useEvent } from './use-event.ts';
import { useReturnToStart } from './use-return-to-start.ts';

/**
 * The slim bar under the header on every page while event mode is on: which event, and how many
 * submissions this device has collected in it. The page makes room for it under the fixed
 * header (`data-event-bar` on the root element, global.css) rather than it covering the page.
 */
export function EventBar() {
  const event = useEvent();
  // A submission discarded in the outbox panel, in this tab or another, counts as discarded.
  useEffect(
    () =>
      onOutboxEvent((change) => {
        if (change.type !== 'discarded') return;
        markDiscarded(change.id).catch(
          reportAndUse('The event tally could not record a discarded submission', undefined),
        );
      }),
    [],
  );
  const address = courseAddress(useLocation().pathname);
  const shown = event !== 'loading' && event !== undefined;
  // The bar shows exactly while event mode runs: so does the watch for the next student.
  useReturnToStart(shown ? event.inactivitySeconds : undefined);
  // The page's start script made room for the bar already (reserve-event-bar.ts): kept while
  // the event is read, given back if there is none.
  const loading = event === 'loading';
  useLayoutEffect(() => {
    if (loading) return;
    if (!shown) {
      delete document.documentElement.dataset.eventBar;
      return;
    }
    document.documentElement.dataset.eventBar = '';
    return () => {
      delete document.documentElement.dataset.eventBar;
    };
  }, [shown, loading]);
  if (!shown) return null;
  const count = event.collected.length;
  const noun = count === 1 ? 'submission' : 'submissions';
  return (
    <section aria-label="Event mode" className={classes.bar}>
      <div className={classes.inner}>
        <span className={classes.name}>{event.name}</span>
        <span className={classes.count} role="status">
          {/* On a phone the event's name needs the room: the count shows as "2 collected". */}
          {count}
          <span className={classes.more}>{` ${noun}`}</span>
          {' collected'}
          <span className={classes.more}> on this device</span>
        </span>
        {address && <CourseQr address={address} />}
      </div>
    </section>
  );
}
