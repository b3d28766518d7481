import { outboxChannel as channelName } from '../store-names.ts';

/**
 * What the outbox tells every open tab: the queue changed; a submission was delivered. Sent to
 * this context's listeners and, through a BroadcastChannel, to other tabs and from the service
 * worker, and to the header's control as a DOM event. Messages carry no personal data beyond the announcement's course or subject.
 */
export type OutboxEvent =
  | { type: 'changed' }
  | { type: 'delivered'; text: string }
  /** A person discarded the record `id` (an event's tally counts it as discarded). */
  | { type: 'discarded'; id: string };

const listeners = new Set<(event: OutboxEvent) => void>();
let channel: BroadcastChannel | undefined;

function openChannel(): BroadcastChannel | undefined {
  if (typeof BroadcastChannel !== 'function') return undefined;
  if (!channel) {
    channel = new BroadcastChannel(channelName);
    channel.onmessage = (message: MessageEvent<unknown>) => {
      const event = message.data as OutboxEvent | null;
      if (event?.type === 'changed' || event?.type === 'delivered' || event?.type === 'discarded') {
        for (const listener of listeners) listener(event);
      }
    };
  }
  return channel;
}

export function emitOutboxEvent(event: OutboxEvent): void {
  for (const listener of listeners) listener(event);
  openChannel()?.postMessage(event);
  // The header's control listens before this module has loaded (outbox-control.tsx); in the
  // service worker nobody listens.
  globalThis.dispatchEvent?.(new Event(channelName));
}

export function onOutboxEvent(listener: (event: OutboxEvent) => void): () => void {
  openChannel();
  listeners.add(listener);
  return () => listeners.delete(listener);
}
