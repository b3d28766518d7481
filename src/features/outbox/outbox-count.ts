/**
 * How many submissions wait on this device: all the start-up check needs (open the store,
 * count its keys), so a first visit pays for nothing more. The flush code loads only when
 * something waits.
 */
import { keyValueStore, storeNames } from '../../lib/idb-store.ts';

let count = 0;
const listeners = new Set<() => void>();

export async function refreshOutboxCount(): Promise<number> {
  try {
    count = (await keyValueStore(storeNames.outbox).keys()).length;
  } catch {
    // No storage, no outbox: nothing can be waiting in it.
    count = 0;
  }
  for (const listener of listeners) listener();
  return count;
}

export function subscribeOutboxCount(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function outboxCount(): number {
  return count;
}
