import { startTransition, useLayoutEffect, useState, useSyncExternalStore } from 'react';

/**
 * Whether what React mounts now is rendered by the app itself rather than hydrated from the
 * pre-rendered page: from the first page the app renders (a path other than the pre-rendered
 * one, or a page the server did not pre-render). Until then, every mount is a hydration.
 */
let clientRenders = false;

/** Called as the app starts rendering a page of its own (route-effects.tsx, main.tsx). */
export function markClientRender() {
  clientRenders = true;
}

const subscribe = () => () => {};

/**
 * False while a pre-rendered page is on screen but the app has not yet started behind it, true
 * from then on (and always on pages the app renders itself).
 *
 * Hydration renders with the server's answer, false, and the switch to true comes in a
 * transition, which React renders in slices a tap can come between. Not in the hydration's own
 * commit: an update there would make React also run every effect of the page in that one
 * uninterruptible task (over 50 ms on a slow phone). A control that cannot act before the
 * switch keeps a click made meanwhile and makes it again after (`useHydratedControl`).
 *
 * It does not give `useSyncExternalStore` the client's answer at once: React checks that answer
 * after hydrating and, when it differs, re-renders each such component in a task of its own.
 */
export function useHydrated(): boolean {
  const renderedByClient = useSyncExternalStore(
    subscribe,
    () => clientRenders,
    () => false,
  );
  const [startedSince, setStartedSince] = useState(false);
  useLayoutEffect(() => {
    if (!renderedByClient) startTransition(() => setStartedSince(true));
  }, [renderedByClient]);
  return renderedByClient || startedSince;
}
