import { reportAndUse } from '../../lib/report.ts';
import { type CollectingEvent, recordCourse } from '../outbox/index.ts';
import { sourceAt } from './event-state.ts';
import { countCollected, readEvent } from './event-store.ts';
import { setEventModeFlag } from './set-event-flag.ts';

export async function collectingEvent(
  now: Date = new Date(),
): Promise<CollectingEvent | undefined> {
  const event = await readEvent().catch(reportAndUse('The running event could not be read', null));
  // The flag outlived the event (its database cleared): pages stop loading event mode.
  if (event === undefined) setEventModeFlag(false);
  if (!event) return undefined;
  const source = sourceAt(event, now);
  if (!source) return undefined;
  return {
    source,
    count: async (record) => {
      if (record.kind === 'data-requests') return;
      await countCollected(event.id, {
        id: record.id,
        kind: record.kind,
        course: recordCourse(record),
        collectedAt: Date.parse(source.collectedAt),
      }).catch(reportAndUse('A submission could not be counted in the event tally', undefined));
    },
  };
}
