import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

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
 * Hydration draws with the server's answer, false. The switch to true comes after, in a
 * transition: React does that work in slices a tap can come between. Given a different answer
 * by the time hydration is checked, React would redraw every component using this in one task
 * it cannot interrupt: on /courses, the whole catalogue (the page hydrates in a pass of its own,
 * after the layout), 30 ms on a fast machine, over 100 ms on a slow phone.
 */
export function useHydrated(): boolean {
  const drawnByApp = useSyncExternalStore(
    subscribe,
    () => appDraws,
    () => false,
  );
  const [startedSince, setStartedSince] = useState(false);
  useEffect(() => {
    if (!drawnByApp) startTransition(() => setStartedSince(true));
  }, [drawnByApp]);
  return drawnByApp || startedSince;
}
