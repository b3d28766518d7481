import { useEffect, useState } from 'react';
import { reportAndUse } from '../../lib/report.ts';
import type { EventState } from './event-state.ts';
import { onEventChange, readEvent } from './event-store.ts';

/** The running event: 'loading' until IndexedDB answers, undefined when none runs. */
export type EventReading = EventState | undefined | 'loading';

export function useEvent(): EventReading {
  const [event, setEvent] = useState<EventReading>('loading');
  useEffect(() => {
    let live = true;
    const read = () =>
      void readEvent()
        .catch(reportAndUse('The event could not be read', undefined))
        .then((current) => {
          if (live) setEvent(current);
        });
    read();
    const stop = onEventChange(read);
    return () => {
      live = false;
      stop();
    };
  }, []);
  return event;
}
