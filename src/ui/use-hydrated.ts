import { startTransition, useLayoutEffect, useState, useSyncExternalStore } from 'react';

/**
 * Whether what React mounts now is drawn by the app itself rather than taken over from the
 * pre-rendered page: from the first page the app draws (a path other than the pre-rendered
 * one, or a page the server did not pre-render). Until then, every mount is a hydration.
 */
let appDraws = false;

/** Called as the app starts drawing a page of its own (route-effects.tsx, main.tsx). */
export function markAppDraws() {
  appDraws = true;
}

const subscribe = () => () => {};

/**
 * False while a pre-rendered page is on screen but the app has not yet started behind it, true
 * from then on (and always on pages the app draws itself).
 *
 * Hydration draws with the server's answer, false, and the switch to true comes in the same
 * commit (a layout effect), before the browser can hand the page a tap: a Submit pressed just
 * after a form's code took over must already submit. `in-slices` lets the switch come in a
 * transition instead, which React renders in slices a tap can come between: only for a
 * component whose pre-started view works in full (the course catalogue, whose redraw took
 * one 30 ms task on a fast machine, over 100 ms on a slow phone).
 *
 * It does not give `useSyncExternalStore` the client's answer at once: React checks that answer
 * after hydrating and, when it differs, redraws each such component in a task of its own, after
 * the page may already have taken a tap.
 */
export function useHydrated(switchIn: 'at-once' | 'in-slices' = 'at-once'): boolean {
  const drawnByApp = useSyncExternalStore(
    subscribe,
    () => appDraws,
    () => false,
  );
  const [startedSince, setStartedSince] = useState(false);
  useLayoutEffect(() => {
    if (drawnByApp) return;
    if (switchIn === 'in-slices') startTransition(() => setStartedSince(true));
    else setStartedSince(true);
  }, [drawnByApp, switchIn]);
  return drawnByApp || startedSince;
}
