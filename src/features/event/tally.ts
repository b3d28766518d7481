/**
 * What an event collected on this device: delivered and waiting, by kind and by course.
 * Derived, never kept twice: a counted submission still in the outbox waits; gone from it, the
 * server confirmed it (from a page or the service worker's Background Sync).
 */
import type { LeadKind } from '../outbox/outbox-record.ts';
import type { CollectedEntry } from './event-state.ts';

export interface TallyCounts {
  collected: number;
  delivered: number;
  waiting: number;
}

export interface Tally {
  total: TallyCounts;
  byKind: Record<LeadKind, TallyCounts>;
  /** Courses by name; '' for none chosen. */
  byCourse: [course: string, counts: TallyCounts][];
}

function none(): TallyCounts {
  return { collected: 0, delivered: 0, waiting: 0 };
}

function add(counts: TallyCounts, waiting: boolean): void {
  counts.collected += 1;
  if (waiting) counts.waiting += 1;
  else counts.delivered += 1;
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
    const waiting = inOutbox.has(entry.id);
    add(tally.total, waiting);
    add(tally.byKind[entry.kind], waiting);
    const course = courses.get(entry.course) ?? none();
    add(course, waiting);
    courses.set(entry.course, course);
  }
  // Named courses in order, then those with none chosen.
  tally.byCourse = [...courses].sort(([a], [b]) =>
    a === '' ? 1 : b === '' ? -1 : a.localeCompare(b),
  );
  return tally;
}
