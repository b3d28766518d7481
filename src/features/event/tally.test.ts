import { beforeEach, expect, test, vi } from 'vitest';
import { normaliseApplication } from '../../domain/submissions.ts';
import { onOutboxEvent } from '../../lib/outbox/outbox-events.ts';
import { listRecords, putRecord } from '../../lib/outbox/outbox-store.ts';
import { freshStorage } from '../../test/storage.ts';
import { discardKept } from '../outbox/index.ts';
import type { CollectedEntry } from './event-state.ts';
import { countCollected, markDiscarded, readEvent } from './event-store.ts';
import { startEvent } from './start-event.ts';
import { emptyEventStart } from './start-rules.ts';
import { tallyOf } from './tally.ts';

beforeEach(async () => {
  await freshStorage();
});

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
  expect(tally.total).toEqual({ collected: 4, delivered: 2, waiting: 2, discarded: 0 });
  expect(tally.byKind).toEqual({
    inquiries: { collected: 2, delivered: 1, waiting: 1, discarded: 0 },
    applications: { collected: 2, delivered: 1, waiting: 1, discarded: 0 },
  });
  expect(tally.byCourse).toEqual([
    ['Data Science', { collected: 2, delivered: 0, waiting: 2, discarded: 0 }],
    ['Robotics', { collected: 1, delivered: 1, waiting: 0, discarded: 0 }],
    ['', { collected: 1, delivered: 1, waiting: 0, discarded: 0 }],
  ]);
});

test('nothing collected yet: every count is zero', () => {
  const tally = tallyOf([], new Set(['x']));
  expect(tally.total).toEqual({ collected: 0, delivered: 0, waiting: 0, discarded: 0 });
  expect(tally.byCourse).toEqual([]);
});

test('a submission discarded on the device reads as discarded in the tally, never as delivered', async () => {
  await startEvent({
    ...emptyEventStart,
    eventName: 'Chennai Education Fair',
    counsellorName: 'Meena',
    pin: '4821',
    confirmPin: '4821',
  });
  const started = await readEvent();
  if (!started) throw new Error('the event did not start');
  for (const id of ['kept', 'thrown-away']) {
    await putRecord({
      id,
      kind: 'applications',
      payload: normaliseApplication({ fullName: 'Arun', courseOfInterest: 'Robotics' }),
      key: `key-${id}`,
      keyAt: Date.now(),
      savedAt: Date.now(),
      status: 'needs-attention',
      attempts: 1,
      retryAt: 0,
      serverRetryAt: 0,
    });
    await countCollected(started.id, {
      id,
      kind: 'applications',
      course: 'Robotics',
      collectedAt: at,
    });
  }
  // The event bar records what the outbox says was discarded (event-bar.tsx).
  const stop = onOutboxEvent((event) => {
    if (event.type === 'discarded') void markDiscarded(event.id);
  });
  await discardKept(['thrown-away']);
  stop();

  await vi.waitFor(async () => {
    const event = await readEvent();
    const inOutbox = new Set((await listRecords()).map((record) => record.id));
    expect(tallyOf(event?.collected ?? [], inOutbox).total).toEqual({
      collected: 2,
      delivered: 0,
      waiting: 1,
      discarded: 1,
    });
  });
});
