/**
 * Checking the event's PIN where a student might try: each wrong PIN doubles the wait before the
 * next try (1 s, 2 s, 4 s … 30 s). The wait is kept in localStorage, so a reload does not skip
 * it; the right PIN, or the end of the event, clears it.
 */

import { reportAndUse } from '../../lib/report.ts';
import { readEvent } from './event-store.ts';
import { checkPin } from './pin-hash.ts';

export const pinWaitKey = 'raam-event-pin-wait';
const firstWaitMs = 1000;
const longestWaitMs = 30_000;

export type PinAttempt =
  | { kind: 'right' }
  /** Wrong: the next try waits `waitMs`. */
  | { kind: 'wrong'; waitMs: number }
  /** Tried during the wait: not checked at all. */
  | { kind: 'wait'; waitMs: number };

interface PinWait {
  failures: number;
  until: number;
}

function readWait(): PinWait {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(pinWaitKey) ?? 'null');
    const { failures, until } = (stored ?? {}) as Partial<PinWait>;
    if (typeof failures === 'number' && typeof until === 'number') return { failures, until };
  } catch {
    // Unreadable: as if no PIN had been tried.
  }
  return { failures: 0, until: 0 };
}

/** How long before the PIN may be tried again; 0 when it may now. */
export function pinWaitMs(now = Date.now()): number {
  return Math.max(0, readWait().until - now);
}

export function forgetPinWait(): void {
  try {
    localStorage.removeItem(pinWaitKey);
  } catch {
    // Nothing was kept.
  }
}

export async function tryPin(pin: string): Promise<PinAttempt> {
  const waitMs = pinWaitMs();
  if (waitMs > 0) return { kind: 'wait', waitMs };
  const event = await readEvent().catch(
    reportAndUse('The event could not be read to check its PIN', undefined),
  );
  if (event && (await checkPin(pin, event.pin))) {
    forgetPinWait();
    return { kind: 'right' };
  }
  const failures = readWait().failures + 1;
  const nextWaitMs = Math.min(firstWaitMs * 2 ** (failures - 1), longestWaitMs);
  try {
    localStorage.setItem(
      pinWaitKey,
      JSON.stringify({ failures, until: Date.now() + nextWaitMs } satisfies PinWait),
    );
  } catch {
    // Without localStorage the wait holds in this page only, through the caller's message.
  }
  return { kind: 'wrong', waitMs: nextWaitMs };
}
