import type { EventState } from './event-state.ts';
import { keepEvent } from './event-store.ts';
import { hashPin } from './pin-hash.ts';
import { setEventModeFlag } from './set-event-flag.ts';
import type { EventStartValues } from './start-rules.ts';

/** Tells this event's count from another's; random, so two devices never share one. */
function newEventId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}

/** The event the start form describes; the PIN goes in only as its salted hash. */
export async function eventFrom(values: EventStartValues, now = Date.now()): Promise<EventState> {
  return {
    id: newEventId(),
    name: values.eventName.trim(),
    counsellor: values.counsellorName.trim(),
    deviceLabel: values.deviceLabel.trim(),
    startedAt: now,
    inactivitySeconds: Number(values.inactivitySeconds.trim()),
    pin: await hashPin(values.pin),
    collected: [],
  };
}

/** Keeps the event on this device, then flags event mode on for every page. */
export async function startEvent(values: EventStartValues): Promise<EventState> {
  const event = await eventFrom(values);
  await keepEvent(event);
  // Without the flag no page would show the bar or mark a submission: event mode stays off.
  if (!setEventModeFlag(true)) throw new Error('This browser refused to keep the event mode flag');
  return event;
}
