import { expect, test } from 'vitest';
import type { CollectedEntry } from './event-state.ts';
import { tallyOf } from './tally.ts';

const at = Date.parse('2026-11-26T10:00:00Z');

function entry(id: string, kind: CollectedEntry['kind'], course: string): CollectedEntry {
  return { id, kind, course, collectedAt: at };
}

test('what the outbox still keeps waits; the rest was delivered, by kind and by course', () => {
  const collected = [
    entry('a', 'applications', 'Robotics'),
    entry('b', 'inquiries', 'Data Science'),
    entry('c', 'applications', 'Data Science'),
    entry('d', 'inquiries', ''),
  ];
  const tally = tallyOf(collected, new Set(['b', 'c', 'not-in-this-event']));
  expect(tally.total).toEqual({ collected: 4, delivered: 2, waiting: 2 });
  expect(tally.byKind).toEqual({
    inquiries: { collected: 2, delivered: 1, waiting: 1 },
    applications: { collected: 2, delivered: 1, waiting: 1 },
  });
  expect(tally.byCourse).toEqual([
    ['Data Science', { collected: 2, delivered: 0, waiting: 2 }],
    ['Robotics', { collected: 1, delivered: 1, waiting: 0 }],
    ['', { collected: 1, delivered: 1, waiting: 0 }],
  ]);
});

test('nothing collected yet: every count is zero', () => {
  const tally = tallyOf([], new Set(['x']));
  expect(tally.total).toEqual({ collected: 0, delivered: 0, waiting: 0 });
  expect(tally.byCourse).toEqual([]);
});
