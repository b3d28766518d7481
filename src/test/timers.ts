import { act } from '@testing-library/react';
import { expect, onTestFinished, vi } from 'vitest';

/**
 * The clock, for "nothing more happens" checks on code that acts in timer tasks (a click made
 * again once hydrated): from now on `setTimeout` waits for `runEveryTimer`. React's own
 * scheduling uses no timers here and runs as in a browser.
 */
export function controlTimers() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  onTestFinished(() => {
    vi.useRealTimers();
  });
}

/** Runs every timer there is, and what they set off, until none is left to act later. */
export async function runEveryTimer() {
  await act(() => vi.runAllTimersAsync());
  expect(vi.getTimerCount()).toBe(0);
}
