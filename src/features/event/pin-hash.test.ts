import { beforeEach, expect, test, vi } from 'vitest';
import { keyValueStore, storeNames } from '../../lib/idb-store.ts';
import { freshStorage } from '../../test/storage.ts';
import { checkPin, hashPin, pinIterations } from './pin-hash.ts';
import { startEvent } from './start-event.ts';
import { emptyEventStart } from './start-rules.ts';

// Every hash is the real PBKDF2 at full strength: on a busy machine a few take seconds.
vi.setConfig({ testTimeout: 30_000 });

beforeEach(async () => {
  await freshStorage();
  localStorage.clear();
});

test('the right PIN checks out against its hash, a wrong one does not', async () => {
  const stored = await hashPin('4821');
  expect(await checkPin('4821', stored)).toBe(true);
  expect(await checkPin('4812', stored)).toBe(false);
  expect(await checkPin('48210', stored)).toBe(false);
  expect(await checkPin('', stored)).toBe(false);
});

test('the same PIN hashed twice gets a new 16-byte salt and a different hash each time', async () => {
  const first = await hashPin('4821');
  const second = await hashPin('4821');
  expect(first.salt).not.toBe(second.salt);
  expect(first.hash).not.toBe(second.hash);
  expect(atob(first.salt)).toHaveLength(16);
  expect(atob(first.hash)).toHaveLength(32);
  expect(first.iterations).toBe(pinIterations);
  expect(pinIterations).toBeGreaterThanOrEqual(100_000);
});

test('starting an event keeps the PIN nowhere: only its salted hash, in IndexedDB', async () => {
  const pin = '73519046';
  const event = await startEvent({
    ...emptyEventStart,
    eventName: 'Chennai Education Fair',
    counsellorName: 'Meena',
    pin,
    confirmPin: pin,
  });
  const stored = await keyValueStore(storeNames.event).entries();
  expect(JSON.stringify(stored)).not.toContain(pin);
  expect(stored).toEqual([['current', expect.objectContaining({ id: event.id })]]);
  expect(JSON.stringify({ ...localStorage })).not.toContain(pin);
  expect(localStorage.getItem('raam-event-mode')).toBe('on');
  expect(await checkPin(pin, event.pin)).toBe(true);
});
