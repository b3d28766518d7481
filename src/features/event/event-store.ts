/**
 * The running event in IndexedDB (one key), and who listens to its changes in this page. Every
 * call may reject with StorageUnavailableError.
 */
import { keyValueStore, storeNames } from '../../lib/idb-store.ts';
import { type CollectedEntry, type EventState, readEventState } from './event-state.ts';

const store = keyValueStore(storeNames.event);
const currentKey = 'current';
const listeners = new Set<() => void>();

function changed(): void {
  for (const listener of listeners) listener();
}

export function onEventChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export async function readEvent(): Promise<EventState | undefined> {
  return readEventState(await store.get(currentKey));
}

export async function keepEvent(event: EventState): Promise<void> {
  await store.set(currentKey, event);
  changed();
}

/** Counts the outbox record `entry.id` as collected in the running event (once). */
export async function countCollected(eventId: string, entry: CollectedEntry): Promise<void> {
  await store.update(currentKey, (stored) => {
    const event = readEventState(stored);
    // Ended, or another event started, while this one was being sent: nothing to count it in.
    if (!event || event.id !== eventId) return stored;
    if (event.collected.some((counted) => counted.id === entry.id)) return stored;
    return { ...event, collected: [...event.collected, entry] };
  });
  changed();
}

/** A person discarded a submission counted in the event: the tally must not call it delivered. */
export async function markDiscarded(id: string, at: number = Date.now()): Promise<void> {
  await store.update(currentKey, (stored) => {
    const event = readEventState(stored);
    const entry = event?.collected.find((counted) => counted.id === id);
    if (!event || !entry || entry.discardedAt !== undefined) return stored;
    const collected = event.collected.map((counted) =>
      counted.id === id ? { ...counted, discardedAt: at } : counted,
    );
    return { ...event, collected };
  });
  changed();
}

/** The event, its tally and its PIN's hash leave this device (the outbox keeps its own). */
export async function forgetEvent(): Promise<void> {
  await store.delete(currentKey);
  changed();
}
