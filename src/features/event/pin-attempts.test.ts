import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { freshStorage } from '../../test/storage.ts';
import type { EventState } from './event-state.ts';
import { keepEvent } from './event-store.ts';
import { pinWaitMs, tryPin } from './pin-attempts.ts';
import { hashPin } from './pin-hash.ts';

const pin = '4821';

beforeEach(async () => {
  await freshStorage();
  localStorage.clear();
  // Only the clock is faked: IndexedDB and WebCrypto run as they do.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-26T10:00:00Z'));
  const event: EventState = {
    id: 'event-1',
    name: 'Chennai Education Fair',
    counsellor: 'Meena',
    deviceLabel: '',
    startedAt: Date.now(),
    inactivitySeconds: 90,
    // Fewer rounds than a real event's: the rule under test is the wait, not the hash.
    pin: await hashPin(pin, 1000),
    collected: [],
  };
  await keepEvent(event);
});

afterEach(() => {
  vi.useRealTimers();
});

function later(ms: number) {
  vi.setSystemTime(Date.now() + ms);
}

test('the right PIN unlocks', async () => {
  expect(await tryPin(pin)).toEqual({ kind: 'right' });
});

test('each wrong PIN is refused and doubles the wait before the next try, up to 30 seconds', async () => {
  const waits: number[] = [];
  for (let attempt = 0; attempt < 7; attempt += 1) {
    const result = await tryPin('0000');
    expect(result.kind).toBe('wrong');
    if (result.kind === 'wrong') waits.push(result.waitMs);
    later(pinWaitMs());
  }
  expect(waits).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000]);
});

test('during the wait even the right PIN is refused, unchecked; after it, the right PIN unlocks and the waits start over', async () => {
  expect(await tryPin('1111')).toEqual({ kind: 'wrong', waitMs: 1000 });
  later(1000);
  expect(await tryPin('1112')).toEqual({ kind: 'wrong', waitMs: 2000 });
  later(500);
  expect(await tryPin(pin)).toEqual({ kind: 'wait', waitMs: 1500 });
  later(1500);
  expect(await tryPin(pin)).toEqual({ kind: 'right' });
  expect(await tryPin('1111')).toEqual({ kind: 'wrong', waitMs: 1000 });
});

test('the wait is kept on the device: a reload does not skip it', async () => {
  await tryPin('1111');
  later(1000);
  await tryPin('1111');
  // What a new page reads: only what is stored.
  const stored = localStorage.getItem('raam-event-pin-wait');
  localStorage.clear();
  expect(pinWaitMs()).toBe(0);
  localStorage.setItem('raam-event-pin-wait', stored ?? '');
  expect(pinWaitMs()).toBe(2000);
  expect(await tryPin(pin)).toEqual({ kind: 'wait', waitMs: 2000 });
});
