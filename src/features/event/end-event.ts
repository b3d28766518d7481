import { forgetEvent } from './event-store.ts';
import { forgetPinWait } from './pin-attempts.ts';
import { setEventModeFlag } from './set-event-flag.ts';

/**
 * Ends event mode on this device: the event, its tally, its PIN's hash, the PIN's wait and the
 * flag go. The outbox is not touched: what still waits is sent as usual.
 */
export async function endEvent(): Promise<void> {
  await forgetEvent();
  forgetPinWait();
  setEventModeFlag(false);
}
