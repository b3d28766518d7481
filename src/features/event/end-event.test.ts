import { beforeEach, expect, test } from 'vitest';
import { normaliseInquiry } from '../../domain/submissions.ts';
import { listRecords, putRecord } from '../../lib/outbox/outbox-store.ts';
import { freshStorage } from '../../test/storage.ts';
import { endEvent } from './end-event.ts';
import { readEvent } from './event-store.ts';
import { pinWaitKey, tryPin } from './pin-attempts.ts';
import { startEvent } from './start-event.ts';
import { emptyEventStart } from './start-rules.ts';

beforeEach(async () => {
  await freshStorage();
  localStorage.clear();
});

test("ending removes the event, its tally, its PIN's hash, the wait and the flag, and keeps every waiting submission", async () => {
  await startEvent({
    ...emptyEventStart,
    eventName: 'Chennai Education Fair',
    counsellorName: 'Meena',
    pin: '4821',
    confirmPin: '4821',
  });
  await putRecord({
    id: 'waiting-1',
    kind: 'inquiries',
    payload: normaliseInquiry({ fullName: 'Priya', emailAddress: 'priya@example.in' }),
    key: 'key-1',
    keyAt: Date.now(),
    savedAt: Date.now(),
    status: 'queued',
    attempts: 0,
    retryAt: 0,
    serverRetryAt: 0,
  });
  expect((await tryPin('0000')).kind).toBe('wrong');
  expect(localStorage.getItem(pinWaitKey)).not.toBeNull();

  await endEvent();

  expect(await readEvent()).toBeUndefined();
  expect(localStorage.getItem(pinWaitKey)).toBeNull();
  expect(localStorage.getItem('raam-event-mode')).toBeNull();
  expect((await listRecords()).map((record) => record.id)).toEqual(['waiting-1']);
}, 30_000);
