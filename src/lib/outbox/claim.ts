/**
 * One sender per record at a time, across tabs and the service worker. With Web Locks a record
 * is claimed by holding its lock (released by the browser when a tab dies); without them, by a
 * lease written into the record in one transaction, which a dead tab's successor may hydrate
 * once it has run out.
 */
import { newIdempotencyKey } from '../idempotency-key.ts';
import { updateRecord } from './outbox-store.ts';

export const busy = Symbol('busy');

/** Longer than a send may take (its timeout), so a live sender never loses its lease. */
const leaseMs = 45_000;

export function hasWebLocks(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.locks?.request === 'function';
}

/** Runs `send` while holding the record; `busy` when someone else holds it. */
export async function withClaim<T>(id: string, send: () => Promise<T>): Promise<T | typeof busy> {
  if (hasWebLocks()) {
    return navigator.locks.request(`raam-outbox-record:${id}`, { ifAvailable: true }, (lock) =>
      lock ? send() : busy,
    );
  }
  // Each claim is its own holder: two sends from one tab (the form's and "Send now") exclude
  // each other too.
  const holder = newIdempotencyKey();
  const now = Date.now();
  let claimed = false;
  await updateRecord(id, (record) => {
    if (!record) return undefined;
    if (record.lease && record.lease.until > now) return record;
    claimed = true;
    return { ...record, lease: { by: holder, until: now + leaseMs } };
  });
  if (!claimed) return busy;
  try {
    return await send();
  } finally {
    await updateRecord(id, (record) => {
      if (record?.lease?.by !== holder) return record;
      const { lease: _released, ...rest } = record;
      return rest;
      // The lease runs out by itself: the next runner may take the record then.
    }).catch(() => undefined);
  }
}

/** One flush at a time across tabs and the service worker; the others wait their turn. */
export function withFlushLock<T>(run: () => Promise<T>): Promise<T> {
  if (!hasWebLocks()) return run();
  return navigator.locks.request('raam-outbox-flush', run);
}
