import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while a pre-rendered page is on screen but the app has not yet started behind it, true
 * from then on (and always on pages the app renders itself).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
