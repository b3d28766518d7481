/**
 * What an event collected on this device: delivered, waiting and discarded, by kind and by
 * course. Derived, never kept twice: a counted submission still in the outbox waits; one a
 * person discarded is marked so when it was (event-store.ts); gone from the outbox otherwise,
 * the server confirmed it (from a page or the service worker's Background Sync): nothing else
 * removes a record (the delete rule, outbox-store.ts).
 */
import type { LeadKind } from '../outbox/index.ts';
import type { CollectedEntry } from './event-state.ts';

export interface TallyCounts {
  collected: number;
  delivered: number;
  waiting: number;
  discarded: number;
}

export interface Tally {
  total: TallyCounts;
  byKind: Record<LeadKind, TallyCounts>;
  /** Courses by name; '' for none chosen. */
  byCourse: [course: string, counts: TallyCounts][];
}

function none(): TallyCounts {
  return { collected: 0, delivered: 0, waiting: 0, discarded: 0 };
}

type Outcome = 'delivered' | 'waiting' | 'discarded';

function add(counts: TallyCounts, outcome: Outcome): void {
  counts.collected += 1;
  counts[outcome] += 1;
}

export function tallyOf(
  collected: readonly CollectedEntry[],
  inOutbox: ReadonlySet<string>,
): Tally {
  const tally: Tally = {
    total: none(),
    byKind: { inquiries: none(), applications: none() },
    byCourse: [],
  };
  const courses = new Map<string, TallyCounts>();
  for (const entry of collected) {
    const outcome: Outcome =
      entry.discardedAt !== undefined
        ? 'discarded'
        : inOutbox.has(entry.id)
          ? 'waiting'
          : 'delivered';
    add(tally.total, outcome);
    add(tally.byKind[entry.kind], outcome);
    const course = courses.get(entry.course) ?? none();
    add(course, outcome);
    courses.set(entry.course, course);
  }
  // Named courses in order, then those with none chosen.
  tally.byCourse = [...courses].sort(([a], [b]) =>
    a === '' ? 1 : b === '' ? -1 : a.localeCompare(b),
  );
  return tally;
}
